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

/**
 * Virtual time for tests: a sleep moves the clock at once, so a provider's waits (quotas,
 * Retry-After) show as times and cost nothing, while a fake sharing the clock still enforces them.
 */
export function virtualClock(start = Date.UTC(2026, 10, 1)): SleepingClock & { t: number } {
  const clock = {
    t: start,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms;
    },
  };
  return clock;
}
