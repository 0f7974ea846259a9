import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExistingContact } from '../src/contacts/model.js';
import { createSqlContactStore } from '../src/contacts/store.js';
import { importContactsCsv } from '../src/csv/importer.js';
import { createMemoryContactStore } from '../src/csv/memory-store.js';
import { useTestDatabase } from './helpers.js';

/**
 * The SQL ContactStore must behave exactly like the CSV core's in-memory reference store:
 * every messy fixture imports to the same counts, errors and contacts, and re-imports to nothing.
 */
const FIXTURES = new URL('./fixtures/csv/', import.meta.url);
const files = readdirSync(FIXTURES)
  .filter((f) => /\.(csv|tsv|txt)$/.test(f))
  .sort();

const testDb = useTestDatabase();
const { newUser } = testDb;

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
    const sql = createSqlContactStore(testDb.database, userId, 'csv');
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
    const stored = await testDb.database.executeSql<{ n: string | number }>(
      'select count(*) as n from contacts where user_id = $1',
      [userId],
    );
    expect(Number(stored.rows[0]?.n)).toBe(memory.contacts().length);
    expect(normalise(all)).toEqual(normalise(memory.contacts().filter((c) => c.email)));

    const again = await importContactsCsv({ bytes, fileName: file, store: sql, batchSize: 7 });
    expect([again.created, again.updated]).toEqual([0, 0]);
  });
});

/** A new contact's fields, all empty: tests add the ones they need. */
const blank = {
  firstName: null,
  lastName: null,
  company: null,
  title: null,
  phone: null,
  notes: null,
  customFields: {},
  conflicts: [],
};

describe('the SQL contact store', () => {
  it('stores text with tabs, newlines, carriage returns, backslashes and \\N exactly', async () => {
    const userId = await newUser();
    const store = createSqlContactStore(testDb.database, userId, 'csv');
    const notes = 'tab\there\nnew line\r\nback\\slash \\N and \\t literally';
    await store.upsertBatch({
      insert: [
        {
          ...blank,
          email: 'odd@example.com',
          fullName: 'Odd\tName',
          notes,
          customFields: { 'a\tb': 'c\nd' },
        },
      ],
      update: [],
    });
    const [found] = await createSqlContactStore(testDb.database, userId).findExisting({
      emails: ['odd@example.com'],
      nameKeys: [],
    });
    expect(found).toMatchObject({ fullName: 'Odd\tName', notes, customFields: { 'a\tb': 'c\nd' } });
  });

  it('fails the batch, writing nothing, when a contact it creates appeared meanwhile', async () => {
    const userId = await newUser();
    const first = createSqlContactStore(testDb.database, userId, 'csv');
    const second = createSqlContactStore(testDb.database, userId, 'csv');
    // Both imports look before either writes.
    expect(await first.findExisting({ emails: ['race@example.com'], nameKeys: [] })).toEqual([]);
    expect(await second.findExisting({ emails: ['race@example.com'], nameKeys: [] })).toEqual([]);
    await first.upsertBatch({
      insert: [{ ...blank, email: 'race@example.com', fullName: 'First' }],
      update: [],
    });
    await expect(
      second.upsertBatch({
        insert: [
          { ...blank, email: 'other@example.com', fullName: 'Other' },
          { ...blank, email: 'RACE@example.com', fullName: 'Second' },
        ],
        update: [],
      }),
    ).rejects.toMatchObject({ code: 'CONTACT_STORE_CONFLICT' });
    const rows = await testDb.database.executeSql<{ email: string; full_name: string }>(
      'select email, full_name from contacts where user_id = $1 order by email',
      [userId],
    );
    expect(rows.rows).toEqual([{ email: 'race@example.com', full_name: 'First' }]);
    // A retry with a fresh store (what the job does) merges into the existing contact.
    const retry = createSqlContactStore(testDb.database, userId, 'csv');
    expect(await retry.findExisting({ emails: ['race@example.com'], nameKeys: [] })).toHaveLength(1);
  });

  it('only fills empty fields, even when its view of the contact is out of date', async () => {
    const userId = await newUser();
    const store = createSqlContactStore(testDb.database, userId, 'csv');
    await store.upsertBatch({
      insert: [{ ...blank, email: 'fill@example.com', fullName: 'Fill Me' }],
      update: [],
    });
    const [contact] = await store.findExisting({ emails: ['fill@example.com'], nameKeys: [] });
    // Someone else fills the phone after the import looked.
    await testDb.database.executeSql(`update contacts set phone = '+1 555 0100' where id = $1`, [
      contact!.id,
    ]);
    await store.upsertBatch({
      insert: [],
      update: [{ id: contact!.id, patch: { phone: '+1 555 0199', title: 'CTO' }, conflicts: [] }],
    });
    const rows = await testDb.database.executeSql<{ phone: string; title: string }>(
      'select phone, title from contacts where id = $1',
      [contact!.id],
    );
    expect(rows.rows[0]).toEqual({ phone: '+1 555 0100', title: 'CTO' });
  });

  it('marks the user’s search index dirty in the same transaction as its writes', async () => {
    const userId = await newUser();
    const store = createSqlContactStore(testDb.database, userId, 'csv');
    await store.upsertBatch({
      insert: [{ ...blank, email: 'dirty@example.com', fullName: 'Dirty' }],
      update: [],
    });
    const state = await testDb.database.executeSql<{ contacts_dirty: boolean }>(
      'select contacts_dirty from search_state where user_id = $1',
      [userId],
    );
    expect(state.rows[0]?.contacts_dirty).toBe(true);
  });
});

describe('contact ownership without a per-row foreign key', () => {
  it('deletes a user’s contacts, and only theirs, with the user', async () => {
    const gone = await newUser();
    const kept = await newUser();
    for (const userId of [gone, kept])
      await createSqlContactStore(testDb.database, userId).upsertBatch({
        insert: [{ ...blank, email: 'same@example.com', fullName: 'Same' }],
        update: [],
      });
    await testDb.database.executeSql('delete from users where id = $1', [gone]);
    const left = await testDb.database.executeSql<{ user_id: string }>(
      'select user_id from contacts where user_id = any($1::uuid[])',
      [[gone, kept]],
    );
    expect(left.rows.map((r) => r.user_id)).toEqual([kept]);
  });

  it('refuses to write contacts for a user who no longer exists, writing nothing', async () => {
    const userId = await newUser();
    const store = createSqlContactStore(testDb.database, userId);
    await testDb.database.executeSql('delete from users where id = $1', [userId]);
    await expect(
      store.upsertBatch({
        insert: [{ ...blank, email: 'orphan@example.com', fullName: 'Orphan' }],
        update: [],
      }),
    ).rejects.toMatchObject({ code: 'CONTACT_OWNER_GONE' });
    const left = await testDb.database.executeSql('select 1 from contacts where user_id = $1', [userId]);
    expect(left.rows).toEqual([]);
  });
});
