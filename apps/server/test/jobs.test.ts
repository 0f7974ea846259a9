import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { ContactStore } from '../src/contacts/model.js';
import { openDatabase } from '../src/db/index.js';
import { createPgBossRunner } from '../src/jobs/pgboss.js';
import { kindDefinition } from '../src/jobs/registry.js';
import { apiFor, createUser, expectRoute, freshDatabaseEnv, testConfig } from './helpers.js';

const FAST = { passwordHashCost: { memoryCost: 1024, timeCost: 1 }, globalRateLimitPerMinute: 0 } as const;

let env: Awaited<ReturnType<typeof freshDatabaseEnv>>;
beforeAll(async () => {
  env = await freshDatabaseEnv();
});
afterAll(async () => env?.dispose());

function multipart(name: string, content: string) {
  const boundary = '----rapport-jobs';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('durable jobs (pg-boss)', () => {
  it('keeps a queued job across a restart and runs it on the next start', async () => {
    // A send-only instance: the job is stored, nothing runs it.
    const first = await buildApp({
      config: testConfig(env),
      ...FAST,
      jobs: (db) => createPgBossRunner(db, { workers: false }),
    });
    await first.ready();
    const user = await createUser(first);
    const p = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', { description: 'Met Ines Duarte at Lusitania' }),
      201,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(expectRoute('postUpdates.list', await user.api('GET', '/post-updates'))[0]?.status).toBe(
      'pending',
    );
    await first.close();

    const second = await buildApp({
      config: testConfig(env),
      ...FAST,
      jobs: (db) => createPgBossRunner(db, { pollingIntervalSeconds: 0.5 }),
    });
    await second.ready();
    try {
      expect(second.rapport.jobs.healthy()).toBe(true);
      await second.rapport.jobs.idle();
      const api = apiFor(second, user.accessToken);
      const [stored] = expectRoute('postUpdates.list', await api('GET', '/post-updates'));
      expect(stored).toMatchObject({ id: p.id, status: 'done' });
      expect(expectRoute('health', await api('GET', '/health')).jobs.ok).toBe(true);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('starts a job sent from this instance at once, not at its next poll', async () => {
    // Polling every 60 s: only the wake-up on enqueue can run the job within this test's timeout.
    const app = await buildApp({
      config: testConfig(env),
      ...FAST,
      jobs: (db) => createPgBossRunner(db, { pollingIntervalSeconds: 60 }),
    });
    await app.ready();
    try {
      // The workers' first fetch happens at start; let it pass so only a wake-up can pick the job up.
      await new Promise((r) => setTimeout(r, 1000));
      const user = await createUser(app);
      const p = expectRoute(
        'postUpdates.create',
        await user.api('POST', '/post-updates', { description: 'Met Rui Costa at Iberia Foods' }),
        201,
      );
      for (let i = 0; i < 150; i++) {
        const [stored] = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
        if (stored?.status === 'done') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const [stored] = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
      expect(stored).toMatchObject({ id: p.id, status: 'done' });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('drains a burst of post updates several at a time, without waiting out the poll between jobs', async () => {
    const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
    // Polling every 60 s: a worker that waited out its poll after each job would need minutes.
    const runner = createPgBossRunner(database, { pollingIntervalSeconds: 60 });
    const concurrency = kindDefinition('postUpdate.process').concurrency ?? 1;
    expect(concurrency).toBeGreaterThan(1);
    let running = 0;
    let most = 0;
    const done: string[] = [];
    runner.register('postUpdate.process', async ({ postUpdateId }) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 200));
      running--;
      done.push(postUpdateId);
    });
    try {
      await runner.start();
      // The workers' first fetch happens at start; let it pass so only wake-ups and draining run jobs.
      await new Promise((r) => setTimeout(r, 1000));
      const burst = Array.from({ length: 3 * concurrency }, () => randomUUID());
      const userId = randomUUID();
      for (const postUpdateId of burst) await runner.enqueue('postUpdate.process', { userId, postUpdateId });
      for (let i = 0; i < 200 && done.length < burst.length; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(done.sort()).toEqual([...burst].sort());
      expect(most).toBe(concurrency);
    } finally {
      await runner.stop();
      await database.close();
    }
  }, 60_000);

  it.each([
    ['before', false],
    ['after', true],
  ] as const)(
    'resumes a CSV import that crashed mid-way (%s a batch committed) from its checkpoint: one contact per unique email, every row counted once',
    async (_when, afterCommit) => {
      let failures = 0;
      let batches = 0;
      // The store "crashes" once, on the third batch, before or after committing it (and with it,
      // its checkpoint: counted again on resuming, its rows would show as skipped, not created).
      const crashOnce = (store: ContactStore): ContactStore => ({
        findExisting: (keys) => store.findExisting(keys),
        async upsertBatch(changes, checkpoint) {
          batches++;
          const crash = batches === 3 && failures === 0;
          if (crash && !afterCommit) {
            failures++;
            throw new Error('simulated crash');
          }
          await store.upsertBatch(changes, checkpoint);
          if (crash) {
            failures++;
            throw new Error('simulated crash');
          }
        },
      });
      const app = await buildApp({
        config: testConfig(env),
        ...FAST,
        jobs: (db) => createPgBossRunner(db, { pollingIntervalSeconds: 0.5 }),
        csvImport: { batchSize: 10, wrapStore: crashOnce },
      });
      await app.ready();
      try {
        const user = await createUser(app);
        // 50 rows, 40 unique emails (every fifth row repeats an earlier one in upper case).
        const rows: string[] = [];
        for (let i = 0; i < 50; i++) {
          const n = i % 5 === 4 ? i - 4 : i;
          const email = i % 5 === 4 ? `PERSON${n}@EXAMPLE.ORG` : `person${n}@example.org`;
          rows.push(`${email},Person ${n},Org${n % 3}`);
        }
        const form = multipart('people.csv', ['email,name,company', ...rows].join('\n'));
        const upload = expectRoute(
          'csv.upload',
          await user.api('POST', '/csv/upload', form.payload, form.headers),
          202,
        );
        const jobId = upload.jobs[0]!.jobId;
        await app.rapport.jobs.idle();
        expect(failures).toBe(1);
        const job = expectRoute('jobs.get', await user.api('GET', `/jobs/${jobId}`));
        expect(job.status).toBe('completed');
        const result = job.result as {
          created: number;
          updated: number;
          skipped: number;
          errors: number;
          total: number;
        };
        expect(result).toMatchObject({ total: 50, created: 40, updated: 0, skipped: 10, errors: 0 });
        const page = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200'));
        const emails = page.items.map((c) => c.email);
        expect(emails).toHaveLength(40);
        expect(new Set(emails).size).toBe(40);
      } finally {
        await app.close();
      }
    },
    120_000,
  );
});
