import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { emailCopies, emails } from '../db/schema.js';
import { yieldToEventLoop } from '../lib/yield.js';

/**
 * Full-text search over emails. `emails.search` is filled by the `search.reindex` job in chunks
 * after an import (not a generated column: a tsvector and its GIN entry per row would be paid
 * inside every import batch). Until a row is indexed, searches compute its document on the fly,
 * so new mail is found at once, only slower for the moment the index lags.
 */

/** Emails indexed per statement: small enough that requests interleave on PGlite. */
export const EMAIL_REINDEX_CHUNK = 1000;

/** What an email is found by: the subject weighs most, then who wrote and received it, then the text. */
export const emailDocument: SQL = sql`setweight(to_tsvector('english', coalesce(${emails.subject}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${emails.fromName}, '') || ' ' || coalesce(${emails.fromAddress}, '') || ' ' || coalesce(${emails.toAddresses}, '')), 'B') || to_tsvector('english', coalesce(${emails.bodyText}, ''))`;

/** A condition on `emails` rows: the email matches the tsquery, through the index or on the fly. */
export function emailMatches(query: SQL): SQL {
  return sql`(${emails.search} @@ ${query} or (${emails.search} is null and ${emailDocument} @@ ${query}))`;
}

/** The rank of a matching email, whichever way it matched. */
export function emailRank(query: SQL): SQL<number> {
  return sql<number>`ts_rank_cd(coalesce(${emails.search}, ${emailDocument}), ${query})`;
}

/**
 * After indexing this many emails the planner's statistics are refreshed. PGlite runs no
 * autovacuum, so without them the planner does not know how many emails a user has nor how rare
 * a word is, and answers a question by reading every email of the user instead of the
 * full-text index (100,000 emails: ~1 s a question, ~0.1 s with statistics).
 */
export const EMAIL_ANALYZE_MIN_ROWS = 1000;

/**
 * Refreshes the planner's statistics on `emails` and their copies and, by vacuuming, their
 * visibility maps: without it (PGlite runs no autovacuum) counting a user's emails reads every row
 * of the table instead of the index (GET /emails `total` at 100,000 emails), and the planner,
 * thinking a mailbox holds a few hundred copies, sorts all of its mail for one page
 * (`?mailboxId=`). Cheap next to the indexing that precedes it.
 */
export async function analyzeEmails(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${emails}, ${emailCopies}`);
}

/**
 * Indexes the user's emails that are not yet; returns how many. Yields between chunks. After a
 * large batch, refreshes the planner's statistics (`EMAIL_ANALYZE_MIN_ROWS`).
 */
export async function reindexEmails(db: Db, userId: string): Promise<number> {
  const total = await indexPendingEmails(db, userId);
  if (total >= EMAIL_ANALYZE_MIN_ROWS) await analyzeEmails(db);
  return total;
}

async function indexPendingEmails(db: Db, userId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const chunk = sql`select ${emails.id} from ${emails} where ${and(eq(emails.userId, userId), isNull(emails.search))} limit ${EMAIL_REINDEX_CHUNK}`;
    const updated = await db
      .update(emails)
      .set({ search: emailDocument })
      .where(sql`${emails.id} in (${chunk})`)
      .returning({ id: emails.id });
    total += updated.length;
    if (updated.length < EMAIL_REINDEX_CHUNK) return total;
    await yieldToEventLoop();
  }
}

/** Users with emails not yet in the index (a crash between an import and its reindex). */
export async function usersWithUnindexedEmails(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: emails.userId }).from(emails).where(isNull(emails.search));
  return rows.map((r) => r.userId);
}
