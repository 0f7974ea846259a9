/**
 * A mailbox's request budget under Microsoft Graph's documented Outlook limits (per app and
 * mailbox): at most `perWindow` requests in any `windowMs` (10,000 in 10 minutes) and at most
 * `concurrent` requests in flight (4). The window slides: the start times of the last `perWindow`
 * requests are kept in a ring, and a request may start once the one `perWindow` before it is older
 * than the window. So a first sync of a few thousand messages runs at full speed, and a long one
 * settles at the sustained rate, never above the limit. A 429 or 503 pauses every request until
 * the time Graph asked for.
 */
import { realClock, type SleepingClock } from '../../lib/clock.js';

export interface GraphBudgetOptions {
  perWindow?: number;
  windowMs?: number;
  concurrent?: number;
}

/** Under Graph's 10,000 a 10 minutes, leaving room for the contacts and the profile. */
export const GRAPH_BUDGET = { perWindow: 9_500, windowMs: 10 * 60_000, concurrent: 4 } as const;

export function createGraphBudget(options: GraphBudgetOptions = {}, clock: SleepingClock = realClock) {
  const perWindow = options.perWindow ?? GRAPH_BUDGET.perWindow;
  const windowMs = options.windowMs ?? GRAPH_BUDGET.windowMs;
  const concurrent = options.concurrent ?? GRAPH_BUDGET.concurrent;
  /** Start times of the last `perWindow` requests; `next` is the oldest once the ring is full. */
  const starts = new Array<number>(perWindow).fill(Number.NEGATIVE_INFINITY);
  let next = 0;
  let pausedUntil = 0;
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  /** Callers are let through in order, so one is not starved by later ones. */
  let queue: Promise<void> = Promise.resolve();

  async function slot(): Promise<void> {
    if (inFlight < concurrent) {
      inFlight++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const wake = waiting.shift();
    if (wake) wake();
    else inFlight--;
  }

  return {
    /** Waits for a free slot, inside the window and past any pause; call `release` when answered. */
    acquire(): Promise<void> {
      const turn = queue.then(async () => {
        await slot();
        for (;;) {
          const t = clock.now();
          if (t < pausedUntil) {
            await clock.sleep(pausedUntil - t);
            continue;
          }
          const oldest = starts[next] as number;
          if (t - oldest < windowMs) {
            await clock.sleep(oldest + windowMs - t);
            continue;
          }
          starts[next] = t;
          next = (next + 1) % perWindow;
          return;
        }
      });
      queue = turn.catch(() => {});
      return turn;
    },
    release,
    /** Nothing more starts before `until` (Graph's Retry-After). */
    pauseUntil(until: number) {
      pausedUntil = Math.max(pausedUntil, until);
    },
  };
}

export type GraphBudget = ReturnType<typeof createGraphBudget>;
