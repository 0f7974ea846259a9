import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { jobs, type MailboxRow, mailboxes } from '../db/schema.js';
import type { JobContext, JobPayload } from '../jobs/types.js';
import { yieldToEventLoop } from '../lib/yield.js';
import type { JobsService } from '../platform/jobs.js';
import type { NotificationsService } from '../platform/notifications.js';
import { commitBatch, type SyncCounts } from './commitBatch.js';
import { LEFT_OUT_KINDS, leftOutKind, noneLeftOut } from './leftOut.js';
import type { MailboxesService } from './mailboxes.js';
import { isSlowMessage, type ParseBatch } from './parseThread.js';
import { scheduledSyncDue } from './schedule.js';
import { syncCompleteMessage } from './syncReport.js';
import {
  type EmailRecord,
  isMailboxError,
  type LabelChange,
  MailboxError,
  type MailboxProvider,
  type MessageBatch,
  type RawMessage,
} from './types.js';

export type MailboxSyncPayload = JobPayload<'mailbox.sync'>;

export type { SyncCounts } from './commitBatch.js';

/**
 * Splits a batch into what is imported and what is left out (spam, trash, drafts), with this
 * batch's left-out counts: the ids of the left-out ones, and of stored copies whose labels now say
 * spam, trash or draft, are removed like deletions (a message moved to spam after an earlier sync).
 */
function leaveOut(records: EmailRecord[], batch: MessageBatch<unknown>) {
  const kept: EmailRecord[] = [];
  const removed = new Set(batch.removed ?? []);
  const leftOut = noneLeftOut();
  for (const r of records) {
    const kind = leftOutKind(r.labels);
    if (kind === null) kept.push(r);
    else {
      leftOut[kind] += 1;
      removed.add(r.providerId);
    }
  }
  const changed: LabelChange[] = [];
  for (const c of batch.changed ?? []) {
    if (leftOutKind(c.labels) === null) changed.push(c);
    else removed.add(c.providerId);
  }
  return { kept, removed: [...removed], leftOut, changed };
}

/** Retries after a failure the provider calls temporary (timeouts, 5xx, throttling). */
export const MAILBOX_SYNC_RETRY_LIMIT = 3;
/** After the last retry, the periodic sync tries again once this much time has passed. */
const RETRY_LATER_MS = 15 * 60_000;
const PROGRESS_INTERVAL_MS = 500;

export interface MailboxSyncDeps {
  database: Database;
  /** The owner-facing `jobs` row moves through its lifecycle (platform/jobs.ts). */
  jobs: JobsService;
  mailboxes: MailboxesService;
  notifications: NotificationsService;
  /** The provider behind a mailbox row (Gmail, IMAP, mbox). */
  providerFor: (row: MailboxRow) => MailboxProvider<unknown> | Promise<MailboxProvider<unknown>>;
  /** A provider's message as storage takes it; throws for a message that does not parse. */
  parse: (raw: RawMessage) => Promise<EmailRecord>;
  /**
   * A whole batch parsed at once (`null` for a message that does not parse), e.g. in a worker
   * thread (mailbox/parseThread.ts); without it each message goes through `parse`.
   */
  parseBatch?: ParseBatch;
  /** Batches fetched and parsed ahead of the one being stored (default 1; the parse workers' count). */
  parseAhead?: number;
  /**
   * The people in a batch become contacts (mailbox/mailContacts.ts). Runs before the batch and
   * its checkpoint commit; it is idempotent, so a batch repeated after a crash changes nothing.
   * `run`: one object for the batches of a run while they only add mail, so discovery may
   * remember what it asked the database between them.
   */
  discoverContacts?: (mailbox: MailboxRow, records: EmailRecord[], run?: object) => Promise<void>;
  /** After a sync that added mail (the server enqueues search.reindex → EMBEDDING_UPDATE_COMPLETE). */
  afterSync?: (userId: string, counts: SyncCounts) => Promise<unknown>;
  now?: () => number;
  log?: { warn(message: string): void };
  /** Aborted at shutdown: the provider stops between requests, the checkpoint is already committed. */
  signal?: AbortSignal;
}

/**
 * Ends a sync that stops early: the batches read ahead are dropped (their checkpoints were never
 * committed, so the next sync reads them again) and the provider's generator is closed.
 */
async function settle(ahead: readonly Promise<unknown>[], batches: AsyncIterator<unknown>): Promise<void> {
  await Promise.all(ahead.map((a) => a.catch(() => {})));
  await batches.return?.(undefined).catch(() => {});
}

/**
 * The `mailbox.sync` job: pulls batches from the mailbox's provider since its checkpoint, stores
 * each batch and the new checkpoint in one transaction (a crash loses nothing and repeats
 * nothing), and reports EMAIL_SYNC_START / PROGRESS / COMPLETE / ERROR to the owner.
 */
export function createMailboxSyncJob(deps: MailboxSyncDeps) {
  const { db } = deps.database;
  const now = deps.now ?? Date.now;

  const parseAll =
    deps.parseBatch ??
    ((messages: RawMessage[]) => Promise.all(messages.map((m) => deps.parse(m).catch(() => null))));

  return async function runMailboxSync(payload: MailboxSyncPayload, ctx: JobContext): Promise<void> {
    const { userId, mailboxId } = payload;
    const jobId = payload.jobId ?? ctx.jobId;
    const [row] = await db
      .select()
      .from(mailboxes)
      .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)));
    const [existing] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
    if (!row || row.disconnectedAt) {
      // Removed or disconnected: a scheduled run leaves no trace; a requested one says why it ended.
      if (existing && existing.status !== 'completed' && existing.status !== 'error')
        await deps.jobs.fail(userId, jobId, row ? 'The mailbox was disconnected' : 'The mailbox was removed');
      return;
    }
    // A scheduled run (no job row yet) of a mailbox in error waits for its retry time.
    if (!existing && !scheduledSyncDue(row, now())) return;
    const job = existing ?? (await deps.jobs.ensure(userId, jobId, 'mailbox.sync', { mailboxId }));
    if (job.status === 'completed' || job.status === 'error') return;
    const label = row.address;
    const counts: SyncCounts = {
      added: 0,
      duplicates: 0,
      unreadable: 0,
      tooSlow: 0,
      removed: 0,
      ...(job.checkpoint as Partial<SyncCounts>),
      leftOut: { ...noneLeftOut(), ...(job.checkpoint as Partial<SyncCounts> | null)?.leftOut },
    };
    if (job.status === 'queued')
      await deps.notifications.notify(userId, 'EMAIL_SYNC_START', `Syncing ${label}`, { mailboxId, jobId });
    await deps.jobs.start(userId, jobId, ctx.attempt);
    await deps.mailboxes.markSyncing(userId, mailboxId);

    let lastProgress = 0;
    let progressSent: Promise<unknown> = Promise.resolve();
    let processed = row.status === 'syncing' ? row.processed : 0;
    let total = 0;
    let provider: MailboxProvider<unknown> | undefined;
    try {
      provider = await deps.providerFor(row);
      const batches = provider
        .sync(row.checkpoint ?? null, deps.signal ? { signal: deps.signal } : {})
        [Symbol.asyncIterator]();
      // Batches ahead: the next ones are fetched and parsed (in the parse workers, where there are
      // some) while this one is stored. Checkpoints still commit in order, one batch at a time.
      // Each fetch waits for the one before it: the provider's generator is read in order.
      let fetched: Promise<unknown> = Promise.resolve();
      const fetchAndParse = () => {
        const next = fetched.then(async () => {
          const got = await batches.next();
          return got.done ? null : { batch: got.value, parsed: parseAll(got.value.messages) };
        });
        // Also marks `next` handled: a failure is met where the batch is awaited.
        fetched = next.catch(() => {});
        return next;
      };
      const ahead = Array.from({ length: Math.max(1, deps.parseAhead ?? 1) }, fetchAndParse);
      // The same object for the batches of this run, a new one after a batch that removes mail:
      // what discovery remembers between batches holds while the run only adds mail.
      let contactsRun = {};
      for (;;) {
        const current = await (ahead.shift() as (typeof ahead)[number]);
        if (!current) break;
        const { batch } = current;
        const parsed = await current.parsed;
        ahead.push(fetchAndParse());
        const readable = parsed.filter((r): r is EmailRecord => r !== null && !isSlowMessage(r));
        counts.unreadable += parsed.length - readable.length;
        counts.tooSlow += parsed.filter(isSlowMessage).length;
        const { kept: records, removed, leftOut: batchLeftOut, changed } = leaveOut(readable, batch);
        for (const kind of LEFT_OUT_KINDS) counts.leftOut[kind] += batchLeftOut[kind];
        processed = batch.processed;
        total = batch.total ?? Math.max(total, processed);
        if (records.length > 0) await deps.discoverContacts?.(row, records, contactsRun);
        if (removed.length > 0) contactsRun = {};
        const stillThere = await commitBatch(
          db,
          { userId, mailboxId, jobId, now },
          { ...batch, removed, changed },
          records,
          { processed, total },
          counts,
          batchLeftOut,
        );
        if (!stillThere) {
          await settle(ahead, batches);
          await deps.jobs.fail(userId, jobId, 'The mailbox was removed or disconnected');
          return;
        }
        const t = now();
        if (t - lastProgress >= PROGRESS_INTERVAL_MS) {
          lastProgress = t;
          const data = { mailboxId, jobId, processed, total, phase: batch.phase, added: counts.added };
          progressSent = progressSent
            .then(() =>
              deps.notifications.notify(userId, 'EMAIL_SYNC_PROGRESS', `${batch.phase}: ${label}`, data),
            )
            .catch(() => {});
        }
        // The server is stopping: this batch is committed, the rest resumes at the next start.
        if (deps.signal?.aborted) {
          await settle(ahead, batches);
          throw new MailboxError(
            'provider_unavailable',
            'The server stopped; the sync goes on when it starts again.',
          );
        }
        // Between batches, let requests through (PGlite work never yields on its own).
        await yieldToEventLoop();
      }
      const finishedAt = new Date(now());
      // The job first: whoever sees the mailbox completed finds its job's counts recorded.
      await deps.jobs.complete(userId, jobId, {
        processed,
        total: Math.max(total, processed),
        result: { ...counts },
        error: null,
      });
      await deps.mailboxes.markCompleted(userId, mailboxId, {
        processed,
        total: Math.max(total, processed),
        at: finishedAt,
      });
      await progressSent;
      await deps.notifications.notify(userId, 'EMAIL_SYNC_COMPLETE', syncCompleteMessage(label, counts), {
        mailboxId,
        jobId,
        ...counts,
        processed,
        total: Math.max(total, processed),
      });
      if (counts.added > 0) await deps.afterSync?.(userId, counts);
    } catch (e) {
      const error = isMailboxError(e)
        ? e
        : new MailboxError('unknown', 'The sync failed unexpectedly; it will be tried again.', { cause: e });
      if (!isMailboxError(e)) deps.log?.warn(`mailbox.sync ${mailboxId} failed: ${String(e)}`);
      const retry = error.retryable && ctx.attempt <= MAILBOX_SYNC_RETRY_LIMIT;
      if (retry) {
        await deps.mailboxes.markRetrying(userId, mailboxId, error.message);
        throw e;
      }
      await deps.mailboxes.markFailed(
        userId,
        mailboxId,
        error.message,
        error.retryable ? new Date(now() + RETRY_LATER_MS) : null,
      );
      await deps.jobs.fail(userId, jobId, error.message);
      await progressSent;
      await deps.notifications.notify(userId, 'EMAIL_SYNC_ERROR', error.message, {
        mailboxId,
        jobId,
        code: error.code,
      });
    } finally {
      await provider?.close?.().catch(() => undefined);
    }
  };
}
