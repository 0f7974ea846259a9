import { detectPastedCsv } from '@rapport/sdk/rules';
import { SNIFF_BYTES } from './constants';
import { decodeCsvBytes } from './decode';

/**
 * Is an uploaded file a CSV? Decided by content first, then by extension and MIME type
 * (issue 4: "CSV content detected by content and extension").
 *
 * - Binary content is never CSV: NUL bytes, or the magic numbers of zip/xlsx/docx, legacy Office
 *   (xls), PDF, gzip and common images.
 * - `.csv` / `.tsv` files, or a CSV MIME type, are CSV when their content is text (a single
 *   column, e.g. a list of emails, is a valid CSV).
 * - `.txt`, no extension, `text/plain` or `application/octet-stream` are CSV only when the content
 *   looks delimited: the spec's paste rule (§5), at least two lines and the first line splits into
 *   more than one column on comma, semicolon, tab or pipe.
 * - Any other extension (.json, .xlsx, .pdf...) is not CSV.
 */
export function looksLikeCsv(name: string, mime: string | undefined, firstBytes: Uint8Array): boolean {
  const head = firstBytes.subarray(0, SNIFF_BYTES);
  if (head.length === 0) return false;
  if (isBinary(head)) return false;

  const ext = extensionOf(name);
  const type = (mime ?? '').split(';')[0]!.trim().toLowerCase();
  if (ext !== '' && !CSV_EXTENSIONS.has(ext) && !TEXT_EXTENSIONS.has(ext)) return false;

  const text = decodeCsvBytes(head).text;
  if (CSV_EXTENSIONS.has(ext) || (ext === '' && CSV_MIME_TYPES.has(type))) return text.trim().length > 0;
  if (ext === '' && type !== '' && !TEXT_MIME_TYPES.has(type)) return false;
  return looksDelimited(text);
}

const CSV_EXTENSIONS = new Set(['csv', 'tsv']);
const TEXT_EXTENSIONS = new Set(['txt', 'text']);
/** Browsers send `application/vnd.ms-excel` for .csv on Windows machines with Excel installed. */
const CSV_MIME_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
]);
const TEXT_MIME_TYPES = new Set(['text/plain', 'application/octet-stream']);

const MAGIC_NUMBERS: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip, xlsx, docx
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0xd0, 0xcf, 0x11, 0xe0], // legacy Office (xls, doc)
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

export function isBinary(bytes: Uint8Array): boolean {
  if (MAGIC_NUMBERS.some((magic) => magic.every((b, i) => bytes[i] === b))) return true;
  // UTF-16 text has NULs but announces itself with a BOM.
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return false;
  let controls = 0;
  for (const b of bytes) {
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) controls++;
  }
  return controls > bytes.length / 100;
}

/** The spec's paste rule (§5), shared with the web app: `detectPastedCsv` of the SDK. */
export const looksDelimited: (text: string) => boolean = detectPastedCsv;

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
