import { CSV_FILE_MAX_BYTES } from '../constants.js';
import { looksLikeCsv } from '../csv/sniff.js';
import type { Database } from '../db/index.js';
import { jobs as jobsTable } from '../db/schema.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/errors.js';
import { CSV_IMPORT_RETRY_LIMIT, type CsvImportPayload } from '../jobs/csvImport.js';
import type { JobRunner } from '../jobs/types.js';
import type { Services } from '../services/index.js';
import type { UploadStore } from '../services/uploadStore.js';
import type { HandlerGroup } from './define.js';

const MAX_MB = CSV_FILE_MAX_BYTES / (1024 * 1024);

interface Received {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** `POST /api/csv/upload`: multipart, repeated `files`; answers at once with one csv.import job per file. */
export function csvHandlers(
  _s: Services,
  deps: { database: Database; jobs: JobRunner; uploads: UploadStore },
): HandlerGroup<'csv.upload'> {
  const { db } = deps.database;
  return {
    'csv.upload': async ({ auth, request }) => {
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the CSV files as multipart/form-data in the `files` field');
      const received: Received[] = [];
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw badRequest(`${part.fieldname}: unknown field; send files in the \`files\` field`);
        }
        const fileName = part.filename || 'upload.csv';
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch (e) {
          if ((e as { statusCode?: number }).statusCode === 413 || part.file.truncated)
            throw payloadTooLarge(`${fileName} is too large: files must be smaller than ${MAX_MB}MB.`);
          throw e;
        }
        if (part.file.truncated || content.length >= CSV_FILE_MAX_BYTES)
          throw payloadTooLarge(`${fileName} is too large: files must be smaller than ${MAX_MB}MB.`);
        received.push({ fileName, mimeType: part.mimetype, content });
      }
      if (received.length === 0) throw badRequest('files: no file was sent');
      for (const f of received) {
        if (!looksLikeCsv(f.fileName, f.mimeType, f.content.subarray(0, 8192)))
          throw badRequest(`${f.fileName} is not a CSV file. Please upload a CSV file to process.`);
      }

      const userId = auth.user.id;
      const started: { jobId: string; fileName: string }[] = [];
      for (const f of received) {
        const jobId = await db.transaction(async (tx) => {
          const [job] = await tx
            .insert(jobsTable)
            .values({ userId, kind: 'csv.import', status: 'queued', payload: { fileName: f.fileName } })
            .returning({ id: jobsTable.id });
          if (!job) throw new Error('insert returned nothing');
          await deps.uploads.save(
            tx,
            { userId, jobId: job.id, fileName: f.fileName, mimeType: f.mimeType },
            f.content,
          );
          return job.id;
        });
        await deps.jobs.enqueue<CsvImportPayload>(
          'csv.import',
          { userId, jobId },
          { id: jobId, retryLimit: CSV_IMPORT_RETRY_LIMIT, retryDelayMs: 2000 },
        );
        started.push({ jobId, fileName: f.fileName });
      }
      return {
        message: `${started.length} file${started.length === 1 ? '' : 's'} queued for processing`,
        jobs: started,
      };
    },
  };
}
