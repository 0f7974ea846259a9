import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE } from '../lib/privateFiles.js';
import { type Backup, BackupError, SECRETS_ENTRY } from './archive.js';

export interface Restored {
  /** Where the database that was there before now lives (absent when there was none). */
  previousDb: string | undefined;
  /** Where the secrets.json that was there before now lives (absent when none was replaced). */
  previousSecrets: string | undefined;
}

/** Loads the dump into a fresh folder and checks it answers like a Rapport database; throws a BackupError if not. */
async function stage(backup: Backup, folder: string): Promise<void> {
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite(folder, { loadDataDir: new Blob([backup.dump]) });
    await pglite.waitReady;
    await pglite.query('select count(*) from users');
    await pglite.query('select count(*) from drizzle.__drizzle_migrations');
  } catch {
    throw new BackupError('damaged', 'its database dump does not load as a Rapport database');
  } finally {
    await pglite?.close().catch(() => undefined);
  }
}

/**
 * Puts a backup in place of `<dataDir>/db` and `<dataDir>/secrets.json`. The caller holds the data
 * folder's lock (the server is stopped). Nothing is deleted: the database and secrets that were
 * there are renamed `*.before-restore-<time>` beside them, so a wrong restore can be undone by hand.
 * Nothing changes unless the dump loaded and answered in a staging folder first.
 */
export async function restoreBackup(dataDir: string, backup: Backup, now = new Date()): Promise<Restored> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  // Staged inside the data folder, so the swap below is a rename on one filesystem.
  const staging = join(dataDir, `db.restoring-${stamp}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    await stage(backup, staging);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  }

  const db = join(dataDir, 'db');
  let previousDb: string | undefined;
  if (existsSync(db)) {
    previousDb = join(dataDir, `db.before-restore-${stamp}`);
    renameSync(db, previousDb);
  }
  renameSync(staging, db);

  let previousSecrets: string | undefined;
  if (backup.secrets) {
    const file = join(dataDir, SECRETS_ENTRY);
    const current = existsSync(file) ? readFileSync(file) : undefined;
    if (!current?.equals(backup.secrets)) {
      if (current) {
        previousSecrets = join(dataDir, `${SECRETS_ENTRY}.before-restore-${stamp}`);
        renameSync(file, previousSecrets);
      }
      writeFileSync(file, backup.secrets, { mode: 0o600 });
    }
  }
  return { previousDb, previousSecrets };
}
