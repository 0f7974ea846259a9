import { describe, expect, it } from 'vitest';
import { bestQuote, citation, describeContact, describeEmail, formatSourceDate, shorten } from './compose.js';

describe('formatSourceDate', () => {
  it.each([
    ['2026-11-12T15:04:00.000Z', '12 Nov 2026'],
    ['2026-01-01', '1 Jan 2026'],
    ['not a date', 'not a date'],
  ])('%j → %j', (iso, text) => {
    expect(formatSourceDate(iso)).toBe(text);
  });
});

describe('citation', () => {
  it('names the kind in words and the day', () => {
    expect(citation({ kind: 'post_update', date: '2026-11-12T00:00:00Z' })).toBe(
      '[post update, 12 Nov 2026]',
    );
    expect(citation({ kind: 'email', date: '2026-03-05T00:00:00Z' })).toBe('[email, 5 Mar 2026]');
  });
});

describe('shorten', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(shorten('  short   text ')).toBe('short text');
    const cut = shorten('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('bestQuote', () => {
  it('quotes the sentence that matches best when the text is long', () => {
    const text = `Intro sentence here. ${'Filler sentence about nothing. '.repeat(6)}Jane wants a demo on Tuesday.`;
    expect(bestQuote(text, (s) => (s.includes('demo') ? 2 : 0))).toBe('Jane wants a demo on Tuesday.');
  });
});

describe('describeContact', () => {
  it('joins name, role, email and phone', () => {
    expect(
      describeContact({
        kind: 'contact',
        id: 'c1',
        date: '2026-01-01',
        text: '',
        rank: 1,
        fields: {
          fullName: 'Jane Doe',
          title: 'VP Sales',
          company: 'Acme',
          email: 'jane@acme.com',
          phone: '+1 555 0100',
        },
      }),
    ).toBe('Jane Doe, VP Sales at Acme, jane@acme.com, +1 555 0100');
  });
});

describe('describeEmail', () => {
  it('leads with the whole quote, then a long sender and subject', () => {
    const quote = `Please send 200 units to our site. ${'Delivery by 24 November to Valencia. '.repeat(3).trim()}`;
    const fact = {
      kind: 'email' as const,
      id: 'e1',
      date: '2026-10-29T07:27:05.000Z',
      text: quote,
      title: 'Angebot für Brightwater Cloud subscription',
      fields: { from: 'Katrin Hoffmann <katrin.hoffmann@northwind-traders.example>' },
      rank: 1,
    };
    expect(describeEmail(fact, quote)).toBe(
      `${quote} (Katrin Hoffmann <katrin.hoffmann@northwind-traders.example>, "Angebot für Brightwater Cloud subscription")`,
    );
    // "Who …?": the sender leads.
    expect(describeEmail(fact, 'We are unhappy with the setup.', true)).toBe(
      'Katrin Hoffmann: We are unhappy with the setup. ("Angebot für Brightwater Cloud subscription")',
    );
  });
});
