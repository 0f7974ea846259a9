import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, payloadTooLarge } from '../http/errors.js';

/**
 * Uploaded mbox archives, kept as files in the data folder (`<data>/mailboxes/`) for their import
 * job, which reads them as a stream and resumes by byte offset. An archive is streamed to disk
 * as it arrives, hashed on the way (the same archive uploaded twice is recognised), never held in
 * memory.
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

/** The first line of an mbox archive: `From <sender> <date>` (blank lines before it are allowed). */
export function looksLikeMbox(head: Buffer): boolean {
  const text = head.toString('latin1').replace(/^\uFEFF/, '');
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '');
  return first?.startsWith('From ') ?? false;
}

export const NOT_AN_MBOX =
  'This file is not an mbox archive: an mbox starts with a "From " line. Export your mail as .mbox ' +
  '(Google Takeout → Mail, or Thunderbird with ImportExportTools) and upload that file.';

export function createMboxArchives(dataDir: string) {
  const dir = join(dataDir, 'mailboxes');

  return {
    dir,

    /** Where the archive with this hash is kept. */
    pathOf(sha256: string): string {
      return join(dir, `${sha256}.mbox`);
    },

    /** Streams an upload to disk; 413 past `maxBytes`, 400 when it is empty or not an mbox. */
    async receive(stream: Readable, maxBytes: number): Promise<ReceivedArchive> {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `${randomUUID()}.partial`);
      const hash = createHash('sha256');
      let size = 0;
      let tooLarge = false;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            done(
              payloadTooLarge(
                `The archive is larger than ${formatBytes(maxBytes)}, the most one upload may be.`,
              ),
            );
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, count, createWriteStream(partial));
        if ((stream as { truncated?: boolean }).truncated || tooLarge)
          throw payloadTooLarge(
            `The archive is larger than ${formatBytes(maxBytes)}, the most one upload may be.`,
          );
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

    async remove(path: string): Promise<void> {
      if (path.startsWith(dir)) await rm(path, { force: true });
    },
  };
}

export type MboxArchives = ReturnType<typeof createMboxArchives>;
