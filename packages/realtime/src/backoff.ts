import { RECONNECT_BASE_MS, RECONNECT_JITTER_MS, RECONNECT_MAX_MS } from './constants';

/**
 * Delay before reconnect attempt number `attempt` (0 for the first retry):
 * min(1000 · 2^attempt + random(0..1000), 10000) ms (spec §9).
 * `random` returns a number in [0, 1), like `Math.random`; out-of-range values are clamped.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.min(RECONNECT_BASE_MS * 2 ** attempt + r * RECONNECT_JITTER_MS, RECONNECT_MAX_MS);
}
