import { describe, expect, it } from 'vitest';
import { isSuperLinear, worstGrowth } from '../lib/linearity.js';
import { forwardedSenders, isPersonNamed } from './forwarded.js';

const FORWARD =
  'Noor - can you take this one?\n\n---------- Forwarded message ---------\nFrom: Piotr Zieliński <p.zielinski@baltmet.example>\nDate: Thu, 2 Apr 2026 at 16:02\nSubject: Inquiry via website\nTo: <info@quillstone.example>\n\nGood afternoon,\n\nwe are looking for pricing on 1 tonne of PA12-GF per year.\n\nRegards,\nPiotr Zieliński\nPurchasing Specialist, Baltmet Sp. z o.o.\n+48 58 555 0144';

describe('forwardedSenders', () => {
  it('reads the forwarded sender and the signature of their own message', () => {
    expect(forwardedSenders(FORWARD)).toEqual([
      {
        name: 'Piotr Zieliński',
        address: 'p.zielinski@baltmet.example',
        title: 'Purchasing Specialist',
        company: 'Baltmet Sp. z o.o.',
        phone: '+48 58 555 0144',
      },
    ]);
  });

  it('reads a quoted header too, and nothing from mail that forwards nothing', () => {
    const quoted = FORWARD.split('\n')
      .map((l) => `> ${l}`)
      .join('\n');
    expect(forwardedSenders(quoted)[0]?.phone).toBe('+48 58 555 0144');
    expect(forwardedSenders('Hi Noor,\n\nFrom: the next release on, prices change.\n\nHanna')).toEqual([]);
  });

  it('names the person by full name, accents aside, or by first name', () => {
    const [piotr] = forwardedSenders(FORWARD);
    expect(isPersonNamed(piotr!, 'Piotr Zielinski')).toBe(true);
    expect(isPersonNamed(piotr!, 'piotr')).toBe(true);
    expect(isPersonNamed(piotr!, 'Piotr Nowak')).toBe(false);
  });

  it.each(['From: a <', 'From: x <a@b>\n', '> ', 'From:'])('reads %j repeated in linear time', (unit) => {
    expect(isSuperLinear(worstGrowth(forwardedSenders, [unit]))).toBe(false);
  });
});
