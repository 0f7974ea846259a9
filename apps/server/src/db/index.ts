import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PRIVATE_DIR_MODE, tightenDataDir } from '../lib/privateFiles.js';
import * as schema from './schema.js';
import { takeTurns } from './takeTurns.js';

export { schema };

/** One data layer over either database; both drivers share drizzle's PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything that runs drizzle statements: the database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A drizzle transaction over either database. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What PGlite's own transaction offers beyond drizzle: COPY from a blob. */
export interface PgliteTransaction {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/**
 * The PGlite transaction under a drizzle transaction, for COPY (which drizzle does not speak), or
 * undefined on PostgreSQL. Reads drizzle's session; the CSV import tests on PGlite cover it.
 */
export function pgliteTransactionOf(tx: Transaction): PgliteTransaction | undefined {
  const client = (tx as unknown as { session?: { client?: { query?: unknown; rollback?: unknown } } }).session
    ?.client;
  // PGlite's Transaction has query() and rollback(); node-postgres' client has no rollback().
  return client && typeof client.query === 'function' && typeof client.rollback === 'function'
    ? (client as PgliteTransaction)
    : undefined;
}

export interface SqlResult<T = Record<string, unknown>> {
  rows: T[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterised SQL (used by pg-boss and health checks). */
  executeSql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<SqlResult<T>>;
  /** node-postgres pool when running on PostgreSQL (LISTEN/NOTIFY needs its own connection). */
  pool: pg.Pool | undefined;
  /** The embedded instance when running on PGlite (pg-boss's adapter needs it). */
  pglite: PGlite | undefined;
  /** The PostgreSQL URL when running on PostgreSQL. */
  connectionString: string | undefined;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite under `dataDir/db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Apply migrations at open (default true). */
  migrate?: boolean;
}

/** The package root holds `drizzle/`; found by walking up so it works from src/ and from dist/. */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`Could not find the drizzle migrations folder above ${start}`);
}

const MIGRATION_LOCK_ID = 725_164_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  const shouldMigrate = options.migrate ?? true;

  if (options.databaseUrl) {
    // A database that does not answer fails the request (503) instead of holding it forever.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (shouldMigrate) {
      const client = await pool.connect();
      try {
        // Several instances may boot at once: migrate under an advisory lock.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    return {
      kind: 'postgres',
      db,
      pool,
      pglite: undefined,
      connectionString: options.databaseUrl,
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        await pool.end();
      },
    };
  }

  const dbDir = join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = new PGlite(dbDir, { serializers: { [types.JSON]: jsonTextOrBytes } });
  await client.waitReady;
  // PGlite writes its initial cluster with explicit 0666 modes (the umask does not reach them);
  // the files it makes later follow the umask (lib/privateFiles.ts).
  tightenDataDir(dbDir);
  takeTurns(client);
  const pgliteDb = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pool: undefined,
    pglite: client,
    connectionString: undefined,
    executeSql: async (text, values) => {
      const result = await client.query(text, values as unknown[] | undefined);
      return { rows: result.rows as never[] };
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PGlite's `json` parameters: UTF-8 bytes (a Buffer) go as they are, in binary form (for `json` that
 * is the text itself), anything else as PGlite writes it. A string parameter is sized by a walk over
 * its characters in JavaScript before it is encoded; for a batch of mail (`storeEmails`' one JSON
 * parameter, ~0.5 MB) that walk was a tenth of the store's main-thread time. node-postgres sends a
 * Buffer in binary form too, so the same parameter works on PostgreSQL.
 */
const jsonTextOrBytes = (value: unknown): string =>
  value instanceof Uint8Array ? (value as unknown as string) : types.serializers[types.JSON]!(value);

/** Rows of `execute`: node-postgres gives a result object, PGlite's drizzle driver too; both hold `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
