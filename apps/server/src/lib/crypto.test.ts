import { describe, expect, it } from 'vitest';
import { uuidv7 } from './crypto';

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 UUID carrying the time', () => {
    const id = uuidv7(Date.UTC(2026, 10, 22, 12, 0, 0));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22, 12, 0, 0));
  });

  it('sorts by time, and differs within one millisecond', () => {
    const earlier = uuidv7(1_000_000);
    const later = uuidv7(1_000_001);
    expect(earlier < later).toBe(true);
    const same = new Set(Array.from({ length: 1000 }, () => uuidv7(5)));
    expect(same.size).toBe(1000);
  });
});
