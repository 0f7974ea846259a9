import { describe, expect, it } from 'vitest';
import type { Fact } from '../assistant/types.js';
import { fuseRanks, RRF_K, toMatchTsquery, toOrTsquery, topicOf } from './search.js';

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

describe('vectors beside the words', () => {
  it('embeds what the question asks about, not the names it shares with a source', () => {
    expect(topicOf({ terms: ['lena', 'fischer', 'birthday'], names: [['lena', 'fischer']] })).toBe(
      'birthday',
    );
    expect(topicOf({ terms: ['nervous', 'pricing'] })).toBe('nervous pricing');
    expect(topicOf({ terms: ['lena'], names: [['lena']] })).toBe('');
  });

  it("fuses each kind's list and the vectors' list by reciprocal rank", () => {
    const fact = (kind: Fact['kind'], id: string, rank: number): Fact => ({
      kind,
      id,
      rank,
      date: '2026-01-01',
      text: id,
    });
    const fused = fuseRanks(
      [
        fact('email', 'a', 0.9),
        fact('email', 'b', 0.5),
        fact('post_update', 'c', 0.1),
        fact('email', 'v', 0),
      ],
      [
        { kind: 'email', id: 'v', similarity: 0.8 },
        { kind: 'email', id: 'b', similarity: 0.6 },
      ],
    );
    const rank = (id: string) => fused.find((f) => f.id === id)?.rank;
    expect(rank('a')).toBeCloseTo(1 / (RRF_K + 1));
    expect(rank('b')).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 2));
    expect(rank('c')).toBeCloseTo(1 / (RRF_K + 1));
    expect(rank('v')).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused[0]?.id).toBe('b');
    expect(fused.find((f) => f.id === 'v')?.similarity).toBe(0.8);
    expect(fused.find((f) => f.id === 'a')?.similarity).toBeUndefined();
  });
});
