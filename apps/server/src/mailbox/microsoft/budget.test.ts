import { describe, expect, it } from 'vitest';
import { virtualClock as clockAt } from '../../lib/clock.js';
import { createGraphBudget } from './budget.js';

const virtualClock = () => clockAt(0);

describe("the Graph request budget (Graph's limits per mailbox)", () => {
  it('lets `perWindow` requests start at once, the next only when the first leaves the window', async () => {
    const clock = virtualClock();
    const budget = createGraphBudget({ perWindow: 3, windowMs: 1000, concurrent: 10 }, clock);
    const started: number[] = [];
    for (let i = 0; i < 7; i++) {
      await budget.acquire();
      started.push(clock.t);
      budget.release();
    }
    expect(started).toEqual([0, 0, 0, 1000, 1000, 1000, 2000]);
  });

  it('holds every request after a pause (Retry-After), not only the one that met the 429', async () => {
    const clock = virtualClock();
    const budget = createGraphBudget({ perWindow: 100, windowMs: 1000, concurrent: 4 }, clock);
    budget.pauseUntil(5000);
    await budget.acquire();
    expect(clock.t).toBe(5000);
    budget.release();
  });

  it('keeps at most `concurrent` requests in flight; a release lets the next one in', async () => {
    const clock = virtualClock();
    const budget = createGraphBudget({ perWindow: 100, windowMs: 1000, concurrent: 2 }, clock);
    await budget.acquire();
    await budget.acquire();
    let third = false;
    const waiting = budget.acquire().then(() => {
      third = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(false);
    budget.release();
    await waiting;
    expect(third).toBe(true);
  });
});
