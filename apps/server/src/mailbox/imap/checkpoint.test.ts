import { describe, expect, it } from 'vitest';
import { folderStart, parseCheckpoint } from './checkpoint.js';

describe('parseCheckpoint', () => {
  const good = { version: 1, folders: { INBOX: { uidValidity: 9, lastUid: 40, backfillBelow: 12 } } };

  it('keeps a valid checkpoint and reads none as a first sync', () => {
    expect(parseCheckpoint(good)).toEqual(good);
    expect(parseCheckpoint(null)).toBeNull();
    expect(parseCheckpoint(undefined)).toBeNull();
  });

  it.each([
    ['another version', { ...good, version: 2 }],
    ['no folders', { version: 1 }],
    [
      'a UID that is not a number',
      { version: 1, folders: { INBOX: { uidValidity: 9, lastUid: 'x', backfillBelow: null } } },
    ],
    ['a Gmail checkpoint', { historyId: '123' }],
  ])('drops %s with a warning', (_, value) => {
    const warnings: string[] = [];
    expect(parseCheckpoint(value, { warn: (m) => warnings.push(m) })).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('folderStart', () => {
  const stored = { uidValidity: 7, lastUid: 30, backfillBelow: 10 };

  it('continues a folder whose UIDVALIDITY is unchanged', () => {
    expect(folderStart(stored, { uidValidity: 7, uidNext: 50 })).toEqual({
      checkpoint: stored,
      restarted: false,
    });
  });

  it('restarts from the top when UIDVALIDITY changed', () => {
    expect(folderStart(stored, { uidValidity: 8, uidNext: 5 })).toEqual({
      checkpoint: { uidValidity: 8, lastUid: 4, backfillBelow: 5 },
      restarted: true,
    });
  });

  it('starts a folder it has not seen at the top, everything below to backfill', () => {
    expect(folderStart(undefined, { uidValidity: 3, uidNext: 101 })).toEqual({
      checkpoint: { uidValidity: 3, lastUid: 100, backfillBelow: 101 },
      restarted: false,
    });
    expect(folderStart(undefined, { uidValidity: 3, uidNext: 1 }).checkpoint).toEqual({
      uidValidity: 3,
      lastUid: 0,
      backfillBelow: 1,
    });
  });
});
