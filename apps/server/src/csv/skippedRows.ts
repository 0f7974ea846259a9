import { toSafeCsv } from '../lib/safeCsv';
import { decodeCsvBytes } from './decode';
import { parseCsv } from './parse';
import type { RowError } from './types';
import { errorsToCsv } from './validate';

/**
 * The rows of an uploaded CSV that were not imported, as they were, for the person to fix and
 * import again (issue 26, `GET /jobs/{id}/skipped.csv`): `row` and `reason` first, then the
 * file's own columns. The file is read again (uploads are kept), streamed in batches; cells a
 * spreadsheet would run are escaped. Without the file, the `row,reason` list alone.
 */
export async function skippedRowsCsv(
  bytes: Uint8Array | undefined,
  errors: readonly RowError[],
): Promise<string> {
  if (!bytes) return errorsToCsv(errors);
  const reasons = new Map(errors.map((e) => [e.row, e.reason]));
  const { text } = decodeCsvBytes(bytes);
  let header: string[] = [];
  const rows: string[][] = [];
  for await (const batch of parseCsv(text)) {
    for (const record of batch.records) {
      if (record.row === 1) header = record.fields;
      const reason = reasons.get(record.row);
      if (reason !== undefined) rows.push([String(record.row), reason, ...record.fields]);
    }
    if (rows.length === reasons.size) break;
  }
  return toSafeCsv([['row', 'reason', ...header], ...rows]);
}
