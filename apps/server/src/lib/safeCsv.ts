import Papa from 'papaparse';

/**
 * Rows → CSV text for a person to open in a spreadsheet: CRLF lines, quoted where needed, and
 * cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) prefixed with `'`.
 */
export function toSafeCsv(rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse(rows as string[][], { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
