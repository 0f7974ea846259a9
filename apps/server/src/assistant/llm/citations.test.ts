import { describe, expect, it } from 'vitest';
import type { Fact } from '../types.js';
import { checkAnswer, citedNumbers, type Passage, splitSentences } from './citations.js';
import { renderPassage } from './prompt.js';

const facts: Fact[] = [
  {
    kind: 'email',
    id: '11111111-1111-4111-8111-111111111111',
    date: '2026-11-12T09:00:00.000Z',
    title: 'Pricing',
    text: 'Hi! Sara here. We worry that the $40,000 budget will not cover the rollout. Can we meet on Tuesday?',
    fields: { from: 'Sara Lee <sara.lee@acme.example>', subject: 'Pricing' },
    rank: 1,
  },
  {
    kind: 'contact',
    id: '22222222-2222-4222-8222-222222222222',
    date: '2026-11-01T00:00:00.000Z',
    title: 'Lena Fischer',
    text: 'Lena Fischer, CTO at Northwind Traders',
    fields: { fullName: 'Lena Fischer', company: 'Northwind Traders', phone: '+49 30 1234 5678' },
    rank: 0.5,
  },
];
const passages: Passage[] = facts.map((fact, i) => ({
  n: i + 1,
  fact,
  text: renderPassage(i + 1, fact, 2_000),
}));

describe('splitSentences', () => {
  it.each([
    ['One [1]. Two [2].', ['One [1].', 'Two [2].']],
    ['One. [1] Two. [2]', ['One. [1]', 'Two. [2]']],
    ['Dr. Lee met J. Smith on Tuesday [1]. Done [2]!', ['Dr. Lee met J. Smith on Tuesday [1].', 'Done [2]!']],
    ['It costs $1.5m [1]. Fine [1].', ['It costs $1.5m [1].', 'Fine [1].']],
    ['- First [1].\n- Second [2].', ['First [1].', 'Second [2].']],
    [
      'She said “We sign on 3 March.” [1] Then “Done.” [2]',
      ['She said “We sign on 3 March.” [1]', 'Then “Done.” [2]'],
    ],
  ])('%j → %j', (answer, sentences) => {
    expect(splitSentences(answer).map((s) => s.text)).toEqual(sentences);
  });
});

describe('citedNumbers', () => {
  it.each([
    ['No citation.', []],
    ['A [1].', [1]],
    ['A [2, 1] and [1][3].', [2, 1, 3]],
  ])('%j cites %j', (sentence, numbers) => {
    expect(citedNumbers(sentence)).toEqual(numbers);
  });
});

describe('checkAnswer', () => {
  it.each([
    [
      'keeps a sentence its passage supports',
      'Sara worries the $40,000 budget will not cover the rollout [1].',
      'Sara worries the $40,000 budget will not cover the rollout [1].',
    ],
    [
      'drops a sentence with a figure the passage lacks',
      'Sara asked to meet on Tuesday [1]. The budget is $45,000 [1].',
      'Sara asked to meet on Tuesday [1].',
    ],
    [
      'drops a sentence with no citation',
      'Here is what I found. Sara asked to meet on Tuesday [1].',
      'Sara asked to meet on Tuesday [1].',
    ],
    [
      'drops a name the cited passage does not hold',
      'Lena Fischer worries about the budget [1]. Lena Fischer works at Northwind Traders [2].',
      'Lena Fischer works at Northwind Traders [1].',
    ],
    [
      'drops a date the passage does not hold',
      'Sara wants to meet on Friday [1]. Lena is the CTO [2].',
      'Lena is the CTO [1].',
    ],
    [
      'drops a citation of a passage that does not exist',
      'Sara wants to meet on Tuesday [7]. Lena is the CTO [2].',
      'Lena is the CTO [1].',
    ],
    [
      'takes the cited passages together',
      'Sara (budget $40,000) and Lena (+49 30 1234 5678) [1, 2].',
      'Sara (budget $40,000) and Lena (+49 30 1234 5678) [1, 2].',
    ],
    [
      'keeps a citation written after the full stop',
      'Lena works at Northwind Traders. [2]',
      'Lena works at Northwind Traders. [1]',
    ],
    [
      'keeps list markers',
      '- Lena is the CTO [2].\n- Sara is worried [1].',
      '- Lena is the CTO [1].\n- Sara is worried [2].',
    ],
    [
      'knows contact names in lower case',
      'lena fischer is at Northwind [1]. sara lee is worried [1].',
      'sara lee is worried [1].',
    ],
  ])('%s', (_, answer, expected) => {
    expect(checkAnswer(answer, passages)?.answer).toBe(expected);
  });

  it('is null when nothing survives', () => {
    expect(checkAnswer('The budget is $99 [1]. Call Bob [2].', passages)).toBeNull();
    expect(checkAnswer("I couldn't find that in your emails, contacts or updates.", passages)).toBeNull();
  });

  it('lists the cited passages as sources, renumbered in order, quoting the sentence that answers', () => {
    const checked = checkAnswer(
      'Lena works at Northwind Traders [2]. Sara worries about the $40,000 budget [1].',
      passages,
    );
    expect(checked?.answer).toBe(
      'Lena works at Northwind Traders [1]. Sara worries about the $40,000 budget [2].',
    );
    expect(checked?.sources).toEqual([
      {
        kind: 'contact',
        id: facts[1]?.id,
        date: facts[1]?.date,
        quote: 'Lena Fischer, CTO at Northwind Traders',
        title: 'Lena Fischer',
      },
      {
        kind: 'email',
        id: facts[0]?.id,
        date: facts[0]?.date,
        quote:
          'Hi! Sara here. We worry that the $40,000 budget will not cover the rollout. Can we meet on Tuesday?',
        title: 'Pricing',
      },
    ]);
    expect(checked?.dropped).toEqual([]);
  });

  it('quotes at most 160 characters, from the sentence that answers', () => {
    const long: Fact = {
      ...(facts[0] as Fact),
      text: `${'Nothing to see here at all. '.repeat(8)}The renewal closes on 3 March. ${'More filler text follows. '.repeat(6)}`,
    };
    const checked = checkAnswer('The renewal closes on 3 March [1].', [
      { n: 1, fact: long, text: renderPassage(1, long, 4_000) },
    ]);
    expect(checked?.sources[0]?.quote.length).toBeLessThanOrEqual(160);
    expect(checked?.sources[0]?.quote).toContain('The renewal closes on 3 March.');
  });

  it('says why each dropped sentence went', () => {
    expect(checkAnswer('Sara is worried [1]. The budget is $45,000 [1]. Hello.', passages)?.dropped).toEqual([
      { sentence: 'The budget is $45,000 [1].', reason: 'unsupported: 45000' },
      { sentence: 'Hello.', reason: 'no citation' },
    ]);
  });
});
