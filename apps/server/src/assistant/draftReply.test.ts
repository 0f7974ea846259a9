import { describe, expect, it } from 'vitest';
import { isSuperLinear, sizeGrowth } from '../lib/linearity';
import { parseDraftRequest } from './draftReply.js';

describe('parseDraftRequest', () => {
  it.each([
    ['Draft a reply to Lena Fischer', 'Lena Fischer'],
    ['write an email to Bob', 'Bob'],
    ['Can you draft me a short reply to Jane Doe about the renewal?', 'Jane Doe'],
    ['please compose a message for Dana Scully.', 'Dana Scully'],
    ["draft a reply to Lena's", 'Lena'],
    ['Draft reply to lena@northwind.example', 'lena@northwind.example'],
  ])('%j names %j', (question, person) => {
    expect(parseDraftRequest(question)).toEqual({ person });
  });

  it.each([
    'Draft contract sent to Acme today.',
    'What did Lena ask for?',
    'Wrote an email to Jane about pricing.',
  ])('%j is no draft request', (question) => {
    expect(parseDraftRequest(question)).toBeUndefined();
  });
});

describe('linear in the text', () => {
  // A 100,000-character input costs about ten times a 10,000-character one.
  it('a long line costs in proportion to it', () => {
    const growth = sizeGrowth((n) => {
      parseDraftRequest(`draft a reply to ${'a '.repeat(n / 2)}x`);
      parseDraftRequest(`draft a reply to jane about ${' about'.repeat(n / 6)}!x`);
      parseDraftRequest(`write ${' '.repeat(n)}x`);
    });
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });
});
