import { describe, expect, it } from 'vitest';
import { csvImportOutcome, csvImportSummaryText, skipReasonsOf } from './csvImport.js';

describe('csvImportOutcome', () => {
  it('reads a result of issue 26 on: merged and the skip reasons as the server counted them', () => {
    expect(
      csvImportOutcome({
        created: 7,
        updated: 2,
        skipped: 2,
        merged: 2,
        errors: 1,
        skippedReasons: [{ reason: 'Invalid email address', count: 1 }],
      }),
    ).toEqual({
      created: 7,
      updated: 2,
      merged: 2,
      skipped: 1,
      skippedReasons: [{ reason: 'Invalid email address', count: 1 }],
    });
  });

  it('reads an older result: skipped rows are merged, row errors are the skipped rows', () => {
    expect(
      csvImportOutcome({
        created: 1,
        updated: 0,
        skipped: 3,
        errors: 3,
        rowErrors: [
          { row: 2, reason: 'Row has no email and no name' },
          { row: 3, reason: 'Invalid email address' },
          { row: 5, reason: 'Invalid email address' },
        ],
      }),
    ).toMatchObject({
      merged: 3,
      skipped: 3,
      skippedReasons: [
        { reason: 'Invalid email address', count: 2 },
        { reason: 'Row has no email and no name', count: 1 },
      ],
    });
  });

  it('is null for what is no import result', () => {
    expect(csvImportOutcome(null)).toBeNull();
    expect(csvImportOutcome({ processed: 4 })).toBeNull();
  });
});

describe('csvImportSummaryText', () => {
  it('says every count, and why rows were skipped only when some were', () => {
    expect(
      csvImportSummaryText({
        created: 1200,
        updated: 2,
        merged: 2,
        skipped: 3,
        skippedReasons: skipReasonsOf([
          { reason: 'Invalid email address' },
          { reason: 'Row has no email and no name' },
          { reason: 'Invalid email address' },
        ]),
      }),
    ).toBe(
      '1,200 created, 2 updated, 2 merged, 3 skipped (Invalid email address: 2; Row has no email and no name: 1)',
    );
    expect(csvImportSummaryText({ created: 7, updated: 0, merged: 0, skipped: 0, skippedReasons: [] })).toBe(
      '7 created, 0 updated, 0 merged, 0 skipped',
    );
  });
});
