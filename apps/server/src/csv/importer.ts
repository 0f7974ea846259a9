import { dedupeKey, type SaveCounts, saveContacts } from '../contacts/identity';
import type { ContactInput } from '../contacts/model';
import { DEFAULT_IMPORT_BATCH_SIZE } from './constants';
import { type CsvEncoding, decodeCsvBytes } from './decode';
import { CsvImportError } from './errors';
import { type HeaderMapping, mapHeader } from './mapping';
import { type CsvDelimiter, type CsvRecord, detectDelimiter, isBlankRecord, parseCsv } from './parse';
import type { ImportContactStore, ImportCounts, ImportResult } from './types';
import { ROW_ERROR_REASONS, validateRecord } from './validate';

export type { ImportCounts, ImportResult } from './types';

export interface ImportSummary extends ImportResult {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Header text → contact field, or null for a column kept as a custom field. */
  columns: { header: string; field: string | null }[];
  /** Row number of the last record read (header = row 1). */
  lastRow: number;
}

export interface ImportProgress extends ImportCounts {
  errorCount: number;
  /** Characters of decoded text read so far, of `totalChars`: the share of the file done. */
  processedChars: number;
  totalChars: number;
}

export interface ImportContactsCsvOptions {
  bytes: Uint8Array | ArrayBuffer;
  /** For messages only; content detection is `looksLikeCsv`'s job, before the import. */
  fileName: string;
  store: ImportContactStore;
  /** Data rows per `store.upsertBatch` (one transaction each). */
  batchSize?: number;
  /**
   * Resume: rows numbered below `startRow` were committed by an earlier run and are not read
   * again. After a crash, pass the last `checkpoint` row + 1, and that checkpoint's `partial`
   * as `previous` so the counts and the error list continue.
   */
  startRow?: number;
  previous?: ImportResult;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Called after each committed batch with the row number of the last row it covered (every row up
   * to it is in the store) and the result so far. The job runner persists both; awaited.
   */
  checkpoint?: (rowNumber: number, partial: ImportResult) => void | Promise<void>;
  signal?: AbortSignal;
}

const DEFAULT_IMPORT_OPTIONS = {
  batchSize: DEFAULT_IMPORT_BATCH_SIZE,
  startRow: 2,
} as const;

const IDENTITY_FIELDS = ['email', 'fullName', 'firstName', 'lastName'] as const;

/**
 * decode → parse → map → validate → dedupe → `store.upsertBatch`, one batch at a time, so memory
 * stays bounded by the batch size whatever the file size. Idempotent: importing the same bytes
 * again finds every contact and changes nothing (created 0, updated 0).
 *
 * Throws `CsvImportError` only for whole-file failures: EMPTY_FILE, NO_CONTACT_COLUMNS (no column
 * maps to an email or a name), ABORTED. A bad row never throws; it lands in `errors`.
 */
export async function importContactsCsv(options: ImportContactsCsvOptions): Promise<ImportSummary> {
  const { store, onProgress, checkpoint, signal, fileName } = options;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_IMPORT_OPTIONS.batchSize);
  const startRow = Math.max(
    DEFAULT_IMPORT_OPTIONS.startRow,
    options.startRow ?? DEFAULT_IMPORT_OPTIONS.startRow,
  );

  const { text, encoding } = decodeCsvBytes(options.bytes);
  if (text.trim() === '') throw new CsvImportError('EMPTY_FILE', `${fileName} is empty`);
  const delimiter = detectDelimiter(text);

  const result: ImportResult = {
    created: options.previous?.created ?? 0,
    updated: options.previous?.updated ?? 0,
    skipped: options.previous?.skipped ?? 0,
    total: options.previous?.total ?? 0,
    errors: [...(options.previous?.errors ?? [])],
  };
  /** Dedupe keys of the contacts this run created, to tell a duplicate row from an update. */
  const createdKeys = new Set<string>();
  let mapping: HeaderMapping | null = null;
  let lastRow = 0;

  for await (const batch of parseCsv(text, { batchSize, delimiter })) {
    if (signal?.aborted) throw new CsvImportError('ABORTED', `Import of ${fileName} was cancelled`);
    const rows: CsvRecord[] = [];
    for (const record of batch.records) {
      lastRow = record.row;
      if (isBlankRecord(record.fields) && !record.error) continue;
      if (!mapping) {
        mapping = mapHeader(record.fields);
        const fields = mapping.fields;
        if (!IDENTITY_FIELDS.some((f) => fields[f] !== undefined)) {
          throw new CsvImportError(
            'NO_CONTACT_COLUMNS',
            `${fileName} has no email or name column (columns: ${mapping.columns.map((c) => c.header).join(', ')})`,
          );
        }
        continue;
      }
      if (record.row >= startRow) rows.push(record);
    }
    if (rows.length > 0 && mapping) {
      await importBatch(rows, mapping, store, result, createdKeys, lastRow);
      await checkpoint?.(lastRow, snapshot(result));
    }
    onProgress?.({
      created: result.created,
      updated: result.updated,
      skipped: result.skipped,
      total: result.total,
      errorCount: result.errors.length,
      processedChars: batch.processed,
      totalChars: batch.total,
    });
  }
  if (!mapping) throw new CsvImportError('EMPTY_FILE', `${fileName} is empty`);

  return {
    ...result,
    encoding,
    delimiter,
    columns: mapping.columns.map((c) => ({ header: c.header, field: c.field })),
    lastRow,
  };
}

function snapshot(result: ImportResult): ImportResult {
  return { ...result, errors: [...result.errors] };
}

async function importBatch(
  records: readonly CsvRecord[],
  mapping: HeaderMapping,
  store: ImportContactStore,
  result: ImportResult,
  createdKeys: Set<string>,
  lastRow: number,
): Promise<void> {
  const valid: ContactInput[] = [];
  for (const record of records) {
    result.total++;
    const outcome = validateRecord(mapping, record);
    if (!outcome.ok) result.errors.push({ row: outcome.row, reason: outcome.reason });
    // Validation guarantees an email or a name with letters, hence a dedupe key; checked anyway so
    // that no row can ever go uncounted.
    else if (dedupeKey(outcome.contact) === null) {
      result.errors.push({ row: outcome.row, reason: ROW_ERROR_REASONS.noEmailNoName });
    } else valid.push(outcome.contact);
  }
  // The batch's place is committed with its contacts (ContactStore.upsertBatch): a restart resumes
  // after it, never redoing rows already counted.
  const counted = (counts: SaveCounts): ImportResult => {
    result.created += counts.created;
    result.updated += counts.updated;
    result.skipped += counts.skipped;
    return snapshot(result);
  };
  if (valid.length === 0) {
    await store.upsertBatch({ insert: [], update: [] }, { lastRow, partial: snapshot(result) });
    return;
  }
  await saveContacts(store, valid, createdKeys, (counts) => ({ lastRow, partial: counted(counts) }));
}
