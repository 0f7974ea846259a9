import { type Clock, systemClock } from '@rapport/sdk';
import mitt, { type Handler } from 'mitt';
import { reconnectDelay } from './backoff';
import {
  AUTH_ERROR_DESCRIPTION,
  AUTH_ERROR_TITLE,
  AUTH_FAILURE_CLOSE_CODES,
  AUTH_FAILURE_REASON_MARKER,
  CONNECTION_FAILED_TITLE,
  connectionFailedDescription,
  ERROR_TOAST_MS,
  HEARTBEAT_FRAME,
  HEARTBEAT_INTERVAL_MS,
  MAX_CONSECUTIVE_AUTH_REFRESHES,
  MAX_RECONNECT_ATTEMPTS,
  MIN_UPTIME_MS,
  NORMAL_CLOSE_CODE,
  SESSION_ENDED_CLOSE_CODE,
} from './constants';
import { RealtimeError, type RealtimeErrorCode } from './errors';
import { type NotificationMessage, type NotificationType, parseNotificationFrame } from './events';
import { type ConnectionAction, type ConnectionState, transition } from './state';
import type { NotificationToast } from './toast';
import { type WebSocketConstructor, type WebSocketLike, WS_CONNECTING, WS_OPEN } from './websocket';

/** An `auth_error` or `failed` event: a ready-to-show destructive toast plus its cause. */
export interface RealtimeAlert extends NotificationToast {
  code: RealtimeErrorCode;
  error: RealtimeError;
}

/** Why the socket closed, as the `close` event reports it. */
export interface SocketCloseInfo {
  code: number;
  reason: string;
  /** True when the client will try again (after a backoff or a token refresh). */
  willReconnect: boolean;
}

/** The one event map of the client: every message type, plus the client's own events. */
export type NotificationClientEvents = {
  [K in NotificationType]: NotificationMessage<K>;
} & {
  /** Every valid message, whatever its type. */
  message: NotificationMessage;
  /** The socket opened (after a connect or a reconnect). */
  open: { url: string };
  /** The socket closed. */
  close: SocketCloseInfo;
  /** §8 "Authentication Error" / "Session expired, please log in again". */
  auth_error: RealtimeAlert;
  /** §8 "Connection Failed" / "Unable to reconnect after 5 attempts". */
  failed: RealtimeAlert;
  /**
   * The server ended the session (SESSION_ENDED_CLOSE_CODE): signed out elsewhere, password reset.
   * The client stays closed; the app signs the person out locally.
   */
  session_ended: RealtimeAlert;
};

export type NotificationClientEventType = keyof NotificationClientEvents;

export interface NotificationClientOptions {
  /** Base socket URL, e.g. `ws://localhost:3000/api/ws/notifications`. `token` and `since` are appended. */
  url: string;
  /** Called before every (re)connect so each one uses a fresh token. null/empty means signed out. */
  getAccessToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Refreshes the session after an auth close. Rejecting or returning false means it failed. */
  refresh: () => Promise<boolean | undefined> | boolean | undefined;
  /** Defaults to the global `WebSocket`; pass the `ws` package's class in Node. */
  WebSocket?: WebSocketConstructor;
  clock?: Clock;
  /** A number in [0, 1), like `Math.random` (the backoff jitter). */
  random?: () => number;
  /** Id of the last notification already seen: the first connect asks the server to replay what came after. */
  since?: string | number | null;
  heartbeatIntervalMs?: number;
  maxReconnectAttempts?: number;
  /** How long a connection must stay open before the reconnect attempt counter resets. */
  minUptimeMs?: number;
}

export const DEFAULT_OPTIONS = {
  clock: systemClock,
  random: Math.random,
  heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
  maxReconnectAttempts: MAX_RECONNECT_ATTEMPTS,
  minUptimeMs: MIN_UPTIME_MS,
} as const satisfies Partial<NotificationClientOptions>;

export type StateListener = (state: ConnectionState) => void;

export interface NotificationClient {
  getState(): ConnectionState;
  /** Called on every state change; returns the unsubscribe function. */
  subscribe(listener: StateListener): () => void;
  /** Listens to one event; returns the function that stops listening. */
  on<K extends NotificationClientEventType>(
    type: K,
    handler: Handler<NotificationClientEvents[K]>,
  ): () => void;
  off<K extends NotificationClientEventType>(type: K, handler?: Handler<NotificationClientEvents[K]>): void;
  /** Opens the socket. Does nothing while connecting or open; after `closed`/`failed` starts afresh. */
  connect(): void;
  /** Closes with code 1000 and does not reconnect. */
  close(): void;
  /** Id of the last notification received (what `since` will be on the next connect). */
  getLastNotificationId(): string | undefined;
}

/** Appends `token` and, when known, `since` to the base URL. */
export function buildSocketUrl(base: string, token: string, since?: string): string {
  const params = new URLSearchParams({ token });
  if (since !== undefined) params.set('since', since);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

export function isAuthFailureClose(code: number, reason: string): boolean {
  return AUTH_FAILURE_CLOSE_CODES.includes(code) || reason.includes(AUTH_FAILURE_REASON_MARKER);
}

function alert(code: RealtimeErrorCode, title: string, description: string, cause?: unknown): RealtimeAlert {
  return {
    code,
    title,
    description,
    variant: 'destructive',
    durationMs: ERROR_TOAST_MS,
    error: new RealtimeError(code, description, cause === undefined ? undefined : { cause }),
  };
}

function closeInfo(event: unknown): { code: number; reason: string } {
  const e = (event ?? {}) as { code?: unknown; reason?: unknown };
  return {
    code: typeof e.code === 'number' ? e.code : 1006,
    reason: typeof e.reason === 'string' ? e.reason : String(e.reason ?? ''),
  };
}

/**
 * The notification socket client (spec §4 "Notification socket", §7 "Socket", §8, §9).
 * Framework-free: state through `getState`/`subscribe`, messages through typed events.
 */
export function createNotificationClient(options: NotificationClientOptions): NotificationClient {
  const clock = options.clock ?? DEFAULT_OPTIONS.clock;
  const random = options.random ?? DEFAULT_OPTIONS.random;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? DEFAULT_OPTIONS.heartbeatIntervalMs;
  const maxReconnectAttempts = options.maxReconnectAttempts ?? DEFAULT_OPTIONS.maxReconnectAttempts;
  const minUptimeMs = options.minUptimeMs ?? DEFAULT_OPTIONS.minUptimeMs;

  const emitter = mitt<NotificationClientEvents>();
  const listeners = new Set<StateListener>();

  let state: ConnectionState = 'closed';
  let socket: WebSocketLike | null = null;
  /** Reconnect attempts since the last connection that stayed up `minUptimeMs`. */
  let attempt = 0;
  /** Refreshes after auth closes since the last connection that stayed up `minUptimeMs`. */
  let authRefreshes = 0;
  let openedAt = 0;
  let lastId: string | undefined =
    options.since === undefined || options.since === null ? undefined : String(options.since);
  let reconnectTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  /**
   * Bumped by `connect()` and `close()`: async work (token, refresh) started under an older
   * session finds a different number when it resumes and stops.
   */
  let session = 0;
  /** Resolved by `connect()`, which throws when there is none. */
  let WebSocketImpl: WebSocketConstructor | null = null;

  /**
   * A listener that throws must not break the state machine (a reconnect would be lost), so
   * its error is rethrown on a later tick where it still reaches the host's error reporting.
   */
  function guard(run: () => void): void {
    try {
      run();
    } catch (e) {
      queueMicrotask(() => {
        throw e;
      });
    }
  }

  function emit<K extends NotificationClientEventType>(type: K, event: NotificationClientEvents[K]): void {
    guard(() => emitter.emit(type, event));
  }

  function dispatch(action: ConnectionAction): void {
    const next = transition(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) guard(() => listener(next));
  }

  function stopTimers(): void {
    if (reconnectTimer !== null) clock.clearTimeout(reconnectTimer);
    if (heartbeatTimer !== null) clock.clearInterval(heartbeatTimer);
    reconnectTimer = null;
    heartbeatTimer = null;
  }

  function resolveWebSocket(): WebSocketConstructor {
    const Ctor =
      options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? undefined;
    if (Ctor === undefined) {
      throw new RealtimeError(
        'no_websocket',
        'No WebSocket implementation: pass the `WebSocket` option (e.g. the `ws` package in Node)',
      );
    }
    return Ctor;
  }

  function authFailed(cause?: unknown): void {
    session++;
    stopTimers();
    dispatch('close');
    emit('auth_error', alert('auth_failed', AUTH_ERROR_TITLE, AUTH_ERROR_DESCRIPTION, cause));
  }

  function giveUp(): void {
    session++;
    stopTimers();
    dispatch('give_up');
    emit(
      'failed',
      alert('reconnect_failed', CONNECTION_FAILED_TITLE, connectionFailedDescription(maxReconnectAttempts)),
    );
  }

  /** After an abnormal close (or a socket that could not be created): back off and retry, or give up. */
  function scheduleReconnect(): void {
    if (attempt >= maxReconnectAttempts) {
      giveUp();
      return;
    }
    const delay = reconnectDelay(attempt, random);
    attempt++;
    dispatch('dropped');
    const mine = session;
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = null;
      if (mine === session) void openSocket();
    }, delay);
  }

  async function refreshAndReconnect(): Promise<void> {
    if (authRefreshes >= MAX_CONSECUTIVE_AUTH_REFRESHES) {
      authFailed();
      return;
    }
    authRefreshes++;
    dispatch('dropped');
    const mine = session;
    let ok: boolean | undefined;
    let cause: unknown;
    try {
      ok = await options.refresh();
    } catch (e) {
      ok = false;
      cause = e;
    }
    if (mine !== session) return;
    if (ok === false) authFailed(cause);
    else await openSocket();
  }

  async function openSocket(): Promise<void> {
    const mine = session;
    let token: string | null | undefined;
    try {
      token = await options.getAccessToken();
    } catch {
      // A token provider that throws is treated like a connection that could not open.
      if (mine === session) scheduleReconnect();
      return;
    }
    if (mine !== session) return;
    if (typeof token !== 'string' || token === '') {
      // §8: with no token the socket cannot authenticate; the same alert as a failed refresh.
      authFailed();
      return;
    }
    const url = buildSocketUrl(options.url, token, lastId);
    let ws: WebSocketLike;
    try {
      ws = new (WebSocketImpl ?? resolveWebSocket())(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    let opened = false;
    // Listeners stay attached for the socket's whole life (the `ws` package throws on an
    // 'error' event with no listener); events of a replaced socket are ignored instead.
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      opened = true;
      openedAt = clock.now();
      dispatch('opened');
      heartbeatTimer = clock.setInterval(() => {
        if (socket === ws && ws.readyState === WS_OPEN) ws.send(HEARTBEAT_FRAME);
      }, heartbeatIntervalMs);
      emit('open', { url: options.url });
    });
    ws.addEventListener('message', (event) => {
      if (socket !== ws) return;
      const msg = parseNotificationFrame(event?.data);
      if (msg === null) return;
      if (msg.id !== undefined) lastId = msg.id;
      emit(msg.type, msg as never);
      emit('message', msg);
    });
    /** Set when the handshake itself was refused with HTTP 403 (Node's `ws` says so in the error). */
    let refusedWith403 = false;
    ws.addEventListener('error', (event) => {
      // A 'close' event always follows; the decision is taken there.
      const message = (event as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && /\b403\b/.test(message)) refusedWith403 = true;
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      stopTimers();
      if (opened && clock.now() - openedAt >= minUptimeMs) {
        // partysocket's minUptime rule: only a connection that held resets the counters.
        attempt = 0;
        authRefreshes = 0;
      }
      const { code, reason } = closeInfo(event);
      if (code === SESSION_ENDED_CLOSE_CODE) {
        session++;
        dispatch('close');
        emit('close', { code, reason, willReconnect: false });
        emit('session_ended', alert('session_ended', AUTH_ERROR_TITLE, AUTH_ERROR_DESCRIPTION));
      } else if (isAuthFailureClose(code, reason) || refusedWith403) {
        emit('close', { code, reason, willReconnect: authRefreshes < MAX_CONSECUTIVE_AUTH_REFRESHES });
        void refreshAndReconnect();
      } else if (code === NORMAL_CLOSE_CODE) {
        session++;
        dispatch('close');
        emit('close', { code, reason, willReconnect: false });
      } else {
        emit('close', { code, reason, willReconnect: attempt < maxReconnectAttempts });
        scheduleReconnect();
      }
    });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on(type, handler) {
      emitter.on(type, handler);
      return () => emitter.off(type, handler);
    },
    off(type, handler) {
      emitter.off(type, handler);
    },
    connect() {
      if (state === 'connecting' || state === 'open') return;
      WebSocketImpl = resolveWebSocket();
      session++;
      attempt = 0;
      authRefreshes = 0;
      dispatch('connect');
      void openSocket();
    },
    close() {
      session++;
      stopTimers();
      const ws = socket;
      socket = null;
      if (ws !== null && (ws.readyState === WS_CONNECTING || ws.readyState === WS_OPEN)) {
        ws.close(NORMAL_CLOSE_CODE);
      }
      dispatch('close');
    },
    getLastNotificationId: () => lastId,
  };
}
