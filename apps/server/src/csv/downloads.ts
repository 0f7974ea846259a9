/**
 * What a CSV import leaves to download (`GET /jobs/{id}/errors.csv`, `GET /jobs/{id}/skipped.csv`):
 * its row errors as a `row,reason` list, and the rows it skipped as the file had them. Read from
 * the job's result and its kept upload; another user's job is a 404.
 */
import type { Database } from '../db/index.js';
import { jobs } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { RowErrors } from '../jobs/registry.js';
import { ownedRow } from '../platform/owned.js';
import type { UploadStore } from '../platform/uploadStore.js';
import { skippedRowsCsv } from './skippedRows.js';
import { errorsToCsv } from './validate.js';

export function createCsvDownloads(database: Database, uploads: UploadStore) {
  const { db } = database;
  const rowErrorsOf = (row: { result: { rowErrors?: unknown } | null }) => {
    const parsed = RowErrors.safeParse(row.result?.rowErrors ?? []);
    return parsed.success ? parsed.data : [];
  };
  return {
    /** The job's row errors as "row,reason" lines (any job kind: none when it has none). */
    async errorsCsv(userId: string, id: string): Promise<string> {
      return errorsToCsv(rowErrorsOf(await ownedRow(db, jobs, userId, id, 'Job not found')));
    },

    /** A CSV import's rows that were not imported, as they were, with the reason (skippedRows.ts). */
    async skippedRowsCsv(userId: string, id: string): Promise<string> {
      const row = await ownedRow(db, jobs, userId, id, 'Job not found');
      if (row.kind !== 'csv.import') throw notFound('Not a CSV import');
      return skippedRowsCsv((await uploads.load(userId, id))?.content, rowErrorsOf(row));
    },
  };
}

export type CsvDownloads = ReturnType<typeof createCsvDownloads>;
