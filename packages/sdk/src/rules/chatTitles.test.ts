import { describe, expect, it } from 'vitest';
import { distinctChatTitle } from './chatTitles.js';

const at = new Date('2026-11-27T14:05:00.000Z');
const hints = { at, timeZone: 'UTC' };

describe('distinctChatTitle', () => {
  it('keeps a title no other chat has', () => {
    expect(distinctChatTitle('Follow Up With Sara', ['Acme renewal'], hints)).toBe('Follow Up With Sara');
  });

  it('adds the person, then the date, then the time, then a number', () => {
    const taken = ['Follow Up With This'];
    expect(distinctChatTitle('Follow Up With This', taken, { ...hints, person: 'Sara Lee' })).toBe(
      'Follow Up With This · Sara Lee',
    );
    expect(distinctChatTitle('Follow Up With This', taken, hints)).toBe('Follow Up With This · 27 Nov');
    taken.push('follow up with this · 27 nov');
    expect(distinctChatTitle('Follow Up With This', taken, hints)).toBe('Follow Up With This · 27 Nov 14:05');
    taken.push('Follow Up With This · 27 Nov 14:05');
    expect(distinctChatTitle('Follow Up With This', taken, hints)).toBe('Follow Up With This (2)');
  });

  it('is case-insensitive and uses the given time zone', () => {
    expect(distinctChatTitle('acme', ['ACME'], { at, timeZone: 'Pacific/Kiritimati' })).toBe('acme · 28 Nov');
  });
});
