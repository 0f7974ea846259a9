import { PgBoss } from 'pg-boss';
import { fromPglite } from 'pg-boss/dist/adapters/pglite.js';
import type { Database } from '../db/index.js';
import type { EnqueueOptions, JobHandler, JobKind, JobRunner } from './types.js';

export interface PgBossRunnerOptions {
  /** Seconds between polls when idle (default 1). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
  /** Run workers in this process (default true); false makes a send-only instance. */
  workers?: boolean;
}

const SCHEMA = 'pgboss';
const KINDS: JobKind[] = ['csv.import', 'postUpdate.process', 'search.reindex', 'mailbox.sync'];
/** Default retries after a failure, with exponential backoff from DEFAULT_RETRY_DELAY_S. */
const DEFAULT_RETRY_LIMIT = 2;
const DEFAULT_RETRY_DELAY_S = 1;

/**
 * Durable jobs: rows in PostgreSQL (pg-boss), on a PostgreSQL server or on embedded PGlite
 * through pg-boss's PGlite adapter. A job survives a crash or restart and is retried with backoff.
 */
export function createPgBossRunner(database: Database, options: PgBossRunnerOptions = {}): JobRunner {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite as unknown as Parameters<typeof fromPglite>[0]),
          backend: 'pglite',
          schema: SCHEMA,
        })
      : new PgBoss({ connectionString: database.connectionString as string, schema: SCHEMA, max: 4 });
  const handlers = new Map<JobKind, JobHandler<unknown>>();
  /** This instance's worker per kind: woken on enqueue instead of waiting out its poll. */
  const workerIds = new Map<JobKind, string>();
  let started = false;
  let stopped = false;
  let failing = false;
  boss.on('error', (e: unknown) => {
    failing = true;
    options.onError?.(e);
  });

  return {
    name: 'pg-boss',
    register(kind, handler) {
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    async enqueue(kind, payload, opts: EnqueueOptions = {}) {
      const id = await boss.send(kind, payload as object, {
        ...(opts.id ? { id: opts.id } : {}),
        retryLimit: opts.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: Math.max(1, Math.round((opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_S * 1000) / 1000)),
        retryBackoff: true,
      });
      if (!id) throw new Error(`pg-boss refused a ${kind} job`);
      // Sent from here: start it now (other instances still find work by polling).
      const worker = workerIds.get(kind);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      await boss.start();
      for (const kind of KINDS) {
        await boss.createQueue(kind, {
          retryLimit: DEFAULT_RETRY_LIMIT,
          retryDelay: DEFAULT_RETRY_DELAY_S,
          retryBackoff: true,
        });
      }
      for (const [kind, handler] of options.workers === false ? [] : handlers) {
        const workerId = await boss.work<unknown>(
          kind,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data, { jobId: job.id, attempt: job.retryCount + 1 });
          },
        );
        workerIds.set(kind, workerId);
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
