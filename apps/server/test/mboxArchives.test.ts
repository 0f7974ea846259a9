/**
 * Where an uploaded mbox archive lives (mailbox/mbox/archives.ts), on both databases. PGlite: the
 * file in the data folder is the only copy. PostgreSQL: the bytes are also in the database, so an
 * instance with another data folder (one taking over an import) reads the very same archive.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVE_GONE, createMboxArchives } from '../src/mailbox/mbox/archives.js';
import { isMailboxError } from '../src/mailbox/types.js';
import { useTestDatabase } from './helpers.js';

const t = useTestDatabase();
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const dataFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-archives-'));
  folders.push(dir);
  return dir;
};

/** ~10 KB of messages; small chunks so the archive spans several (and a short last one). */
const CHUNK = 1024;
const archiveBytes = (tag: string) =>
  Buffer.from(
    Array.from(
      { length: 60 },
      (_, i) =>
        `From sender@example.com Mon Jan  1 00:00:00 2024\nMessage-ID: <${tag}-${i}@example.com>\nSubject: ${tag} ${i}\n\nBody ${i} ${'x'.repeat(100)}\n\n`,
    ).join(''),
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

describe('mbox archives', () => {
  it('reads an archive received by this instance from its own folder', async () => {
    const archives = createMboxArchives(dataFolder(), t.database, CHUNK);
    const bytes = archiveBytes('own');
    const archive = await archives.receive(Readable.from([bytes]), Infinity);
    await archives.share(archive);
    const path = await archives.local(archive.sha256, archive.size);
    expect(path).toBe(archive.path);
    expect(readFileSync(path)).toEqual(bytes);
  });

  it('another data folder: PostgreSQL copies the archive from the database, PGlite says to upload it again', async () => {
    const receiving = createMboxArchives(dataFolder(), t.database, CHUNK);
    const bytes = archiveBytes('shared');
    expect(bytes.length % CHUNK).not.toBe(0);
    const archive = await receiving.receive(Readable.from([bytes]), Infinity);
    await receiving.share(archive);
    await receiving.share(archive); // the same archive uploaded twice: kept once
    const takingOver = createMboxArchives(dataFolder(), t.database, CHUNK);

    if (t.database.kind === 'pglite') {
      // One process per embedded data folder: nobody else can be asked for the archive.
      const error = await failure(takingOver.local(archive.sha256, archive.size));
      expect(isMailboxError(error) && [error.code, error.message, error.retryable]).toEqual([
        'archive_missing',
        ARCHIVE_GONE,
        false,
      ]);
      return;
    }
    const path = await takingOver.local(archive.sha256, archive.size);
    expect(path).not.toBe(archive.path);
    expect(readFileSync(path)).toEqual(bytes);
    const { rows } = await t.database.executeSql<{ n: number }>(
      'select count(*)::int as n from mbox_archive_chunks where sha256 = $1',
      [archive.sha256],
    );
    expect(rows[0]?.n).toBe(Math.ceil(bytes.length / CHUNK));

    // Discarded (its last mailbox removed): no instance finds it any more.
    await receiving.discard(archive.sha256);
    const later = createMboxArchives(dataFolder(), t.database, CHUNK);
    const error = await failure(later.local(archive.sha256, archive.size));
    expect(isMailboxError(error) && error.code).toBe('archive_missing');
  });
});
