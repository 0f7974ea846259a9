import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per embedded data folder: two PGlite writers on the same files is how an embedded
 * database gets corrupted. The lock is a pid file; a lock whose process is gone (killed, crashed)
 * is taken over.
 */

export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(`Rapport is already running on this data folder, pid ${pid}`);
  }
}

/** Whether `pid` is a live Node process (a reused pid of another program does not hold the lock). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node|tsx|rapport/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): trust the signal check
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data folder's lock for this process; returns the release function. */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, 'rapport.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (holder(file) === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = holder(file);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataFolderLockedError(pid, dataDir);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/**
 * A command's lock on the data folder: taken, or `null` after saying in one sentence that the
 * server holds it (the caller exits 1). Other errors are thrown.
 */
export function lockForCommand(
  dataDir: string,
  say: (line: string) => void = console.error,
): (() => void) | null {
  try {
    return lockDataFolder(dataDir);
  } catch (e) {
    if (!(e instanceof DataFolderLockedError)) throw e;
    say(`[rapport] ${e.message}: stop it first (Ctrl+C where it runs), then run this command again.`);
    return null;
  }
}
