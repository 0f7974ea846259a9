import { describe, expect, it } from 'vitest';
import { bestPassage, contentEnd, isSalutation, sentencesWithSpans } from './passages.js';

const NOTE =
  'Met Sara Lee from Globex today. She is worried about the price of the premium plan.\nFollow up in two weeks.';

describe('sentencesWithSpans', () => {
  it('splits sentences and lines, each span pointing at its words', () => {
    const parts = sentencesWithSpans(NOTE);
    expect(parts.map((p) => p.text)).toEqual([
      'Met Sara Lee from Globex today.',
      'She is worried about the price of the premium plan.',
      'Follow up in two weeks.',
    ]);
    for (const p of parts) expect(NOTE.slice(p.start, p.end)).toBe(p.text);
  });

  it('keeps decimals and abbreviations-with-lower-case inside a sentence', () => {
    expect(sentencesWithSpans('The drift is 2.5 percent. e.g. after a week.').map((p) => p.text)).toEqual([
      'The drift is 2.5 percent. e.g. after a week.',
    ]);
  });
});

describe('bestPassage', () => {
  it('quotes the sentence that answers, not the whole note', () => {
    const q = bestPassage(NOTE, (s) => (s.includes('worried') ? 2 : s.includes('Sara') ? 1 : 0));
    expect(q.quote).toBe('She is worried about the price of the premium plan.');
    expect(NOTE.slice(q.span.start, q.span.end)).toBe(q.quote);
  });

  it('takes the next sentence along when it matches too', () => {
    const q = bestPassage(NOTE, (s) => (s.includes('worried') ? 2 : s.includes('Follow') ? 1 : 0));
    expect(q.quote).toBe(
      'She is worried about the price of the premium plan.\nFollow up in two weeks.'.replace('\n', ' '),
    );
  });

  it('quotes the opening when no sentence stands out', () => {
    const q = bestPassage(NOTE, () => 0);
    expect(q.span.start).toBe(0);
    expect(q.quote.startsWith('Met Sara Lee from Globex today.')).toBe(true);
  });
});

describe('letters', () => {
  const EMAIL =
    'Hi Tom,\n\nThe pilot went well: error rates fell by 18%.\nThe board wants a proposal.\n\nBest regards,';
  it('never quotes the greeting or the sign-off', () => {
    expect(bestPassage(EMAIL, () => 0).quote).toBe(
      'The pilot went well: error rates fell by 18%. The board wants a proposal.',
    );
    expect(bestPassage('Hi Tom,\nThanks, filed.', (s) => (s.includes('Tom') ? 1 : 0)).quote).toBe(
      'Thanks, filed.',
    );
  });

  it.each([
    ['Guten Tag Alex,\nkönnten Sie uns ein Angebot schicken?', 'könnten Sie uns ein Angebot schicken?'],
    ['Добрый день, Alex!\nНаправляем счёт №5792.', 'Направляем счёт №5792.'],
    ['Buongiorno Alex,\nci serve un preventivo.', 'ci serve un preventivo.'],
  ])('skips a greeting in another language: %j', (text, quote) => {
    expect(bestPassage(text, () => 0).quote).toBe(quote);
  });

  it('skips more frame lines it is told about (a sender signing off)', () => {
    const text = 'Hi Alex,\nThe order is confirmed.\nKatrin';
    expect(
      bestPassage(
        text,
        (s) => (s.includes('Katrin') ? 1 : 0),
        (s) => s === 'Katrin',
      ).quote,
    ).toBe('The order is confirmed.');
  });
});

describe('the frame of an email', () => {
  it.each(['noor,', 'Callum,', 'Ms Weiß,', 'Hi all,'])('"%s" greets', (line) => {
    expect(isSalutation(line)).toBe(true);
  });
  it.each(['Yes, we can.', 'The price is EUR 4,000,', 'one two three four,'])(
    '"%s" says something',
    (line) => {
      expect(isSalutation(line)).toBe(false);
    },
  );

  it('ends the own words at the sign-off before a short signature block', () => {
    const text = "Ada,\n\nI've approved the budget.\n\nGreg\n\nGreg Olsen | CFO | Larch | 503.555.0199";
    expect(
      text.slice(
        0,
        contentEnd(text, (l) => l === 'Greg'),
      ),
    ).toBe("Ada,\n\nI've approved the budget.\n\n");
  });

  it('keeps a long text after a name line: it is content, not a signature', () => {
    const text = `Hi,\n\nThanks,\n${'More to say here.\n'.repeat(8)}`;
    expect(contentEnd(text, () => false)).toBe(text.length);
  });

  it('quotes a sentence announcing a list with the list', () => {
    const text = 'Thanks. We have two changes:\n1. Notice of 30 days.\n2. Breach notice within 48 hours.';
    const { quote } = bestPassage(text, (s) => (s.includes('changes') ? 2 : 0));
    expect(quote).toBe('We have two changes: 1. Notice of 30 days. 2. Breach notice within 48 hours.');
  });
});
