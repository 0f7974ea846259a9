import { describe, expect, it } from 'vitest';
import { decodeCsv, decodeCsvBytes, decodeWindows1252 } from './decode';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeCsvBytes', () => {
  it('reads plain UTF-8 as UTF-8 without a BOM', () => {
    expect(decodeCsvBytes(utf8('name\nZoë Ørsted\n'))).toEqual({
      text: 'name\nZoë Ørsted\n',
      encoding: 'utf-8',
      bom: false,
    });
  });

  it('strips a UTF-8 byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('email\na@b.io')]);
    const decoded = decodeCsvBytes(bytes);
    expect(decoded.text).toBe('email\na@b.io');
    expect(decoded.text.charCodeAt(0)).not.toBe(0xfeff);
    expect(decoded.bom).toBe(true);
  });

  it('falls back to Windows-1252 when the bytes are not valid UTF-8', () => {
    // "José;Müller;€5" in Windows-1252
    const bytes = new Uint8Array([
      0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80, 0x35,
    ]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'José;Müller;€5', encoding: 'windows-1252', bom: false });
  });

  it('maps the Windows-1252 0x80–0x9F range to its printable characters, not C1 controls', () => {
    expect(
      decodeWindows1252(new Uint8Array([0x80, 0x8a, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x9f])),
    ).toBe('€Š‘’“”–—™Ÿ');
  });

  it('decodes UTF-16LE text announced by its BOM', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00, 0xe9, 0x00]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'a,é', encoding: 'utf-16le', bom: true });
  });

  it('accepts an ArrayBuffer and a Buffer', () => {
    expect(decodeCsv(utf8('x,y').buffer)).toBe('x,y');
    expect(decodeCsv(Buffer.from('x;y'))).toBe('x;y');
  });
});
