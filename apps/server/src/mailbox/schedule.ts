import type { MailboxRow } from '../db/schema.js';
import type { JobRunner } from '../jobs/types.js';
import type { MailboxesService } from './mailboxes.js';

/** Kinds of mailbox synced periodically: an mbox archive is imported once. */
const SCHEDULED_KINDS: ReadonlySet<MailboxRow['kind']> = new Set(['gmail', 'imap', 'microsoft']);

/**
 * Whether a scheduled run of this mailbox's sync should sync now: a mailbox in error is tried again
 * only once its retry time has come (none: it waits for the person, e.g. "Reconnect your Gmail
 * account"); any other state syncs.
 */
export function scheduledSyncDue(row: Pick<MailboxRow, 'status' | 'nextRetryAt'>, now: number): boolean {
  if (row.status !== 'error') return true;
  return row.nextRetryAt !== null && row.nextRetryAt.getTime() <= now;
}

/**
 * The periodic incremental sync (decisions.md): each connected Gmail and IMAP mailbox has its own
 * schedule on the job runner, `mailbox.sync` keyed by the mailbox id every
 * `MAILBOX_SYNC_INTERVAL_MIN` minutes. The key is the one rule of one sync per mailbox: a run that
 * comes due while a sync of the mailbox is queued or running is skipped by the runner.
 */
export function createMailboxSchedule(deps: {
  runner: JobRunner;
  mailboxes: MailboxesService;
  /** 0 turns the periodic sync off; otherwise whole minutes (rounded up; pg-boss's resolution). */
  intervalMin: number;
}) {
  const everyMinutes = deps.intervalMin > 0 ? Math.max(1, Math.ceil(deps.intervalMin)) : 0;

  async function add(row: Pick<MailboxRow, 'id' | 'userId' | 'kind'>): Promise<void> {
    if (!SCHEDULED_KINDS.has(row.kind)) return;
    if (everyMinutes === 0) {
      await remove(row.id);
      return;
    }
    await deps.runner.schedule(
      'mailbox.sync',
      { userId: row.userId, mailboxId: row.id },
      { key: row.id, everyMinutes },
    );
  }

  async function remove(mailboxId: string): Promise<void> {
    await deps.runner.unschedule('mailbox.sync', mailboxId);
  }

  return {
    /** A connected mailbox syncs every interval (scheduling it again replaces its schedule). */
    add,
    /** A disconnected or deleted mailbox syncs no more. */
    remove,
    /** At start: every connected mailbox (re)scheduled, idempotently. Returns how many. */
    async start(): Promise<number> {
      const rows = await deps.mailboxes.connected();
      for (const row of rows) await add(row);
      return rows.filter((r) => SCHEDULED_KINDS.has(r.kind)).length;
    },
  };
}

export type MailboxSchedule = ReturnType<typeof createMailboxSchedule>;
