import { describe, expect, it } from 'vitest';
import { claimsOf, evidenceOf, figuresOf, fold, unsupported } from './claims.js';

describe('figuresOf', () => {
  it.each([
    ['$40,000', ['40000']],
    ['40k', ['40000']],
    ['€1.5m and 1.5 million', ['1500000', '1500000']],
    ['20% off', ['20']],
    ['on the 12th at 3pm', ['12', '3']],
    ['+1 415 555-0134', ['1', '415', '555', '134']],
    ['2026-11-24', ['2026', '11', '24']],
    ['as said in [2], Q3 went well', []],
    ['mail sara2@acme.example', []],
  ])('%j holds %j', (text, figures) => {
    expect(figuresOf(text)).toEqual(figures);
  });
});

describe('claimsOf', () => {
  it.each([
    [
      'Sara Lee worried about the $40k budget [1].',
      { figures: ['40000'], names: ['sara', 'lee'], dates: [] },
    ],
    ['Discussed pricing on Tuesday [1].', { figures: [], names: [], dates: ['tue'] }],
    ['The demo is on 24 Nov [2].', { figures: ['24'], names: [], dates: ['nov'] }],
    ['She may call tomorrow [1].', { figures: [], names: [], dates: ['tomorrow'] }],
    ['It closes in May [1].', { figures: [], names: [], dates: ['may'] }],
    [
      "Jürgen Weiß's email is jw@vostok.example [3].",
      { figures: [], names: ['jw@vostok.example', 'jurgen', 'weiss'], dates: [] },
    ],
  ])('%j claims %j', (sentence, claims) => {
    const got = claimsOf(sentence);
    expect({ ...got, names: [...got.names].sort() }).toEqual({ ...claims, names: [...claims.names].sort() });
  });

  it('counts a known contact name written in lower case', () => {
    expect(claimsOf('you last heard from sara lee [1].', ['Sara Lee']).names.sort()).toEqual(['lee', 'sara']);
    expect(claimsOf('you last heard from sara lee [1].').names).toEqual([]);
  });
});

describe('unsupported', () => {
  const passage = evidenceOf(
    '[1] Email · 12 Nov 2026 · from Jürgen Weiß <jw@vostok.example>\nBudget is $40,000; demo on Tuesday.',
  );
  it.each([
    ['Jurgen Weiss set the budget at 40,000 [1].', []],
    ["Jürgen's budget is $40k [1].", []],
    ['The demo is on Tuesday, 12 Nov [1].', []],
    ['The budget is $45,000 [1].', ['45000']],
    ['Olga Petrova set the budget [1].', ['olga', 'petrova']],
    ['The demo is on Friday [1].', ['fri']],
    ['Write to jw@vostok.example or ol@vostok.example [1].', ['ol@vostok.example']],
  ])('%j misses %j', (sentence, missing) => {
    expect(unsupported(claimsOf(sentence), [passage])).toEqual(missing);
  });

  it('folds accents and ß', () => {
    expect(fold('Jürgen Weiß')).toBe('jurgen weiss');
  });
});
