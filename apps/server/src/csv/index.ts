export {
  contactNameKey,
  dedupeKey,
  type MergeResult,
  mergeContact,
  normalizeNamePart,
  sameValue,
} from '../contacts/identity';
export {
  CONTACT_FIELDS,
  type ContactChanges,
  type ContactField,
  type ContactInput,
  type ContactStore,
  type ContactUpdate,
  type ExistingContact,
  type ExistingContactKeys,
  type FieldConflict,
  type NewContact,
} from '../contacts/model';
export { joinName, splitFullName } from '../contacts/names';
export { emailKey, isValidEmail, normalizeEmail } from '../lib/email';
export { CSV_DELIMITERS, CSV_PREVIEW_ROWS, DEFAULT_IMPORT_BATCH_SIZE, MAX_CSV_FILE_BYTES } from './constants';
export { type CsvEncoding, type DecodedCsv, decodeCsv, decodeCsvBytes, decodeWindows1252 } from './decode';
export { CsvImportError, type CsvImportErrorCode, isCsvImportError } from './errors';
export {
  type ImportContactsCsvOptions,
  type ImportCounts,
  type ImportProgress,
  type ImportResult,
  type ImportSummary,
  importContactsCsv,
} from './importer';
export {
  type ColumnMapping,
  fieldForHeader,
  HEADER_SYNONYMS,
  type HeaderMapping,
  type MappedRecord,
  mapHeader,
  mapRecord,
  normalizeHeader,
} from './mapping';
export { createMemoryContactStore, type MemoryContactStore } from './memory-store';
export {
  type CsvBatch,
  type CsvDelimiter,
  type CsvNewline,
  type CsvPreview,
  type CsvRecord,
  detectDelimiter,
  detectNewline,
  isBlankRecord,
  type ParseCsvOptions,
  parseCsv,
  parseCsvRecords,
  previewCsv,
  serializeCsv,
} from './parse';
export { isBinary, looksDelimited, looksLikeCsv } from './sniff';
export type { RowError } from './types';
export { errorsToCsv, ROW_ERROR_REASONS, type RowResult, validateRecord } from './validate';
