/**
 * A per-mailbox quota budget: a token bucket of Gmail quota units refilled continuously at
 * `unitsPerMinute`, holding at most ten seconds' worth so a sync cannot burst past Gmail's
 * per-user limit. A 429 pauses the whole bucket until the time Gmail asked for.
 */
import { realClock, type SleepingClock } from '../../lib/clock.js';
export function createQuotaBudget(unitsPerMinute: number, clock: SleepingClock = realClock) {
  const perMs = unitsPerMinute / 60_000;
  const capacity = Math.max(unitsPerMinute / 6, 10);
  let tokens = capacity;
  let last = clock.now();
  let pausedUntil = 0;
  /** Callers wait in order, so a large request is not starved by small ones. */
  let queue: Promise<void> = Promise.resolve();

  function refill() {
    const t = clock.now();
    tokens = Math.min(capacity, tokens + (t - last) * perMs);
    last = t;
  }

  return {
    /** Waits until `units` may be spent, then spends them. */
    take(units: number): Promise<void> {
      const turn = queue.then(async () => {
        for (;;) {
          const t = clock.now();
          if (t < pausedUntil) {
            await clock.sleep(pausedUntil - t);
            continue;
          }
          refill();
          if (tokens >= units) {
            tokens -= units;
            return;
          }
          await clock.sleep(Math.ceil((units - tokens) / perMs));
        }
      });
      queue = turn.catch(() => {});
      return turn;
    },
    /** Nothing more is sent before `until` (Gmail's Retry-After). */
    pauseUntil(until: number) {
      pausedUntil = Math.max(pausedUntil, until);
      tokens = 0;
      last = Math.max(last, until);
    },
  };
}

export type QuotaBudget = ReturnType<typeof createQuotaBudget>;
