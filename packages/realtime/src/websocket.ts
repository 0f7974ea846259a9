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
