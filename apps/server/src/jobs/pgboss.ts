import { type Clock, PgBoss } from 'pg-boss';
import { fromPglite } from 'pg-boss/dist/adapters/pglite.js';
import type { Database } from '../db/index.js';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_LIMIT,
  JOB_KIND_NAMES,
  type JobKind,
  JobPayloadError,
  kindDefinition,
  parsePayload,
  prepareJob,
} from './registry.js';
import { retryAfterOf } from './retryLater.js';
import type { EnqueueOptions, JobHandler, JobRunner } from './types.js';

export interface PgBossRunnerOptions {
  /** Seconds between polls when idle (default 1). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
  /** Run workers in this process (default true); false makes a send-only instance. */
  workers?: boolean;
  /** pg-boss's source of time and timers (tests pass pg-boss's TestClock to move schedules on). */
  clock?: Clock;
  /**
   * PostgreSQL: seconds without a renewed heartbeat after which a running job counts as its dead
   * instance's and is retried by another (default 30, at least 10).
   */
  heartbeatSeconds?: number;
  /** Jobs left running by a process that died, queued again at start (their kinds). */
  onResume?: (kinds: string[]) => void;
}

const SCHEMA = 'pgboss';
/** A job whose worker has not renewed it for this long is another instance's to take over. */
const DEFAULT_HEARTBEAT_SECONDS = 30;
/**
 * How often pg-boss looks for stale heartbeats, as a share of the heartbeat: its default pass is
 * every 60 s, which alone would put a takeover past a minute.
 */
const SUPERVISE_PASSES_PER_HEARTBEAT = 3;
const toSeconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * Durable jobs: rows in PostgreSQL (pg-boss), on a PostgreSQL server or on embedded PGlite
 * through pg-boss's PGlite adapter. A job survives a crash or restart and is retried with backoff.
 * A keyed kind's queue has pg-boss's `exclusive` policy with the key as `singletonKey` (one queued
 * or active job per key); a schedule is a pg-boss schedule (an RRULE, minute resolution), stored in
 * the database and sent by one instance.
 */
export function createPgBossRunner(database: Database, options: PgBossRunnerOptions = {}): JobRunner {
  const heartbeatSeconds = options.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
  const superviseSeconds = Math.max(1, Math.round(heartbeatSeconds / SUPERVISE_PASSES_PER_HEARTBEAT));
  const common = { schema: SCHEMA, ...(options.clock ? { clock: options.clock } : {}) };
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite as unknown as Parameters<typeof fromPglite>[0]),
          backend: 'pglite',
          ...common,
        })
      : new PgBoss({
          connectionString: database.connectionString as string,
          max: 4,
          superviseIntervalSeconds: superviseSeconds,
          monitorIntervalSeconds: superviseSeconds,
          ...common,
        });
  const handlers = new Map<JobKind, JobHandler<JobKind>>();
  /** This instance's workers per kind: woken on enqueue instead of waiting out their poll. */
  const workerIds = new Map<JobKind, string[]>();
  let started = false;
  let stopped = false;
  let failing = false;
  boss.on('error', (e: unknown) => {
    failing = true;
    options.onError?.(e);
  });

  const sendOptions = (job: { retryLimit: number; retryDelayMs: number; key: string | undefined }) => ({
    retryLimit: job.retryLimit,
    retryDelay: toSeconds(job.retryDelayMs),
    retryBackoff: true,
    ...(job.key !== undefined ? { singletonKey: job.key } : {}),
  });

  return {
    name: 'pg-boss',
    register(kind, handler) {
      handlers.set(kind, handler as unknown as JobHandler<JobKind>);
    },
    async enqueue(kind, payload, opts: EnqueueOptions = {}) {
      const job = prepareJob(kind, payload, opts);
      const id = await boss.send(kind, job.payload as object, {
        ...(opts.id ? { id: opts.id } : {}),
        ...sendOptions(job),
      });
      if (!id) {
        // The exclusive queue refused it: a job with this key is queued or running.
        if (job.key !== undefined) return null;
        throw new Error(`pg-boss refused a ${kind} job`);
      }
      // Sent from here: start it now (other instances still find work by polling).
      for (const worker of workerIds.get(kind) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async schedule(kind, payload, { key, everyMinutes }) {
      if (!kindDefinition(kind).oneAtATimePerKey)
        throw new Error(`${kind} cannot be scheduled: it is not keyed (oneAtATimePerKey)`);
      if (!Number.isInteger(everyMinutes) || everyMinutes < 1)
        throw new Error(`everyMinutes must be a whole number of minutes, got ${everyMinutes}`);
      const job = prepareJob(kind, payload, { key });
      await boss.schedule(kind, `FREQ=MINUTELY;INTERVAL=${everyMinutes}`, job.payload as object, {
        key,
        ...sendOptions(job),
      });
    },
    async unschedule(kind, key) {
      await boss.unschedule(kind, key);
    },
    async start() {
      await boss.start();
      for (const kind of JOB_KIND_NAMES) {
        const def = kindDefinition(kind);
        // A queue's policy is fixed when it is created: a kind is keyed from its first release.
        await boss.createQueue(kind, {
          policy: def.oneAtATimePerKey ? 'exclusive' : 'standard',
          ...sendOptions(prepareJobDefaults(kind)),
          // Several instances on PostgreSQL: live workers renew a job's heartbeat, so a dead
          // instance's job is failed and retried by another within a minute.
          ...(database.kind === 'pglite' ? {} : { heartbeatSeconds }),
          ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
        });
        // A queue made by an older release (or with another JOB_HEARTBEAT_SECONDS) keeps its
        // options: bring its expiry and heartbeat up to date.
        const current = {
          ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
          ...(database.kind === 'pglite' ? {} : { heartbeatSeconds }),
        };
        if (Object.keys(current).length > 0) await boss.updateQueue(kind, current);
      }
      if (database.kind === 'pglite') {
        // One process per embedded data folder (lib/dataLock.ts): a job still active now was left
        // by a process that died. Queue it again as it was (its retry count unchanged); the job
        // resumes from its own checkpoint.
        const { rows } = await database.executeSql<{ name: string }>(
          `update ${SCHEMA}.job set state = 'created', started_on = null, start_after = now()
           where state = 'active' returning name`,
        );
        if (rows.length > 0) options.onResume?.(rows.map((r) => r.name));
      }
      for (const [kind, handler] of options.workers === false ? [] : handlers) {
        const ids: string[] = [];
        // One worker per job the kind may run at once; each takes one job at a time.
        for (let i = 0; i < (kindDefinition(kind).concurrency ?? 1); i++) {
          let self: string | undefined;
          self = await boss.work<unknown>(
            kind,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
            async (jobs) => {
              for (const job of jobs) {
                let payload: ReturnType<typeof parsePayload>;
                try {
                  payload = parsePayload(kind, job.data);
                } catch (e) {
                  // Stored by an older release or by hand: it would fail the same way on every retry.
                  if (e instanceof JobPayloadError) {
                    options.onError?.(e);
                    continue;
                  }
                  throw e;
                }
                try {
                  await handler(payload, { jobId: job.id, attempt: job.retryCount + 1 });
                } catch (e) {
                  const waitMs = retryAfterOf(e);
                  if (waitMs === 0) throw e;
                  // Failed here rather than by pg-boss, so that the retry its backoff scheduled can be
                  // put back to the wait the job asked for; pg-boss's own completion of the job that
                  // follows finds it settled and does nothing. The backoff is at least a second, so
                  // no worker takes the retry between the two statements.
                  await boss.fail(kind, job, e as Error);
                  await database.executeSql(
                    `update ${SCHEMA}.job
                     set start_after = greatest(start_after, ${SCHEMA}.job_now() + $3 * interval '1 millisecond')
                     where name = $1 and id = $2 and state = 'retry'`,
                    [kind, job.id, waitMs],
                  );
                }
              }
              // Fetch again at once: a backlog drains job after job instead of one per poll
              // interval (pg-boss waits out the interval after a fetch unless its worker is woken).
              if (self) boss.notifyWorker(self);
            },
          );
          ids.push(self);
        }
        workerIds.set(kind, ids);
      }
      started = true;
      failing = false;
    },
    async stop() {
      if (stopped || !started) {
        stopped = true;
        return;
      }
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
    healthy: () => started && !stopped && !failing,
    async idle() {
      for (let i = 0; i < 600; i++) {
        const { rows } = await database.executeSql<{ n: number | string }>(
          `select count(*) as n from ${SCHEMA}.job where state in ('created', 'retry', 'active')`,
        );
        if (Number(rows[0]?.n ?? 0) === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** The kind's retry settings (a queue's defaults). */
function prepareJobDefaults(kind: JobKind) {
  const def = kindDefinition(kind);
  return {
    retryLimit: def.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelayMs: def.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    key: undefined,
  };
}
