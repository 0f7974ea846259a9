import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_MISSING_MESSAGE, QUEUE_STORAGE_KEY } from './constants';
import { isQueueError } from './errors';
import { createUploadQueue } from './queue';
import { memoryFileStore, memoryStorage } from './storage';
import { controlledUpload, csvFile, tick } from './test-helpers';
import type { UploadQueueOptions } from './types';

function setup(overrides: Partial<UploadQueueOptions> = {}) {
  const uploader = controlledUpload();
  const storage = memoryStorage();
  const fileStore = memoryFileStore();
  const logger = { warn: vi.fn() };
  let n = 0;
  const queue = createUploadQueue({
    upload: uploader.upload,
    storage,
    fileStore,
    logger,
    createId: () => `job-${++n}`,
    clock: { ...fakeClock(), now: () => 1_000 + n },
    ...overrides,
  });
  return { queue, uploader, storage, fileStore, logger };
}

function fakeClock() {
  return {
    now: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
  };
}

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createUploadQueue: adding', () => {
  it('creates a pending job with the spec fields, then picks it up', async () => {
    const { queue, uploader } = setup();
    const job = queue.add(csvFile('a.csv'));
    expect(job).toEqual({
      id: 'job-1',
      file: { name: 'a.csv', size: csvFile().size, type: 'text/csv' },
      status: 'pending',
      progress: 0,
      error: null,
      startTime: null,
      endTime: null,
      retryCount: 0,
      chunkProgress: null,
    });
    expect(queue.getState().jobs).toEqual([job]);
    await tick();
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'processing', startTime: expect.any(Number) });
    expect(uploader.calls).toHaveLength(1);
    expect(uploader.last().file.name).toBe('a.csv');
    expect(uploader.last().context.jobId).toBe('job-1');
  });

  it.each(['processing', 'pending', 'paused'] as const)(
    'returns the existing job when a file of the same name is %s',
    async (status) => {
      const { queue } = setup();
      queue.add(csvFile('first.csv'));
      const second = queue.add(csvFile('dup.csv'));
      await tick();
      if (status === 'paused') queue.pause(second.id);
      const target = status === 'processing' ? queue.getState().jobs[0]! : queue.getState().jobs[1]!;
      expect(target.status).toBe(status);
      const again = queue.add(csvFile(target.file.name, 'other content'));
      expect(again.id).toBe(target.id);
      expect(queue.getState().jobs).toHaveLength(2);
    },
  );

  it.each(['completed', 'error'] as const)('adds a new job when the same name is only %s', async (status) => {
    const { queue, uploader } = setup({ maxRetries: 0 });
    const first = queue.add(csvFile('a.csv'));
    await tick();
    if (status === 'completed') uploader.last().resolve();
    else uploader.last().reject(new Error('Server said no'));
    await tick();
    expect(queue.getState().jobs[0]!.status).toBe(status);
    const second = queue.add(csvFile('a.csv'));
    expect(second.id).not.toBe(first.id);
    expect(queue.getState().jobs).toHaveLength(2);
  });

  it('announces added jobs and notifies subscribers with a new state object', () => {
    const { queue } = setup();
    const added = vi.fn();
    const listener = vi.fn();
    queue.on('added', added);
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getState();
    queue.add(csvFile());
    expect(added).toHaveBeenCalledWith({ job: expect.objectContaining({ id: 'job-1' }) });
    expect(listener).toHaveBeenCalled();
    expect(queue.getState()).not.toBe(before);
    expect(queue.getState()).toBe(queue.getState());
    unsubscribe();
    listener.mockClear();
    queue.add(csvFile('b.csv'));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createUploadQueue: one job at a time', () => {
  it('runs only the first pending job and starts the next when it settles', async () => {
    const { queue, uploader } = setup({ maxRetries: 0 });
    queue.add(csvFile('a.csv'));
    queue.add(csvFile('b.csv'));
    queue.add(csvFile('c.csv'));
    expect(uploader.calls).toHaveLength(0);
    await tick();
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.csv']);
    expect(queue.getState().jobs.map((j) => j.status)).toEqual(['processing', 'pending', 'pending']);

    uploader.last().resolve();
    await tick();
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.csv', 'b.csv']);
    expect(queue.getState().jobs.map((j) => j.status)).toEqual(['completed', 'processing', 'pending']);

    uploader.last().reject(new Error('Bad gateway'));
    await tick();
    expect(queue.getState().jobs.map((j) => j.status)).toEqual(['completed', 'error', 'processing']);
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.csv', 'b.csv', 'c.csv']);
  });
});

describe('createUploadQueue: progress', () => {
  it('takes progress 0-100 from the upload progress events and 100 on completion', async () => {
    const { queue, uploader } = setup();
    const job = queue.add(csvFile());
    await tick();
    const progress = vi.fn();
    queue.on('progress', progress);
    uploader.last().context.onProgress({ loaded: 50, total: 200 });
    expect(queue.getState().jobs[0]!.progress).toBe(25);
    uploader.last().context.onProgress({ loaded: 200, total: 200 });
    // Bytes sent is not success: 100 waits for the upload to resolve.
    expect(queue.getState().jobs[0]!.progress).toBe(99);
    expect(progress).toHaveBeenCalledTimes(2);
    uploader.last().resolve();
    await tick();
    expect(queue.getState().jobs[0]).toMatchObject({ id: job.id, status: 'completed', progress: 100 });
    expect(queue.getState().jobs[0]!.endTime).toEqual(expect.any(Number));
  });

  it('fills chunkProgress when the uploader reports chunks', async () => {
    const { queue, uploader } = setup();
    queue.add(csvFile());
    await tick();
    uploader
      .last()
      .context.onProgress({ loaded: 0, total: 0, chunk: { current: 2, total: 4, completed: 1 } });
    expect(queue.getState().jobs[0]).toMatchObject({
      progress: 25,
      chunkProgress: { current: 2, total: 4, completed: 1 },
    });
  });

  it('ignores progress reported after the job was removed', async () => {
    const { queue, uploader } = setup();
    const job = queue.add(csvFile());
    await tick();
    const call = uploader.last();
    queue.remove(job.id);
    call.context.onProgress({ loaded: 1, total: 2 });
    expect(queue.getState().jobs).toEqual([]);
  });
});

describe('createUploadQueue: retries', () => {
  it('retries an errored job automatically at most 2 times, then leaves it in error', async () => {
    const { queue, uploader } = setup();
    const failed = vi.fn();
    const retried = vi.fn();
    queue.on('failed', failed);
    queue.on('retried', retried);
    queue.add(csvFile());
    await tick();
    for (let attempt = 0; attempt < 3; attempt++) {
      uploader.last().reject(new Error(`Server error ${attempt}`));
      await tick();
    }
    expect(uploader.calls).toHaveLength(3);
    expect(queue.getState().jobs[0]).toMatchObject({
      status: 'error',
      retryCount: 2,
      error: 'Server error 2',
    });
    expect(failed.mock.calls.map(([event]) => event.willRetry)).toEqual([true, true, false]);
    expect(retried.mock.calls.map(([event]) => [event.job.retryCount, event.automatic])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('honours a smaller maxRetries', async () => {
    const { queue, uploader } = setup({ maxRetries: 0 });
    queue.add(csvFile());
    await tick();
    uploader.last().reject(new Error('nope'));
    await tick();
    expect(uploader.calls).toHaveLength(1);
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'error', retryCount: 0 });
  });

  it('retries by hand with progress reset and retryCount plus one', async () => {
    const { queue, uploader } = setup({ maxRetries: 0 });
    const job = queue.add(csvFile());
    await tick();
    uploader.last().context.onProgress({ loaded: 3, total: 4 });
    uploader.last().reject(new Error('nope'));
    await tick();
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'error', progress: 75 });
    const retried = queue.retry(job.id);
    expect(retried).toMatchObject({ status: 'pending', progress: 0, retryCount: 1, error: null });
    await tick();
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'processing', retryCount: 1 });
    expect(uploader.calls).toHaveLength(2);
  });

  it('refuses to retry a job that is not in error', () => {
    const { queue } = setup();
    const job = queue.add(csvFile());
    const error = catchError(() => queue.retry(job.id));
    expect(isQueueError(error) && error.code).toBe('illegal_transition');
  });
});

describe('createUploadQueue: pause, resume, remove, clear', () => {
  it('skips a paused job and runs it after resume', async () => {
    const { queue, uploader } = setup();
    queue.add(csvFile('a.csv'));
    const b = queue.add(csvFile('b.csv'));
    queue.add(csvFile('c.csv'));
    expect(queue.pause(b.id).status).toBe('paused');
    await tick();
    uploader.last().resolve();
    await tick();
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.csv', 'c.csv']);
    uploader.last().resolve();
    await tick();
    expect(queue.resume(b.id).status).toBe('pending');
    await tick();
    expect(queue.getState().jobs[1]!.status).toBe('processing');
    expect(uploader.last().file.name).toBe('b.csv');
  });

  it('keeps a resumed job waiting while another one runs', async () => {
    const { queue } = setup();
    queue.add(csvFile('a.csv'));
    const b = queue.add(csvFile('b.csv'));
    queue.pause(b.id);
    queue.resume(b.id);
    await tick();
    expect(queue.getState().jobs.map((j) => j.status)).toEqual(['processing', 'pending']);
  });

  it('refuses to pause a running job and reports an unknown id', async () => {
    const { queue } = setup();
    const job = queue.add(csvFile());
    await tick();
    const illegal = catchError(() => queue.pause(job.id));
    expect(isQueueError(illegal) && illegal.code).toBe('illegal_transition');
    const missing = catchError(() => queue.pause('nope'));
    expect(isQueueError(missing) && missing.code).toBe('job_not_found');
  });

  it('removes a running job: aborts its upload, announces "removed" and starts the next', async () => {
    const { queue, uploader, fileStore } = setup();
    const a = queue.add(csvFile('a.csv'));
    queue.add(csvFile('b.csv'));
    await tick();
    const removed = vi.fn();
    queue.on('removed', removed);
    const call = uploader.last();
    expect(queue.remove(a.id)).toBe(true);
    expect(call.context.signal.aborted).toBe(true);
    expect(removed).toHaveBeenCalledWith({ job: expect.objectContaining({ id: a.id }) });
    await tick();
    expect(uploader.last().file.name).toBe('b.csv');
    // A late rejection of the aborted upload changes nothing.
    call.reject(new Error('aborted'));
    await queue.flush();
    await tick();
    expect(queue.getState().jobs.map((j) => j.file.name)).toEqual(['b.csv']);
    expect(fileStore.files.has(a.id)).toBe(false);
    expect(queue.remove(a.id)).toBe(false);
  });

  it('clear removes completed and errored jobs only, announcing each', async () => {
    const { queue, uploader } = setup({ maxRetries: 0 });
    queue.add(csvFile('done.csv'));
    queue.add(csvFile('bad.csv'));
    const paused = queue.add(csvFile('paused.csv'));
    queue.pause(paused.id);
    queue.add(csvFile('running.csv'));
    queue.add(csvFile('waiting.csv'));
    await tick();
    uploader.last().resolve();
    await tick();
    uploader.last().reject(new Error('x'));
    await tick();
    const removed = vi.fn();
    queue.on('removed', removed);
    const cleared = queue.clear();
    expect(cleared.map((j) => j.file.name)).toEqual(['done.csv', 'bad.csv']);
    expect(removed).toHaveBeenCalledTimes(2);
    expect(queue.getState().jobs.map((j) => [j.file.name, j.status])).toEqual([
      ['paused.csv', 'paused'],
      ['running.csv', 'processing'],
      ['waiting.csv', 'pending'],
    ]);
  });
});

describe('createUploadQueue: persistence and reload', () => {
  it('persists job metadata under "processingQueue" with a version', async () => {
    const { queue, storage } = setup();
    queue.add(csvFile('a.csv'));
    await tick();
    await queue.flush();
    const snapshot = JSON.parse(storage.items.get(QUEUE_STORAGE_KEY)!);
    expect(QUEUE_STORAGE_KEY).toBe('processingQueue');
    expect(snapshot.version).toBe(1);
    expect(snapshot.jobs).toEqual([expect.objectContaining({ id: 'job-1', status: 'processing' })]);
  });

  it('resumes after a reload: the processing job goes back to pending and runs again with its file', async () => {
    const first = setup();
    first.queue.add(csvFile('a.csv', 'email\nbob@example.com\n'));
    const b = first.queue.add(csvFile('b.csv'));
    first.queue.pause(b.id);
    await tick();
    first.uploader.last().context.onProgress({ loaded: 1, total: 2 });
    await first.queue.flush();
    expect(first.queue.getState().jobs.map((j) => j.status)).toEqual(['processing', 'paused']);
    first.queue.destroy();

    const uploader = controlledUpload();
    const second = createUploadQueue({
      upload: uploader.upload,
      storage: first.storage,
      fileStore: first.fileStore,
      logger: first.logger,
    });
    // Restored synchronously from a synchronous storage; picked up on the next microtask.
    expect(second.getState().jobs.map((j) => [j.id, j.status, j.progress])).toEqual([
      ['job-1', 'pending', 0],
      ['job-2', 'paused', 0],
    ]);
    await tick();
    expect(second.getState().jobs.map((j) => j.status)).toEqual(['processing', 'paused']);
    expect(uploader.calls).toHaveLength(1);
    expect(await uploader.last().file.text()).toBe('email\nbob@example.com\n');
    expect(uploader.last().file.name).toBe('a.csv');
  });

  it('marks a restored job whose file is gone as error with a clear message, without auto retry', async () => {
    const first = setup();
    first.queue.add(csvFile('a.csv'));
    await first.queue.flush();
    first.queue.destroy();

    const uploader = controlledUpload();
    const second = createUploadQueue({
      upload: uploader.upload,
      storage: first.storage,
      fileStore: memoryFileStore(),
      logger: first.logger,
    });
    await second.ready;
    await tick();
    expect(uploader.calls).toHaveLength(0);
    expect(second.getState().jobs[0]).toMatchObject({
      status: 'error',
      error: FILE_MISSING_MESSAGE,
      retryCount: 0,
    });
    expect(FILE_MISSING_MESSAGE).toBe('The file is no longer available; add it again.');
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 99, savedAt: 1, jobs: [] })],
    [
      'a job of the wrong shape',
      JSON.stringify({ version: 1, savedAt: 1, jobs: [{ id: 'x', status: 'weird' }] }),
    ],
  ])('logs and drops a snapshot that is %s', async (_, raw) => {
    const storage = memoryStorage({ [QUEUE_STORAGE_KEY]: raw });
    const logger = { warn: vi.fn() };
    const queue = createUploadQueue({ upload: controlledUpload().upload, storage, logger });
    await queue.ready;
    expect(queue.getState()).toMatchObject({ jobs: [], hydrated: true });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('dropped the persisted queue'));
  });

  it('waits for an async storage before running anything, keeping jobs added meanwhile', async () => {
    const stored = setup();
    stored.queue.add(csvFile('old.csv'));
    await stored.queue.flush();
    stored.queue.destroy();
    const raw = stored.storage.items.get(QUEUE_STORAGE_KEY)!;
    let release: (value: string) => void = () => {};
    const asyncStorage = {
      getItem: () => new Promise<string>((resolve) => (release = resolve)),
      setItem: vi.fn(async () => {}),
      removeItem: async () => {},
    };
    const uploader = controlledUpload();
    const queue = createUploadQueue({
      upload: uploader.upload,
      storage: asyncStorage,
      fileStore: stored.fileStore,
    });
    queue.add(csvFile('new.csv'));
    expect(queue.getState()).toMatchObject({ hydrated: false });
    expect(uploader.calls).toHaveLength(0);
    expect(asyncStorage.setItem).not.toHaveBeenCalled();
    release(raw);
    await queue.ready;
    await tick();
    expect(queue.getState().jobs.map((j) => [j.file.name, j.status])).toEqual([
      ['old.csv', 'processing'],
      ['new.csv', 'pending'],
    ]);
    expect(uploader.last().file.name).toBe('old.csv');
  });

  it('drops a file added during an async restore when the restored queue already has its name', async () => {
    const stored = setup();
    stored.queue.add(csvFile('same.csv'));
    await stored.queue.flush();
    stored.queue.destroy();
    const raw = stored.storage.items.get(QUEUE_STORAGE_KEY)!;
    const queue = createUploadQueue({
      upload: controlledUpload().upload,
      storage: { getItem: async () => raw, setItem: async () => {}, removeItem: async () => {} },
      fileStore: stored.fileStore,
    });
    const removed = vi.fn();
    queue.on('removed', removed);
    const early = queue.add(csvFile('same.csv'));
    await queue.ready;
    expect(queue.getState().jobs.map((j) => j.id)).toEqual(['job-1']);
    expect(removed).toHaveBeenCalledWith({ job: expect.objectContaining({ id: early.id }) });
  });

  it('never throws when the storage fails', async () => {
    const logger = { warn: vi.fn() };
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    const { queue } = setup({ storage: broken, logger });
    queue.add(csvFile());
    await queue.flush();
    expect(queue.getState().jobs).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith('[@rapport/queue] could not save the queue', expect.any(Error));
  });

  it('deletes the stored file once its upload completed', async () => {
    const { queue, uploader, fileStore } = setup();
    const job = queue.add(csvFile());
    await queue.flush();
    expect(fileStore.files.has(job.id)).toBe(true);
    uploader.last().resolve();
    await tick();
    await queue.flush();
    expect(fileStore.files.has(job.id)).toBe(false);
  });
});

describe('createUploadQueue: status polling', () => {
  it('asks getStatus about the running job every 2 s and applies what it says', async () => {
    vi.useFakeTimers();
    const getStatus = vi.fn(async (ids: string[]) => [{ id: ids[0]!, progress: 40 }]);
    const { queue, uploader } = setup({ getStatus });
    queue.add(csvFile('a.csv'));
    queue.add(csvFile('b.csv'));
    queue.startPolling();
    expect(queue.getState().polling).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(getStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getStatus).toHaveBeenCalledWith(['job-1']);
    expect(queue.getState().jobs[0]!.progress).toBe(40);

    getStatus.mockResolvedValueOnce([{ id: 'job-1', status: 'completed' } as never]);
    const firstCall = uploader.last();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'completed', progress: 100 });
    expect(firstCall.context.signal.aborted).toBe(true);
    expect(uploader.last().file.name).toBe('b.csv');

    queue.stopPolling();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(queue.getState().polling).toBe(false);
  });

  it('schedules polling on the injected clock', async () => {
    const intervals: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
    const clock = {
      now: () => 42,
      setTimeout: () => 0,
      clearTimeout: () => {},
      setInterval: (fn: () => void, ms: number) => intervals.push({ fn, ms, cleared: false }) - 1,
      clearInterval: (handle: unknown) => {
        intervals[handle as number]!.cleared = true;
      },
    };
    const getStatus = vi.fn(async () => []);
    const { queue } = setup({ clock, getStatus });
    queue.add(csvFile());
    await tick();
    expect(queue.getState().jobs[0]!.startTime).toBe(42);
    queue.startPolling();
    queue.startPolling();
    expect(intervals.map((i) => i.ms)).toEqual([2_000]);
    intervals[0]!.fn();
    expect(getStatus).toHaveBeenCalledWith(['job-1']);
    queue.stopPolling();
    expect(intervals[0]!.cleared).toBe(true);
  });

  it('does not call getStatus when nothing is running, and survives a failing poll', async () => {
    vi.useFakeTimers();
    const getStatus = vi.fn(async () => {
      throw new Error('offline');
    });
    const { queue, logger } = setup({ getStatus, pollIntervalMs: 500 });
    queue.startPolling();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getStatus).not.toHaveBeenCalled();
    queue.add(csvFile());
    await vi.advanceTimersByTimeAsync(500);
    expect(getStatus).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('[@rapport/queue] queue status poll failed', expect.any(Error));
    expect(queue.getState().jobs[0]!.status).toBe('processing');
  });

  it('treats an error from the status source like a failed upload, with automatic retry', async () => {
    vi.useFakeTimers();
    const getStatus = vi.fn(async (ids: string[]) => [
      { id: ids[0]!, status: 'error' as const, error: 'Bad CSV' },
    ]);
    const { queue, uploader } = setup({ getStatus, maxRetries: 1 });
    queue.add(csvFile());
    queue.startPolling();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'processing', retryCount: 1 });
    expect(uploader.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'error', retryCount: 1, error: 'Bad CSV' });
  });
});

describe('createUploadQueue: live updates', () => {
  it('is off by default and needs a socket factory to connect', () => {
    const { queue } = setup();
    expect(queue.getState().live.status).toBe('off');
    const error = catchError(() => queue.connectLive());
    expect(isQueueError(error) && error.code).toBe('live_unavailable');
  });

  it('applies job updates received over the live socket', async () => {
    let handlers: import('./live').LiveSocketHandlers | undefined;
    const { queue } = setup({
      createLiveSocket: (h) => {
        handlers = h;
        return { close: () => {} };
      },
    });
    queue.add(csvFile());
    await tick();
    queue.connectLive();
    expect(queue.getState().live.status).toBe('connecting');
    handlers!.onOpen();
    expect(queue.getState().live.status).toBe('open');
    handlers!.onMessage({
      jobs: [{ id: 'job-1', progress: 64, chunkProgress: { current: 3, total: 5, completed: 2 } }],
    });
    expect(queue.getState().jobs[0]).toMatchObject({
      progress: 64,
      chunkProgress: { current: 3, total: 5, completed: 2 },
    });
    handlers!.onMessage('garbage');
    handlers!.onMessage({ id: 'job-1', status: 'completed' });
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'completed', progress: 100 });
    queue.disconnectLive();
    expect(queue.getState().live.status).toBe('off');
  });
});

describe('createUploadQueue: destroy', () => {
  it('stops timers, abandons the upload and refuses further use', async () => {
    vi.useFakeTimers();
    const getStatus = vi.fn(async () => []);
    const { queue, uploader } = setup({ getStatus });
    queue.add(csvFile());
    await tick();
    queue.startPolling();
    queue.destroy();
    expect(uploader.last().context.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getStatus).not.toHaveBeenCalled();
    const error = catchError(() => queue.add(csvFile('x.csv')));
    expect(isQueueError(error) && error.code).toBe('destroyed');
  });
});
