import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { contactPage } from '../src/contacts/list.js';
import {
  contactMatches,
  isContactIndexFresh,
  markContactsChanged,
  reindexContacts,
} from '../src/contacts/search.js';
import { contactColumns, contactSearch, contacts, searchState } from '../src/db/schema.js';
import { createKnowledgeSource } from '../src/knowledge/search.js';
import type { ServiceContext } from '../src/platform/context.js';
import { testConfig, useTestDatabase } from './helpers.js';

/**
 * The contacts' derived search index: searches are right before the index catches up (computed
 * on the fly), and after (through contact_search); changes and other users are handled exactly.
 */
const testDb = useTestDatabase();
const { newUser } = testDb;

async function addContacts(userId: string, rows: { fullName: string; company?: string; email?: string }[]) {
  await testDb.database.db.transaction(async (tx) => {
    await tx.insert(contacts).values(rows.map((r) => ({ userId, ...r })));
    await markContactsChanged(tx, userId);
  });
}

/** Full names of the user's contacts matching `term`, as the contacts list finds them. */
async function find(userId: string, term: string): Promise<string[]> {
  const fresh = await isContactIndexFresh(testDb.database.db, userId);
  const rows = await testDb.database.db
    .select({ fullName: contactColumns.fullName })
    .from(contacts)
    .where(
      sql`${contacts.userId} = ${userId} and ${contactMatches(userId, sql`to_tsquery('simple', ${`${term}:*`})`, fresh)}`,
    );
  return rows.map((r) => r.fullName ?? '').sort();
}

describe('the contacts search index', () => {
  it('finds new contacts before the index is built, and through the index after', async () => {
    const userId = await newUser();
    await addContacts(userId, [
      { fullName: 'Jane Doe', company: 'Acme' },
      { fullName: 'John Roe', company: 'Globex' },
    ]);
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(false);
    expect(await find(userId, 'acme')).toEqual(['Jane Doe']);

    const result = await reindexContacts(testDb.database.db, userId);
    expect(result).toEqual({ indexed: 2, fresh: true });
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(true);
    const indexed = await testDb.database.db
      .select()
      .from(contactSearch)
      .where(eq(contactSearch.userId, userId));
    expect(indexed).toHaveLength(2);
    expect(await find(userId, 'acme')).toEqual(['Jane Doe']);
    expect(await find(userId, 'glob')).toEqual(['John Roe']);
  });

  it("gives a search page's items and total (the user's only) from one reading of the index, before and after it is built", async () => {
    const userId = await newUser();
    await addContacts(userId, [
      { fullName: 'Jane Doe', company: 'Acme' },
      { fullName: 'Jim Poe', company: 'Acme' },
      { fullName: 'John Roe', company: 'Globex' },
    ]);
    const other = await newUser();
    await addContacts(other, [{ fullName: 'Ann Other', company: 'Acme' }]);
    await reindexContacts(testDb.database.db, other);
    const page = async () => {
      const p = await contactPage(testDb.database.db, userId, { query: 'acme' });
      return { names: p.items.map((c) => c.fullName).sort(), total: p.total };
    };
    const expected = { names: ['Jane Doe', 'Jim Poe'], total: 2 };
    expect(await page()).toEqual(expected);
    await reindexContacts(testDb.database.db, userId);
    expect(await page()).toEqual(expected);
    expect((await contactPage(testDb.database.db, userId, {})).total).toBe(3);
  });

  it('indexes only what changed, and finds a changed contact by its new text only', async () => {
    const userId = await newUser();
    await addContacts(userId, [
      { fullName: 'Ada Lovelace', company: 'Analytical' },
      { fullName: 'Alan Turing' },
    ]);
    await reindexContacts(testDb.database.db, userId);

    await testDb.database.db.transaction(async (tx) => {
      await tx
        .update(contacts)
        .set({ company: 'Bletchley' })
        .where(sql`${contacts.userId} = ${userId} and ${contacts.fullName} = 'Alan Turing'`);
      await markContactsChanged(tx, userId);
    });
    expect(await find(userId, 'bletchley')).toEqual(['Alan Turing']);
    expect(await reindexContacts(testDb.database.db, userId)).toEqual({ indexed: 1, fresh: true });
    expect(await find(userId, 'bletchley')).toEqual(['Alan Turing']);
    expect(await find(userId, 'analytical')).toEqual(['Ada Lovelace']);
    // Nothing left to do: a second run indexes nothing.
    expect(await reindexContacts(testDb.database.db, userId)).toEqual({ indexed: 0, fresh: true });
  });

  it('never finds another user’s contacts, indexed or not', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await addContacts(alice, [{ fullName: 'Shared Name', company: 'Initech' }]);
    await addContacts(bob, [{ fullName: 'Other Person', company: 'Initech' }]);
    expect(await find(alice, 'initech')).toEqual(['Shared Name']);
    await reindexContacts(testDb.database.db, alice);
    await reindexContacts(testDb.database.db, bob);
    expect(await find(alice, 'initech')).toEqual(['Shared Name']);
    expect(await find(bob, 'initech')).toEqual(['Other Person']);
  });

  it('stays dirty when contacts change while it indexes, so the next run picks them up', async () => {
    const userId = await newUser();
    await addContacts(
      userId,
      Array.from({ length: 5 }, (_, i) => ({ fullName: `Person ${i}`, company: 'Umbrella' })),
    );
    // A writer commits between two chunks of the run.
    let wrote = false;
    const original = testDb.database.db.execute.bind(testDb.database.db);
    const db = Object.create(testDb.database.db) as typeof testDb.database.db;
    db.execute = (async (query: Parameters<typeof original>[0]) => {
      const out = await original(query);
      if (!wrote) {
        wrote = true;
        await addContacts(userId, [{ fullName: 'Late Arrival', company: 'Umbrella' }]);
      }
      return out;
    }) as typeof db.execute;
    const first = await reindexContacts(db, userId, 2);
    expect(first.fresh).toBe(false);
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(false);
    expect(await find(userId, 'late')).toEqual(['Late Arrival']);
    expect(await reindexContacts(testDb.database.db, userId)).toEqual({ indexed: 1, fresh: true });
    expect(await find(userId, 'late')).toEqual(['Late Arrival']);
  });

  it('lets other work run between chunks (PGlite never yields on its own)', async () => {
    const userId = await newUser();
    await addContacts(
      userId,
      Array.from({ length: 50 }, (_, i) => ({ fullName: `Bulk ${i}` })),
    );
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    let ranBeforeEnd = false;
    const original = testDb.database.db.execute.bind(testDb.database.db);
    const db = Object.create(testDb.database.db) as typeof testDb.database.db;
    let chunks = 0;
    db.execute = (async (query: Parameters<typeof original>[0]) => {
      const out = await original(query);
      chunks++;
      if (chunks === 5) ranBeforeEnd = timerRan;
      return out;
    }) as typeof db.execute;
    await reindexContacts(db, userId, 5);
    expect(chunks).toBe(10);
    expect(ranBeforeEnd).toBe(true);
  });

  it('starts clean for a user who never had contacts', async () => {
    const userId = await newUser();
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(true);
    expect(await reindexContacts(testDb.database.db, userId)).toEqual({ indexed: 0, fresh: true });
    const [state] = await testDb.database.db.select().from(searchState).where(eq(searchState.userId, userId));
    expect(state).toBeUndefined();
  });

  it('catches up at server start on indexes left behind', async () => {
    const userId = await newUser();
    await addContacts(userId, [{ fullName: 'Left Behind', company: 'Crash Ltd' }]);
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(false);
    const app = await buildApp({
      config: testConfig(testDb.env),
      database: testDb.database,
      globalRateLimitPerMinute: 0,
    });
    try {
      await app.ready();
      await app.rapport.jobs.idle();
      expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(true);
      expect(await find(userId, 'crash')).toEqual(['Left Behind']);
    } finally {
      await app.close();
    }
  });

  it('gives the assistant the same contacts, ranked, before and after the index is built, and only the asker’s', async () => {
    const userId = await newUser();
    const other = await newUser();
    await addContacts(userId, [
      { fullName: 'Grace Hopper', company: 'Navy', email: 'grace@navy.mil' },
      { fullName: 'Hopper Fan', company: 'Cobol Club' },
      { fullName: 'Unrelated Person', company: 'Elsewhere' },
    ]);
    await addContacts(other, [{ fullName: 'Grace Other', company: 'Navy' }]);
    const knowledge = createKnowledgeSource({ database: testDb.database } as ServiceContext);
    const ask = async () =>
      (await knowledge.search({ userId, query: 'grace hopper', terms: ['grace', 'hopper'], limit: 10 }))
        .filter((f) => f.kind === 'contact')
        .map((f) => f.title);
    const before = await ask();
    expect(before[0]).toBe('Grace Hopper');
    expect([...before].sort()).toEqual(['Grace Hopper', 'Hopper Fan']);
    await reindexContacts(testDb.database.db, userId);
    expect(await isContactIndexFresh(testDb.database.db, userId)).toBe(true);
    expect(await ask()).toEqual(before);
  });
});
