import { describe, expect, it } from 'vitest';
import {
  avatarInitials,
  chatPreview,
  formatFileSize,
  formatMessageTime,
  formatSidebarDate,
  menuName,
} from './format.js';

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('formatMessageTime (h:mm a)', () => {
  it.each([
    [at(2026, 11, 22, 0, 0), '12:00 AM'],
    [at(2026, 11, 22, 0, 5), '12:05 AM'],
    [at(2026, 11, 22, 9, 7), '9:07 AM'],
    [at(2026, 11, 22, 11, 59), '11:59 AM'],
    [at(2026, 11, 22, 12, 0), '12:00 PM'],
    [at(2026, 11, 22, 13, 30), '1:30 PM'],
    [at(2026, 11, 22, 23, 59), '11:59 PM'],
  ])('%s → %s', (date, expected) => {
    expect(formatMessageTime(date)).toBe(expected);
  });
});

describe('formatSidebarDate', () => {
  it.each([
    ['earlier today', at(2026, 11, 22, 8, 15), at(2026, 11, 22, 18, 0), '8:15 AM'],
    ['midnight today', at(2026, 11, 22, 0, 0), at(2026, 11, 22, 23, 59), '12:00 AM'],
    ['one minute before midnight yesterday', at(2026, 11, 21, 23, 59), at(2026, 11, 22, 0, 0), 'Yesterday'],
    ['yesterday morning', at(2026, 11, 21, 0, 0), at(2026, 11, 22, 23, 0), 'Yesterday'],
    ['two days ago', at(2026, 11, 20, 23, 59), at(2026, 11, 22, 0, 1), 'Nov 20'],
    ['year boundary, yesterday', at(2026, 12, 31, 22, 0), at(2027, 1, 1, 9, 0), 'Yesterday'],
    ['year boundary, older', at(2026, 12, 30, 22, 0), at(2027, 1, 1, 9, 0), 'Dec 30'],
    ['a year ago', at(2025, 3, 5, 12, 0), at(2026, 3, 5, 12, 0), 'Mar 5'],
    ['ISO string', at(2026, 1, 9, 10, 0).toISOString(), at(2026, 2, 1), 'Jan 9'],
  ])('%s', (_, date, now, expected) => {
    expect(formatSidebarDate(date, now)).toBe(expected);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatSidebarDate('not a date')).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
    [-5, '0 B'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('chatPreview', () => {
  it.each([
    ['short', 'short'],
    ['exactly twenty chars', 'exactly twenty chars'],
    ['twenty-one characters', 'twenty-one character...'],
    ['  spaced\n\nout   text ', 'spaced out text'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(chatPreview(text)).toBe(expected);
  });
});

describe('avatarInitials and menuName', () => {
  it.each([
    ['jane@acme.com', 'JA'],
    ['x@y.z', 'X@'],
    ['x', 'X'],
    ['Ol@x.io', 'OL'],
    ['', 'US'],
    [null, 'US'],
    [undefined, 'US'],
  ])('avatarInitials(%j) → %s', (email, expected) => {
    expect(avatarInitials(email)).toBe(expected);
  });

  it.each([
    [undefined, 'G'],
    ['jane@example.com', 'G'],
  ])('avatarInitials(%j, guest) → %s', (email, expected) => {
    expect(avatarInitials(email, true)).toBe(expected);
  });

  it.each([
    [{ firstName: 'Jane' }, 'Jane'],
    [{ first_name: 'Joe' }, 'Joe'],
    [{ firstName: '  ' }, 'User'],
    [{}, 'User'],
    [null, 'User'],
  ])('menuName(%j) → %s', (user, expected) => {
    expect(menuName(user)).toBe(expected);
  });
});
