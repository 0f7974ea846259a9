import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { createUploadStore } from '../src/platform/uploadStore.js';
import { useTestDatabase } from './helpers.js';

/** Uploads wait for their job in a file beside PGlite, in the testDb.database on PostgreSQL. */
const testDb = useTestDatabase();

async function newJob(): Promise<{ userId: string; jobId: string }> {
  const userId = await testDb.newUser();
  const [j] = await testDb.database.db
    .insert(jobs)
    .values({ userId, kind: 'csv.import', status: 'queued' })
    .returning({ id: jobs.id });
  return { userId, jobId: j!.id };
}

describe('the upload store', () => {
  const bytes = Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('email\nzoé@x.io\n', 'utf8'), 0xe9, 0x00]);

  it('gives back the exact bytes, to their owner only', async () => {
    const store = createUploadStore(testDb.database, testDb.env.dataDir);
    const { userId, jobId } = await newJob();
    await testDb.database.db.transaction((tx) =>
      store.save(tx, { userId, jobId, fileName: 'a.csv', mimeType: 'text/csv' }, bytes),
    );
    const loaded = await store.load(userId, jobId);
    expect(loaded?.fileName).toBe('a.csv');
    expect(Buffer.compare(loaded!.content, bytes)).toBe(0);
    const other = await newJob();
    expect(await store.load(other.userId, jobId)).toBeUndefined();
  });

  it('keeps the bytes where the testDb.database says: a file beside PGlite, the row on PostgreSQL', async () => {
    const store = createUploadStore(testDb.database, testDb.env.dataDir);
    const { userId, jobId } = await newJob();
    await testDb.database.db.transaction((tx) =>
      store.save(tx, { userId, jobId, fileName: 'b.csv', mimeType: null }, bytes),
    );
    const row = await testDb.database.executeSql<{ has_content: boolean }>(
      'select content is not null as has_content from uploads where job_id = $1',
      [jobId],
    );
    const file = join(testDb.env.dataDir, 'uploads', jobId);
    if (testDb.database.kind === 'pglite') {
      expect(row.rows[0]?.has_content).toBe(false);
      expect(existsSync(file)).toBe(true);
      // A file that is gone reads as gone (the job then reports it).
      rmSync(file);
      expect(await store.load(userId, jobId)).toBeUndefined();
    } else {
      expect(row.rows[0]?.has_content).toBe(true);
      expect(existsSync(file)).toBe(false);
    }
  });

  it('leaves neither row nor file behind when the job’s transaction fails', async () => {
    const store = createUploadStore(testDb.database, testDb.env.dataDir);
    const { userId, jobId } = await newJob();
    await expect(
      testDb.database.db.transaction(async (tx) => {
        await store.save(tx, { userId, jobId, fileName: 'c.csv', mimeType: null }, bytes);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await store.load(userId, jobId)).toBeUndefined();
    const dir = join(testDb.env.dataDir, 'uploads');
    const left = existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(jobId)) : [];
    // The renamed file may stay (its job row never existed, so nothing reads it); no partial file does.
    expect(left.filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
});
