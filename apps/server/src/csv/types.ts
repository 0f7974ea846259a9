import type { ContactStore } from '../contacts/model';

/** Where an import got to: every row up to `lastRow` is stored; `partial` is the result so far. */
export interface ImportCheckpoint {
  lastRow: number;
  partial: ImportResult;
}

/** The store an import writes to: it commits the import's checkpoint with each batch. */
export type ImportContactStore = ContactStore<ImportCheckpoint>;

/** A row that was not imported. `row` is the spreadsheet row number (header = row 1). */
export interface RowError {
  row: number;
  reason: string;
}

/**
 * Row accounting. Every non-blank data row counts once in `total` and in exactly one of:
 * - `created`: the row introduced a new contact;
 * - `updated`: the row filled empty fields of a contact that existed before this import;
 * - `skipped`: the row was valid but added nothing new: a duplicate of an earlier row of the file
 *   (merged into the contact that row created), or identical to a stored contact (so
 *   re-importing a file gives created 0, updated 0), or only conflicting with it;
 * - `errors`: the row was rejected (row number and reason).
 * Blank rows are ignored and not counted.
 */
export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
  total: number;
}

export interface ImportResult extends ImportCounts {
  errors: RowError[];
}
