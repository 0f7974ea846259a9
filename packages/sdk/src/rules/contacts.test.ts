import { describe, expect, it } from 'vitest';
import {
  askAboutPrompt,
  contactFieldError,
  contactFullName,
  contactName,
  contactSourceLabel,
  formatLastContacted,
  formatTimelineDate,
} from './contacts.js';

const someone = { fullName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.mil' };

describe('contact rules', () => {
  it.each([
    [someone, 'Grace Hopper'],
    [{ ...someone, fullName: null }, 'Grace Hopper'],
    [{ fullName: '  ', firstName: null, lastName: null, email: 'x@y.io' }, 'x@y.io'],
    [{ fullName: null, firstName: null, lastName: null, email: null }, 'Unnamed contact'],
  ])('calls %j "%s"', (contact, name) => {
    expect(contactName(contact)).toBe(name);
  });

  it('falls back to the given text when there is neither a name nor an email', () => {
    expect(contactName({ fullName: null, email: '' }, '(no name)')).toBe('(no name)');
  });

  it.each([
    [someone, 'Grace Hopper'],
    [{ fullName: null, firstName: 'Grace', lastName: null }, 'Grace'],
    [{ fullName: ' ', firstName: null, lastName: 'Hopper' }, 'Hopper'],
    [{ fullName: null, firstName: null, lastName: null, email: 'x@y.io' }, null],
  ])('gives %j the own name %j', (contact, name) => {
    expect(contactFullName(contact)).toBe(name);
  });

  it.each([
    ['email', 'grace@navy.mil', someone, null],
    ['email', 'not an email', someone, 'Enter a valid email address'],
    ['email', '', someone, null],
    ['email', '', { ...someone, fullName: null }, 'A contact needs an email or a name'],
    ['fullName', '', { ...someone, email: null }, 'A contact needs an email or a name'],
    ['fullName', '', someone, null],
    ['title', 'x'.repeat(301), someone, 'Keep it under 300 characters'],
    ['notes', 'x'.repeat(10_000), someone, null],
  ] as const)('%s = %j on %j: %s', (field, value, contact, error) => {
    expect(contactFieldError(field, value, contact)).toBe(error);
  });

  it('names sources, dates and the question in words', () => {
    expect(contactSourceLabel('csv')).toBe('CSV import');
    expect(contactSourceLabel('post_update')).toBe('Post update');
    expect(contactSourceLabel('microsoft')).toBe('Microsoft 365 / Outlook');
    expect(contactSourceLabel('carrier pigeon')).toBe('carrier pigeon');
    expect(formatLastContacted(null)).toBe('Never');
    expect(formatLastContacted('2025-01-07T09:00:00.000Z')).toBe('Jan 7, 2025');
    const now = new Date(2026, 10, 25, 16, 0);
    expect(formatTimelineDate(new Date(2026, 10, 25, 14, 30).toISOString(), now)).toBe('Today, 2:30 PM');
    expect(formatTimelineDate(new Date(2025, 0, 7, 9, 0).toISOString(), now)).toBe('Jan 7, 2025, 9:00 AM');
    expect(askAboutPrompt('Grace Hopper')).toBe('What do I know about Grace Hopper?');
  });
});
