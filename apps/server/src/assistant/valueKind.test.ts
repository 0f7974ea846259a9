import { describe, expect, it } from 'vitest';
import { askedValueKind, askedWords, holdsAskedValue } from './valueKind';

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
