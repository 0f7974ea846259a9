import { csvImportSummaryText, skipReasonsOf } from '@rapport/sdk/rules';
import { CSV_IMPORT_BATCH_SIZE } from '../constants.js';
import { createSqlContactStore } from '../contacts/store.js';
import type { Database } from '../db/index.js';
import { JOB_KINDS, type JobPayload } from '../jobs/registry.js';
import type { JobContext } from '../jobs/types.js';
import { yieldToEventLoop } from '../lib/yield.js';
import type { JobsService } from '../platform/jobs.js';
import type { NotificationsService } from '../platform/notifications.js';
import type { UploadStore } from '../platform/uploadStore.js';
import { isCsvImportError } from './errors.js';
import { importContactsCsv } from './importer.js';
import type { ImportContactStore } from './types.js';

/** Retries after a failure that is not the file's fault (database hiccup, crash). */
const CSV_IMPORT_RETRY_LIMIT = JOB_KINDS['csv.import'].retryLimit;
/** At most one progress notification per this many ms. */
const PROGRESS_INTERVAL_MS = 500;

export interface CsvImportDeps {
  database: Database;
  jobs: JobsService;
  notifications: NotificationsService;
  uploads: UploadStore;
  now?: () => number;
  /** Rows per committed batch (default CSV_IMPORT_BATCH_SIZE). */
  batchSize?: number;
  /** Called once an import completed (the server enqueues search.reindex). */
  afterImport?: (userId: string) => Promise<unknown>;
  /** Wraps the SQL store (tests inject failures with it). */
  wrapStore?: (store: ImportContactStore) => ImportContactStore;
}

/**
 * The `csv.import` job: reads the stored upload, imports it in batches, checkpoints after each
 * committed batch (a restart resumes from there), and reports progress to the owner.
 * Idempotent: a completed job is left alone; re-running a batch never duplicates a contact.
 */
export function createCsvImportJob(deps: CsvImportDeps) {
  const now = deps.now ?? Date.now;
  const { jobs } = deps;

  return async function runCsvImport(payload: JobPayload<'csv.import'>, ctx: JobContext): Promise<void> {
    const { userId, jobId } = payload;
    const job = await jobs.find(userId, jobId);
    if (!job || !jobs.jobLifecycle.can(job.status, 'start')) return;
    const file = await deps.uploads.load(userId, jobId);
    const fileName =
      file?.fileName ?? (typeof job.payload.fileName === 'string' ? job.payload.fileName : 'upload.csv');
    const base = { jobId, fileName };
    if (!file) {
      await jobs.fail(userId, jobId, 'The uploaded file is gone');
      await deps.notifications.notify(
        userId,
        'CSV_PROCESSING_ERROR',
        `${fileName}: the uploaded file is gone`,
        { jobId },
      );
      return;
    }

    const checkpoint = jobs.checkpointOf('csv.import', job);
    if (job.status === 'queued') {
      await deps.notifications.notify(userId, 'CSV_PROCESSING_START', `Processing ${fileName}`, { jobId });
    }
    await jobs.start(userId, jobId, ctx.attempt);

    let lastProgress = 0;
    // Progress is sent without holding up the import, in order, and always before the final
    // COMPLETE/ERROR (which await it): a client never sees progress after the end.
    let progressSent: Promise<unknown> = Promise.resolve();
    try {
      const summary = await importContactsCsv({
        bytes: file.content,
        fileName,
        // Each batch's checkpoint is committed in the batch's transaction: a crash between the two
        // would redo a batch whose rows the result already counts.
        store: (deps.wrapStore ?? ((x) => x))(
          createSqlContactStore(deps.database, userId, 'csv', (tx, place) =>
            jobs.checkpoint(userId, jobId, 'csv.import', place, place.partial.total, tx),
          ),
        ),
        batchSize: deps.batchSize ?? CSV_IMPORT_BATCH_SIZE,
        ...(checkpoint ? { startRow: checkpoint.lastRow + 1, previous: checkpoint.partial } : {}),
        // Between batches, let requests through (PGlite work never yields on its own).
        checkpoint: () => yieldToEventLoop(),
        onProgress: (p) => {
          const t = now();
          if (t - lastProgress < PROGRESS_INTERVAL_MS) return;
          lastProgress = t;
          // Progress is the share of the file read, in characters (rows are unknown until the end).
          const data = {
            jobId,
            processed: p.processedChars,
            total: p.totalChars,
            created: p.created,
            updated: p.updated,
            skipped: p.skipped,
            errors: p.errorCount,
          };
          progressSent = progressSent
            .then(() =>
              deps.notifications.notify(userId, 'CSV_PROCESSING_PROGRESS', `Processing ${fileName}`, data),
            )
            .catch(() => {});
        },
      });
      const counts = {
        created: summary.created,
        updated: summary.updated,
        skipped: summary.skipped,
        errors: summary.errors.length,
      };
      // What a person reads (issue 26): rows of people already known are merged; rows not imported, skipped.
      const readable = { merged: summary.skipped, skippedReasons: skipReasonsOf(summary.errors) };
      await jobs.complete(userId, jobId, {
        processed: summary.total,
        total: summary.total,
        result: {
          ...counts,
          ...readable,
          total: summary.total,
          fileName,
          encoding: summary.encoding,
          delimiter: summary.delimiter,
          columns: summary.columns,
          rowErrors: summary.errors,
        },
      });
      await progressSent;
      await deps.notifications.notify(
        userId,
        'CSV_PROCESSING_COMPLETE',
        `${fileName}: ${csvImportSummaryText({ ...counts, ...readable, skipped: counts.errors })}`,
        { ...base, ...counts, ...readable, processed: summary.total, total: summary.total },
      );
      await deps.afterImport?.(userId);
    } catch (e) {
      const final = isCsvImportError(e) || ctx.attempt > CSV_IMPORT_RETRY_LIMIT;
      if (!final) throw e;
      const reason = isCsvImportError(e) ? e.message : 'The file could not be imported';
      await jobs.fail(userId, jobId, reason);
      await progressSent;
      await deps.notifications.notify(userId, 'CSV_PROCESSING_ERROR', `${fileName}: ${reason}`, { jobId });
    }
  };
}
