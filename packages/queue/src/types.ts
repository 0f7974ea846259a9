import type { Clock } from '@rapport/sdk';
import type { ChunkProgress, UploadJob } from './job';
import type { LiveSocketFactory, LiveState } from './live';
import type { FileStore, StorageAdapter } from './storage';
import type { JobStatusUpdate } from './updates';

/** A progress report from the upload, in the shape of an XHR/fetch progress event. */
export interface UploadProgressEvent {
  loaded: number;
  total: number;
  /** Set by chunked uploads; copied to the job's `chunkProgress`. */
  chunk?: ChunkProgress;
}

export interface UploadContext {
  jobId: string;
  /** Aborted when the job is removed, settled by a status source, or the queue destroyed. */
  signal: AbortSignal;
  onProgress(event: UploadProgressEvent): void;
}

/** Sends one file. Resolves when the upload succeeded; rejects (with a message) when it failed. */
export type UploadFn = (file: File, context: UploadContext) => Promise<unknown>;

/** Asks the server how the given processing jobs are doing (polled every `pollIntervalMs`). */
export type GetStatusFn = (
  jobIds: string[],
) => Promise<readonly JobStatusUpdate[]> | readonly JobStatusUpdate[];

export interface QueueLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface UploadQueueOptions {
  upload: UploadFn;
  /** Job metadata. Default: in memory (use `localStorageAdapter()` in the browser). */
  storage?: StorageAdapter;
  /** File contents. Default: in memory (use `indexedDbFileStore()` in the browser). */
  fileStore?: FileStore;
  /** Automatic retries of an errored job (§9, decisions.md). */
  maxRetries?: number;
  pollIntervalMs?: number;
  storageKey?: string;
  getStatus?: GetStatusFn;
  /** Enables `connectLive()` ("Live/Connect", off by default). */
  createLiveSocket?: LiveSocketFactory;
  liveMaxReconnectAttempts?: number;
  clock?: Clock;
  createId?: () => string;
  logger?: QueueLogger;
}

export interface UploadQueueState {
  /** In the order they were added; the first pending job is the next to run. */
  jobs: readonly UploadJob[];
  /** False until the persisted snapshot has been read; no job runs before. */
  hydrated: boolean;
  polling: boolean;
  live: LiveState;
}

export type UploadQueueEvents = {
  added: { job: UploadJob };
  started: { job: UploadJob };
  progress: { job: UploadJob };
  completed: { job: UploadJob };
  failed: { job: UploadJob; willRetry: boolean };
  retried: { job: UploadJob; automatic: boolean };
  paused: { job: UploadJob };
  resumed: { job: UploadJob };
  /** §4 'A "removed" event is only announced.' Sent by `remove()` and `clear()`. */
  removed: { job: UploadJob };
  restored: { jobs: readonly UploadJob[] };
  live: { state: LiveState };
};

export interface UploadQueue {
  getState(): UploadQueueState;
  subscribe(listener: (state: UploadQueueState) => void): () => void;
  on<K extends keyof UploadQueueEvents>(type: K, handler: (event: UploadQueueEvents[K]) => void): () => void;
  /** Resolves once the persisted queue has been restored. */
  readonly ready: Promise<void>;
  /** Queues a file, or returns the pending/processing/paused job that has the same file name. */
  add(file: File): UploadJob;
  pause(id: string): UploadJob;
  resume(id: string): UploadJob;
  retry(id: string): UploadJob;
  /** Removes a job in any status (aborting its upload); false when there is no such job. */
  remove(id: string): boolean;
  /** Removes completed and errored jobs and returns them. */
  clear(): UploadJob[];
  startPolling(): void;
  stopPolling(): void;
  connectLive(): void;
  disconnectLive(): void;
  /** Resolves when every write so far (metadata and files) has reached its store. */
  flush(): Promise<void>;
  /** Stops timers and sockets and abandons the running upload; a reload will resume it. */
  destroy(): void;
}
