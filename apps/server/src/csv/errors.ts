/**
 * Errors of the CSV core. Only whole-file failures throw; a bad row never does (it becomes a
 * `RowError` in the import result, issue 4 "an import never fails whole because of some bad rows").
 */
export type CsvImportErrorCode = 'EMPTY_FILE' | 'NO_CONTACT_COLUMNS' | 'ABORTED';

export class CsvImportError extends Error {
  override readonly name = 'CsvImportError';
  readonly code: CsvImportErrorCode;

  constructor(code: CsvImportErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function isCsvImportError(e: unknown): e is CsvImportError {
  return e instanceof CsvImportError;
}
