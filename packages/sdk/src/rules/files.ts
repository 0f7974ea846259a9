import { CHAT_ATTACHMENTS_MAX_BYTES, CSV_DELIMITERS, IMPORT_FILE_MAX_BYTES } from '../constants.js';
import { type ToastText, VALIDATION } from './messages.js';

/** The parts of a File the rules need; a browser File satisfies it. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/**
 * §5 Chat send: pasted text counts as CSV when it has at least two non-empty lines and
 * the first line splits into more than one column on comma, semicolon, tab or pipe.
 */
export function detectPastedCsv(text: string): boolean {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  if (lines.length < 2) return false;
  const header = lines[0]!;
  return CSV_DELIMITERS.some((delimiter) => header.split(delimiter).length > 1);
}

/** The file name pasted CSV text is uploaded under (§5). */
export const PASTED_CSV_FILE_NAME = 'pasted.csv';

const isCsv = (file: FileLike): boolean =>
  file.type === 'text/csv' || file.type === 'application/csv' || /\.csv$/i.test(file.name);

/** §5 Chat attachments: only text/csv, at most 20MB in total. */
export function validateChatAttachments(files: readonly FileLike[]): ToastText | null {
  if (files.some((file) => !isCsv(file))) return VALIDATION.invalidFileType;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > CHAT_ATTACHMENTS_MAX_BYTES) return VALIDATION.fileSizeExceeded;
  return null;
}

const IMPORT_EXTENSIONS = /\.(csv|tsv|xlsx?|json|txt)$/i;
const IMPORT_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/json',
  'text/plain',
]);

export const isAcceptedImportType = (file: FileLike): boolean =>
  IMPORT_TYPES.has(file.type) || IMPORT_EXTENSIONS.test(file.name);

export interface ImportSelection<F extends FileLike> {
  /** The files to keep: the existing ones plus the accepted new ones. */
  files: F[];
  /** The first problem met, to show as a toast; the other files are still accepted. */
  problem: ToastText | null;
  /** Names skipped because a file of that name was already selected. */
  duplicates: string[];
}

/**
 * §5 Import step: CSV, Excel, JSON or text; each under 10MB; duplicate names skipped.
 */
export function selectImportFiles<F extends FileLike>(
  existing: readonly F[],
  incoming: readonly F[],
): ImportSelection<F> {
  const files = [...existing];
  const names = new Set(existing.map((file) => file.name));
  const duplicates: string[] = [];
  let problem: ToastText | null = null;
  for (const file of incoming) {
    if (!isAcceptedImportType(file)) {
      problem ??= VALIDATION.invalidFileType;
      continue;
    }
    if (file.size >= IMPORT_FILE_MAX_BYTES) {
      problem ??= VALIDATION.fileTooLarge;
      continue;
    }
    if (names.has(file.name)) {
      duplicates.push(file.name);
      continue;
    }
    names.add(file.name);
    files.push(file);
  }
  return { files, problem, duplicates };
}

/** §5 Import step: what to say when processing is asked for. Null means go ahead with the CSVs. */
export function checkImportProcessing(files: readonly FileLike[]): ToastText | null {
  if (files.length === 0) return VALIDATION.noFilesSelected;
  if (!files.some(isCsv)) return VALIDATION.noCsvFile;
  return null;
}

/** The CSV files among the selection (the ones processing uploads). */
export const csvFiles = <F extends FileLike>(files: readonly F[]): F[] => files.filter(isCsv);
