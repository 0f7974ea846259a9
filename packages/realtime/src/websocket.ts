/**
 * The part of the WebSocket API the client uses. Both the browser's `WebSocket` and the
 * `ws` package's `WebSocket` satisfy it, so either can be injected.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: (event: unknown) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `WebSocket.OPEN` and `WebSocket.CONNECTING`, the same in every implementation. */
export const WS_CONNECTING = 0;
export const WS_OPEN = 1;

/** The timers the client uses; injected so tests control time. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/**
 * Looks the globals up on every call (not once at import), so fake timers installed after
 * the client was created still apply.
 */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};
