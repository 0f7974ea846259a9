import { and, eq, type SQL, sql } from 'drizzle-orm';
import { foldSql } from '../db/fold.js';
import type { Db, Executor } from '../db/index.js';
import { contactSearch, contacts, searchState } from '../db/schema.js';
import { yieldToEventLoop } from '../lib/yield.js';

/**
 * Full-text search over contacts, through a derived index.
 *
 * `contact_search` holds one tsvector per contact, built by the `search.reindex` job rather than
 * kept as a generated column: maintaining a tsvector and its GIN index row by row made importing
 * 100k contacts on PGlite three times slower. The price is a short window after each write in
 * which the index lags behind; `search_state.contacts_dirty` marks that window, and while it is
 * set searches compute the document on the fly, so a search is never wrong, only slower for a
 * moment on a very large address book.
 *
 * Freshness of a row is exact: it records the contact's row version (`xmin`), which changes on
 * every update, so no clock is involved. Writers call `markContactsChanged` (through
 * `beginContactWrite`, contacts/writes.ts) in the transaction that writes; the job clears
 * the flag only if no writer bumped `version` while it indexed.
 */

/** Contacts indexed per statement: small enough that other queries interleave on PGlite. */
export const CONTACT_REINDEX_CHUNK = 2000;

/**
 * What a contact is found by. 'simple': names, emails and phones are not English words. Names and
 * the company also go in accent-folded (lib/fold.ts), so "jurgen weiss" finds "Jürgen Weiß".
 */
const contactNames = sql`coalesce(${contacts.fullName}, '') || ' ' || coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, '') || ' ' || coalesce(${contacts.company}, '')`;
export const contactDocument: SQL = sql`to_tsvector('simple', coalesce(${contacts.fullName}, '') || ' ' || coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, '') || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.company}, '') || ' ' || coalesce(${contacts.title}, '') || ' ' || coalesce(${contacts.phone}, '') || ' ' || coalesce(${contacts.notes}, '') || ' ' || ${foldSql(contactNames)})`;

const rowVersion = sql`${contacts}.xmin::text`;

/** Records that the user's contacts changed; call it inside the transaction that changes them. */
export async function markContactsChanged(tx: Executor, userId: string): Promise<void> {
  await tx
    .insert(searchState)
    .values({ userId, version: 1, contactsDirty: true })
    .onConflictDoUpdate({
      target: searchState.userId,
      set: { version: sql`${searchState.version} + 1`, contactsDirty: true, updatedAt: sql`now()` },
    });
}

/** True when every contact of the user is in the index as it is now. */
export async function isContactIndexFresh(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ dirty: searchState.contactsDirty })
    .from(searchState)
    .where(eq(searchState.userId, userId));
  return !row?.dirty;
}

/**
 * A condition on `contacts` rows: the user's contact matches the tsquery `query`. Through the index
 * when it is fresh (the user's index rows only, by `contact_search_user_idx`), else computed on the
 * fly. Combine it with the user id condition.
 */
export function contactMatches(userId: string, query: SQL, fresh: boolean): SQL {
  return fresh
    ? sql`${contacts.id} in (select ${contactSearch.contactId} from ${contactSearch} where ${contactSearch.userId} = ${userId} and ${contactSearch.search} @@ ${query})`
    : sql`${contactDocument} @@ ${query}`;
}

/**
 * How many of the user's contacts match the tsquery `query`, as a scalar subquery: counted in the
 * index alone when it is fresh (every contact has its row there, a deleted one takes its row with
 * it), else over `contacts` with the document computed on the fly.
 */
export function contactMatchCount(userId: string, query: SQL, fresh: boolean): SQL {
  return fresh
    ? sql`(select count(*) from ${contactSearch} where ${contactSearch.userId} = ${userId} and ${contactSearch.search} @@ ${query})`
    : sql`(select count(*) from ${contacts} where ${contacts.userId} = ${userId} and ${contactDocument} @@ ${query})`;
}

/** Users whose contacts index is behind (after a crash, or contacts that predate the index). */
export async function usersWithStaleContactIndex(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ userId: searchState.userId })
    .from(searchState)
    .where(eq(searchState.contactsDirty, true));
  return rows.map((r) => r.userId);
}

export interface ReindexResult {
  /** Contacts whose index row was written. */
  indexed: number;
  /** False when contacts changed meanwhile (another run, already enqueued by that writer, follows). */
  fresh: boolean;
}

/** Brings the user's contacts index up to date: indexes new and changed contacts, in chunks. */
export async function reindexContacts(
  db: Db,
  userId: string,
  chunkSize = CONTACT_REINDEX_CHUNK,
): Promise<ReindexResult> {
  const [state] = await db
    .select({ version: searchState.version, dirty: searchState.contactsDirty })
    .from(searchState)
    .where(eq(searchState.userId, userId));
  if (!state?.dirty) return { indexed: 0, fresh: true };

  const stale = await db
    .select({ id: contacts.id })
    .from(contacts)
    .leftJoin(contactSearch, eq(contactSearch.contactId, contacts.id))
    .where(
      and(
        eq(contacts.userId, userId),
        sql`(${contactSearch.contactId} is null or ${contactSearch.sourceVersion} <> ${rowVersion})`,
      ),
    );
  for (let i = 0; i < stale.length; i += chunkSize) {
    await yieldToEventLoop();
    const ids = stale.slice(i, i + chunkSize).map((r) => r.id);
    await db.execute(sql`
      insert into ${contactSearch} (contact_id, user_id, search, source_version)
      select ${contacts.id}, ${contacts.userId}, ${contactDocument}, ${rowVersion}
      from ${contacts}
      where ${contacts.userId} = ${userId} and ${contacts.id} = any(${sql.param(ids)}::uuid[])
      on conflict (contact_id) do update
        set search = excluded.search, source_version = excluded.source_version`);
  }
  const cleared = await db
    .update(searchState)
    .set({ contactsDirty: false, updatedAt: sql`now()` })
    .where(and(eq(searchState.userId, userId), eq(searchState.version, state.version)))
    .returning({ userId: searchState.userId });
  return { indexed: stale.length, fresh: cleared.length > 0 };
}
