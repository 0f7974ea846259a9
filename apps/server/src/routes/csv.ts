import { CSV_FILE_MAX_BYTES } from '../constants.js';
import { looksLikeCsv } from '../csv/sniff.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/errors.js';
import type { CsvUpload } from '../platform/jobs.js';
import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

const MAX_MB = CSV_FILE_MAX_BYTES / (1024 * 1024);

/** `POST /api/csv/upload`: multipart, repeated `files`; answers at once with one csv.import job per file. */
export function csvHandlers(s: Services): HandlerGroup<'csv.upload'> {
  return {
    'csv.upload': async ({ auth, request }) => {
      if (!request.isMultipart())
        throw unsupportedMediaType('Send the CSV files as multipart/form-data in the `files` field');
      const received: CsvUpload[] = [];
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
      const started = await s.jobs.startCsvImports(auth.user.id, received);
      return {
        message: `${started.length} file${started.length === 1 ? '' : 's'} queued for processing`,
        jobs: started,
      };
    },
  };
}
