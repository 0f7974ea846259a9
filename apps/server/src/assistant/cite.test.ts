import { describe, expect, it } from 'vitest';
import { answerShapeOf, type Citable, type CiteOptions, chooseCitations, holdsShape } from './cite.js';
import type { Fact } from './types.js';

function candidate(
  id: string,
  quote: string,
  more: Omit<Partial<Citable>, 'fact'> & { fact?: Partial<Fact> } = {},
): Citable {
  const { fact, ...rest } = more;
  const kind = fact?.kind ?? 'post_update';
  return {
    fact: { kind, id, date: '2026-10-01T09:00:00.000Z', text: quote, rank: 1, ...fact },
    line: () => quote,
    source: { kind, id, date: '2026-10-01T09:00:00.000Z', quote },
    coverage: 1,
    named: true,
    ...rest,
  };
}

const OPTIONS: CiteOptions = {
  hasKeywords: true,
  hasNames: true,
  aboutPerson: false,
  shape: undefined,
  question: 'What did Lena ask for?',
};
const ids = (cited: Citable[]) => cited.map((c) => c.fact.id);

describe('answerShapeOf', () => {
  it.each([
    ['When should I follow up with Sara?', 'date'],
    ['By when does Lena need our offer?', 'date'],
    ['What is the deadline for the tender?', 'date'],
    ['How much is invoice 8831?', 'figure'],
    ['What discount did I offer Kwame?', 'figure'],
    ['How many units does Northwind want?', 'figure'],
    ['What did Sara Lee worry about?', undefined],
  ])('%s → %s', (question, shape) => {
    expect(answerShapeOf(question)).toBe(shape);
  });
});

describe('holdsShape', () => {
  it.each([
    ['She needs our offer by 16 October.', true],
    ['Follow up with Sara in two weeks.', true],
    ['Could we meet on Friday?', true],
    ['Please send the renewal offer.', false],
  ])('date in "%s": %s', (text, held) => {
    expect(holdsShape(text, 'date', 'When?')).toBe(held);
  });

  it('counts a figure, but not a number or a code the question names', () => {
    const question = 'How much is invoice 8831?';
    expect(holdsShape('Please find attached invoice 8831 for 30,800 EUR.', 'figure', question)).toBe(true);
    expect(holdsShape('Payment of invoice 8831 has been received.', 'figure', question)).toBe(false);
    expect(holdsShape('The FM-350 is in stock.', 'figure', 'How much?')).toBe(false);
  });
});

describe('chooseCitations', () => {
  it('cites the passages holding the most words asked about', () => {
    const cited = chooseCitations(
      [
        candidate('renewal', 'Please send the renewal offer.'),
        candidate('note', 'She needs our offer.', { coverage: 2 }),
      ],
      OPTIONS,
    );
    expect(ids(cited)).toEqual(['note']);
  });

  it('for a "when" question, cites the passages that hold a date', () => {
    const cited = chooseCitations(
      [candidate('mail', 'Thanks for the call.'), candidate('note', 'Follow up in two weeks.')],
      { ...OPTIONS, shape: 'date' },
    );
    expect(ids(cited)).toEqual(['note']);
  });

  it('drops a contact card beside a note that answers, unless the question asks who someone is', () => {
    const list = [
      candidate('card', 'Asked for a partner discount.', { fact: { kind: 'contact' } }),
      candidate('note', 'I offered 7.5% for a three-year agreement.'),
    ];
    expect(ids(chooseCitations(list, OPTIONS))).toEqual(['note']);
    expect(ids(chooseCitations(list, { ...OPTIONS, aboutPerson: true }))).toEqual(['card', 'note']);
  });

  it('prefers passages that name who the question is about', () => {
    const cited = chooseCitations(
      [
        candidate('own', 'I will send a proposal.', { named: false }),
        candidate('note', 'Tom wants a proposal.'),
      ],
      OPTIONS,
    );
    expect(ids(cited)).toEqual(['note']);
  });

  it('cites one email of a thread and one of several passages quoting the same words', () => {
    const email = (id: string, quote: string, thread: string) =>
      candidate(id, quote, { fact: { kind: 'email', thread } });
    const cited = chooseCitations(
      [
        email('original', 'Invoice 8831 for 30,800 EUR.', 't1'),
        email('reply', 'Thanks, forwarded to finance.', 't1'),
        email('other', 'Please send the renewal offer.', 't2'),
        email('copy', 'Please send the renewal offer!', 't3'),
      ],
      OPTIONS,
    );
    expect(ids(cited)).toEqual(['original', 'other']);
  });

  it('keeps each email of a thread in a listing, where nothing else is asked about', () => {
    const email = (id: string, thread: string) =>
      candidate(id, `Words of ${id}.`, { fact: { kind: 'email', thread } });
    const cited = chooseCitations([email('first', 't1'), email('second', 't1')], {
      ...OPTIONS,
      hasKeywords: false,
    });
    expect(ids(cited)).toEqual(['first', 'second']);
  });
});
