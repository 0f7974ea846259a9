import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it.each([
    // attempt, random, expected ms: min(1000 * 2^attempt + random * 1000, 10000)
    [0, 0, 1000],
    [0, 0.5, 1500],
    [1, 0.5, 2500],
    [2, 0.5, 4500],
    [3, 0.5, 8500],
    [3, 0.999, 8999],
    [4, 0, 10000],
    [4, 0.5, 10000],
    [10, 0.2, 10000],
  ])('attempt %i with random %f waits %i ms', (attempt, r, expected) => {
    expect(reconnectDelay(attempt, () => r)).toBeCloseTo(expected, 6);
  });

  it('clamps a random source outside [0, 1] so the jitter stays within 0..1000 ms', () => {
    expect(reconnectDelay(0, () => -3)).toBe(1000);
    expect(reconnectDelay(0, () => 7)).toBe(2000);
  });

  it('never exceeds 10000 ms and never goes below 1000 ms', () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      for (const r of [0, 0.25, 0.75, 0.9999]) {
        const d = reconnectDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(1000);
        expect(d).toBeLessThanOrEqual(10000);
      }
    }
  });
});
