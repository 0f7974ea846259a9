import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createJob } from './job';
import { parseSnapshot, serializeSnapshot } from './snapshot';
import { indexedDbFileStore, localStorageAdapter, memoryFileStore, memoryStorage } from './storage';

describe('indexedDbFileStore', () => {
  it('keeps a file with its name, type and contents, by job id, until deleted', async () => {
    const store = indexedDbFileStore({ dbName: 'queue-test-1' });
    await store.set('job-1', new File(['a;b\n1;2\n'], 'semi.csv', { type: 'text/csv', lastModified: 42 }));
    const again = indexedDbFileStore({ dbName: 'queue-test-1' });
    const file = await again.get('job-1');
    expect(file).toBeInstanceOf(File);
    expect([file!.name, file!.type, file!.lastModified, await file!.text()]).toEqual([
      'semi.csv',
      'text/csv',
      42,
      'a;b\n1;2\n',
    ]);
    await again.delete('job-1');
    expect(await store.get('job-1')).toBeUndefined();
  });

  it('answers undefined for an unknown job', async () => {
    expect(await indexedDbFileStore({ dbName: 'queue-test-2' }).get('nope')).toBeUndefined();
  });
});

describe('memoryFileStore', () => {
  it('stores, reads and deletes files', async () => {
    const store = memoryFileStore();
    const file = new File(['x'], 'x.csv');
    await store.set('a', file);
    expect(await store.get('a')).toBe(file);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });
});

describe('localStorageAdapter', () => {
  it('reads and writes the given Storage', () => {
    const backing = new Map<string, string>();
    const storage = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => void backing.set(k, v),
      removeItem: (k: string) => void backing.delete(k),
    };
    const adapter = localStorageAdapter(storage);
    adapter.setItem('processingQueue', '{}');
    expect(backing.get('processingQueue')).toBe('{}');
    expect(adapter.getItem('processingQueue')).toBe('{}');
    adapter.removeItem('processingQueue');
    expect(adapter.getItem('processingQueue')).toBeNull();
  });

  it('falls back to memory where there is no localStorage', () => {
    const adapter = localStorageAdapter();
    adapter.setItem('k', 'v');
    expect(adapter.getItem('k')).toBe('v');
  });
});

describe('memoryStorage', () => {
  it('starts from the given items', () => {
    expect(memoryStorage({ a: '1' }).getItem('a')).toBe('1');
  });
});

describe('queue snapshot', () => {
  const job = { ...createJob('job-1', { name: 'a.csv', size: 3, type: 'text/csv' }), retryCount: 1 };

  it('round-trips jobs with a version', () => {
    const raw = serializeSnapshot([job], 5);
    expect(JSON.parse(raw)).toMatchObject({ version: 1, savedAt: 5 });
    expect(parseSnapshot(raw)).toEqual({ ok: true, jobs: [job] });
  });

  it('reads an absent snapshot as an empty queue', () => {
    expect(parseSnapshot(null)).toEqual({ ok: true, jobs: [] });
  });

  it.each([
    ['bad JSON', '{'],
    ['a missing version', JSON.stringify({ savedAt: 1, jobs: [] })],
    ['version 2', JSON.stringify({ version: 2, savedAt: 1, jobs: [] })],
    ['progress over 100', JSON.stringify({ version: 1, savedAt: 1, jobs: [{ ...job, progress: 101 }] })],
    ['an unknown status', JSON.stringify({ version: 1, savedAt: 1, jobs: [{ ...job, status: 'done' }] })],
    ['duplicate ids', JSON.stringify({ version: 1, savedAt: 1, jobs: [job, job] })],
    [
      'a missing field',
      JSON.stringify({ version: 1, savedAt: 1, jobs: [{ ...job, chunkProgress: undefined }] }),
    ],
  ])('rejects a snapshot with %s without throwing', (_, raw) => {
    const result = parseSnapshot(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toEqual(expect.any(String));
  });
});

describe('parseSnapshot reason', () => {
  it("names the field in zod's English words", () => {
    const job = createJob('j1', { name: 'a.csv', size: 3, type: 'text/csv' });
    const result = parseSnapshot(
      JSON.stringify({ version: 1, savedAt: 'x', jobs: [{ ...job, progress: 101 }] }),
    );
    expect(!result.ok && result.reason).toBe(
      '✖ Invalid input: expected number, received string\n  → at savedAt\n✖ Too big: expected number to be <=100\n  → at jobs[0].progress',
    );
  });
});
