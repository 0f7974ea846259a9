/**
 * Time and timers, injected so tests control them (STYLE "Inject, don't reach for globals").
 * The one `Clock` type of every package: the queue and the socket use the timers, the server
 * and the chat controller only `now` (`Pick<Clock, 'now'>`).
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * The platform clock. Globals are read at call time, not captured, so fake timers
 * installed after an object was created still apply.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};
