import { describe, expect, it } from 'vitest';
import { fieldForHeader, mapHeader, mapRecord, normalizeHeader } from './mapping';

describe('fieldForHeader', () => {
  it.each([
    ['email', 'email'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['EMAIL_ADDRESS', 'email'],
    ['mail', 'email'],
    [' e_mail ', 'email'],
    ['First Name', 'firstName'],
    ['firstname', 'firstName'],
    ['Given name', 'firstName'],
    ['Forename', 'firstName'],
    ['Prénom', 'firstName'],
    ['Last Name', 'lastName'],
    ['surname', 'lastName'],
    ['Family-Name', 'lastName'],
    ['Name', 'fullName'],
    ['Full name', 'fullName'],
    ['Contact Name', 'fullName'],
    ['Contact', 'fullName'],
    ['Company', 'company'],
    ['Organisation', 'company'],
    ['organization', 'company'],
    ['Org', 'company'],
    ['Account', 'company'],
    ['Employer', 'company'],
    ['Company Name', 'company'],
    ['Title', 'title'],
    ['Job Title', 'title'],
    ['Position', 'title'],
    ['Role', 'title'],
    ['Phone', 'phone'],
    ['Telephone', 'phone'],
    ['Mobile', 'phone'],
    ['Cell', 'phone'],
    ['Phone Number', 'phone'],
    ['Tel.', 'phone'],
    ['Notes', 'notes'],
    ['Note', 'notes'],
    ['Comments', 'notes'],
    ['Description', 'notes'],
    ['E-mail 1 - Value', 'email'],
    ['Organization 1 - Name', 'company'],
    ['Organization 1 - Title', 'title'],
    ['Phone 1 - Value', 'phone'],
    ['Business Phone', 'phone'],
    ['Nom', 'lastName'],
    ['Société', 'company'],
    ['E-mail 2 - Value', null],
    ['Favourite colour', null],
    ['LinkedIn URL', null],
    ['', null],
  ] as const)('maps %j to %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('normalises case, accents, spacing and punctuation', () => {
    expect(normalizeHeader('  Prénom_Du-Contact ')).toBe('prenomducontact');
  });
});

describe('mapHeader', () => {
  it('maps known headers and keeps the rest as custom fields keyed by their header text', () => {
    const mapping = mapHeader(['\uFEFFEmail', 'Name', 'Favourite colour']);
    expect(mapping.fields).toEqual({ email: 0, fullName: 1 });
    expect(mapping.columns.map((c) => [c.field, c.customKey])).toEqual([
      ['email', null],
      ['fullName', null],
      [null, 'Favourite colour'],
    ]);
  });

  it('lets the first of two columns for one field win and keeps the second as a custom field', () => {
    const mapping = mapHeader(['Email', 'E-mail address', 'Title', 'Job title']);
    expect(mapping.fields).toEqual({ email: 0, title: 2 });
    expect(mapping.columns.map((c) => c.customKey)).toEqual([null, 'E-mail address', null, 'Job title']);
  });

  it('names blank headers by position and repeated custom headers with a suffix', () => {
    const mapping = mapHeader(['email', '', 'Tag', 'Tag', 'Tag']);
    expect(mapping.columns.map((c) => c.customKey)).toEqual([null, 'Column 2', 'Tag', 'Tag (2)', 'Tag (3)']);
  });
});

describe('mapRecord', () => {
  const mapping = mapHeader(['Email', 'Name', 'Tag']);

  it('trims values and leaves empty ones out', () => {
    expect(mapRecord(mapping, [' a@b.io ', '  ', 'vip'])).toEqual({
      values: { email: 'a@b.io' },
      customFields: { Tag: 'vip' },
    });
  });

  it('accepts a row shorter than the header', () => {
    expect(mapRecord(mapping, ['a@b.io'])).toEqual({ values: { email: 'a@b.io' }, customFields: {} });
  });

  it('keeps the extra values of a row longer than the header as "Column N" custom fields', () => {
    expect(mapRecord(mapping, ['a@b.io', 'Ann', 'vip', 'extra', '', 'more'])).toEqual({
      values: { email: 'a@b.io', fullName: 'Ann' },
      customFields: { Tag: 'vip', 'Column 4': 'extra', 'Column 6': 'more' },
    });
  });

  it('does not let an extra column overwrite a custom field already named "Column N"', () => {
    const m = mapHeader(['email', 'Column 2']);
    expect(mapRecord(m, ['a@b.io', 'x', 'y']).customFields).toEqual({ 'Column 2': 'x', 'Column 3': 'y' });
    const clash = mapHeader(['email', 'Column 3']);
    expect(mapRecord(clash, ['a@b.io', 'x', 'y']).customFields).toEqual({
      'Column 3': 'x',
      'Column 3 (2)': 'y',
    });
  });
});
