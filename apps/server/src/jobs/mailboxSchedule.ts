import type { MailboxConnectService } from '../services/mailboxConnect.js';
import type { MailboxesService } from '../services/mailboxes.js';

/** How often the schedule looks for mailboxes due a sync. */
const CHECK_EVERY_MS = 60_000;

/**
 * The periodic incremental sync: every `MAILBOX_SYNC_INTERVAL_MIN` minutes each connected Gmail
 * and IMAP mailbox syncs again, and a mailbox in error whose retry time has come is tried again.
 * Queueing goes through `requestSync`, which queues nothing for a mailbox already queued or
 * syncing, so several instances checking at once still start one sync per mailbox.
 */
export function createMailboxSchedule(deps: {
  mailboxes: MailboxesService;
  connect: MailboxConnectService;
  intervalMin: number;
  log: { warn(message: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;

  /** Queues every mailbox due now; returns how many were queued. */
  async function tick(): Promise<number> {
    let queued = 0;
    for (const row of await deps.mailboxes.due(deps.intervalMin)) {
      try {
        const started = await deps.connect.requestSync(row.userId, row.id);
        if (started.jobId) queued += 1;
      } catch (e) {
        deps.log.warn(`periodic sync of mailbox ${row.id} not queued: ${String(e)}`);
      }
    }
    return queued;
  }

  return {
    tick,
    start() {
      if (deps.intervalMin <= 0 || timer) return;
      timer = setInterval(
        () => void tick().catch((e) => deps.log.warn(`mailbox schedule: ${String(e)}`)),
        CHECK_EVERY_MS,
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
