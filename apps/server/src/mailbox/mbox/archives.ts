import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { mboxArchiveChunks, mboxArchives } from '../../db/schema.js';
import { badRequest, payloadTooLarge } from '../../http/errors.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/privateFiles.js';
import { MailboxError } from '../types.js';

/**
 * Uploaded mbox archives, kept as files in the data folder (`<data>/mailboxes/`) for their import
 * job, which reads them as a stream and resumes by byte offset. An archive is streamed to disk
 * as it arrives, hashed on the way (the same archive uploaded twice is recognised), never held in
 * memory.
 *
 * On PostgreSQL, where several server instances share the database, the archive is also kept in
 * the database (`mbox_archive_chunks`, 8 MB each) before its import is queued: the instance that
 * runs the import, or takes it over from a dead one, copies it into its own data folder first. On
 * PGlite the file is enough: only one process ever opens that data folder.
 */

export interface ReceivedArchive {
  path: string;
  sha256: string;
  size: number;
}

const formatBytes = (n: number) =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(n % 1024 ** 3 === 0 ? 0 : 1)} GB`
    : `${Math.round(n / 1024 ** 2)} MB`;

/** The 413's words for an archive over `maxBytes` (also said from the headers alone, `http/bodyBounds.ts`). */
export const archiveTooLarge = (maxBytes: number) =>
  `The archive is larger than ${formatBytes(maxBytes)}, the most one upload may be.`;

/** The first line of an mbox archive: `From <sender> <date>` (blank lines before it are allowed). */
export function looksLikeMbox(head: Buffer): boolean {
  const text = head.toString('latin1').replace(/^\uFEFF/, '');
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '');
  return first?.startsWith('From ') ?? false;
}

export const NOT_AN_MBOX =
  'This file is not an mbox archive: an mbox starts with a "From " line. Export your mail as .mbox ' +
  '(Google Takeout → Mail, or Thunderbird with ImportExportTools) and upload that file.';

export const ARCHIVE_GONE = 'The archive of this mailbox is no longer on this server: upload it again.';

/** Bytes per stored chunk: a 2 GB archive is 256 rows, each sent as one base64 parameter. */
export const ARCHIVE_CHUNK_BYTES = 8 * 1024 * 1024;

export function createMboxArchives(dataDir: string, database?: Database, chunkBytes = ARCHIVE_CHUNK_BYTES) {
  const dir = join(dataDir, 'mailboxes');
  const pathOf = (sha256: string) => join(dir, `${sha256}.mbox`);
  /** Only PostgreSQL keeps the bytes: its instances do not share a data folder. */
  const shared = database?.kind === 'postgres' ? database.db : undefined;

  const sizeOf = (path: string) =>
    stat(path).then(
      (s) => s.size,
      () => -1,
    );

  return {
    dir,

    /** Where the archive with this hash is kept. */
    pathOf,

    /**
     * Makes the archive readable by every instance (PostgreSQL: its chunks, then its row, so a
     * row means all of it is there). Kept once per hash; a copy cut short is written again.
     */
    async share(archive: ReceivedArchive): Promise<void> {
      if (!shared) return;
      const [done] = await shared
        .select({ sha256: mboxArchives.sha256 })
        .from(mboxArchives)
        .where(eq(mboxArchives.sha256, archive.sha256));
      if (done) return;
      let seq = 0;
      for await (const chunk of createReadStream(archive.path, { highWaterMark: chunkBytes })) {
        // Sent as base64 and decoded by the database (a bytea parameter travels as slow hex text).
        await shared
          .insert(mboxArchiveChunks)
          .values({
            sha256: archive.sha256,
            seq,
            content: sql`decode(${(chunk as Buffer).toString('base64')}, 'base64')` as unknown as Buffer,
          })
          .onConflictDoNothing();
        seq += 1;
      }
      await shared
        .insert(mboxArchives)
        .values({ sha256: archive.sha256, size: archive.size, chunks: seq })
        .onConflictDoNothing();
    },

    /**
     * The archive's path in this instance's data folder, copied from the database when this
     * instance did not receive it (a takeover). A `MailboxError` when it is nowhere.
     */
    async local(sha256: string, size: number): Promise<string> {
      const path = pathOf(sha256);
      if ((await sizeOf(path)) === size) return path;
      const [row] = shared
        ? await shared.select().from(mboxArchives).where(eq(mboxArchives.sha256, sha256))
        : [];
      if (!shared || !row) throw new MailboxError('archive_missing', ARCHIVE_GONE, { retryable: false });
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const partial = join(dir, `${randomUUID()}.partial`);
      const out = await open(partial, 'w', PRIVATE_FILE_MODE);
      try {
        // One chunk in memory at a time.
        for (let seq = 0; seq < row.chunks; seq++) {
          const [chunk] = await shared
            .select({ content64: sql<string>`encode(${mboxArchiveChunks.content}, 'base64')` })
            .from(mboxArchiveChunks)
            .where(and(eq(mboxArchiveChunks.sha256, sha256), eq(mboxArchiveChunks.seq, seq)));
          if (!chunk) throw new MailboxError('archive_missing', ARCHIVE_GONE, { retryable: false });
          await out.write(Buffer.from(chunk.content64, 'base64'));
        }
      } catch (e) {
        await out.close();
        await rm(partial, { force: true });
        throw e;
      }
      await out.close();
      await rename(partial, path);
      return path;
    },

    /** Forgets the archive (its mailbox was removed and no other mailbox holds it). */
    async discard(sha256: string): Promise<void> {
      await rm(pathOf(sha256), { force: true });
      if (!shared) return;
      await shared.transaction(async (tx) => {
        await tx.delete(mboxArchives).where(eq(mboxArchives.sha256, sha256));
        await tx.delete(mboxArchiveChunks).where(eq(mboxArchiveChunks.sha256, sha256));
      });
    },

    /** Streams an upload to disk; 413 past `maxBytes`, 400 when it is empty or not an mbox. */
    async receive(stream: Readable, maxBytes: number): Promise<ReceivedArchive> {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const partial = join(dir, `${randomUUID()}.partial`);
      const hash = createHash('sha256');
      let size = 0;
      let tooLarge = false;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            done(payloadTooLarge(archiveTooLarge(maxBytes)));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, count, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
        if ((stream as { truncated?: boolean }).truncated || tooLarge)
          throw payloadTooLarge(archiveTooLarge(maxBytes));
        if (size === 0) throw badRequest('file: the archive is empty');
        const handle = await open(partial, 'r');
        const head = Buffer.alloc(Math.min(size, 4096));
        try {
          await handle.read(head, 0, head.length, 0);
        } finally {
          await handle.close();
        }
        if (!looksLikeMbox(head)) throw badRequest(NOT_AN_MBOX);
        const sha256 = hash.digest('hex');
        const path = join(dir, `${sha256}.mbox`);
        await rename(partial, path);
        return { path, sha256, size };
      } catch (e) {
        await rm(partial, { force: true });
        throw e;
      }
    },
  };
}

export type MboxArchives = ReturnType<typeof createMboxArchives>;
