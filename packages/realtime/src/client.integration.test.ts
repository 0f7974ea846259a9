/**
 * The client against a real `ws` WebSocketServer on 127.0.0.1 (random port) that plays the
 * Rapport notification socket: connection_established first, events with ids, replay
 * after `since`, close 4003 (reason "403") for a stale token.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type Clock, systemClock } from '@rapport/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer, type WebSocket as WsSocket } from 'ws';
import { createNotificationClient, type NotificationClient, type NotificationClientOptions } from './client';
import type { NotificationMessage } from './events';

interface ServerConnection {
  token: string | null;
  since: string | null;
  socket: WsSocket;
  received: string[];
  closeCode?: number;
}

type Behaviour = (conn: ServerConnection) => void;

let server: WebSocketServer;
let baseUrl: string;
let connections: ServerConnection[];
let behaviour: Behaviour;
let client: NotificationClient | undefined;

/** Stored notifications of the fake server, replayed after `since`. */
const STORED = [
  { id: '1', type: 'CSV_PROCESSING_START', message: 'Importing contacts.csv', data: { jobId: 'job-1' } },
  {
    id: '2',
    type: 'CSV_PROCESSING_PROGRESS',
    message: '',
    data: { jobId: 'job-1', processed: 50, total: 100 },
  },
  {
    id: '3',
    type: 'CSV_PROCESSING_COMPLETE',
    message: 'contacts.csv imported',
    data: { jobId: 'job-1', created: 90, updated: 5, skipped: 3, errors: 2 },
  },
];

function sendStoredAfter(conn: ServerConnection, since: string | null, upTo: number): void {
  for (const n of STORED.slice(0, upTo)) {
    if (since === null || Number(n.id) > Number(since)) {
      conn.socket.send(JSON.stringify({ ...n, createdAt: new Date().toISOString() }));
    }
  }
}

async function waitFor(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Real timers, but backoff waits shortened 100× so the schedule runs in milliseconds. */
const fastClock: Clock = { ...systemClock, setTimeout: (fn, ms) => systemClock.setTimeout(fn, ms / 100) };

function start(
  options: Partial<NotificationClientOptions> & Pick<NotificationClientOptions, 'getAccessToken'>,
) {
  const received: NotificationMessage[] = [];
  client = createNotificationClient({
    url: baseUrl,
    refresh: async () => true,
    WebSocket,
    ...options,
  });
  client.on('message', (m) => received.push(m));
  client.connect();
  return { client, received };
}

beforeEach(async () => {
  connections = [];
  behaviour = (conn) => conn.socket.send(JSON.stringify({ type: 'connection_established', message: 'hi' }));
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  baseUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/ws/notifications`;
  server.on('connection', (socket, req) => {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const conn: ServerConnection = {
      token: params.get('token'),
      since: params.get('since'),
      socket,
      received: [],
    };
    connections.push(conn);
    socket.on('message', (data) => conn.received.push(String(data)));
    socket.on('close', (code) => {
      conn.closeCode = code;
    });
    behaviour(conn);
  });
});

afterEach(async () => {
  client?.close();
  client = undefined;
  for (const ws of server.clients) ws.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('notification client against a real ws server', () => {
  it('refreshes the token after a 4003 close and resumes from since without losing an event', async () => {
    let token = 'stale-token';
    const refresh = vi.fn(async () => {
      token = 'fresh-token';
      return true;
    });
    behaviour = (conn) => {
      conn.socket.send(JSON.stringify({ type: 'connection_established', message: 'Connected' }));
      if (conn.token === 'stale-token') {
        // The first two events go out, then the server notices the token expired.
        sendStoredAfter(conn, conn.since, 2);
        conn.socket.close(4003, '403');
      } else {
        sendStoredAfter(conn, conn.since, 3);
      }
    };
    const { client, received } = start({ getAccessToken: async () => token, refresh });
    const states: string[] = [];
    client.subscribe((s) => states.push(s));

    await waitFor(() => received.some((m) => m.type === 'CSV_PROCESSING_COMPLETE'));

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(connections.map((c) => [c.token, c.since])).toEqual([
      ['stale-token', null],
      ['fresh-token', '2'],
    ]);
    expect(received.map((m) => m.type)).toEqual([
      'connection_established',
      'CSV_PROCESSING_START',
      'CSV_PROCESSING_PROGRESS',
      'connection_established',
      'CSV_PROCESSING_COMPLETE',
    ]);
    expect(received.filter((m) => m.id !== undefined).map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(received.at(-1)?.data).toEqual({ jobId: 'job-1', created: 90, updated: 5, skipped: 3, errors: 2 });
    expect(client.getState()).toBe('open');
    expect(states).toEqual(['open', 'connecting', 'open']);
  });

  it('emits the auth error when the refresh after a 4003 fails', async () => {
    behaviour = (conn) => conn.socket.close(4003, '403');
    const authErrors: { title: string; description: string }[] = [];
    const { client } = start({ getAccessToken: async () => 'expired', refresh: async () => false });
    client.on('auth_error', (e) => authErrors.push(e));
    await waitFor(() => authErrors.length > 0);
    expect(authErrors[0]).toMatchObject({
      title: 'Authentication Error',
      description: 'Session expired, please log in again',
    });
    expect(client.getState()).toBe('closed');
    expect(connections).toHaveLength(1);
  });

  it('treats a handshake refused with HTTP 403 like a 4003 close: refresh, then reconnect', async () => {
    const strict = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: (info, cb) =>
        cb(new URL(info.req.url ?? '/', 'http://x').searchParams.get('token') === 'good', 403),
    });
    await once(strict, 'listening');
    const tokens: string[] = [];
    strict.on('connection', (socket, req) => {
      tokens.push(new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? '');
      socket.send(JSON.stringify({ type: 'connection_established', message: 'hi' }));
    });
    try {
      let token = 'bad';
      const refresh = vi.fn(async () => {
        token = 'good';
        return true;
      });
      client = createNotificationClient({
        url: `ws://127.0.0.1:${(strict.address() as AddressInfo).port}/api/ws/notifications`,
        getAccessToken: async () => token,
        refresh,
        WebSocket,
      });
      client.connect();
      await waitFor(() => client?.getState() === 'open');
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(tokens).toEqual(['good']);
    } finally {
      client?.close();
      for (const ws of strict.clients) ws.terminate();
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('sends heartbeats the server receives, and takes the server heartbeat replies', async () => {
    behaviour = (conn) => {
      conn.socket.on('message', (data) => {
        if (JSON.parse(String(data)).type === 'heartbeat') {
          conn.socket.send(JSON.stringify({ type: 'heartbeat', message: 'pong' }));
        }
      });
    };
    const replies: string[] = [];
    const { client } = start({ getAccessToken: async () => 't', heartbeatIntervalMs: 20 });
    client.on('heartbeat', (m) => replies.push(m.message));
    await waitFor(() => (connections[0]?.received.length ?? 0) >= 2 && replies.length >= 2);
    expect(new Set(connections[0]?.received)).toEqual(new Set(['{"type":"heartbeat"}']));
    expect(replies.slice(0, 2)).toEqual(['pong', 'pong']);
  });

  it('reconnects after the server drops the connection, asking for what it missed', async () => {
    behaviour = (conn) => {
      conn.socket.send(JSON.stringify({ type: 'connection_established', message: 'hi' }));
      if (connections.length === 1) {
        sendStoredAfter(conn, null, 1);
        setTimeout(() => conn.socket.terminate(), 20); // abnormal close (1006) on the client
      }
    };
    const { client } = start({ getAccessToken: async () => 't', clock: fastClock });
    await waitFor(() => connections.length === 2 && client.getState() === 'open');
    expect(connections[1]?.since).toBe('1');
  });

  it('close() closes with code 1000 and does not reconnect', async () => {
    const { client } = start({ getAccessToken: async () => 't', clock: fastClock });
    await waitFor(() => client.getState() === 'open');
    client.close();
    await waitFor(() => connections[0]?.closeCode !== undefined);
    expect(connections[0]?.closeCode).toBe(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(connections).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });

  it('gives up with "Unable to reconnect after 5 attempts" when the server is gone', async () => {
    const gone = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(gone, 'listening');
    const port = (gone.address() as AddressInfo).port;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    let tokenCalls = 0;
    const failed: string[] = [];
    client = createNotificationClient({
      url: `ws://127.0.0.1:${port}/api/ws/notifications`,
      getAccessToken: async () => {
        tokenCalls++;
        return 't';
      },
      refresh: async () => true,
      WebSocket,
      clock: fastClock,
    });
    client.on('failed', (e) => failed.push(e.description));
    client.connect();
    await waitFor(() => client?.getState() === 'failed');
    expect(failed).toEqual(['Unable to reconnect after 5 attempts']);
    expect(tokenCalls).toBe(6);
  });
});
