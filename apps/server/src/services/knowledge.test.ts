import { describe, expect, it } from 'vitest';
import { toMatchTsquery, toOrTsquery } from './knowledge.js';

describe('the tsquery a search matches with', () => {
  it('matches any term, prefixed and quoted, with accent-folded twins', () => {
    expect(toOrTsquery(['Jürgen', 'deal'])).toBe("('jürgen':* | 'jurgen':*) | 'deal':*");
    expect(toOrTsquery(["o'brien & x | y"])).toBe("'o':* | 'brien':* | 'x':* | 'y':*");
    expect(toOrTsquery(['  ', '!!'])).toBeNull();
  });

  it('needs one of the first names when the question is about people', () => {
    expect(toMatchTsquery({ terms: ['lena', 'fischer', 'quote'], names: [['lena', 'fischer']] })).toBe(
      "'lena':*",
    );
    expect(toMatchTsquery({ terms: ['jane', 'tom'], names: [['jane'], ['tom', 'baker']] })).toBe(
      "'jane':* | 'tom':*",
    );
  });

  it('needs two of three or more keywords, and any of one or two', () => {
    expect(toMatchTsquery({ terms: ['drift', 'flow', 'meter'] })).toBe(
      "('drift':* & 'flow':*) | ('drift':* & 'meter':*) | ('flow':* & 'meter':*)",
    );
    expect(toMatchTsquery({ terms: ['invoice', '2291'] })).toBe("'invoice':* | '2291':*");
  });
});
