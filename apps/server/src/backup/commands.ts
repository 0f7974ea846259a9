import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { openDatabase } from '../db/index.js';
import { DataFolderLockedError, lockDataFolder, lockForCommand } from '../lib/dataLock.js';
import { BackupError, createBackup, readBackup } from './archive.js';
import { CONTROL_BACKUP_PATH, CONTROL_HEADER, readControlFile } from './control.js';
import { restoreBackup } from './restore.js';

/** `npm run backup -- FILE` and `npm run restore -- FILE`: each returns its exit code. */

const say = (sentence: string) => console.log(`[rapport] ${sentence}`);
const fail = (sentence: string) => {
  console.error(`[rapport] ${sentence}`);
  return 1;
};

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Writes beside the target first, so a failed backup never leaves half a file under its name. */
function writeBackupFile(file: string, bytes: Uint8Array): number {
  const partial = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
    return 0;
  } catch (e) {
    rmSync(partial, { force: true });
    return fail(
      `Cannot write ${file} (${(e as NodeJS.ErrnoException).code ?? String(e)}): choose a path in a folder this user can write to.`,
    );
  }
}

async function backupThroughServer(config: Config, pid: number, file: string): Promise<number> {
  const control = readControlFile(config.dataDir);
  if (!control || control.pid !== pid)
    return fail(
      `Rapport is running on this data folder (pid ${pid}) but does not answer control calls yet: ` +
        'run this command again once it has started.',
    );
  let response: Response;
  try {
    response = await fetch(`${control.url}${CONTROL_BACKUP_PATH}`, {
      method: 'POST',
      headers: { [CONTROL_HEADER]: control.secret },
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? String(e);
    return fail(
      `Could not reach the running Rapport (pid ${pid}) at ${control.url} (${cause}): is it stopping?`,
    );
  }
  if (!response.ok)
    return fail(`The running Rapport (pid ${pid}) did not make the backup (HTTP ${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    readBackup(bytes);
  } catch (e) {
    if (!(e instanceof BackupError)) throw e;
    return fail(`The running Rapport (pid ${pid}) sent a backup that does not check out: ${e.message}.`);
  }
  const written = writeBackupFile(file, bytes);
  if (written === 0)
    say(`Backed up the running Rapport (pid ${pid}) to ${file} (${megabytes(bytes.length)}).`);
  return written;
}

export async function backupCommand(config: Config, file: string): Promise<number> {
  if (config.databaseUrl)
    return fail(
      'npm run backup is for the embedded database; on PostgreSQL use pg_dump (pg_dump --format=custom "$DATABASE_URL" > rapport.dump).',
    );
  const target = resolve(file);
  let release: () => void;
  try {
    release = lockDataFolder(config.dataDir);
  } catch (e) {
    if (!(e instanceof DataFolderLockedError)) throw e;
    return backupThroughServer(config, e.pid, target);
  }
  try {
    if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION')))
      return fail(
        `There is no database in ${config.dataDir} to back up: point RAPPORT_DATA_DIR at Rapport's data folder.`,
      );
    // As found: no migrations, nothing changes in the data folder.
    const database = await openDatabase({ dataDir: config.dataDir, migrate: false });
    let bytes: Buffer;
    try {
      bytes = await createBackup({
        pglite: database.pglite as NonNullable<typeof database.pglite>,
        dataDir: config.dataDir,
      });
    } finally {
      await database.close();
    }
    const written = writeBackupFile(target, bytes);
    if (written === 0) say(`Backed up ${config.dataDir} to ${target} (${megabytes(bytes.length)}).`);
    return written;
  } finally {
    release();
  }
}

export async function restoreCommand(config: Config, file: string): Promise<number> {
  if (config.databaseUrl)
    return fail(
      'npm run restore is for the embedded database; on PostgreSQL use pg_restore on a pg_dump file.',
    );
  const source = resolve(file);
  const release = lockForCommand(config.dataDir);
  if (!release) return 1;
  try {
    let bytes: Buffer;
    try {
      bytes = readFileSync(source);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return fail(
        code === 'ENOENT'
          ? `There is no file ${source}: give the path of a file made by npm run backup.`
          : `Cannot read ${source} (${code ?? String(e)}): nothing was changed.`,
      );
    }
    try {
      const backup = readBackup(bytes);
      const restored = await restoreBackup(config.dataDir, backup);
      say(
        `Restored ${source} (made ${backup.manifest.createdAt} by Rapport ${backup.manifest.rapportVersion}) ` +
          `into ${config.dataDir}.`,
      );
      if (restored.previousDb) say(`The database that was there is kept in ${restored.previousDb}.`);
      if (restored.previousSecrets)
        say(`The secrets.json that was there is kept in ${restored.previousSecrets}.`);
      if (!backup.secrets)
        say(
          'The backup holds no secrets.json (JWT_SECRET and ENCRYPTION_KEY came from the environment): keep the same ones.',
        );
      return 0;
    } catch (e) {
      if (!(e instanceof BackupError)) throw e;
      return fail(`Cannot restore ${source}: ${e.message}; nothing was changed.`);
    }
  } finally {
    release();
  }
}
