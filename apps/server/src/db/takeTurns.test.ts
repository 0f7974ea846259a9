import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './takeTurns.js';

/** Runs `statements` awaited one after another and says whether a timer set first ran before they ended. */
async function timerRanDuring(statements: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setTimeout(() => {
    ran = true;
  }, 0);
  await statements();
  return ran;
}

describe('takeTurns', () => {
  // Two databases: PGlite's start-up is the slow part of this file.
  let plain: PGlite;
  let fair: PGlite;
  beforeAll(async () => {
    [plain, fair] = await Promise.all([new PGlite(), new PGlite()]);
    for (const db of [plain, fair]) await db.exec('create table t (n int)');
    takeTurns(fair);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), fair.close()]);
  });

  const twentyQueries = (db: Pick<PGlite, 'query'>) => async () => {
    for (let i = 0; i < 20; i++) await db.query('insert into t values ($1)', [i]);
  };

  it('premise: plain PGlite runs awaited statements without ever returning to the event loop', async () => {
    expect(await timerRanDuring(twentyQueries(plain))).toBe(false);
  });

  it('lets timers and I/O run between statements', async () => {
    const db = fair;
    await db.exec('truncate t');
    expect(await timerRanDuring(twentyQueries(db))).toBe(true);
    expect((await db.query<{ c: number }>('select count(*)::int as c from t')).rows[0]?.c).toBe(20);
  });

  it('also between the statements of a transaction, which still commits or rolls back as one', async () => {
    const db = fair;
    await db.exec('truncate t');
    expect(await timerRanDuring(() => db.transaction(async (tx) => twentyQueries(tx)()))).toBe(true);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (99)');
        expect(tx.closed).toBe(false);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.query<{ c: number }>('select count(*)::int as c from t')).rows[0]?.c).toBe(20);
  });

  it('also for exec', async () => {
    expect(
      await timerRanDuring(async () => {
        for (let i = 0; i < 20; i++) await fair.exec(`insert into t values (${i})`);
      }),
    ).toBe(true);
  });
});
