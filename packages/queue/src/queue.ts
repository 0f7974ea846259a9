import { systemClock } from '@rapport/sdk';
import {
  FILE_MISSING_MESSAGE,
  LIVE_MAX_RECONNECT_ATTEMPTS,
  MAX_RETRIES,
  POLL_INTERVAL_MS,
  QUEUE_STORAGE_KEY,
  UPLOAD_FAILED_MESSAGE,
} from './constants';
import { createEmitter } from './emitter';
import { QueueError } from './errors';
import {
  CLEARABLE_STATUSES,
  clampProgress,
  createJob,
  isActive,
  type JobAction,
  transition,
  type UploadJob,
} from './job';
import { createLiveConnection, LIVE_OFF } from './live';
import { parseSnapshot, serializeSnapshot } from './snapshot';
import { memoryFileStore, memoryStorage } from './storage';
import type {
  QueueLogger,
  UploadProgressEvent,
  UploadQueue,
  UploadQueueEvents,
  UploadQueueOptions,
  UploadQueueState,
} from './types';
import { type JobStatusUpdate, parseStatusUpdates } from './updates';

/** Defaults of `createUploadQueue`'s options (the spec's values, see constants.ts). */
export const DEFAULT_OPTIONS = {
  maxRetries: MAX_RETRIES,
  pollIntervalMs: POLL_INTERVAL_MS,
  storageKey: QUEUE_STORAGE_KEY,
  liveMaxReconnectAttempts: LIVE_MAX_RECONNECT_ATTEMPTS,
} as const;

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UPLOAD_FAILED_MESSAGE;
}

function isPromiseLike<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const config = { ...DEFAULT_OPTIONS, ...stripUndefined(options) };
  const { upload, getStatus } = options;
  const storage = options.storage ?? memoryStorage();
  const fileStore = options.fileStore ?? memoryFileStore();
  const clock = options.clock ?? systemClock;
  const createId = options.createId ?? (() => globalThis.crypto.randomUUID());
  const logger: QueueLogger = options.logger ?? console;

  let state: UploadQueueState = { jobs: [], hydrated: false, polling: false, live: LIVE_OFF };
  const listeners = new Set<(state: UploadQueueState) => void>();
  const events = createEmitter<UploadQueueEvents>();
  /** Contents of files added in this session; the file store is read only after a reload. */
  const files = new Map<string, File>();
  /** The upload in flight, if any. Its controller is how a run learns it no longer counts. */
  let current: { id: string; controller: AbortController } | null = null;
  let writes: Promise<void> = Promise.resolve();
  let pollTimer: unknown = null;
  let polling = false;
  let destroyed = false;

  const setState = (patch: Partial<UploadQueueState>, persist: boolean) => {
    state = { ...state, ...patch };
    if (persist && state.hydrated) save();
    for (const listener of [...listeners]) listener(state);
  };

  const save = () => {
    const json = serializeSnapshot(state.jobs, clock.now());
    enqueueWrite('save the queue', () => storage.setItem(config.storageKey, json));
  };

  const enqueueWrite = (what: string, write: () => unknown) => {
    writes = writes.then(write).then(
      () => undefined,
      (error: unknown) => logger.warn(`[@rapport/queue] could not ${what}`, error),
    );
  };

  const find = (id: string): UploadJob => {
    const job = state.jobs.find((candidate) => candidate.id === id);
    if (!job) throw new QueueError('job_not_found', `No job with id ${id}`);
    return job;
  };

  /** Applies one action to one job through `transition` and publishes the new state. */
  const dispatch = (id: string, action: JobAction): UploadJob => {
    const next = transition(find(id), action);
    // Progress is not persisted: a reload restarts a running upload from 0 anyway.
    setState({ jobs: state.jobs.map((job) => (job.id === id ? next : job)) }, action.type !== 'progress');
    return next;
  };

  const assertAlive = () => {
    if (destroyed) throw new QueueError('destroyed', 'The upload queue was destroyed');
  };

  let pumpScheduled = false;
  /**
   * Pick-up happens on the next microtask, not inside the call that made a job pending: `add`,
   * `resume` and `retry` return the job as it now is (pending), and listeners never see the queue
   * re-entered from within their own call.
   */
  const schedulePump = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    void Promise.resolve().then(() => {
      pumpScheduled = false;
      pump();
    });
  };

  /** The concurrency rule: the first pending job runs; the next starts when it settles. */
  const pump = () => {
    if (destroyed || !state.hydrated) return;
    if (state.jobs.some((job) => job.status === 'processing')) return;
    const next = state.jobs.find((job) => job.status === 'pending');
    if (!next) return;
    const controller = new AbortController();
    current = { id: next.id, controller };
    const job = dispatch(next.id, { type: 'start', at: clock.now() });
    events.emit('started', { job });
    void run(job.id, controller);
  };

  const run = async (id: string, controller: AbortController) => {
    const stillCurrent = () => current?.controller === controller && !controller.signal.aborted;
    let file = files.get(id);
    if (!file) {
      try {
        file = await fileStore.get(id);
      } catch (error) {
        logger.warn('[@rapport/queue] could not read a file from the file store', error);
      }
    }
    if (!stillCurrent()) return;
    if (!file) {
      settle(id, { type: 'fail', error: FILE_MISSING_MESSAGE, at: clock.now() }, false);
      return;
    }
    try {
      await upload(file, {
        jobId: id,
        signal: controller.signal,
        onProgress: (event) => {
          if (stillCurrent()) reportProgress(id, event);
        },
      });
      if (stillCurrent()) settle(id, { type: 'complete', at: clock.now() });
    } catch (error) {
      if (stillCurrent()) settle(id, { type: 'fail', error: messageOf(error), at: clock.now() });
    }
  };

  const reportProgress = (id: string, event: UploadProgressEvent) => {
    let progress = find(id).progress;
    if (event.total > 0) progress = (event.loaded / event.total) * 100;
    else if (event.chunk && event.chunk.total > 0)
      progress = (event.chunk.completed / event.chunk.total) * 100;
    const job = dispatch(id, {
      type: 'progress',
      // 100 is what `complete` sets; until the upload resolves, it stays below.
      progress: Math.min(99, Math.floor(clampProgress(progress))),
      ...(event.chunk ? { chunkProgress: { ...event.chunk } } : {}),
    });
    events.emit('progress', { job });
  };

  /** Ends the running job (from its upload or from a status source), then starts the next. */
  const settle = (id: string, action: JobAction & { type: 'complete' | 'fail' }, retryable = true) => {
    if (current?.id === id) {
      current.controller.abort();
      current = null;
    }
    const job = dispatch(id, action);
    if (job.status === 'completed') {
      forgetFile(id);
      events.emit('completed', { job });
    } else {
      const willRetry = retryable && job.retryCount < config.maxRetries;
      events.emit('failed', { job, willRetry });
      if (willRetry) events.emit('retried', { job: dispatch(id, { type: 'retry' }), automatic: true });
    }
    schedulePump();
  };

  const forgetFile = (id: string) => {
    files.delete(id);
    enqueueWrite('delete a stored file', () => fileStore.delete(id));
  };

  const applyUpdates = (updates: readonly JobStatusUpdate[]) => {
    for (const update of updates) {
      const job = state.jobs.find((candidate) => candidate.id === update.id);
      if (job?.status !== 'processing' || destroyed) continue;
      if (update.status === 'completed') settle(job.id, { type: 'complete', at: clock.now() });
      else if (update.status === 'error')
        settle(job.id, { type: 'fail', error: update.error || UPLOAD_FAILED_MESSAGE, at: clock.now() });
      else if (update.progress !== undefined || update.chunkProgress) {
        const next = dispatch(job.id, {
          type: 'progress',
          progress: Math.min(99, update.progress ?? job.progress),
          ...(update.chunkProgress ? { chunkProgress: update.chunkProgress } : {}),
        });
        events.emit('progress', { job: next });
      }
    }
  };

  const receive = (source: string, data: unknown) => {
    const updates = parseStatusUpdates(data);
    if (updates) applyUpdates(updates);
    else logger.warn(`[@rapport/queue] ignored an unreadable status update from ${source}`, data);
  };

  const poll = async () => {
    schedulePump();
    if (!getStatus || polling) return;
    const ids = state.jobs.filter((job) => job.status === 'processing').map((job) => job.id);
    if (ids.length === 0) return;
    polling = true;
    try {
      receive('getStatus', await getStatus(ids));
    } catch (error) {
      logger.warn('[@rapport/queue] queue status poll failed', error);
    } finally {
      polling = false;
    }
  };

  const live = options.createLiveSocket
    ? createLiveConnection({
        createSocket: options.createLiveSocket,
        clock,
        maxAttempts: config.liveMaxReconnectAttempts,
        onMessage: (data) => receive('the live socket', data),
        onState: (liveState) => {
          setState({ live: liveState }, false);
          events.emit('live', { state: liveState });
        },
      })
    : null;

  const hydrate = (raw: string | null) => {
    if (destroyed) return;
    const restored = parseSnapshot(raw);
    if (!restored.ok) logger.warn(`[@rapport/queue] dropped the persisted queue: ${restored.reason}`);
    // A job that was uploading when the page went away starts again from the beginning.
    const jobs = (restored.ok ? restored.jobs : []).map((job) =>
      job.status === 'processing' ? transition(job, { type: 'interrupt' }) : job,
    );
    const known = new Set(jobs.map((job) => job.id));
    const activeNames = new Set(jobs.filter(isActive).map((job) => job.file.name));
    // Files added while the snapshot was loading: one whose name is already queued is a duplicate.
    const addedMeanwhile = state.jobs.filter((job) => !known.has(job.id));
    const duplicates = addedMeanwhile.filter((job) => activeNames.has(job.file.name));
    const kept = addedMeanwhile.filter((job) => !duplicates.includes(job));
    setState({ jobs: [...jobs, ...kept], hydrated: true }, true);
    events.emit('restored', { jobs });
    for (const job of duplicates) {
      forgetFile(job.id);
      events.emit('removed', { job });
    }
    schedulePump();
  };

  function stopPolling() {
    if (pollTimer === null) return;
    clock.clearInterval(pollTimer);
    pollTimer = null;
    setState({ polling: false }, false);
  }

  let ready: Promise<void>;
  try {
    const raw = storage.getItem(config.storageKey);
    if (isPromiseLike(raw)) {
      ready = raw.then(hydrate, (error: unknown) => {
        logger.warn('[@rapport/queue] could not read the persisted queue', error);
        hydrate(null);
      });
    } else {
      hydrate(raw);
      ready = Promise.resolve();
    }
  } catch (error) {
    logger.warn('[@rapport/queue] could not read the persisted queue', error);
    hydrate(null);
    ready = Promise.resolve();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: (type, handler) => events.on(type, handler),
    ready,
    add(file) {
      assertAlive();
      const existing = state.jobs.find((job) => job.file.name === file.name && isActive(job));
      if (existing) return existing;
      const job = createJob(createId(), file);
      files.set(job.id, file);
      enqueueWrite('store a file', () => fileStore.set(job.id, file));
      setState({ jobs: [...state.jobs, job] }, true);
      events.emit('added', { job });
      schedulePump();
      return job;
    },
    pause(id) {
      assertAlive();
      const job = dispatch(id, { type: 'pause' });
      events.emit('paused', { job });
      return job;
    },
    resume(id) {
      assertAlive();
      const job = dispatch(id, { type: 'resume' });
      events.emit('resumed', { job });
      schedulePump();
      return job;
    },
    retry(id) {
      assertAlive();
      const job = dispatch(id, { type: 'retry' });
      events.emit('retried', { job, automatic: false });
      schedulePump();
      return job;
    },
    remove(id) {
      assertAlive();
      const job = state.jobs.find((candidate) => candidate.id === id);
      if (!job) return false;
      if (current?.id === id) {
        current.controller.abort();
        current = null;
      }
      setState({ jobs: state.jobs.filter((candidate) => candidate.id !== id) }, true);
      forgetFile(id);
      events.emit('removed', { job });
      schedulePump();
      return true;
    },
    clear() {
      assertAlive();
      const removed = state.jobs.filter((job) => CLEARABLE_STATUSES.includes(job.status));
      if (removed.length === 0) return [];
      setState({ jobs: state.jobs.filter((job) => !CLEARABLE_STATUSES.includes(job.status)) }, true);
      for (const job of removed) {
        forgetFile(job.id);
        events.emit('removed', { job });
      }
      return removed;
    },
    startPolling() {
      assertAlive();
      if (pollTimer !== null) return;
      pollTimer = clock.setInterval(() => void poll(), config.pollIntervalMs);
      setState({ polling: true }, false);
    },
    stopPolling,
    connectLive() {
      assertAlive();
      if (!live) throw new QueueError('live_unavailable', 'connectLive() needs the createLiveSocket option');
      live.connect();
    },
    disconnectLive() {
      live?.disconnect();
    },
    flush: async () => {
      // A write may queue another (a settle after a store), so wait until the chain is stable.
      let seen: Promise<void> | undefined;
      while (seen !== writes) {
        seen = writes;
        await seen;
      }
    },
    destroy() {
      if (destroyed) return;
      stopPolling();
      live?.disconnect();
      destroyed = true;
      current?.controller.abort();
      current = null;
      listeners.clear();
      events.clear();
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
