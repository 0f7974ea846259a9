import type { AnyRapportError } from '@rapport/sdk';
export type RealtimeErrorCode =
  /** The refresh after an auth close (1008, 4003, reason "403") failed, or there was no token. */
  | 'auth_failed'
  /** The server closed the socket because its session ended (SESSION_ENDED_CLOSE_CODE). */
  | 'session_ended'
  /** The reconnect attempts ran out (spec §8 "Unable to reconnect after 5 attempts"). */
  | 'reconnect_failed'
  /** No `WebSocket` option was given and the runtime has no global `WebSocket`. */
  | 'no_websocket'
  /** A state change that the table of legal moves does not allow (a bug, not a runtime condition). */
  | 'illegal_transition';

/** The one error class of `@rapport/realtime`. */
export class RealtimeError extends Error implements AnyRapportError {
  override readonly name = 'RealtimeError';
  readonly code: RealtimeErrorCode;
  /** Marks errors thrown by any `@rapport/*` package. */
  readonly isRapportError = true as const;

  constructor(code: RealtimeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isRealtimeError(e: unknown): e is RealtimeError {
  return e instanceof RealtimeError;
}

/** The one guard of every `@rapport/*` package (the marker above): the SDK's. */
export { isRapportError } from '@rapport/sdk';
