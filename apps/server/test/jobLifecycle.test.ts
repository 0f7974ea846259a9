import { JOB_STATUSES, POST_UPDATE_STATUSES } from '@rapport/sdk/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvDownloads } from '../src/csv/downloads.js';
import { createCsvImportJob } from '../src/csv/importJob.js';
import { createInlineJobRunner } from '../src/jobs/inline.js';
import { systemClock } from '../src/lib/clock.js';
import { IllegalTransitionError } from '../src/lib/lifecycle.js';
import type { ServiceContext } from '../src/platform/context.js';
import { createJobsService, type JobAction, jobLifecycle } from '../src/platform/jobs.js';
import { createNotificationsService } from '../src/platform/notifications.js';
import { createOutbox } from '../src/platform/outbox.js';
import { createUploadStore } from '../src/platform/uploadStore.js';
import { type PostUpdateAction, postUpdateLifecycle } from '../src/postUpdates/service.js';
import { testConfig, useTestDatabase } from './helpers.js';

const JOB_ACTIONS: JobAction[] = ['start', 'progress', 'checkpoint', 'complete', 'fail', 'retry'];
const POST_UPDATE_ACTIONS: PostUpdateAction[] = ['complete', 'fail', 'retry'];

describe('the job lifecycle', () => {
  it.each([
    ['queued', 'start', 'running'],
    ['queued', 'fail', 'error'],
    ['running', 'start', 'running'],
    ['running', 'progress', 'running'],
    ['running', 'checkpoint', 'running'],
    ['running', 'complete', 'completed'],
    ['running', 'fail', 'error'],
    ['error', 'retry', 'queued'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(jobLifecycle.transition(from, action)).toBe(to);
  });

  it.each([
    ['queued', 'complete'],
    ['queued', 'checkpoint'],
    ['queued', 'retry'],
    ['running', 'retry'],
    ['completed', 'start'],
    ['completed', 'fail'],
    ['completed', 'retry'],
    ['error', 'start'],
    ['error', 'complete'],
  ] as const)('refuses %s --%s--> with a typed error', (from, action) => {
    expect(() => jobLifecycle.transition(from, action)).toThrow(IllegalTransitionError);
    expect(jobLifecycle.can(from, action)).toBe(false);
  });

  it('keeps every status in the union, never leaves completed, and throws exactly where `can` says no', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...JOB_ACTIONS), { maxLength: 30 }), (actions) => {
        let status: (typeof JOB_STATUSES)[number] = 'queued';
        for (const action of actions) {
          const before = status;
          if (jobLifecycle.can(status, action)) status = jobLifecycle.transition(status, action);
          else expect(() => jobLifecycle.transition(status, action)).toThrow(IllegalTransitionError);
          expect(JOB_STATUSES).toContain(status);
          if (before === 'completed') expect(status).toBe('completed');
        }
      }),
    );
  });
});

describe('the post update lifecycle (decisions.md: pending, done, error)', () => {
  it('allows exactly pending → done, pending → error and error → pending', () => {
    const allowed: string[] = [];
    for (const from of POST_UPDATE_STATUSES)
      for (const action of POST_UPDATE_ACTIONS)
        if (postUpdateLifecycle.can(from, action))
          allowed.push(`${from}→${postUpdateLifecycle.transition(from, action)}`);
    expect(allowed.sort()).toEqual(['error→pending', 'pending→done', 'pending→error']);
    expect(() => postUpdateLifecycle.transition('done', 'fail')).toThrow(IllegalTransitionError);
  });
});

describe('job rows', () => {
  const testDb = useTestDatabase();
  const warnings: string[] = [];
  function services() {
    const ctx: ServiceContext = {
      config: testConfig(testDb.env),
      database: testDb.database,
      clock: systemClock,
      outbox: createOutbox({ from: 'test@rapport.local', print: false }),
      log: { info: () => {}, warn: (m) => warnings.push(m), error: () => {} },
    };
    const runner = createInlineJobRunner({ delayScale: 0 });
    const uploads = createUploadStore(testDb.database, testDb.env.dataDir);
    return { ctx, runner, uploads, jobs: createJobsService(ctx, { runner, uploads }) };
  }

  it('refuses a status outside the union in the database itself (CHECK constraints)', async () => {
    const userId = await testDb.newUser();
    await expect(
      testDb.database.db.execute(
        sql`insert into jobs (user_id, kind, status) values (${userId}, 'csv.import', 'finished')`,
      ),
    ).rejects.toThrow();
    await expect(
      testDb.database.db.execute(
        sql`insert into post_updates (user_id, description, status) values (${userId}, 'x', 'archived')`,
      ),
    ).rejects.toThrow();
  });

  it('moves a row only through the lifecycle', async () => {
    const { jobs } = services();
    const userId = await testDb.newUser();
    const job = await jobs.create(testDb.database.db, userId, 'csv.import');
    expect(job.status).toBe('queued');
    await expect(jobs.complete(userId, job.id, {})).rejects.toBeInstanceOf(IllegalTransitionError);
    expect((await jobs.start(userId, job.id, 1)).status).toBe('running');
    expect((await jobs.progress(userId, job.id, { processed: 5, total: 10 })).processed).toBe(5);
    expect((await jobs.fail(userId, job.id, 'boom')).status).toBe('error');
    expect(await jobs.retry(userId, job.id)).toMatchObject({ status: 'queued', error: null });
    await jobs.start(userId, job.id, 2);
    const done = await jobs.complete(userId, job.id, { processed: 10, total: 10 });
    expect(done).toMatchObject({ status: 'completed', attempts: 2 });
    await expect(jobs.start(userId, job.id, 3)).rejects.toBeInstanceOf(IllegalTransitionError);
    expect((await jobs.get(userId, job.id)).status).toBe('completed');
  });

  it('writes row errors as CSV with spreadsheet formulas escaped', async () => {
    const { jobs, uploads } = services();
    const userId = await testDb.newUser();
    const job = await jobs.create(testDb.database.db, userId, 'csv.import');
    await jobs.start(userId, job.id, 1);
    await jobs.complete(userId, job.id, {
      result: { rowErrors: [{ row: 2, reason: '=HYPERLINK("http://evil","x")' }] },
    });
    const csv = await createCsvDownloads(testDb.database, uploads).errorsCsv(userId, job.id);
    expect(csv.startsWith('row,reason\r\n2,')).toBe(true);
    expect(csv).not.toMatch(/\r\n2,"?=/);
    expect(csv).toContain("'=HYPERLINK");
  });

  it('restarts a CSV import from the beginning when its checkpoint does not match the schema, and says so', async () => {
    const { ctx, jobs, uploads } = services();
    const userId = await testDb.newUser();
    const content = Buffer.from('email,name\na@x.io,Ann A\nb@x.io,Bob B\nc@x.io,Cy C\n');
    const [started] = await jobs.startCsvImports(userId, [
      { fileName: 'people.csv', mimeType: 'text/csv', content },
    ]);
    const jobId = started!.jobId;
    await jobs.start(userId, jobId, 1);
    // A damaged checkpoint: as if the first two rows were done, in a shape no release writes.
    await testDb.database.db.execute(
      sql`update jobs set checkpoint = ${JSON.stringify({ lastRow: 'three', partial: null })}::jsonb where id = ${jobId}`,
    );
    const run = createCsvImportJob({
      database: testDb.database,
      jobs,
      uploads,
      notifications: createNotificationsService(ctx),
    });
    await run({ userId, jobId }, { jobId, attempt: 2 });
    const job = await jobs.get(userId, jobId);
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ created: 3, total: 3 });
    expect(warnings.some((w) => w.includes(jobId) && /restarting from the beginning/.test(w))).toBe(true);
  });
});
