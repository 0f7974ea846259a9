import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildSocketUrl,
  createNotificationClient,
  isAuthFailureClose,
  type NotificationClientOptions,
  type RealtimeAlert,
} from './client';
import type { NotificationMessage } from './events';
import type { ConnectionState } from './state';
import { FakeWebSocket } from './testing/fake-websocket';

const BASE_URL = 'ws://localhost:3000/api/ws/notifications';
/** With random fixed at 0.5 every delay is 1000·2^n + 500, capped at 10000. */
const SCHEDULE_AT_HALF = [1500, 2500, 4500, 8500, 10000];

function setup(overrides: Partial<NotificationClientOptions> = {}) {
  let token = 'token-1';
  const tokens: string[] = [];
  const getAccessToken = vi.fn(async () => {
    tokens.push(token);
    return token;
  });
  const refresh = vi.fn(async () => {
    token = `token-${Number(token.split('-')[1]) + 1}`;
    return true;
  });
  const client = createNotificationClient({
    url: BASE_URL,
    getAccessToken,
    refresh,
    WebSocket: FakeWebSocket,
    random: () => 0.5,
    ...overrides,
  });
  const states: ConnectionState[] = [];
  client.subscribe((s) => states.push(s));
  const authErrors: RealtimeAlert[] = [];
  const failures: RealtimeAlert[] = [];
  client.on('auth_error', (e) => authErrors.push(e));
  client.on('failed', (e) => failures.push(e));
  return {
    client,
    getAccessToken,
    refresh,
    states,
    authErrors,
    failures,
    setToken: (t: string) => (token = t),
  };
}

/** Lets the async token provider / refresh settle without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const sockets = () => FakeWebSocket.instances;

async function connectAndOpen(client: ReturnType<typeof setup>['client']) {
  client.connect();
  await flush();
  FakeWebSocket.last().serverOpen();
  return FakeWebSocket.last();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('buildSocketUrl / isAuthFailureClose', () => {
  it('appends the token and, when known, since', () => {
    expect(buildSocketUrl(BASE_URL, 'a b')).toBe(`${BASE_URL}?token=a+b`);
    expect(buildSocketUrl(BASE_URL, 't', '17')).toBe(`${BASE_URL}?token=t&since=17`);
    expect(buildSocketUrl(`${BASE_URL}?x=1`, 't')).toBe(`${BASE_URL}?x=1&token=t`);
  });

  it.each([
    [1008, '', true],
    [4003, '', true],
    [4000, '403', true],
    [1011, 'Forbidden (403)', true],
    [1006, '', false],
    [1000, '', false],
    [4001, 'unauthorized', false],
  ])('close %i "%s" is an auth failure: %s', (code, reason, expected) => {
    expect(isAuthFailureClose(code, reason)).toBe(expected);
  });
});

describe('createNotificationClient: connecting', () => {
  it('starts closed and does nothing until connect()', async () => {
    const { client } = setup();
    await advance(60_000);
    expect(client.getState()).toBe('closed');
    expect(sockets()).toHaveLength(0);
  });

  it('connects with the access token in the URL and no since on a first connect', async () => {
    const { client, states } = setup();
    client.connect();
    expect(client.getState()).toBe('connecting');
    await flush();
    expect(sockets()).toHaveLength(1);
    expect(FakeWebSocket.last().url).toBe(`${BASE_URL}?token=token-1`);
    FakeWebSocket.last().serverOpen();
    expect(client.getState()).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('passes the since option on the first connect', async () => {
    const { client } = setup({ since: 41 });
    client.connect();
    await flush();
    expect(FakeWebSocket.last().params.get('since')).toBe('41');
  });

  it('ignores connect() while connecting or open', async () => {
    const { client } = setup();
    client.connect();
    client.connect();
    await flush();
    FakeWebSocket.last().serverOpen();
    client.connect();
    await flush();
    expect(sockets()).toHaveLength(1);
  });

  it('throws a no_websocket error when there is no WebSocket implementation', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    vi.stubGlobal('WebSocket', undefined);
    try {
      const client = createNotificationClient({
        url: BASE_URL,
        getAccessToken: () => 't',
        refresh: () => true,
      });
      expect(() => client.connect()).toThrowError(expect.objectContaining({ code: 'no_websocket' }));
      expect(client.getState()).toBe('closed');
    } finally {
      vi.stubGlobal('WebSocket', original);
    }
  });

  it('emits an auth error and closes when there is no access token', async () => {
    const { client, authErrors } = setup({ getAccessToken: async () => null });
    client.connect();
    await flush();
    expect(sockets()).toHaveLength(0);
    expect(client.getState()).toBe('closed');
    expect(authErrors).toHaveLength(1);
  });
});

describe('createNotificationClient: messages', () => {
  it('emits each valid message under its type and under "message"', async () => {
    const { client } = setup();
    const completes: NotificationMessage<'CSV_PROCESSING_COMPLETE'>[] = [];
    const all: string[] = [];
    client.on('CSV_PROCESSING_COMPLETE', (m) => completes.push(m));
    client.on('message', (m) => all.push(m.type));
    const ws = await connectAndOpen(client);
    ws.serverSend({ type: 'connection_established', message: 'Connected' });
    ws.serverSend({ type: 'CSV_PROCESSING_START', message: 'Importing', id: '1' });
    ws.serverSend({
      type: 'CSV_PROCESSING_COMPLETE',
      message: 'Done',
      id: '2',
      data: { jobId: 'j1', created: 3, updated: 1, skipped: 0, errors: 1 },
    });
    expect(all).toEqual(['connection_established', 'CSV_PROCESSING_START', 'CSV_PROCESSING_COMPLETE']);
    expect(completes).toEqual([
      {
        type: 'CSV_PROCESSING_COMPLETE',
        message: 'Done',
        id: '2',
        data: { jobId: 'j1', created: 3, updated: 1, skipped: 0, errors: 1 },
      },
    ]);
    expect(client.getLastNotificationId()).toBe('2');
  });

  it('ignores malformed frames without throwing or changing state', async () => {
    const { client } = setup();
    const all: unknown[] = [];
    client.on('message', (m) => all.push(m));
    const ws = await connectAndOpen(client);
    for (const frame of ['not json', '{"type":"NOPE","message":"x"}', '[]', 'null', '{"message":"x"}']) {
      expect(() => ws.serverSend(frame)).not.toThrow();
    }
    expect(all).toEqual([]);
    expect(client.getState()).toBe('open');
  });

  it('stops delivering to a handler after its unsubscribe or off()', async () => {
    const { client } = setup();
    const a: string[] = [];
    const b: string[] = [];
    const stopA = client.on('POST_UPDATE_START', (m) => a.push(m.message));
    const handlerB = (m: NotificationMessage<'POST_UPDATE_START'>) => b.push(m.message);
    client.on('POST_UPDATE_START', handlerB);
    const ws = await connectAndOpen(client);
    ws.serverSend({ type: 'POST_UPDATE_START', message: 'one' });
    stopA();
    client.off('POST_UPDATE_START', handlerB);
    ws.serverSend({ type: 'POST_UPDATE_START', message: 'two' });
    expect(a).toEqual(['one']);
    expect(b).toEqual(['one']);
  });

  it('stops notifying a state listener after unsubscribe', async () => {
    const { client } = setup();
    const seen: ConnectionState[] = [];
    const unsubscribe = client.subscribe((s) => seen.push(s));
    client.connect();
    unsubscribe();
    await flush();
    FakeWebSocket.last().serverOpen();
    expect(seen).toEqual(['connecting']);
  });
});

describe('createNotificationClient: heartbeat', () => {
  it('sends {"type":"heartbeat"} every 15 s while open, and stops once closed', async () => {
    const { client } = setup();
    client.connect();
    await flush();
    const ws = FakeWebSocket.last();
    await advance(30_000);
    expect(ws.sent).toEqual([]); // not open yet: nothing is sent
    ws.serverOpen();
    await advance(14_999);
    expect(ws.sent).toEqual([]);
    await advance(1);
    expect(ws.sent).toEqual(['{"type":"heartbeat"}']);
    await advance(15_000);
    expect(ws.sent).toHaveLength(2);
    client.close();
    await advance(60_000);
    expect(ws.sent).toHaveLength(2);
  });

  it('restarts the heartbeat on the new socket after a reconnect', async () => {
    const { client } = setup();
    const first = await connectAndOpen(client);
    first.serverClose(1006);
    await advance(1500);
    const second = FakeWebSocket.last();
    expect(second).not.toBe(first);
    second.serverOpen();
    await advance(15_000);
    expect(first.sent).toEqual([]);
    expect(second.sent).toEqual(['{"type":"heartbeat"}']);
  });
});

describe('createNotificationClient: reconnect with backoff', () => {
  it('reconnects on the exact schedule 1500, 2500, 4500, 8500, 10000 ms, then fails', async () => {
    const { client, failures, states } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1006);
    expect(client.getState()).toBe('connecting');
    for (const [i, delay] of SCHEDULE_AT_HALF.entries()) {
      expect(sockets()).toHaveLength(i + 1);
      await advance(delay - 1);
      expect(sockets()).toHaveLength(i + 1);
      await advance(1);
      expect(sockets()).toHaveLength(i + 2);
      FakeWebSocket.last().fail();
    }
    expect(client.getState()).toBe('failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      title: 'Connection Failed',
      description: 'Unable to reconnect after 5 attempts',
      variant: 'destructive',
      code: 'reconnect_failed',
    });
    await advance(120_000);
    expect(sockets()).toHaveLength(6); // the first connection + 5 attempts, no more
    expect(states).toEqual(['connecting', 'open', 'connecting', 'failed']);
  });

  it('uses the random jitter: random 0 gives 1000 ms, random 0.999 gives 1999 ms', async () => {
    for (const [r, delay] of [
      [0, 1000],
      [0.999, 1999],
    ] as const) {
      FakeWebSocket.reset();
      const { client } = setup({ random: () => r });
      const ws = await connectAndOpen(client);
      ws.serverClose(1011, 'server error');
      await advance(delay - 1);
      expect(sockets()).toHaveLength(1);
      await advance(1);
      expect(sockets()).toHaveLength(2);
      client.close();
    }
  });

  it('also backs off when the very first connection cannot be established', async () => {
    const { client } = setup();
    client.connect();
    await flush();
    FakeWebSocket.last().fail();
    await advance(1499);
    expect(sockets()).toHaveLength(1);
    await advance(1);
    expect(sockets()).toHaveLength(2);
  });

  it('treats a token provider that throws like a failed connection', async () => {
    let calls = 0;
    const { client } = setup({
      getAccessToken: async () => {
        calls++;
        if (calls === 1) throw new Error('storage unavailable');
        return 'token-1';
      },
    });
    client.connect();
    await flush();
    expect(sockets()).toHaveLength(0);
    expect(client.getState()).toBe('connecting');
    await advance(1500);
    expect(sockets()).toHaveLength(1);
  });

  it('gets a fresh token for every reconnect', async () => {
    const { client, getAccessToken, setToken } = setup();
    const ws = await connectAndOpen(client);
    setToken('token-rotated');
    ws.serverClose(1006);
    await advance(1500);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.last().params.get('token')).toBe('token-rotated');
  });

  it('resets the attempt counter once a connection stayed open 5 s', async () => {
    const { client } = setup();
    const first = await connectAndOpen(client);
    first.serverClose(1006);
    await advance(1500); // attempt 1
    FakeWebSocket.last().serverOpen();
    await advance(5000);
    FakeWebSocket.last().serverClose(1006);
    await advance(1499);
    expect(sockets()).toHaveLength(2);
    await advance(1); // back to the first delay, 1500 ms
    expect(sockets()).toHaveLength(3);
  });

  it('keeps counting attempts when a connection dropped before 5 s', async () => {
    const { client } = setup();
    const first = await connectAndOpen(client);
    first.serverClose(1006);
    await advance(1500);
    FakeWebSocket.last().serverOpen();
    await advance(4999);
    FakeWebSocket.last().serverClose(1006);
    await advance(2499);
    expect(sockets()).toHaveLength(2);
    await advance(1); // second delay, 2500 ms
    expect(sockets()).toHaveLength(3);
  });

  it('fails after 5 attempts even when each reconnect opens and drops at once', async () => {
    const { client, failures } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1006);
    for (const delay of SCHEDULE_AT_HALF) {
      await advance(delay);
      FakeWebSocket.last().serverOpen();
      await advance(100);
      FakeWebSocket.last().serverClose(1006);
    }
    expect(client.getState()).toBe('failed');
    expect(failures).toHaveLength(1);
  });

  it('can connect again after failing, with a fresh attempt budget', async () => {
    const { client } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1006);
    for (const delay of SCHEDULE_AT_HALF) {
      await advance(delay);
      FakeWebSocket.last().fail();
    }
    expect(client.getState()).toBe('failed');
    client.connect();
    await flush();
    expect(sockets()).toHaveLength(7);
    FakeWebSocket.last().fail();
    await advance(1500);
    expect(sockets()).toHaveLength(8);
  });

  it('asks the server for what it missed with since=<last id> on reconnect', async () => {
    const { client } = setup();
    const ws = await connectAndOpen(client);
    ws.serverSend({ type: 'connection_established', message: 'hi' });
    ws.serverSend({ type: 'EMAIL_SYNC_START', message: 'Syncing', id: 'n-41' });
    ws.serverSend({ type: 'EMAIL_SYNC_COMPLETE', message: 'Synced', id: 'n-42' });
    ws.serverSend({ type: 'heartbeat' });
    ws.serverClose(1006);
    await advance(1500);
    const params = FakeWebSocket.last().params;
    expect(params.get('token')).toBe('token-1');
    expect(params.get('since')).toBe('n-42');
  });
});

describe('createNotificationClient: closing', () => {
  it('close() closes with 1000 and never reconnects', async () => {
    const { client, states } = setup();
    const ws = await connectAndOpen(client);
    client.close();
    expect(ws.closedWith).toEqual({ code: 1000, reason: undefined });
    expect(client.getState()).toBe('closed');
    ws.serverClose(1000); // the close echo arrives later
    await advance(60_000);
    expect(sockets()).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });

  it('close() during a backoff wait cancels the pending reconnect', async () => {
    const { client } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1006);
    client.close();
    await advance(60_000);
    expect(sockets()).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });

  it('close() while the token is being fetched opens no socket', async () => {
    const { client } = setup();
    client.connect();
    client.close();
    await advance(60_000);
    expect(sockets()).toHaveLength(0);
    expect(client.getState()).toBe('closed');
  });

  it('a normal close (1000) from the server does not reconnect', async () => {
    const { client } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1000, 'bye');
    await advance(60_000);
    expect(sockets()).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });

  it('ignores events of a socket it already closed', async () => {
    const { client } = setup();
    const all: unknown[] = [];
    client.on('message', (m) => all.push(m));
    const ws = await connectAndOpen(client);
    client.close();
    ws.serverSend({ type: 'POST_UPDATE_START', message: 'late' });
    ws.serverClose(1006);
    await advance(60_000);
    expect(all).toEqual([]);
    expect(client.getState()).toBe('closed');
  });
});

describe('createNotificationClient: auth closes', () => {
  it.each([
    [1008, ''],
    [4003, ''],
    [4000, '403'],
    [1011, 'HTTP 403 Forbidden'],
  ])('close %i "%s" refreshes the token and reconnects at once with the new token', async (code, reason) => {
    const { client, refresh } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(code, reason);
    expect(client.getState()).toBe('connecting');
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets()).toHaveLength(2);
    expect(FakeWebSocket.last().params.get('token')).toBe('token-2');
    FakeWebSocket.last().serverOpen();
    expect(client.getState()).toBe('open');
  });

  it('a session-ended close (4401) neither refreshes nor reconnects, and reports session_ended', async () => {
    const { client, refresh, states } = setup();
    const ended: RealtimeAlert[] = [];
    client.on('session_ended', (e) => ended.push(e));
    const ws = await connectAndOpen(client);
    ws.serverClose(4401, 'session ended');
    await advance(60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(sockets()).toHaveLength(1);
    expect(client.getState()).toBe('closed');
    expect(states).toEqual(['connecting', 'open', 'closed']);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ code: 'session_ended', title: 'Authentication Error' });
  });

  it('does not refresh on other abnormal closes', async () => {
    const { client, refresh } = setup();
    const ws = await connectAndOpen(client);
    ws.serverClose(1006);
    await advance(1500);
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['returns false', async () => false],
    [
      'rejects',
      async () => {
        throw new Error('refresh token expired');
      },
    ],
  ])('when the refresh %s: emits the auth error and stays closed', async (_label, refresh) => {
    const { client, authErrors, states } = setup({ refresh });
    const ws = await connectAndOpen(client);
    ws.serverClose(4003, '403');
    await flush();
    expect(client.getState()).toBe('closed');
    expect(authErrors).toHaveLength(1);
    expect(authErrors[0]).toMatchObject({
      title: 'Authentication Error',
      description: 'Session expired, please log in again',
      variant: 'destructive',
      code: 'auth_failed',
    });
    await advance(60_000);
    expect(sockets()).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'closed']);
  });

  it('keeps since across a refresh so nothing is lost', async () => {
    const { client } = setup();
    const ws = await connectAndOpen(client);
    ws.serverSend({ type: 'POST_UPDATE_COMPLETE', message: 'ok', id: '9' });
    ws.serverClose(4003, '403');
    await flush();
    expect(FakeWebSocket.last().params.get('since')).toBe('9');
  });

  it('gives up with the auth error after 3 refreshes in a row that the server still rejects', async () => {
    const { client, refresh, authErrors } = setup();
    client.connect();
    await flush();
    for (let i = 0; i < 3; i++) {
      FakeWebSocket.last().serverOpen();
      FakeWebSocket.last().serverClose(4003, '403');
      await flush();
    }
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(sockets()).toHaveLength(4);
    FakeWebSocket.last().serverOpen();
    FakeWebSocket.last().serverClose(4003, '403');
    await flush();
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(authErrors).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });

  it('close() while a refresh is in flight does not reconnect when it resolves', async () => {
    let resolveRefresh: (ok: boolean) => void = () => {};
    const { client } = setup({ refresh: () => new Promise<boolean>((r) => (resolveRefresh = r)) });
    const ws = await connectAndOpen(client);
    ws.serverClose(4003);
    await flush();
    client.close();
    resolveRefresh(true);
    await advance(60_000);
    expect(sockets()).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });
});
