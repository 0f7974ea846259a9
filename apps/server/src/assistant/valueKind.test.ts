import { describe, expect, it } from 'vitest';
import { isSuperLinear, unitsFromPattern, worstGrowth } from '../lib/linearity.js';
import { askedValueKind, askedWords, holdsAskedValue, withoutNonAmounts } from './valueKind';

describe('askedValueKind', () => {
  it.each([
    ['How much is the pilot worth?', 'figure'],
    ["What's the Quenby pilot worth?", 'figure'],
    ["What is Pinecrest's budget?", 'figure'],
    ['What price did we agree?', 'figure'],
    ['whats the budget ceiling for the Glenmoray tender', 'figure'],
    ['What did I quote Wattle for the pilot?', 'figure'],
    ["What's our best offer to Larkspur?", 'figure'],
    ['When is the site visit?', 'date'],
    ['What did Morag say about the renewal price?', undefined],
    ['What is Quenby doing with the budget?', undefined],
    ['Who runs procurement?', undefined],
  ])('%s → %s', (question, kind) => {
    expect(askedValueKind(question)).toBe(kind);
  });
});

describe('askedWords', () => {
  it('reads what is asked for up to the first verb, after "how many", and after "about"', () => {
    expect(askedWords('Which hotel am I staying at?')).toEqual(['hotel']);
    expect(askedWords('How many users are in the pilot?')).toEqual(['users']);
    expect(askedWords('How much is the pilot worth?')).toEqual(['the', 'pilot']);
    expect(askedWords('How much was the warehouse lease?')).toEqual(['the', 'warehouse', 'lease']);
    expect(askedWords('What did Rohan say about the warehouse lease?')).toEqual([
      'the',
      'warehouse',
      'lease',
    ]);
    // The amount is the value asked for, not a thing to find in words.
    expect(askedWords("What's the pilot worth?")).toEqual(['the', 'pilot']);
  });
});

describe('holdsAskedValue', () => {
  const about = (s: string) => /pilot|semester/i.test(s);
  it('finds the value in a sentence about the question or the one after it', () => {
    expect(
      holdsAskedValue('The pilot is signed. Six months, £18,500.', '', 'figure', 'How much?', about),
    ).toBe(true);
    expect(
      holdsAskedValue('Six months, £18,500. The pilot is signed.', '', 'figure', 'How much?', about),
    ).toBe(false);
  });

  it('a season or a year is a date, not the year the question names', () => {
    const q = 'When does semester 1 2027 start?';
    expect(holdsAskedValue('We want a pilot for semester 1 2027.', '', 'date', q, about)).toBe(false);
    expect(holdsAskedValue('The pilot starts after Easter.', '', 'date', q, about)).toBe(true);
  });
});

describe('withoutNonAmounts', () => {
  it.each([
    ['+43 732 555 0108', ''],
    ['Tel 0131 555 0142, price £4,500', 'Tel, price £4,500'],
    ['They want to start in Q1 2027.', 'They want to start in.'],
    ['Framework agreement 2026/27', 'Framework agreement'],
    ['1 200 000 kr for 2000 units', '1 200 000 kr for 2000 units'],
    ['420 000 kr, 2.4 tonnes, 18%', '420 000 kr, 2.4 tonnes, 18%'],
  ])('%j keeps %j', (sentence, kept) => {
    expect(
      withoutNonAmounts(sentence)
        .replace(/\s+/g, ' ')
        .replace(/ ([.,])/g, '$1')
        .trim(),
    ).toBe(kept);
  });

  it('a phone or a year alone does not answer "how much", an amount beside it does', () => {
    const about = (s: string) => /renew|start/i.test(s);
    const q = 'What price did they agree for the renewal?';
    expect(
      holdsAskedValue('We renew when we have the forms.\n+43 732 555 0108', '', 'figure', q, about),
    ).toBe(false);
    expect(holdsAskedValue('They want to start in Q1 2027.', '', 'figure', q, about)).toBe(false);
    expect(holdsAskedValue('We renew at €4,500 from Q1 2027.', '', 'figure', q, about)).toBe(true);
  });

  it('runs in linear time', () => {
    const units = [
      '+1 ',
      '1 ',
      'in 2027 ',
      'q1 ',
      '2026/',
      '1.',
      '1-',
      ...unitsFromPattern('q1 2027 +43 (1) 5 x1'),
    ];
    expect(isSuperLinear(worstGrowth(withoutNonAmounts, units))).toBe(false);
  });
});
