import { z } from 'zod';

/**
 * Every job kind, once: the schema of its payload (checked on enqueue and again when it runs) and,
 * for a resumable job, of its checkpoint. Runners create their queues from this table.
 */
const userId = z.uuid();
const count = z.number().int().nonnegative();

/** A CSV import's rejected rows (`jobs.result.rowErrors`, the checkpoint's `partial.errors`). */
export const RowErrors = z.array(z.object({ row: count, reason: z.string() }));

const CsvImportCheckpoint = z.object({
  /** Row number of the last committed row (header = row 1). */
  lastRow: count,
  /** The counts and row errors up to `lastRow`. */
  partial: z.object({
    created: count,
    updated: count,
    skipped: count,
    total: count,
    errors: RowErrors,
  }),
});

interface KindDefinition {
  payload: z.ZodType;
  checkpoint?: z.ZodType;
  /** Retries after the first failure (default 2). */
  retryLimit?: number;
  /** First retry delay; doubles each retry (default 1 s). */
  retryDelayMs?: number;
  /**
   * Every job of the kind carries a key (`EnqueueOptions.key`), and at most one job per key is
   * queued or running: enqueueing another while one is gives no new job.
   */
  oneAtATimePerKey?: boolean;
  /**
   * Jobs of the kind one process runs at once (default 1). Short jobs many users wait on (a post
   * update's processing) run several at a time, so one user's burst does not queue everyone's.
   */
  concurrency?: number;
  /**
   * How long a run may last before the runner gives up on it and retries it (pg-boss's expiry;
   * default 15 minutes). Long jobs get hours: a dead process's job is found by other means (the
   * boot sweep on PGlite, heartbeats on PostgreSQL), and an early expiry would start a second
   * run beside one still going.
   */
  expireInSeconds?: number;
}

/** A mailbox sync or an import may take hours (a large mailbox); expiry only bounds a hung run. */
const LONG_JOB_SECONDS = 6 * 3600;

export const JOB_KINDS = {
  /** The CSV import of one uploaded file; `jobId` is its row in `jobs` and the runner's job id. */
  'csv.import': {
    payload: z.strictObject({ userId, jobId: z.uuid() }),
    checkpoint: CsvImportCheckpoint,
    retryLimit: 2,
    retryDelayMs: 2000,
    expireInSeconds: LONG_JOB_SECONDS,
  },
  'postUpdate.process': { payload: z.strictObject({ userId, postUpdateId: z.uuid() }), concurrency: 4 },
  /** `notify: false` keeps the owner's EMBEDDING_UPDATE_COMPLETE quiet (after a post update). */
  'search.reindex': { payload: z.strictObject({ userId, notify: z.boolean().optional() }), concurrency: 2 },
  /**
   * Embeds the user's sources that have no vector of `EMBEDDING_MODEL` yet (knowledge/embedJob.ts),
   * after `search.reindex`; keyed by user. A provider that fails (429, timeout) is tried again
   * later: 30 s, 1, 2, 4 min, or later when its Retry-After says so (jobs/retryLater.ts); after
   * that the next index update tries again.
   */
  'search.embed': {
    payload: z.strictObject({ userId, notify: z.boolean().optional() }),
    retryLimit: 4,
    retryDelayMs: 30_000,
    oneAtATimePerKey: true,
    expireInSeconds: LONG_JOB_SECONDS,
  },
  /**
   * One mailbox's sync (mailbox/sync.ts); keyed by mailbox id, and scheduled per mailbox
   * (mailbox/schedule.ts). Its row in `jobs` has the runner's job id; `jobId` is only still
   * accepted from jobs queued by an older release.
   */
  'mailbox.sync': {
    payload: z.strictObject({ userId, mailboxId: z.uuid(), jobId: z.uuid().optional() }),
    retryLimit: 3,
    retryDelayMs: 5000,
    oneAtATimePerKey: true,
    expireInSeconds: LONG_JOB_SECONDS,
  },
  /** The People API's contacts of one Gmail mailbox (mailbox/contactsJob.ts); keyed by mailbox. */
  'mailbox.contacts': {
    payload: z.strictObject({ userId, mailboxId: z.uuid(), jobId: z.uuid() }),
    retryLimit: 3,
    retryDelayMs: 5000,
    oneAtATimePerKey: true,
    expireInSeconds: LONG_JOB_SECONDS,
  },
  /**
   * A mailbox's contact policy applied to the mail it holds (mailbox/contactPolicyJob.ts), after
   * `PATCH /mailboxes/{id}`; keyed by mailbox, so a second change waits its turn (issue 23).
   */
  'mailbox.contactPolicy': {
    payload: z.strictObject({ userId, mailboxId: z.uuid(), jobId: z.uuid() }),
    retryLimit: 2,
    retryDelayMs: 5000,
    oneAtATimePerKey: true,
    expireInSeconds: LONG_JOB_SECONDS,
  },
} as const satisfies Record<string, KindDefinition>;

export type JobKind = keyof typeof JOB_KINDS;
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];

export type JobPayload<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]['payload']>;

type KindsWithCheckpoint = {
  [K in JobKind]: (typeof JOB_KINDS)[K] extends { checkpoint: z.ZodType } ? K : never;
}[JobKind];
export type JobCheckpoint<K extends KindsWithCheckpoint> = (typeof JOB_KINDS)[K] extends {
  checkpoint: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;

export const kindDefinition = (kind: JobKind): KindDefinition => JOB_KINDS[kind];

/** A payload that does not match its kind's schema: a bug in the caller, never retried. */
export class JobPayloadError extends Error {
  override name = 'JobPayloadError';
  constructor(
    readonly kind: string,
    readonly issues: string,
  ) {
    super(`Invalid ${kind} payload: ${issues}`);
  }
}

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}

/** The payload checked against its kind's schema; throws JobPayloadError. */
export function parsePayload<K extends JobKind>(kind: K, payload: unknown): JobPayload<K> {
  const result = JOB_KINDS[kind].payload.safeParse(payload);
  if (!result.success)
    throw new JobPayloadError(
      kind,
      result.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; '),
    );
  return result.data as JobPayload<K>;
}

/** The checkpoint checked against its kind's schema, or undefined when it does not match. */
export function parseCheckpoint<K extends KindsWithCheckpoint>(
  kind: K,
  value: unknown,
): JobCheckpoint<K> | undefined {
  const result = JOB_KINDS[kind].checkpoint.safeParse(value);
  return result.success ? (result.data as JobCheckpoint<K>) : undefined;
}

export interface PreparedJob<K extends JobKind> {
  payload: JobPayload<K>;
  retryLimit: number;
  retryDelayMs: number;
  key: string | undefined;
}

/**
 * What both runners do before queueing: the payload against its schema, the key against the
 * kind's rule, the retry settings from the options, else the kind, else the defaults.
 */
export function prepareJob<K extends JobKind>(
  kind: K,
  payload: unknown,
  options: { retryLimit?: number; retryDelayMs?: number; key?: string } = {},
): PreparedJob<K> {
  const def = kindDefinition(kind);
  if (def.oneAtATimePerKey && !options.key) throw new JobPayloadError(kind, 'key: is required for this kind');
  if (!def.oneAtATimePerKey && options.key !== undefined)
    throw new JobPayloadError(kind, 'key: this kind is not keyed (oneAtATimePerKey)');
  return {
    payload: parsePayload(kind, payload),
    retryLimit: options.retryLimit ?? def.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelayMs: options.retryDelayMs ?? def.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    key: options.key,
  };
}

/** Retries after the first failure, with exponential backoff from DEFAULT_RETRY_DELAY_MS. */
export const DEFAULT_RETRY_LIMIT = 2;
export const DEFAULT_RETRY_DELAY_MS = 1000;
