import type { JobStatus } from '@rapport/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { type JobRow, type JobRowStatus, jobs } from '../db/schema.js';
import { type JobCheckpoint, type JobKind, parseCheckpoint } from '../jobs/registry.js';
import type { JobRunner } from '../jobs/types.js';
import { defineLifecycle, IllegalTransitionError } from '../lib/lifecycle.js';
import type { ServiceContext } from './context.js';
import { ownedRow } from './owned.js';
import type { UploadStore } from './uploadStore.js';

/** A CSV file received by the upload route. */
export interface CsvUpload {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export type JobAction = 'start' | 'progress' | 'checkpoint' | 'complete' | 'fail' | 'retry';

/**
 * The one table of moves of a `jobs` row. `start` from running is a retry after a crash or a
 * failed attempt picking the job up again; `fail` from queued is a job that cannot begin (its file
 * is gone); `retry` puts an errored job back in the queue.
 */
export const jobLifecycle = defineLifecycle<JobRowStatus, JobAction>('job', {
  queued: { start: 'running', fail: 'error' },
  running: {
    start: 'running',
    progress: 'running',
    checkpoint: 'running',
    complete: 'completed',
    fail: 'error',
  },
  completed: {},
  error: { retry: 'queued' },
});

export function toJobStatus(row: JobRow): JobStatus {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    processed: row.processed,
    total: row.total ?? 0,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type KindsWithCheckpoint = Parameters<typeof parseCheckpoint>[0];
type RowValues = Partial<
  Pick<typeof jobs.$inferInsert, 'processed' | 'total' | 'result' | 'error' | 'attempts'>
>;

/**
 * The owner-facing `jobs` rows (kind, status, progress, checkpoint, result). Every status change
 * goes through `jobLifecycle`; the update is conditional on the status it was read in, so two
 * instances never both move one job.
 */
export function createJobsService(ctx: ServiceContext, deps: { runner: JobRunner; uploads: UploadStore }) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());

  async function find(userId: string, id: string, executor: Executor = db): Promise<JobRow | undefined> {
    const [row] = await executor
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    return row;
  }

  /** Applies `action` to the job; throws IllegalTransitionError when its status does not allow it. */
  async function move(
    userId: string,
    id: string,
    action: JobAction,
    values: RowValues & { checkpoint?: Record<string, unknown> | null } = {},
    executor: Executor = db,
  ): Promise<JobRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await find(userId, id, executor);
      if (!row) throw new Error(`job ${id} does not exist`);
      const status = jobLifecycle.transition(row.status, action);
      const [moved] = await executor
        .update(jobs)
        .set({ ...values, status, updatedAt: now() })
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.status, row.status)))
        .returning();
      if (moved) return moved;
      // Its status changed between the read and the write: decide again on the new one.
    }
    throw new IllegalTransitionError('job', 'changing concurrently', action);
  }

  async function create(
    executor: Executor,
    userId: string,
    kind: JobKind,
    payload: Record<string, unknown> = {},
  ): Promise<JobRow> {
    const [row] = await executor.insert(jobs).values({ userId, kind, status: 'queued', payload }).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  /**
   * The job row with this id (the runner's job id), created queued if there is none yet: both the
   * code that queues a job and the job itself call it, in either order, and one row results.
   */
  async function ensure(
    userId: string,
    id: string,
    kind: JobKind,
    payload: Record<string, unknown> = {},
  ): Promise<JobRow> {
    await db
      .insert(jobs)
      .values({ id, userId, kind, status: 'queued', payload })
      .onConflictDoNothing({ target: jobs.id });
    const row = await find(userId, id);
    if (!row) throw new Error(`job ${id} belongs to another user`);
    return row;
  }

  return {
    jobLifecycle,
    find,
    /** A new queued job row; pass a transaction to create it with what the job needs (its upload). */
    create,
    ensure,

    /**
     * One csv.import job per file: the job row and the stored file in one transaction (a job never
     * lacks its file), then queued. Answers at once; the import reports through notifications.
     */
    async startCsvImports(
      userId: string,
      files: CsvUpload[],
    ): Promise<{ jobId: string; fileName: string }[]> {
      const started: { jobId: string; fileName: string }[] = [];
      for (const f of files) {
        const jobId = await db.transaction(async (tx) => {
          const job = await create(tx, userId, 'csv.import', { fileName: f.fileName });
          await deps.uploads.save(
            tx,
            { userId, jobId: job.id, fileName: f.fileName, mimeType: f.mimeType },
            f.content,
          );
          return job.id;
        });
        await deps.runner.enqueue('csv.import', { userId, jobId }, { id: jobId });
        started.push({ jobId, fileName: f.fileName });
      }
      return started;
    },

    /** The user's job as the API shows it (404 for another user's or an unknown id). */
    async get(userId: string, id: string): Promise<JobStatus> {
      return toJobStatus(await ownedRow(db, jobs, userId, id, 'Job not found'));
    },

    /** A run begins (or a retry picks the job up again); records the attempt. */
    start: (userId: string, id: string, attempt: number) => move(userId, id, 'start', { attempts: attempt }),
    progress: (userId: string, id: string, counts: { processed: number; total?: number }) =>
      move(userId, id, 'progress', counts),
    /**
     * Where a resumable job got to; a restart resumes there (`checkpointOf`). Pass the transaction
     * of the work it follows, so that the work and its checkpoint commit together.
     */
    checkpoint: <K extends KindsWithCheckpoint>(
      userId: string,
      id: string,
      _kind: K,
      checkpoint: JobCheckpoint<K>,
      processed: number,
      executor: Executor = db,
    ) =>
      move(
        userId,
        id,
        'checkpoint',
        { checkpoint: checkpoint as Record<string, unknown>, processed },
        executor,
      ),
    complete: (userId: string, id: string, values: RowValues) =>
      move(userId, id, 'complete', { ...values, error: null }),
    fail: (userId: string, id: string, error: string) => move(userId, id, 'fail', { error }),
    retry: (userId: string, id: string) => move(userId, id, 'retry', { error: null }),

    /**
     * The job's checkpoint checked against its kind's schema. One that does not match (written by
     * an older release, or damaged) is dropped with a warning: the job starts again from the
     * beginning, which its idempotence makes safe.
     */
    checkpointOf<K extends KindsWithCheckpoint>(kind: K, row: JobRow): JobCheckpoint<K> | undefined {
      if (row.checkpoint === null || row.checkpoint === undefined) return undefined;
      const checkpoint = parseCheckpoint(kind, row.checkpoint);
      if (!checkpoint)
        ctx.log.warn(
          `job ${row.id} (${kind}): its checkpoint does not match the schema; restarting from the beginning`,
        );
      return checkpoint;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
