import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { BACKUP_FORMAT_VERSION, RAPPORT_VERSION } from '../constants.js';
import { readTar, TarError, writeTar } from '../lib/tar.js';

/**
 * The backup file of an embedded data folder: one .tar.gz holding a manifest, the dev secrets
 * (without them mailbox credentials cannot be decrypted) and PGlite's dump of its data directory.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const SECRETS_ENTRY = 'secrets.json';
export const DUMP_ENTRY = 'pglite.tar.gz';

export type BackupErrorCode = 'not_a_backup' | 'damaged' | 'newer_format';

export class BackupError extends Error {
  override name = 'BackupError';
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const Manifest = z.object({
  format: z.literal('rapport-backup'),
  version: z.number().int().positive(),
  createdAt: z.string(),
  rapportVersion: z.string(),
  database: z.literal('pglite'),
  postgresVersion: z.string().optional(),
});
export type Manifest = z.infer<typeof Manifest>;

/** The same shape config.ts accepts for `<data>/secrets.json`. */
const Secrets = z.object({
  jwtSecret: z.string().min(32),
  encryptionKey: z.string().regex(/^[0-9a-f]{64}$/),
});

export interface Backup {
  manifest: Manifest;
  /** The bytes of secrets.json, when the data folder had one. */
  secrets: Uint8Array | undefined;
  /** PGlite's gzipped tarball of its data directory (for `loadDataDir`). */
  dump: Uint8Array<ArrayBuffer>;
}

export interface CreateBackupOptions {
  pglite: PGlite;
  dataDir: string;
  now?: Date;
}

/**
 * A consistent snapshot of a live or idle PGlite: the dump holds PGlite's query lock while it
 * copies the files, and what a transaction in flight wrote is rolled back by recovery at load.
 */
export async function createBackup({
  pglite,
  dataDir,
  now = new Date(),
}: CreateBackupOptions): Promise<Buffer> {
  // Data files up to date, so the load replays little WAL.
  await pglite.exec('CHECKPOINT');
  const { rows } = await pglite.query<{ server_version: string }>('show server_version');
  const dump = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  const manifest: Manifest = {
    format: 'rapport-backup',
    version: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    rapportVersion: RAPPORT_VERSION,
    database: 'pglite',
    ...(rows[0] ? { postgresVersion: rows[0].server_version } : {}),
  };
  const secretsFile = join(dataDir, SECRETS_ENTRY);
  const entries = [
    { name: MANIFEST_ENTRY, data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) },
    ...(existsSync(secretsFile) ? [{ name: SECRETS_ENTRY, data: readFileSync(secretsFile) }] : []),
    { name: DUMP_ENTRY, data: dump },
  ];
  // Off the event loop: a running server keeps answering while a large backup compresses.
  return promisify(gzip)(writeTar(entries, now.getTime()));
}

function json(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** Checks a backup file's bytes; throws a BackupError whose message is a clause a sentence can end with. */
export function readBackup(bytes: Uint8Array): Backup {
  let archive: Uint8Array;
  try {
    archive = gunzipSync(bytes);
  } catch {
    throw new BackupError('not_a_backup', 'it is not a Rapport backup (not a gzip file, or cut short)');
  }
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(archive);
  } catch (e) {
    if (!(e instanceof TarError)) throw e;
    throw new BackupError('not_a_backup', `it is not a Rapport backup (${e.message.toLowerCase()})`);
  }
  const entry = (name: string) => entries.find((e) => e.name === name)?.data;
  const manifestBytes = entry(MANIFEST_ENTRY);
  const manifest = manifestBytes && Manifest.safeParse(json(manifestBytes));
  if (!manifest?.success)
    throw new BackupError('not_a_backup', `it is not a Rapport backup (no valid manifest)`);
  if (manifest.data.version > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      'newer_format',
      `it was made by a newer Rapport (${manifest.data.rapportVersion}, backup format ${manifest.data.version}); ` +
        `update this one (${RAPPORT_VERSION}) first`,
    );
  const dump = entry(DUMP_ENTRY);
  if (!dump) throw new BackupError('damaged', 'it holds no database dump');
  const secrets = entry(SECRETS_ENTRY);
  if (secrets && !Secrets.safeParse(json(secrets)).success)
    throw new BackupError('damaged', 'its secrets.json is damaged');
  return { manifest: manifest.data, secrets, dump };
}
