import { describe, expect, it } from 'vitest';
import type { Source } from '../contract/schemas.js';
import { citedParts, draftOfAnswer } from './citations.js';

const email: Source = {
  kind: 'email',
  id: 'e1',
  date: '2026-10-21T09:00:00.000Z',
  quote: 'q',
  title: 'Pricing',
};
const email2: Source = { kind: 'email', id: 'e2', date: '2026-10-21T15:00:00.000Z', quote: 'q2' };
const update: Source = { kind: 'post_update', id: 'p1', date: '2026-11-20T10:00:00.000Z', quote: 'u' };

describe('citedParts', () => {
  it('ties "[kind, date]" to the source of that kind and day, each one once', () => {
    const parts = citedParts(
      'Bob offered 20% [email, 21 Oct 2026]. He met you [post update, 20 Nov 2026]. Again [email, 21 Oct 2026].',
      [email, email2, update],
    );
    expect(parts.filter((p) => p.source).map((p) => [p.text, p.source?.id])).toEqual([
      ['[email, 21 Oct 2026]', 'e1'],
      ['[post update, 20 Nov 2026]', 'p1'],
      ['[email, 21 Oct 2026]', 'e2'],
    ]);
    expect(parts.map((p) => p.text).join('')).toContain('Bob offered 20% [email, 21 Oct 2026]. He met');
  });

  it('ties "[1, 2]" to the numbered sources, and leaves what names no source as text', () => {
    const parts = citedParts('Yes [1, 2]. Also [9] and [contact, 1 Jan 2020].', [email, update]);
    expect(parts.filter((p) => p.source).map((p) => [p.text, p.source?.id])).toEqual([
      ['1', 'e1'],
      ['2', 'p1'],
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Yes [1, 2]. Also [9] and [contact, 1 Jan 2020].');
  });

  it('is linear on long adversarial text', () => {
    const time = (n: number) => {
      const text = `${'[1, '.repeat(n)}x ${'[email, 1'.repeat(n / 10)}`;
      const t0 = performance.now();
      citedParts(text, [email]);
      return performance.now() - t0;
    };
    time(1_000);
    const small = time(10_000);
    const big = time(100_000);
    expect(big / Math.max(small, 0.5)).toBeLessThan(40);
  });
});

describe('draftOfAnswer', () => {
  it('takes the trailing "> " lines as the draft, without the marker', () => {
    expect(
      draftOfAnswer('A draft reply to Lena [email, 21 Oct 2026]:\n> Hi Lena,\n>\n> Thanks.\n> Best regards'),
    ).toEqual({
      lead: 'A draft reply to Lena [email, 21 Oct 2026]:',
      draft: 'Hi Lena,\n\nThanks.\nBest regards',
    });
  });
  it('finds none in an answer without them, or made of them alone', () => {
    expect(draftOfAnswer('Jane asked for a quote.')).toEqual({
      lead: 'Jane asked for a quote.',
      draft: null,
    });
    expect(draftOfAnswer('> quoted\nthen text')).toEqual({ lead: '> quoted\nthen text', draft: null });
    expect(draftOfAnswer('> only a quote')).toEqual({ lead: '> only a quote', draft: null });
  });
});
