import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContactsCsv } from '../src/csv/importer.js';
import { createMemoryContactStore } from '../src/csv/memory-store.js';
import type { ExistingContact } from '../src/csv/types.js';
import { type Database, openDatabase } from '../src/db/index.js';
import { users } from '../src/db/schema.js';
import { createSqlContactStore } from '../src/services/contactStore.js';
import { freshDatabaseEnv } from './helpers.js';

/**
 * The SQL ContactStore must behave exactly like the CSV core's in-memory reference store:
 * every messy fixture imports to the same counts, errors and contacts, and re-imports to nothing.
 */
const FIXTURES = new URL('./fixtures/csv/', import.meta.url);
const files = readdirSync(FIXTURES)
  .filter((f) => /\.(csv|tsv|txt)$/.test(f))
  .sort();

let env: Awaited<ReturnType<typeof freshDatabaseEnv>>;
let database: Database;
beforeAll(async () => {
  env = await freshDatabaseEnv();
  database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
});
afterAll(async () => {
  await database?.close();
  await env?.dispose();
});

let n = 0;
async function newUser(): Promise<string> {
  const [u] = await database.db
    .insert(users)
    .values({ email: `store-${Date.now()}-${++n}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  return u!.id;
}

/** Contacts without ids, in a stable order, for comparing stores. */
function normalise(contacts: ExistingContact[]) {
  return contacts
    .map(({ id: _id, ...c }) => ({
      ...c,
      email: c.email?.toLowerCase() ?? null,
      conflicts: c.conflicts ?? [],
    }))
    .sort((a, b) =>
      `${a.email ?? ''}|${a.fullName ?? ''}|${a.company ?? ''}`.localeCompare(
        `${b.email ?? ''}|${b.fullName ?? ''}|${b.company ?? ''}`,
      ),
    );
}

describe('the SQL contact store matches the in-memory reference on every fixture', () => {
  it('has fixtures to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s', async (file) => {
    const bytes = readFileSync(new URL(file, FIXTURES));
    const expectedFile = new URL(file.replace(/\.(csv|tsv|txt)$/, '.expected.json'), FIXTURES);
    const expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as { existing?: ExistingContact[] };
    const existing = expected.existing ?? [];

    const memory = createMemoryContactStore(existing);
    const userId = await newUser();
    const sql = createSqlContactStore(database.db, userId, 'csv');
    if (existing.length > 0) {
      await sql.upsertBatch({
        insert: existing.map(({ id: _id, ...c }) => ({ ...c, conflicts: c.conflicts ?? [] })),
        update: [],
      });
    }

    const fromMemory = await importContactsCsv({ bytes, fileName: file, store: memory, batchSize: 7 });
    const fromSql = await importContactsCsv({ bytes, fileName: file, store: sql, batchSize: 7 });
    expect(fromSql.created).toBe(fromMemory.created);
    expect(fromSql.updated).toBe(fromMemory.updated);
    expect(fromSql.skipped).toBe(fromMemory.skipped);
    expect(fromSql.errors).toEqual(fromMemory.errors);

    const all = await sql.findExisting({
      emails: memory.contacts().flatMap((c) => (c.email ? [c.email] : [])),
      nameKeys: [],
    });
    const stored = await database.executeSql<{ n: string | number }>(
      'select count(*) as n from contacts where user_id = $1',
      [userId],
    );
    expect(Number(stored.rows[0]?.n)).toBe(memory.contacts().length);
    expect(normalise(all)).toEqual(normalise(memory.contacts().filter((c) => c.email)));

    const again = await importContactsCsv({ bytes, fileName: file, store: sql, batchSize: 7 });
    expect([again.created, again.updated]).toEqual([0, 0]);
  });
});
