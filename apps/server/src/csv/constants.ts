/**
 * Constants of the CSV contact import. Each cites the spec section (product-spec.md) or the
 * issue it comes from.
 */

/** Spec §5 "Import step" and §9 "Import file size": each file must be under 10MB. */
export { IMPORT_FILE_MAX_BYTES as MAX_CSV_FILE_BYTES } from '@rapport/sdk/contract';

/** Spec §4 onboarding import step and §9: the CSV preview shows the header and the first 5 rows. */
export const CSV_PREVIEW_ROWS = 5;

/**
 * Spec §5 chat input: pasted text counts as CSV when its first line splits into more than one
 * column on comma, semicolon, tab or pipe. The same four delimiters are detected on upload (issue 4).
 */
export { CSV_DELIMITERS } from '@rapport/sdk/contract';

/** Rows written per `ContactStore.upsertBatch` call (one transaction, one checkpoint). Issue 4. */
export const DEFAULT_IMPORT_BATCH_SIZE = 1000;

/** Characters of decoded text handed to papaparse at a time; bounds the rows held in memory. */
export const PARSE_CHUNK_CHARS = 256 * 1024;

/** How much of a file `looksLikeCsv` needs to see to decide. */
export const SNIFF_BYTES = 8 * 1024;

/** Records examined to detect the delimiter. */
export const DELIMITER_SAMPLE_RECORDS = 20;

/** Longest cell value imported; a longer one (often an unclosed quote swallowing lines) rejects its row. */
export const MAX_FIELD_CHARS = 10_000;
