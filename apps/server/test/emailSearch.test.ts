import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/index.js';
import { EMAIL_ANALYZE_MIN_ROWS, reindexEmails } from '../src/mailbox/emailSearch.js';
import { useTestDatabase } from './helpers.js';

/**
 * The emails' search index: after a large batch the planner's statistics are refreshed (PGlite
 * has no autovacuum), so questions go through the full-text index instead of reading every email.
 */
const testDb = useTestDatabase();

async function addEmails(userId: string, count: number) {
  await testDb.database.db.execute(sql`
    insert into emails (user_id, subject, body_text, from_address, sent_at)
    select ${userId}, 'Invoice ' || n, 'Please find invoice ' || n || ' attached.', 'billing@example.com',
      now() - n * interval '1 hour'
    from generate_series(1, ${count}) as n`);
}

/** The planner's idea of how many rows `emails` holds (-1 or 0 before the first ANALYZE). */
async function plannedRows(): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await testDb.database.db.execute(sql`select reltuples as n from pg_class where relname = 'emails'`),
  );
  return Number(row?.n ?? 0);
}

/** Pages of `emails` the visibility map marks all-visible (only VACUUM sets them). */
async function allVisiblePages(): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await testDb.database.db.execute(sql`select relallvisible as n from pg_class where relname = 'emails'`),
  );
  return Number(row?.n ?? 0);
}

describe('indexing emails for search', () => {
  it('refreshes the planner statistics after a large batch, not after a small one', async () => {
    const few = await testDb.newUser();
    await addEmails(few, 20);
    expect(await reindexEmails(testDb.database.db, few)).toBe(20);
    expect(await plannedRows()).toBeLessThan(20);

    const many = await testDb.newUser();
    await addEmails(many, EMAIL_ANALYZE_MIN_ROWS + 200);
    expect(await reindexEmails(testDb.database.db, many)).toBe(EMAIL_ANALYZE_MIN_ROWS + 200);
    expect(await plannedRows()).toBeGreaterThanOrEqual(EMAIL_ANALYZE_MIN_ROWS + 220);
    // Vacuumed too, so counting a user's emails (GET /emails `total`) reads the index, not the rows.
    expect(await allVisiblePages()).toBeGreaterThan(0);
    // Nothing left to index: nothing to do.
    expect(await reindexEmails(testDb.database.db, many)).toBe(0);
  });
});
