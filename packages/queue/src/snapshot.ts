import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { QUEUE_SNAPSHOT_VERSION } from './constants';
import { JOB_STATUSES, type UploadJob } from './job';

// zod/mini has no messages of its own: classic zod's English ones, for the restore's `reason`.
z.config(en());

const chunkProgressSchema = z.object({
  current: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  completed: z.number().check(z.int(), z.nonnegative()),
});

export const uploadJobSchema = z.object({
  id: z.string().check(z.minLength(1)),
  file: z.object({ name: z.string(), size: z.number().check(z.nonnegative()), type: z.string() }),
  status: z.enum(JOB_STATUSES),
  progress: z.number().check(z.gte(0), z.lte(100)),
  error: z.nullable(z.string()),
  startTime: z.nullable(z.number()),
  endTime: z.nullable(z.number()),
  retryCount: z.number().check(z.int(), z.nonnegative()),
  chunkProgress: z.nullable(chunkProgressSchema),
});

/** The persisted form of the queue (local storage item "processing queue", spec §3). */
export const queueSnapshotSchema = z.object({
  version: z.literal(QUEUE_SNAPSHOT_VERSION),
  savedAt: z.number(),
  jobs: z.array(uploadJobSchema).check(
    z.refine((jobs) => new Set(jobs.map((job) => job.id)).size === jobs.length, {
      message: 'job ids must be unique',
    }),
  ),
});

export type QueueSnapshot = z.infer<typeof queueSnapshotSchema>;

export function serializeSnapshot(jobs: readonly UploadJob[], savedAt: number): string {
  const snapshot: QueueSnapshot = { version: QUEUE_SNAPSHOT_VERSION, savedAt, jobs: [...jobs] };
  return JSON.stringify(snapshot);
}

export type RestoreResult = { ok: true; jobs: UploadJob[] } | { ok: false; reason: string };

/**
 * Reads a persisted snapshot. Never throws: an absent snapshot is an empty queue, and anything
 * unreadable (bad JSON, another version, a field of the wrong shape) is reported as `ok: false`
 * for the caller to log and drop.
 */
export function parseSnapshot(raw: string | null | undefined): RestoreResult {
  if (raw === null || raw === undefined || raw === '') return { ok: true, jobs: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return { ok: false, reason: `not JSON (${(error as Error).message})` };
  }
  const parsed = queueSnapshotSchema.safeParse(data);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  return { ok: true, jobs: parsed.data.jobs };
}
