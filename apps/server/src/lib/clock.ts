/**
 * Injected time source, so tests can move time (expiries, rate-limit windows). The type is the
 * one `Clock` of every package (the SDK's); the server reads only the time.
 */
import type { Clock as RapportClock } from '@rapport/sdk';

export type Clock = Pick<RapportClock, 'now'>;
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that can also wait (the Gmail quota budget sleeps until tokens are back). */
export interface SleepingClock extends Clock {
  sleep(ms: number): Promise<void>;
}

export const realClock: SleepingClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
