import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResetDuration, RETRY_AFTER_CAP_MS, retryAfterMs } from './retryAfter.js';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('the wait a provider asks for', () => {
  it.each([
    ['seconds', { 'retry-after': '20' }, 20_000],
    ['decimal seconds', { 'retry-after': '1.5' }, 1500],
    ['zero', { 'retry-after': '0' }, 0],
    ['an HTTP date', { 'retry-after': 'Wed, 25 Nov 2026 12:00:07 GMT' }, 7000],
    ['an HTTP date already past', { 'retry-after': 'Wed, 25 Nov 2026 11:59:00 GMT' }, 0],
    ['OpenAI retry-after-ms first', { 'retry-after-ms': '250', 'retry-after': '1' }, 250],
    [
      'retry-after over the reset headers',
      { 'retry-after': '2', 'x-ratelimit-reset-requests': '6m0s' },
      2000,
    ],
    ['the requests reset', { 'x-ratelimit-reset-requests': '1s' }, 1000],
    ['the tokens reset in ms', { 'x-ratelimit-reset-tokens': '20ms' }, 20],
    [
      'the later of both resets',
      { 'x-ratelimit-reset-requests': '1m30s', 'x-ratelimit-reset-tokens': '6.5s' },
      90_000,
    ],
    ['a long wait, capped', { 'retry-after': '86400' }, RETRY_AFTER_CAP_MS],
    ['a long reset, capped', { 'x-ratelimit-reset-requests': '2h' }, RETRY_AFTER_CAP_MS],
    ['no header', {}, undefined],
    ['an empty header', { 'retry-after': ' ' }, undefined],
    ['a negative number', { 'retry-after': '-5' }, undefined],
    ['words', { 'retry-after': 'soon' }, undefined],
    ['a bad reset', { 'x-ratelimit-reset-tokens': '5 minutes' }, undefined],
  ] as const)('reads %s', (_name, headers, expected) => {
    expect(retryAfterMs(headers, NOW)).toBe(expected);
  });

  it("reads fetch's Headers", () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': '3' }), NOW)).toBe(3000);
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });

  it('reads the Go-style durations of the reset headers', () => {
    expect(parseResetDuration('6m0s')).toBe(360_000);
    expect(parseResetDuration('1h2m3.5s')).toBe(3_723_500);
    expect(parseResetDuration('1m')).toBe(60_000);
    expect(parseResetDuration('s')).toBeUndefined();
    expect(parseResetDuration('10')).toBeUndefined();
  });

  it('always answers a whole number of ms within the cap, or nothing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'retry-after',
            'retry-after-ms',
            'x-ratelimit-reset-requests',
            'x-ratelimit-reset-tokens',
          ),
          fc.oneof(
            fc.string(),
            fc.nat().map(String),
            fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
          ),
        ),
        (headers) => {
          const wait = retryAfterMs(headers, NOW);
          if (wait === undefined) return;
          expect(Number.isInteger(wait)).toBe(true);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThanOrEqual(RETRY_AFTER_CAP_MS);
        },
      ),
    );
  });
});
