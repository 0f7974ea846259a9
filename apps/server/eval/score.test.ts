import { describe, expect, it } from 'vitest';
import { day } from './questions.js';
import {
  hasFact,
  isNotFoundAnswer,
  normalise,
  percentile,
  saysNotFound,
  scoreAnswerable,
  scoreUnanswerable,
  summarise,
} from './score.js';
import { NOT_FOUND_SENTENCE, type QuestionResult } from './types.js';

const source = (id: string, quote: string) => ({ kind: 'email', id, quote });

describe('facts in an answer', () => {
  it('ignores case and runs of white space', () => {
    expect(normalise('  The  Quote\n is 37,200 EUR ')).toBe('the quote is 37,200 eur');
    expect(hasFact('The updated quote is 37,200\u00a0 EUR for 400 units.', '37,200 eur')).toBe(true);
    expect(hasFact('Managing  director at Weiss Logistik', 'Managing Director')).toBe(true);
  });

  it('matches whole words and numbers only', () => {
    expect(hasFact('Due 12 Nov 2026.', day(2026, 11, 2))).toBe(false);
    expect(hasFact('Due 2 Nov 2026.', day(2026, 11, 2))).toBe(true);
    expect(hasFact('Call on Oct 26, 2026', day(2026, 10, 2))).toBe(false);
    expect(hasFact('fourteen sites', 'four')).toBe(false);
    expect(hasFact('+49 30 90182081.', '+49 30 9018')).toBe(false);
  });

  it('takes any one spelling of a fact', () => {
    expect(hasFact('Follow up on Monday, 26 October 2026.', day(2026, 10, 26))).toBe(true);
    expect(hasFact('Follow up on October 26.', day(2026, 10, 26))).toBe(true);
    expect(hasFact('Follow up on 2026-10-26.', day(2026, 10, 26))).toBe(true);
    expect(hasFact('Follow up on 27 October.', day(2026, 10, 26))).toBe(false);
  });
});

describe('scoring an answerable question', () => {
  const expected = new Set(['email-1']);

  it('is right when every fact appears', () => {
    const s = scoreAnswerable(
      'Lena Fischer: +49 30 90182081, Head of Procurement.',
      [],
      ['+49 30 90182081', 'Head of Procurement'],
      expected,
    );
    expect(s).toMatchObject({ correct: true, missingFacts: [] });
  });

  it('names the facts that are missing', () => {
    const s = scoreAnswerable(
      'Her phone is +49 30 9018.',
      [],
      ['+49 30 90182081', 'Head of Procurement'],
      expected,
    );
    expect(s.correct).toBe(false);
    expect(s.missingFacts).toEqual(['+49 30 90182081', 'Head of Procurement']);
  });

  it('is wrong when it says it found nothing, whatever follows', () => {
    const answer =
      "I couldn't find Tom Baker's company. What I have: Email from Tom Baker at Baker Analytics…";
    expect(saysNotFound(answer)).toBe(true);
    const s = scoreAnswerable(answer, [], ['Baker Analytics'], expected);
    expect(s).toMatchObject({ correct: false, notFound: true, missingFacts: [] });
  });

  it('counts a citation good by its id or by a fact in its quote', () => {
    const s = scoreAnswerable(
      'The quote is 37,200 EUR.',
      [
        source('email-1', 'unrelated words'),
        source('email-2', 'The updated quote is 37,200 EUR'),
        source('email-3', 'Hi Lena'),
      ],
      ['37,200 EUR'],
      expected,
    );
    expect(s).toMatchObject({ goodCitations: 2, citations: 3 });
  });
});

describe('scoring an unanswerable question', () => {
  it('accepts exactly the not-found sentence with no sources', () => {
    expect(scoreUnanswerable(NOT_FOUND_SENTENCE, []).correct).toBe(true);
    expect(scoreUnanswerable(` ${NOT_FOUND_SENTENCE}\n`, []).correct).toBe(true);
  });

  it('refuses the old sentence, a variant, a guess, or the sentence with sources', () => {
    expect(
      isNotFoundAnswer("I couldn't find anything about that in your emails, contacts or updates.", []),
    ).toBe(false);
    expect(isNotFoundAnswer('Her birthday is 3 May.', [])).toBe(false);
    expect(scoreUnanswerable(NOT_FOUND_SENTENCE, [source('email-1', 'x')]).correct).toBe(false);
  });
});

describe('figures over a run', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('adds up accuracy, citation precision, not-found and the kinds', () => {
    const base = { question: 'q', status: 200, answer: 'a', sources: [], missingFacts: [], latencyMs: 10 };
    const results: QuestionResult[] = [
      {
        ...base,
        id: 'a',
        kind: 'field',
        answerable: true,
        correct: true,
        notFound: false,
        goodCitations: 1,
        citations: 1,
      },
      {
        ...base,
        id: 'b',
        kind: 'field',
        answerable: true,
        correct: false,
        notFound: true,
        goodCitations: 0,
        citations: 2,
        latencyMs: 30,
      },
      {
        ...base,
        id: 'c',
        kind: 'unanswerable',
        answerable: false,
        correct: true,
        notFound: true,
        goodCitations: 0,
        citations: 0,
      },
      {
        ...base,
        id: 'd',
        kind: 'email',
        answerable: true,
        correct: false,
        notFound: false,
        goodCitations: 0,
        citations: 0,
        status: 0,
        error: 'stale',
      },
      {
        ...base,
        id: 'e',
        kind: 'email',
        answerable: true,
        correct: false,
        notFound: false,
        goodCitations: 1,
        citations: 2,
      },
      {
        ...base,
        id: 'f',
        kind: 'email',
        answerable: true,
        correct: false,
        notFound: false,
        goodCitations: 0,
        citations: 1,
      },
    ];
    const s = summarise(results);
    expect(s.accuracy).toEqual({ hits: 1, total: 5, rate: 1 / 5 });
    expect(s.citationPrecision).toEqual({ hits: 2, total: 6, rate: 2 / 6 });
    expect(s.wrongAnswers).toEqual({ rightSource: 1, otherSources: 1 });
    expect(s.notFound).toEqual({ hits: 1, total: 1, rate: 1 });
    expect(s.wronglyNotFound).toBe(1);
    expect(s.stale).toBe(1);
    expect(s.httpErrors).toBe(0);
    expect(s.latencyMs).toEqual({ p50: 10, p95: 30, max: 30 });
    expect(s.byKind.field).toEqual({ hits: 1, total: 2, rate: 0.5 });
  });
});
