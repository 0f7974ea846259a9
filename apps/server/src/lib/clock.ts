/** Injected time source, so tests can move time (expiries, rate-limit windows). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
