import { describe, expect, it } from 'vitest';
import { isBinary, looksDelimited, looksLikeCsv } from './sniff';

const bytes = (s: string) => new TextEncoder().encode(s);
const CSV = bytes('email,name\na@b.io,Ann\n');

describe('looksLikeCsv', () => {
  it.each([
    ['contacts.csv', 'text/csv', CSV, true],
    ['contacts.CSV', 'application/vnd.ms-excel', CSV, true],
    ['list.csv', 'text/csv', bytes('email\na@b.io\nc@d.io\n'), true],
    ['export.tsv', 'text/tab-separated-values', bytes('email\tname\na@b.io\tAnn\n'), true],
    ['export.txt', 'text/plain', bytes('email|name\na@b.io|Ann\n'), true],
    ['pasted', 'text/plain', bytes('email;name\na@b.io;Ann\n'), true],
    ['upload', 'text/csv', CSV, true],
    ['upload', undefined, CSV, true],
    ['notes.txt', 'text/plain', bytes('Just some prose.\nNo columns here.\n'), false],
    ['one-line.txt', 'text/plain', bytes('email,name\n'), false],
    ['contacts.json', 'application/json', bytes('[{"a":1,"b":2},\n{"a":3,"b":4}]'), false],
    ['empty.csv', 'text/csv', new Uint8Array(), false],
    ['blank.csv', 'text/csv', bytes('  \n\n'), false],
    ['image.png', 'image/png', bytes('email,name\na,b\n'), false],
    ['upload', 'application/pdf', CSV, false],
  ] as const)('%s (%s) → %s', (name, mime, content, expected) => {
    expect(looksLikeCsv(name, mime, content)).toBe(expected);
  });

  it('rejects an xlsx renamed to .csv (zip magic number)', () => {
    const xlsx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      0x14,
      0x00,
      0x06,
      0x00,
      ...bytes('[Content_Types].xml'),
    ]);
    expect(looksLikeCsv('contacts.csv', 'text/csv', xlsx)).toBe(false);
  });

  it('rejects a legacy .xls renamed to .csv', () => {
    expect(
      looksLikeCsv('a.csv', 'text/csv', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBe(false);
  });

  it('rejects content with NUL bytes', () => {
    expect(looksLikeCsv('a.csv', 'text/csv', new Uint8Array([...bytes('a,b\n'), 0, ...bytes('c,d\n')]))).toBe(
      false,
    );
  });

  it('accepts UTF-16 text with a BOM although it contains NUL bytes', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'a,b\nc,d\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(looksLikeCsv('a.csv', 'text/csv', utf16)).toBe(true);
  });

  it('accepts Latin-1 encoded CSV bytes', () => {
    expect(
      looksLikeCsv(
        'a.csv',
        'text/csv',
        new Uint8Array([0x6e, 0x3b, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x78]),
      ),
    ).toBe(true);
  });
});

describe('isBinary', () => {
  it('flags gzip and PDF magic numbers', () => {
    expect(isBinary(new Uint8Array([0x1f, 0x8b, 0x08]))).toBe(true);
    expect(isBinary(bytes('%PDF-1.7'))).toBe(true);
  });
  it('does not flag tabs, CR and LF', () => {
    expect(isBinary(bytes('a\tb\r\nc\td\r\n'))).toBe(false);
  });
});

describe('looksDelimited (spec §5 paste rule)', () => {
  it.each([
    ['a,b\nc,d', true],
    ['a;b\nc;d', true],
    ['a\tb\nc\td', true],
    ['a|b\nc|d', true],
    ['a b\nc d', false],
    ['a,b', false],
    ['\n\na,b\n\nc,d\n', true],
  ])('%j → %s', (text, expected) => {
    expect(looksDelimited(text)).toBe(expected);
  });
});
