import { systemClock } from '@rapport/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, type LiveSocketHandlers, type LiveState, liveReconnectDelayMs } from './live';
import { createUploadQueue } from './queue';
import { controlledUpload } from './test-helpers';

describe('liveReconnectDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits min(1000·2^%i, 30000) = %i ms', (attempt, delay) => {
    expect(liveReconnectDelayMs(attempt)).toBe(delay);
  });
});

describe('createLiveConnection', () => {
  let sockets: Array<{ handlers: LiveSocketHandlers; close: ReturnType<typeof vi.fn>; openedAt: number }>;
  let states: LiveState[];

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    sockets = [];
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connection = (maxAttempts?: number) =>
    createLiveConnection({
      createSocket: (handlers) => {
        const socket = { handlers, close: vi.fn(), openedAt: Date.now() };
        sockets.push(socket);
        return socket;
      },
      clock: systemClock,
      onMessage: () => {},
      onState: (state) => states.push(state),
      ...(maxAttempts === undefined ? {} : { maxAttempts }),
    });

  it('reconnects after 1, 2, 4, 8 and 16 s, then fails after 5 attempts', async () => {
    const live = connection();
    live.connect();
    sockets[0]!.handlers.onClose(1006, '');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(live.getState()).toMatchObject({ status: 'reconnecting', attempt });
      const before = sockets.length;
      await vi.advanceTimersByTimeAsync(liveReconnectDelayMs(attempt - 1) - 1);
      expect(sockets.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.length).toBe(before + 1);
      sockets[sockets.length - 1]!.handlers.onClose(1006, '');
    }
    expect(sockets.map((s) => s.openedAt)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000]);
    expect(live.getState()).toEqual({
      status: 'failed',
      attempt: 5,
      error: 'Unable to reconnect after 5 attempts',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('starts counting again after a socket opened', async () => {
    const live = connection();
    live.connect();
    sockets[0]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(2_000);
    sockets[2]!.handlers.onOpen();
    expect(live.getState()).toEqual({ status: 'open', attempt: 0, error: null });
    sockets[2]!.handlers.onClose(1006, '');
    expect(live.getState()).toMatchObject({ status: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect after disconnect, and ignores events of the closed socket', async () => {
    const live = connection();
    live.connect();
    sockets[0]!.handlers.onOpen();
    live.disconnect();
    expect(sockets[0]!.close).toHaveBeenCalled();
    sockets[0]!.handlers.onClose(1000, '');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.getState().status).toBe('off');
  });

  it('cancels a pending reconnect on disconnect and can connect again after failing', async () => {
    const live = connection(1);
    live.connect();
    sockets[0]!.handlers.onClose(1006, '');
    live.disconnect();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets).toHaveLength(1);
    live.connect();
    sockets[1]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[2]!.handlers.onClose(1006, '');
    expect(live.getState()).toMatchObject({
      status: 'failed',
      error: 'Unable to reconnect after 1 attempts',
    });
    live.connect();
    expect(live.getState().status).toBe('connecting');
    expect(sockets).toHaveLength(4);
  });

  it('counts a socket factory that throws as a failed attempt', async () => {
    let calls = 0;
    const live = createLiveConnection({
      createSocket: () => {
        calls++;
        throw new Error('no network');
      },
      clock: systemClock,
      onMessage: () => {},
      onState: () => {},
    });
    live.connect();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(calls).toBe(6);
    expect(live.getState().status).toBe('failed');
  });
});

describe('upload queue live socket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports reconnecting and failed states through the queue state and "live" events', async () => {
    vi.useFakeTimers();
    const handlers: LiveSocketHandlers[] = [];
    const queue = createUploadQueue({
      upload: controlledUpload().upload,
      createLiveSocket: (h) => {
        handlers.push(h);
        return { close: () => {} };
      },
    });
    const seen: string[] = [];
    queue.on('live', ({ state }) => seen.push(state.status));
    queue.connectLive();
    for (let i = 0; i < 6; i++) {
      handlers[handlers.length - 1]!.onClose(1006, '');
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(handlers).toHaveLength(6);
    expect(queue.getState().live).toMatchObject({ status: 'failed', attempt: 5 });
    expect(seen[0]).toBe('connecting');
    expect(seen.filter((s) => s === 'reconnecting')).toHaveLength(5);
    expect(seen.at(-1)).toBe('failed');
  });
});
