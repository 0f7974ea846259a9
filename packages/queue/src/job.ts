import { IllegalTransitionError } from './errors';

/** §4 "Statuses: pending, processing, paused, completed, error." */
export const JOB_STATUSES = ['pending', 'processing', 'paused', 'completed', 'error'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Alias of `JobStatus`, for code that also imports the SDK's (server) `JobStatus`. */
export type UploadJobStatus = JobStatus;

/** The file's metadata as kept on the job (the contents live in a `FileStore`). */
export interface JobFile {
  name: string;
  size: number;
  type: string;
}

/** Chunked-upload progress: the chunk being sent, how many chunks in all, how many are done. */
export interface ChunkProgress {
  current: number;
  total: number;
  completed: number;
}

/**
 * §3 "Upload queue job: id, file, status, progress (0 to 100), error, startTime, endTime,
 * retryCount, chunkProgress (current, total, completed)". Times are epoch milliseconds.
 */
export interface UploadJob {
  id: string;
  file: JobFile;
  status: JobStatus;
  progress: number;
  error: string | null;
  startTime: number | null;
  endTime: number | null;
  retryCount: number;
  chunkProgress: ChunkProgress | null;
}

/** Everything that can happen to a job. Each action is legal only from the statuses in `TRANSITIONS`. */
export type JobAction =
  /** Picked up by the queue (§4 "pending to processing when picked up"). */
  | { type: 'start'; at: number }
  /** A progress report from the upload; the status stays processing. */
  | { type: 'progress'; progress: number; chunkProgress?: ChunkProgress | null }
  /** The upload finished (§4 "then completed (progress 100)"). */
  | { type: 'complete'; at: number }
  /** The upload failed (§4 "or error"). */
  | { type: 'fail'; error: string; at: number }
  /** §4 "pending to paused (pause)". */
  | { type: 'pause' }
  /** §4 "paused to pending (resume)". */
  | { type: 'resume' }
  /** §4 "error to pending on retry, with progress reset and retryCount plus one". */
  | { type: 'retry' }
  /**
   * The run was cut off without a result (the page was reloaded or the queue destroyed mid-upload):
   * the job goes back to pending and runs again. Not a retry: retryCount is unchanged.
   */
  | { type: 'interrupt' };

export type JobActionType = JobAction['type'];

/** The table of legal moves: `TRANSITIONS[from][action] = to`. Anything missing is illegal. */
export const TRANSITIONS: Readonly<Record<JobStatus, Readonly<Partial<Record<JobActionType, JobStatus>>>>> = {
  pending: { start: 'processing', pause: 'paused' },
  processing: { progress: 'processing', complete: 'completed', fail: 'error', interrupt: 'pending' },
  paused: { resume: 'pending' },
  completed: {},
  error: { retry: 'pending' },
};

/** Statuses in which a job with the same file name blocks a new one (§4: add returns the existing job). */
export const ACTIVE_STATUSES: readonly JobStatus[] = ['pending', 'processing', 'paused'];

/** §4 "Clearing removes completed and errored jobs." */
export const CLEARABLE_STATUSES: readonly JobStatus[] = ['completed', 'error'];

export function isActive(job: UploadJob): boolean {
  return ACTIVE_STATUSES.includes(job.status);
}

export function canTransition(status: JobStatus, action: JobActionType): boolean {
  return TRANSITIONS[status][action] !== undefined;
}

export function createJob(id: string, file: JobFile): UploadJob {
  return {
    id,
    file: { name: file.name, size: file.size, type: file.type },
    status: 'pending',
    progress: 0,
    error: null,
    startTime: null,
    endTime: null,
    retryCount: 0,
    chunkProgress: null,
  };
}

export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}

/**
 * The only way a job changes. Returns a new job; throws `IllegalTransitionError`
 * (a `QueueError` with code `illegal_transition`) when the table has no such move.
 */
export function transition(job: UploadJob, action: JobAction): UploadJob {
  const to = TRANSITIONS[job.status][action.type];
  if (to === undefined) throw new IllegalTransitionError(job.status, action.type);
  switch (action.type) {
    case 'start':
      return {
        ...job,
        status: to,
        progress: 0,
        error: null,
        startTime: action.at,
        endTime: null,
        chunkProgress: null,
      };
    case 'progress':
      return {
        ...job,
        status: to,
        progress: clampProgress(action.progress),
        chunkProgress: action.chunkProgress === undefined ? job.chunkProgress : action.chunkProgress,
      };
    case 'complete':
      return {
        ...job,
        status: to,
        progress: 100,
        error: null,
        endTime: action.at,
        chunkProgress: job.chunkProgress && { ...job.chunkProgress, completed: job.chunkProgress.total },
      };
    case 'fail':
      return { ...job, status: to, error: action.error, endTime: action.at };
    case 'pause':
    case 'resume':
      return { ...job, status: to };
    case 'retry':
      return {
        ...job,
        status: to,
        progress: 0,
        error: null,
        startTime: null,
        endTime: null,
        retryCount: job.retryCount + 1,
        chunkProgress: null,
      };
    case 'interrupt':
      return { ...job, status: to, progress: 0, startTime: null, endTime: null, chunkProgress: null };
  }
}
