import Papa from 'papaparse';
import {
  CSV_DELIMITERS,
  CSV_PREVIEW_ROWS,
  DEFAULT_IMPORT_BATCH_SIZE,
  DELIMITER_SAMPLE_RECORDS,
  PARSE_CHUNK_CHARS,
} from './constants';

export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * One record of the file. `row` is its 1-based position among the file's records, the header
 * being row 1: the row number a spreadsheet shows when it opens the file (a quoted field with
 * line breaks stays one row). Blank lines count, so numbers match what the user sees.
 */
export interface CsvRecord {
  row: number;
  fields: string[];
  /** Set when the record could not be read as CSV (an unterminated quote). */
  error?: string;
}

export interface CsvBatch {
  records: CsvRecord[];
  /** Characters of the decoded text consumed so far (of `total`). */
  processed: number;
  total: number;
}

export interface ParseCsvOptions {
  /** Records per yielded batch. */
  batchSize?: number;
  /** Skip detection and use this delimiter. */
  delimiter?: CsvDelimiter;
  /** Characters handed to papaparse at a time. */
  chunkChars?: number;
}

const DEFAULT_PARSE_OPTIONS = {
  batchSize: DEFAULT_IMPORT_BATCH_SIZE,
  chunkChars: PARSE_CHUNK_CHARS,
} as const;

const SAMPLE_CHARS = 64 * 1024;

/**
 * The delimiter among comma, semicolon, tab and pipe that splits the first records most
 * consistently: the header must split into more than one column; then the share of the following
 * sample records with the header's column count decides, then the header's column count.
 * A single-column file falls back to comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, SAMPLE_CHARS);
  let best: { delimiter: CsvDelimiter; consistency: number; columns: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const records = Papa.parse<string[]>(sample, {
      delimiter,
      preview: DELIMITER_SAMPLE_RECORDS + 1,
      skipEmptyLines: 'greedy',
    }).data;
    const header = records[0];
    if (!header || header.length < 2) continue;
    // The sample may cut the last record in two; it does not vote.
    const rest = sample.length < text.length ? records.slice(1, -1) : records.slice(1);
    const consistency =
      rest.length === 0 ? 1 : rest.filter((r) => r.length === header.length).length / rest.length;
    if (
      !best ||
      consistency > best.consistency ||
      (consistency === best.consistency && header.length > best.columns)
    ) {
      best = { delimiter, consistency, columns: header.length };
    }
  }
  return best?.delimiter ?? ',';
}

export type CsvNewline = '\r\n' | '\n' | '\r';

/**
 * The line break used between records: the most frequent of CRLF, LF and CR outside quoted fields
 * in the first 64K characters. Decided once on the whole text's start, because papaparse would
 * otherwise guess it on its first chunk, which may end inside a quoted field and mislead it.
 */
export function detectNewline(text: string): CsvNewline {
  const end = Math.min(text.length, SAMPLE_CHARS);
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  let quoted = false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (quoted) continue;
    else if (c === 0x0d) {
      if (text.charCodeAt(i + 1) === 0x0a) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 0x0a) lf++;
  }
  if (crlf >= lf && crlf >= cr && crlf > 0) return '\r\n';
  return cr > lf ? '\r' : '\n';
}

/**
 * Streams the records of a CSV text in batches. Papaparse parses `chunkChars` characters at a
 * time and is paused whenever a full batch is buffered, so at most one chunk's records plus one
 * batch are held in memory however large the file is; the consumer's pace is the parser's pace.
 */
export async function* parseCsv(text: string, options: ParseCsvOptions = {}): AsyncGenerator<CsvBatch> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_PARSE_OPTIONS.batchSize);
  const chunkChars = Math.max(16, options.chunkChars ?? DEFAULT_PARSE_OPTIONS.chunkChars);
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const total = text.length;

  const buffer: CsvRecord[] = [];
  let rowNumber = 0;
  let processed = 0;
  let done = false;
  let parser: Papa.Parser | null = null;

  Papa.parse<string[]>(text, {
    delimiter,
    newline: detectNewline(text),
    chunkSize: chunkChars,
    skipEmptyLines: false,
    chunk(results: Papa.ParseResult<string[]>, handle: Papa.Parser) {
      parser = handle;
      const broken = new Set<number>();
      for (const e of results.errors) {
        if (e.code === 'MissingQuotes' && typeof e.row === 'number') broken.add(e.row);
      }
      results.data.forEach((fields: string[], i: number) => {
        rowNumber++;
        buffer.push(
          broken.has(i)
            ? { row: rowNumber, fields, error: 'Unterminated quoted field' }
            : { row: rowNumber, fields },
        );
      });
      processed = results.meta.cursor;
      if (buffer.length >= batchSize) handle.pause();
    },
    complete() {
      processed = total;
      done = true;
    },
  });

  // Papaparse runs synchronously on a string: it has returned here either paused or complete.
  while (true) {
    while (buffer.length >= batchSize) {
      yield {
        records: buffer.splice(0, batchSize),
        processed: done && buffer.length === 0 ? total : processed,
        total,
      };
    }
    if (done) {
      if (buffer.length > 0) yield { records: buffer.splice(0), processed: total, total };
      return;
    }
    (parser as Papa.Parser | null)?.resume();
  }
}

/** All records at once; for previews and tests, not for imports. */
export function parseCsvRecords(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): string[][] {
  return Papa.parse<string[]>(text, { delimiter, newline: detectNewline(text), skipEmptyLines: false }).data;
}

/** Records → CSV text; fields are quoted when they hold the delimiter, a quote or a line break. */
export function serializeCsv(
  records: readonly (readonly string[])[],
  delimiter: CsvDelimiter = ',',
  newline: CsvNewline = '\r\n',
): string {
  return Papa.unparse(records as string[][], { delimiter, newline, quotes: false });
}

/** True when every field of the record is blank (a blank line, or a row of empty cells). */
export function isBlankRecord(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

export interface CsvPreview {
  delimiter: CsvDelimiter;
  header: string[];
  rows: string[][];
}

/**
 * The header and the first rows of a CSV text (spec §4: "CSV preview shows headers and the first
 * 5 rows"). Blank lines are left out. Reads only the start of the text.
 */
export function previewCsv(text: string, rows: number = CSV_PREVIEW_ROWS): CsvPreview {
  const delimiter = detectDelimiter(text);
  const records = Papa.parse<string[]>(text.slice(0, SAMPLE_CHARS), {
    delimiter,
    newline: detectNewline(text),
    skipEmptyLines: 'greedy', // filtered after papaparse's `preview` count, so no `preview` here
  }).data;
  return { delimiter, header: records[0] ?? [], rows: records.slice(1, rows + 1) };
}
