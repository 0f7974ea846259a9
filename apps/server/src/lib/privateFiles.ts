import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds mail, password hashes and secrets (issue 22): only this user may read it.
 * Folders are 0700 and files 0600; the umask makes every file the process creates so, PGlite's
 * included (it creates its files through Node's fs with 0666), and the explicit modes below keep
 * that true for code that runs without it (tests, a library caller).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_UMASK = 0o077;

/** Files and folders this process creates are its user's alone. Call first thing in an entry point. */
export function usePrivateFileModes(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and other permissions off the data folder and everything in it (symbolic links are
 * left alone); returns how many entries changed. A folder made by an older version, or opened
 * up by hand, is private again after one start.
 */
export function tightenDataDir(dataDir: string): number {
  let changed = 0;
  const visit = (path: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(path);
    } catch {
      return; // gone meanwhile
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & (stat.isDirectory() ? 0o700 : 0o600));
      changed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  return changed;
}
