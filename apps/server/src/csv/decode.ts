/**
 * Bytes of an uploaded file → text. UTF-8 first (BOM stripped); bytes that are not valid UTF-8
 * are read as Windows-1252, the "Latin-1" that spreadsheet programs on Windows write.
 * UTF-16 with a BOM (Excel's "Unicode text") is honoured too.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /** Whether a byte-order mark was present (and stripped). */
  bom: boolean;
}

/**
 * Windows-1252 code points for bytes 0x80–0x9F. Node 20's TextDecoder('windows-1252') maps these
 * to C1 control characters (ISO-8859-1) instead, so they are translated here. Undefined bytes
 * (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep their C1 code point, as the WHATWG encoding does.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

const C1_RANGE = /[\u0080-\u009f]/g;

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  return latin1.replace(C1_RANGE, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? 0xfffd));
}

function toBytes(input: Uint8Array | ArrayBuffer): Uint8Array {
  return input instanceof Uint8Array ? input : new Uint8Array(input);
}

export function decodeCsvBytes(input: Uint8Array | ArrayBuffer): DecodedCsv {
  const bytes = toBytes(input);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    const text = tryUtf8(body);
    return text === null
      ? { text: decodeWindows1252(body), encoding: 'windows-1252', bom: true }
      : { text, encoding: 'utf-8', bom: true };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', bom: true };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be', bom: true };
  }
  const text = tryUtf8(bytes);
  return text === null
    ? { text: decodeWindows1252(bytes), encoding: 'windows-1252', bom: false }
    : { text, encoding: 'utf-8', bom: false };
}

/** Text of a CSV file: shorthand for `decodeCsvBytes(bytes).text`. */
export function decodeCsv(input: Uint8Array | ArrayBuffer): string {
  return decodeCsvBytes(input).text;
}

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    // ignoreBOM: a second BOM after a stripped one is content, not a marker.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
