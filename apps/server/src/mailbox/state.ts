import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type MailboxRow, type MailboxStatusColumn, mailboxes } from '../db/schema.js';
import { defineLifecycle } from '../lib/lifecycle.js';
import type { ServiceContext } from '../platform/context.js';

/**
 * Where a mailbox's sync stands (decisions.md Mailbox: `idle | queued | syncing | completed |
 * error`). The row only reflects its `mailbox.sync` job: a request marks it queued, the job moves
 * it to syncing and then to completed or error. Every move is one of the named steps below, each
 * scoped by the mailbox's user and conditional on the states it may come from (the table); a step
 * from any other state changes nothing, as a write to a removed mailbox does.
 */

export type MailboxAction = 'queue' | 'unqueue' | 'sync' | 'retry' | 'complete' | 'fail' | 'disconnect';

const EVERY_STATE = ['idle', 'queued', 'syncing', 'completed', 'error'] as const;

/**
 * `queue`: a sync requested (a syncing mailbox stays syncing); `unqueue`: the request undone when
 * the runner refused it; `sync`: the job starts, from any state (a scheduled run goes straight from
 * the last one); `retry`: an attempt failed and the runner tries again (the phase says so);
 * `fail`: the sync gave up, or the mailbox's grant was revoked (its contacts job); `disconnect`:
 * "Disconnect, keep its mail" (issue 26), from any state, to idle with `disconnectedAt` set. A
 * disconnected mailbox takes no other step until it is reconnected (`disconnectedAt` cleared).
 */
export const mailboxLifecycle = defineLifecycle<MailboxStatusColumn, MailboxAction>('mailbox', {
  idle: { queue: 'queued', sync: 'syncing', fail: 'error', disconnect: 'idle' },
  queued: { queue: 'queued', unqueue: 'queued', sync: 'syncing', fail: 'error', disconnect: 'idle' },
  syncing: { sync: 'syncing', retry: 'syncing', complete: 'completed', fail: 'error', disconnect: 'idle' },
  // A revoked grant seen by the contacts job while a sync runs: the sync's outcome still lands.
  completed: { queue: 'queued', sync: 'syncing', fail: 'error', disconnect: 'idle' },
  error: {
    queue: 'queued',
    sync: 'syncing',
    retry: 'error',
    complete: 'completed',
    fail: 'error',
    disconnect: 'idle',
  },
});

/** The states `action` may start from. */
const from = (action: MailboxAction) => EVERY_STATE.filter((s) => mailboxLifecycle.can(s, action));

export function createMailboxState(ctx: ServiceContext) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());

  /** Writes `values` (the state `action` leads to) when the user's mailbox may take that step. */
  async function move(
    userId: string,
    mailboxId: string,
    action: MailboxAction,
    values: Partial<typeof mailboxes.$inferInsert>,
  ): Promise<MailboxRow | undefined> {
    const [row] = await db
      .update(mailboxes)
      .set({ ...values, updatedAt: now() })
      .where(
        and(
          eq(mailboxes.id, mailboxId),
          eq(mailboxes.userId, userId),
          inArray(mailboxes.status, from(action)),
          ...(action === 'disconnect' ? [] : [isNull(mailboxes.disconnectedAt)]),
        ),
      )
      .returning();
    return row;
  }

  return {
    /**
     * Shows a sync as queued (`POST /mailboxes/{id}/sync` and friends, before the runner is
     * asked). A mailbox already syncing stays so, and the answer is undefined. Whether a sync may
     * start is the runner's rule (one job per mailbox key).
     */
    markQueued: (userId: string, mailboxId: string) =>
      move(userId, mailboxId, 'queue', { status: 'queued', phase: 'Waiting to start', nextRetryAt: null }),

    /** Undoes `markQueued` when the runner refused the job: the state it had before. */
    unqueue: (
      userId: string,
      mailboxId: string,
      previous: Pick<MailboxRow, 'status' | 'phase' | 'nextRetryAt'>,
    ) =>
      move(userId, mailboxId, 'unqueue', {
        status: previous.status,
        phase: previous.phase,
        nextRetryAt: previous.nextRetryAt,
      }),

    /** The job has started (or started again): connecting. */
    markSyncing: (userId: string, mailboxId: string) =>
      move(userId, mailboxId, 'sync', {
        status: 'syncing',
        phase: 'Connecting',
        error: null,
        nextRetryAt: null,
      }),

    /** An attempt failed and the runner will try again. */
    markRetrying: (userId: string, mailboxId: string, message: string) =>
      move(userId, mailboxId, 'retry', { phase: `Retrying: ${message}` }),

    markCompleted: (
      userId: string,
      mailboxId: string,
      done: { processed: number; total: number; at: Date },
    ) =>
      move(userId, mailboxId, 'complete', {
        status: 'completed',
        phase: null,
        processed: done.processed,
        total: done.total,
        lastSyncedAt: done.at,
        error: null,
        nextRetryAt: null,
      }),

    /** The sync gave up; a scheduled run tries again from `nextRetryAt` (null: the person must act). */
    markFailed: (userId: string, mailboxId: string, message: string, nextRetryAt: Date | null) =>
      move(userId, mailboxId, 'fail', { status: 'error', phase: null, error: message, nextRetryAt }),

    /**
     * "Disconnect, keep its mail" (issue 26): no sync, no credentials, its mail and contacts kept;
     * listed as Disconnected until it is connected again (`create` clears it) or removed.
     */
    markDisconnectedByUser: (userId: string, mailboxId: string) =>
      move(userId, mailboxId, 'disconnect', {
        status: 'idle',
        phase: null,
        error: null,
        nextRetryAt: null,
        credentialsEnc: null,
        disconnectedAt: now(),
      }),

    /** The mailbox's grant is gone (its contacts job was refused): in error until reconnected. */
    markDisconnected: (userId: string, mailboxId: string, message: string) =>
      move(userId, mailboxId, 'fail', { status: 'error', error: message }),
  };
}

export type MailboxState = ReturnType<typeof createMailboxState>;
