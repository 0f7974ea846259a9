/** The one `Clock` of every package (the SDK's), re-exported for the queue's `clock` option. */
export type { Clock } from '@rapport/sdk';
export { systemClock } from '@rapport/sdk';
export {
  FILE_MISSING_MESSAGE,
  LIVE_MAX_RECONNECT_ATTEMPTS,
  LIVE_RECONNECT_BASE_MS,
  LIVE_RECONNECT_MAX_MS,
  MAX_CONCURRENT_JOBS,
  MAX_RETRIES,
  POLL_INTERVAL_MS,
  QUEUE_SNAPSHOT_VERSION,
  QUEUE_STORAGE_KEY,
  UPLOAD_FAILED_MESSAGE,
} from './constants';
export type { Emitter, EventMap, Handler } from './emitter';
export { createEmitter } from './emitter';
export type { QueueErrorCode } from './errors';
export { IllegalTransitionError, isQueueError, isRapportError, QueueError, UploadError } from './errors';
export type {
  ChunkProgress,
  JobAction,
  JobActionType,
  JobFile,
  JobStatus,
  UploadJob,
  UploadJobStatus,
} from './job';
export {
  ACTIVE_STATUSES,
  CLEARABLE_STATUSES,
  canTransition,
  clampProgress,
  createJob,
  isActive,
  JOB_STATUSES,
  TRANSITIONS,
  transition,
} from './job';
export type {
  LiveConnection,
  LiveConnectionOptions,
  LiveSocket,
  LiveSocketFactory,
  LiveSocketHandlers,
  LiveState,
  LiveStatus,
  WebSocketLike,
} from './live';
export {
  createLiveConnection,
  LIVE_OFF,
  liveFailedMessage,
  liveReconnectDelayMs,
  webSocketLiveSocket,
} from './live';
export { createUploadQueue, DEFAULT_OPTIONS } from './queue';
export type { QueueSnapshot, RestoreResult } from './snapshot';
export { parseSnapshot, queueSnapshotSchema, serializeSnapshot, uploadJobSchema } from './snapshot';
export type { FileStore, IndexedDbFileStoreOptions, StorageAdapter } from './storage';
export { indexedDbFileStore, localStorageAdapter, memoryFileStore, memoryStorage } from './storage';
export type {
  GetStatusFn,
  QueueLogger,
  UploadContext,
  UploadFn,
  UploadProgressEvent,
  UploadQueue,
  UploadQueueEvents,
  UploadQueueOptions,
  UploadQueueState,
} from './types';
export type { JobStatusUpdate } from './updates';
export { jobStatusUpdateSchema, parseStatusUpdates } from './updates';
export type { XhrUploadOptions, XMLHttpRequestLike } from './xhr-upload';
export { xhrUpload } from './xhr-upload';
