import { describe, expect, it } from 'vitest';
import { startOfDay, wallClock, zoneOffsetMs } from './timeZone.js';

describe('time zones', () => {
  it('gives the offset in summer and winter', () => {
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(2 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-12-01T12:00:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('reads the wall clock: late Friday evening in New York is Saturday in UTC', () => {
    expect(wallClock(new Date('2026-10-31T02:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-10-30T22:00:00.000Z',
    );
  });

  it('finds when a day begins, also on the day the clocks change', () => {
    expect(startOfDay('2026-10-20', 'Europe/Berlin').toISOString()).toBe('2026-10-19T22:00:00.000Z');
    // Summer time ends on 25 Oct 2026 at 03:00: the day still begins at +02:00.
    expect(startOfDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDay('2026-10-30', 'UTC').toISOString()).toBe('2026-10-30T00:00:00.000Z');
  });
});
