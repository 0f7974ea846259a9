import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { jobs, mailboxes } from '../db/schema.js';
import { relabelEmails, removeEmails, storeEmails } from './emailStore.js';
import type { LeftOutCounts } from './leftOut.js';
import type { EmailRecord, MessageBatch } from './types.js';

/** Counts of one sync, kept in the job row's checkpoint so a resumed sync reports the whole run. */
export interface SyncCounts {
  added: number;
  duplicates: number;
  /** Messages that could not be parsed: skipped and counted, never fatal (`tooSlow` included). */
  unreadable: number;
  /** Of those, messages abandoned after `PARSE_BUDGET_MS` of parsing ("took too long to read"). */
  tooSlow: number;
  /** Stored emails deleted because the provider no longer has them (`MessageBatch.removed`). */
  removed: number;
  /** Spam, trash and drafts this sync did not import (mailbox/leftOut.ts). */
  leftOut: LeftOutCounts;
}

/**
 * Commits one batch of a sync with its checkpoint, in one transaction (a crash loses nothing and
 * repeats nothing): the provider's removals and label changes, the new mail, then the mailbox's
 * checkpoint and place, what the batch left out (spam, trash, drafts; added to the mailbox's
 * totals) and the job row's counts. `counts` are added to. False when the mailbox was removed
 * meanwhile (its row is locked for the batch), and nothing is written.
 */
export async function commitBatch(
  db: Db,
  at: { userId: string; mailboxId: string; jobId: string; now: () => number },
  batch: Pick<MessageBatch<unknown>, 'removed' | 'changed' | 'checkpoint' | 'phase'>,
  records: EmailRecord[],
  place: { processed: number; total: number },
  counts: SyncCounts,
  batchLeftOut?: LeftOutCounts,
): Promise<boolean> {
  const { userId, mailboxId, jobId } = at;
  const { processed, total } = place;
  return db.transaction(async (tx) => {
    // The mailbox row is locked for the batch; a mailbox removed (or disconnected) meanwhile ends the sync.
    const [locked] = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(and(eq(mailboxes.id, mailboxId), isNull(mailboxes.disconnectedAt)))
      .for('update');
    if (!locked) return false;
    // Removals before additions: a message moved between folders is deleted under its old
    // provider id first, so its new copy is stored rather than dropped as a duplicate.
    // A message now in spam, trash or drafts that an earlier sync stored goes like a deletion.
    if (batch.removed?.length) counts.removed += await removeEmails(tx, userId, mailboxId, batch.removed);
    if (batch.changed?.length) await relabelEmails(tx, userId, mailboxId, batch.changed);
    const stored = await storeEmails(tx, userId, mailboxId, records);
    counts.added += stored.inserted;
    counts.duplicates += stored.duplicates;
    await tx
      .update(mailboxes)
      .set({
        checkpoint: batch.checkpoint,
        processed,
        total,
        phase: batch.phase,
        ...(batchLeftOut && batchLeftOut.spam + batchLeftOut.trash + batchLeftOut.drafts > 0
          ? {
              leftOut: sql`jsonb_build_object(
                'spam', coalesce((${mailboxes.leftOut}->>'spam')::int, 0) + ${batchLeftOut.spam}::int,
                'trash', coalesce((${mailboxes.leftOut}->>'trash')::int, 0) + ${batchLeftOut.trash}::int,
                'drafts', coalesce((${mailboxes.leftOut}->>'drafts')::int, 0) + ${batchLeftOut.drafts}::int)`,
            }
          : {}),
        updatedAt: new Date(at.now()),
      })
      .where(eq(mailboxes.id, mailboxId));
    await tx
      .update(jobs)
      .set({ processed, total, checkpoint: { ...counts }, updatedAt: new Date(at.now()) })
      .where(eq(jobs.id, jobId));
    return true;
  });
}
