import { RealtimeError } from './errors';

/** §4 "States: connecting, open, closed", plus `failed` once the reconnect attempts ran out. */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'failed';

export type ConnectionAction =
  /** `connect()` was called. */
  | 'connect'
  /** The socket opened. */
  | 'opened'
  /** The socket dropped (or could not open) and a reconnect, or a token refresh, is under way. */
  | 'dropped'
  /** Closed for good: `close()`, a normal close from the server, or an auth failure. */
  | 'close'
  /** The reconnect attempts ran out. */
  | 'give_up';

/** The legal moves; anything else is a bug in the client and throws. */
const TRANSITIONS: Record<ConnectionState, Partial<Record<ConnectionAction, ConnectionState>>> = {
  closed: { connect: 'connecting', close: 'closed' },
  failed: { connect: 'connecting', close: 'closed' },
  connecting: { opened: 'open', dropped: 'connecting', close: 'closed', give_up: 'failed' },
  open: { dropped: 'connecting', close: 'closed', give_up: 'failed' },
};

export function transition(state: ConnectionState, action: ConnectionAction): ConnectionState {
  const next = TRANSITIONS[state][action];
  if (next === undefined) {
    throw new RealtimeError('illegal_transition', `Illegal transition: cannot "${action}" when ${state}`);
  }
  return next;
}
