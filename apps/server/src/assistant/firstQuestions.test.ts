import { describe, expect, it } from 'vitest';
import { isSuperLinear, sizeGrowth } from '../lib/linearity';
import { isRequest, parseFirstQuestion } from './firstQuestions.js';

const NOW = new Date('2026-11-02T09:00:00Z');

describe('parseFirstQuestion', () => {
  it.each([
    ['What did Olga Brandt ask for?', { type: 'requestsOf', person: 'Olga Brandt' }],
    ['what has Olga requested', { type: 'requestsOf', person: 'Olga' }],
    ['Summarise my last conversation with Olga Brandt', { type: 'lastConversation', person: 'Olga Brandt' }],
    ['What was my last conversation with Dana?', { type: 'lastConversation', person: 'Dana' }],
    ['Who are my most active contacts?', { type: 'mostActive' }],
    ['Which deals are at risk?', { type: 'atRisk' }],
    ['Which customers asked for a quote?', { type: 'whoAskedFor', topic: 'quote' }],
    ['Who asked for the price list?', { type: 'whoAskedFor', topic: 'price list' }],
    ['Who did I last write to at Halden Freight?', { type: 'lastWroteAt', company: 'Halden Freight' }],
  ])('%s', (question, parsed) => {
    expect(parseFirstQuestion(question, NOW)).toEqual(parsed);
  });

  it('reads the period of "most active … last month"', () => {
    expect(parseFirstQuestion('Who were my most active contacts last month?', NOW)).toMatchObject({
      type: 'mostActive',
      range: { from: '2026-10-01', to: '2026-11-01' },
    });
  });

  it.each(['What did Katrin Hoffmann ask me for this week?', 'Who is Olga?', 'What is at risk?'])(
    'not %s',
    (question) => {
      expect(parseFirstQuestion(question, NOW)).toBeUndefined();
    },
  );
});

describe('isRequest', () => {
  it.each([
    ['Could you send over your price for 120 seats?', true],
    ['Before we renew we need the DPA signed.', true],
    ['Please confirm the delivery date.', true],
    ['The dock is open 6am to 10pm.', false],
  ])('%s', (sentence, expected) => {
    expect(isRequest(sentence)).toBe(expected);
  });
});

describe('linear in the text', () => {
  // A 100,000-character input costs about ten times a 10,000-character one.
  it('a long line costs in proportion to it', () => {
    const growth = sizeGrowth((n) => {
      isRequest(`${'we '.repeat(n / 3)}x`);
      isRequest(`?${' '.repeat(n)}x`);
      parseFirstQuestion(`what did ${'a '.repeat(n / 2)} ask for x`, NOW);
      parseFirstQuestion(`top ${' '.repeat(n)}x`, NOW);
    });
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });
});
