import type { Clock } from '@rapport/sdk';
import { LIVE_MAX_RECONNECT_ATTEMPTS, LIVE_RECONNECT_BASE_MS, LIVE_RECONNECT_MAX_MS } from './constants';

/** What the live connection tells the queue about. */
export interface LiveSocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(code: number, reason: string): void;
}

/** An open socket as far as the queue cares: something it can close. */
export interface LiveSocket {
  close(): void;
}

/**
 * Opens one socket and reports to the handlers. The queue calls it once per (re)connect, so a
 * factory that reads a fresh token each time just works. See `webSocketLiveSocket` for a WebSocket.
 */
export type LiveSocketFactory = (handlers: LiveSocketHandlers) => LiveSocket;

/**
 * `off`: live updates not wanted (the default, spec §4). `connecting`: first socket opening.
 * `open`: connected. `reconnecting`: waiting out a backoff delay or opening a retry socket.
 * `failed`: gave up after the last attempt.
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface LiveState {
  status: LiveStatus;
  /** Reconnect attempts made since the socket was last open. */
  attempt: number;
  /** Set in the `failed` state. */
  error: string | null;
}

export const LIVE_OFF: LiveState = { status: 'off', attempt: 0, error: null };

export function liveFailedMessage(attempts: number): string {
  return `Unable to reconnect after ${attempts} attempts`;
}

/** §9 "Queue socket reconnect: delay min(1000 times 2 to the power n, 30000) ms", n from 0. */
export function liveReconnectDelayMs(attempt: number): number {
  return Math.min(LIVE_RECONNECT_BASE_MS * 2 ** attempt, LIVE_RECONNECT_MAX_MS);
}

export interface LiveConnectionOptions {
  createSocket: LiveSocketFactory;
  clock: Clock;
  onMessage(data: unknown): void;
  onState(state: LiveState): void;
  maxAttempts?: number;
}

export interface LiveConnection {
  getState(): LiveState;
  connect(): void;
  disconnect(): void;
}

/**
 * The "Live/Connect" socket of the upload queue: on any close it did not ask for, it reconnects
 * after `liveReconnectDelayMs(n)` for n = 0..maxAttempts-1, then gives up in `failed`.
 * The attempt count resets when a socket opens.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const maxAttempts = options.maxAttempts ?? LIVE_MAX_RECONNECT_ATTEMPTS;
  let state: LiveState = LIVE_OFF;
  let socket: LiveSocket | null = null;
  let timer: unknown = null;
  // Each socket gets a generation; events from an older one are ignored.
  let generation = 0;

  const setState = (next: LiveState) => {
    state = next;
    options.onState(state);
  };

  const open = () => {
    const mine = ++generation;
    const current = () => mine === generation;
    const handlers: LiveSocketHandlers = {
      onOpen: () => {
        if (current()) setState({ status: 'open', attempt: 0, error: null });
      },
      onMessage: (data) => {
        if (current()) options.onMessage(data);
      },
      onClose: () => {
        if (!current()) return;
        socket = null;
        scheduleReconnect();
      },
    };
    try {
      socket = options.createSocket(handlers);
    } catch {
      if (current()) {
        socket = null;
        scheduleReconnect();
      }
    }
  };

  const scheduleReconnect = () => {
    if (state.attempt >= maxAttempts) {
      setState({ status: 'failed', attempt: state.attempt, error: liveFailedMessage(maxAttempts) });
      return;
    }
    const attempt = state.attempt;
    setState({ status: 'reconnecting', attempt: attempt + 1, error: null });
    timer = options.clock.setTimeout(() => {
      timer = null;
      open();
    }, liveReconnectDelayMs(attempt));
  };

  const stop = () => {
    generation++;
    if (timer !== null) options.clock.clearTimeout(timer);
    timer = null;
    const closing = socket;
    socket = null;
    closing?.close();
  };

  return {
    getState: () => state,
    connect() {
      if (state.status === 'connecting' || state.status === 'open' || state.status === 'reconnecting') return;
      stop();
      setState({ status: 'connecting', attempt: 0, error: null });
      open();
    },
    disconnect() {
      stop();
      if (state.status !== 'off') setState(LIVE_OFF);
    },
  };
}

/** The subset of the WebSocket constructor used here (the browser's, or `ws` in Node). */
export type WebSocketLike = new (
  url: string,
) => {
  onopen: unknown;
  onmessage: unknown;
  onclose: unknown;
  close(code?: number, reason?: string): void;
};

/**
 * A `LiveSocketFactory` over a WebSocket: text messages are parsed as JSON (non-JSON text is
 * passed on as the string). `url` is read on every connect so it may carry a fresh token.
 */
export function webSocketLiveSocket(
  url: string | (() => string),
  WebSocketImpl: WebSocketLike = globalThis.WebSocket as unknown as WebSocketLike,
): LiveSocketFactory {
  return (handlers) => {
    const ws = new WebSocketImpl(typeof url === 'function' ? url() : url);
    ws.onopen = () => handlers.onOpen();
    ws.onmessage = (event: { data: unknown }) => {
      let data = event.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          // Not JSON: hand the text on; the queue ignores what it cannot read.
        }
      }
      handlers.onMessage(data);
    };
    ws.onclose = (event: { code: number; reason: string }) => handlers.onClose(event.code, event.reason);
    return { close: () => ws.close(1000) };
  };
}
