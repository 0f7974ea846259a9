import { describe, expect, it } from 'vitest';
import { askedOfOwner, conversationKeys, conversationSubject, numbersOf, unitsOf } from './conversation.js';
import type { Fact } from './types.js';

const email = (id: string, thread: string, subject: string, from: string, to: string): Fact => ({
  kind: 'email',
  id,
  thread,
  date: '2026-03-01T00:00:00Z',
  text: '',
  title: subject,
  fields: { from, to },
  rank: 0,
});

describe('conversationSubject', () => {
  it.each([
    ['Re: AW: Anfrage: PA12 Pulver', 'anfrage: pa12 pulver'],
    ['RE[2]: Fwd: [EXT] Q3 pricing', 'q3 pricing'],
    ['Quotation request', 'quotation request'],
  ])('%s → %s', (subject, expected) => expect(conversationSubject(subject)).toBe(expected));
});

describe('conversationKeys', () => {
  const own = new Set(['me@us.example']);
  it('joins threads of one subject that share someone besides the user', () => {
    const a = email('a', 't1', 'Request: glaze supply', 'Ruth <ruth@them.example>', 'me@us.example');
    const b = email('b', 't2', 'Re: AW: Request: glaze supply', 'me@us.example', 'ruth@them.example');
    const c = email('c', 't3', 'Re: Request: glaze supply', 'me@us.example', 'zoe@other.example');
    const keys = conversationKeys([a, b, c], own);
    expect(keys.get(a)).toBe(keys.get(b));
    // Only the user in common: another customer's thread of the same subject.
    expect(keys.get(c)).not.toBe(keys.get(a));
  });
});

describe('unitsOf', () => {
  it.each([
    ['our price is EUR 41,800 for the year', ['money']],
    ['€39.500 per year', ['money']],
    ['we can do 45 days net', ['day']],
    ['a margin of 18% on all orders', ['%']],
    ['For 4 tonnes in 2027', ['tonne']],
    ['Our budget is 48 000 kr. per quarter', ['money']],
    ['going ahead at A$39,000', ['money']],
  ])('%s', (sentence, units) => expect([...unitsOf(sentence, 'what did we agree?')]).toEqual(units));

  it('leaves out the figures the question names', () => {
    expect([...unitsOf('200 kg for USD 18,400', 'what did I quote for 200 kg?')]).toEqual(['money']);
  });
});

describe('numbersOf and askedOfOwner', () => {
  it('names numbers that stand alone, not the 12 of PA12', () => {
    expect(numbersOf('the PA12 price for 200 kg, PO-6898')).toEqual(['200']);
  });
  it.each([
    ['what did I quote Al Dana?', true],
    ['What lead time did we give Mariam?', true],
    ['what was our best offer to Tarsis', true],
    ['What did Graham send me in March?', false],
    ['How many pallets is Tidewater forecasting?', false],
    ['By when did Tarsis need our best offer?', false],
  ])('%s → %s', (q, expected) => expect(askedOfOwner(q)).toBe(expected));
});
