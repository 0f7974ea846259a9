import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { uploads } from '../db/schema.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/privateFiles.js';

/** An uploaded file waiting for (or kept by) its job. */
export interface UploadMeta {
  userId: string;
  jobId: string;
  fileName: string;
  mimeType: string | null;
}

/**
 * Where uploaded files live until their job reads them, so a job survives a restart.
 *
 * - On PostgreSQL, in the `uploads` table: every server instance can run the job.
 * - On embedded PGlite, the server is the only process on the data folder, so the bytes go to a
 *   file beside the database (`<data>/uploads/<job id>`) and the row keeps only the metadata:
 *   writing 10 MB into PGlite costs ~0.5 s of TOAST work, a file ~10 ms.
 */
export interface UploadStore {
  /** Records the upload inside `tx` (the transaction that creates its job). */
  save(tx: Transaction, meta: UploadMeta, content: Buffer): Promise<void>;
  /** The job's file, or undefined when it is gone. */
  load(userId: string, jobId: string): Promise<{ fileName: string; content: Buffer } | undefined>;
}

export function createUploadStore(database: Database, dataDir: string): UploadStore {
  return database.kind === 'pglite'
    ? createFileUploadStore(database, join(dataDir, 'uploads'))
    : createSqlUploadStore(database);
}

export function createSqlUploadStore(database: Database): UploadStore {
  return {
    async save(tx, meta, content) {
      await tx.insert(uploads).values({
        ...meta,
        size: content.length,
        // Sent as base64 and decoded by the database: a bytea parameter travels as hex text,
        // ~10x slower for a 10 MB file.
        content: sql`decode(${content.toString('base64')}, 'base64')`,
      });
    },
    async load(userId, jobId) {
      const [row] = await database.db
        .select({
          fileName: uploads.fileName,
          content64: sql<string | null>`encode(${uploads.content}, 'base64')`,
        })
        .from(uploads)
        .where(and(eq(uploads.jobId, jobId), eq(uploads.userId, userId)));
      if (!row?.content64) return undefined;
      return { fileName: row.fileName, content: Buffer.from(row.content64, 'base64') };
    },
  };
}

export function createFileUploadStore(database: Database, dir: string): UploadStore {
  const pathOf = (jobId: string) => join(dir, jobId);
  return {
    async save(tx, meta, content) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written whole before the row commits: the job never sees a row without its file.
      const partial = `${pathOf(meta.jobId)}.partial`;
      await writeFile(partial, content, { mode: PRIVATE_FILE_MODE });
      try {
        await tx.insert(uploads).values({ ...meta, size: content.length, content: null });
        await rename(partial, pathOf(meta.jobId));
      } catch (e) {
        await rm(partial, { force: true });
        throw e;
      }
    },
    async load(userId, jobId) {
      const [row] = await database.db
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(and(eq(uploads.jobId, jobId), eq(uploads.userId, userId)));
      if (!row) return undefined;
      try {
        return { fileName: row.fileName, content: await readFile(pathOf(jobId)) };
      } catch {
        return undefined;
      }
    },
  };
}
