import { describe, expect, it } from 'vitest';
import { mapHeader } from './mapping';
import { errorsToCsv, ROW_ERROR_REASONS, validateRecord } from './validate';

describe('validateRecord', () => {
  const mapping = mapHeader([
    'Email',
    'First name',
    'Last name',
    'Name',
    'Company',
    'Phone',
    'Notes',
    'Source',
  ]);
  const row = (fields: string[], n = 2) => validateRecord(mapping, { row: n, fields });

  it('builds a contact with a lowercased trimmed email and the custom fields', () => {
    expect(row([' Ann@Acme.io ', 'Ann', 'Lee', '', ' Acme  Inc ', '+1 555', 'Met at\nconf', 'expo'])).toEqual(
      {
        ok: true,
        row: 2,
        contact: {
          email: 'ann@acme.io',
          firstName: 'Ann',
          lastName: 'Lee',
          fullName: 'Ann Lee',
          company: 'Acme Inc',
          title: null,
          phone: '+1 555',
          notes: 'Met at\nconf',
          customFields: { Source: 'expo' },
        },
      },
    );
  });

  it('splits the full name into first and last when those are empty', () => {
    const result = row(['', '', '', 'Jean de la Fontaine', 'Fables']);
    expect(result).toMatchObject({
      ok: true,
      contact: {
        email: null,
        firstName: 'Jean',
        lastName: 'de la Fontaine',
        fullName: 'Jean de la Fontaine',
      },
    });
  });

  it('keeps an explicit full name even when first and last are given', () => {
    expect(row(['a@b.io', 'Ann', 'Lee', 'Ann B. Lee'])).toMatchObject({
      contact: { firstName: 'Ann', lastName: 'Lee', fullName: 'Ann B. Lee' },
    });
  });

  it('rejects an invalid email with its row number, even when the row has a name', () => {
    expect(row(['not-an-email', 'Ann'], 7)).toEqual({
      ok: false,
      row: 7,
      reason: ROW_ERROR_REASONS.invalidEmail,
    });
  });

  it('rejects a row with neither email nor name', () => {
    expect(row(['', '', '', '', 'Acme', '555'], 9)).toEqual({
      ok: false,
      row: 9,
      reason: 'Row has no email and no name',
    });
  });

  it('treats a name of punctuation only as no name', () => {
    expect(row(['', '', '', '-', 'Acme'], 5)).toEqual({
      ok: false,
      row: 5,
      reason: ROW_ERROR_REASONS.noEmailNoName,
    });
  });

  it('accepts a row with an email and no name', () => {
    expect(row(['a@b.io'])).toMatchObject({ ok: true, contact: { email: 'a@b.io', fullName: null } });
  });

  it('passes on the parser error of a broken record', () => {
    expect(
      validateRecord(mapping, { row: 4, fields: ['a@b.io'], error: 'Unterminated quoted field' }),
    ).toEqual({
      ok: false,
      row: 4,
      reason: 'Unterminated quoted field',
    });
  });

  it('rejects a row with an absurdly long value', () => {
    expect(row(['a@b.io', 'Ann', '', '', '', '', 'x'.repeat(10_001)])).toMatchObject({
      ok: false,
      reason: ROW_ERROR_REASONS.fieldTooLong,
    });
  });
});

describe('errorsToCsv', () => {
  it('writes a row,reason CSV', () => {
    expect(
      errorsToCsv([
        { row: 3, reason: 'Invalid email address' },
        { row: 8, reason: 'Row has no email and no name' },
      ]),
    ).toBe('row,reason\r\n3,Invalid email address\r\n8,Row has no email and no name\r\n');
  });

  it('quotes reasons holding commas and neutralises spreadsheet formulas', () => {
    expect(errorsToCsv([{ row: 2, reason: '=HYPERLINK("x"), bad' }])).toBe(
      'row,reason\r\n2,"\'=HYPERLINK(""x""), bad"\r\n',
    );
  });

  it('writes only the header for no errors', () => {
    expect(errorsToCsv([])).toBe('row,reason\r\n');
  });
});
