import { describe, expect, it } from 'vitest';
import { resolveDate, weekdayIsRelative } from './dates.js';

// Thursday 12 November 2026, late evening UTC.
const NOW = new Date('2026-11-12T22:30:00Z');

describe('resolveDate against Thursday 12 Nov 2026', () => {
  it.each([
    ['today', '2026-11-12'],
    ['tomorrow', '2026-11-13'],
    ['yesterday', '2026-11-11'],
    ['last night', '2026-11-11'],
    ['Tuesday', '2026-11-17'],
    ['on Thursday', '2026-11-12'],
    ['next Thursday', '2026-11-19'],
    ['this Friday', '2026-11-13'],
    ['last Monday', '2026-11-09'],
    ['next week', '2026-11-16'],
    ['last week', '2026-11-02'],
    ['this week', '2026-11-09'],
    ['next month', '2026-12-01'],
    ['end of month', '2026-11-30'],
    ['in two weeks', '2026-11-26'],
    ['in 3 days', '2026-11-15'],
    ['within 10 days', '2026-11-22'],
    ['in ten days', '2026-11-22'],
    ['2 days ago', '2026-11-10'],
    ['12 November 2026', '2026-11-12'],
    ['November 12th, 2026', '2026-11-12'],
    ['Nov 20', '2026-11-20'],
    ['March 3', '2027-03-03'],
    ['June 4', '2026-06-04'],
    ['January', '2027-01-01'],
    ['the 15th', '2026-11-15'],
    ['the 5th', '2026-12-05'],
    ['2026-11-30', '2026-11-30'],
    ['11/30/2026', '2026-11-30'],
  ])('%j → %s', (phrase, iso) => {
    expect(resolveDate(phrase, NOW)).toBe(iso);
  });

  it.each(['Q2', 'soon', 'end of quarter', '2026-02-30', 'sometime'])('leaves %j unresolved', (phrase) => {
    expect(resolveDate(phrase, NOW)).toBeUndefined();
  });

  it('crosses a year boundary for "the 5th" in December', () => {
    expect(resolveDate('the 5th', new Date('2026-12-20T09:00:00Z'))).toBe('2027-01-05');
  });
});

describe('weekdayIsRelative', () => {
  it.each([
    ["How's Monday 24 August, 9am?", false],
    ['Done - Tuesday 25 Aug, 6pm it is.', false],
    ['Shall we say Oct 16 (a Friday)?', false],
    ['Can we talk on Thursday?', true],
    ['Send it by Friday, 3pm.', true],
  ])('%s → %s', (text, relative) => {
    expect(weekdayIsRelative(text)).toBe(relative);
  });
});
