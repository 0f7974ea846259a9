/**
 * A dead instance's job taken over by a live one (issue 12, "Crashes and restarts"; PostgreSQL
 * suite only). Two server processes as `npm start` runs them (dist/main.js: build first), each
 * with its own data folder, on one PostgreSQL database. A large CSV import runs on A; A is killed
 * with SIGKILL mid-import; A's worker no longer renews the job's heartbeat, so B's pg-boss fails it
 * as stale and B runs it again, resuming at A's last committed checkpoint. `JOB_HEARTBEAT_SECONDS`
 * is pg-boss's floor (10) so the test waits less than the default 30 s would. The same for an mbox
 * import, whose archive A received into its own data folder: B reads it from the database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
import { freshDatabaseEnv } from './helpers.js';
import {
  freePort,
  json,
  killMidSync,
  mailboxState,
  type Run,
  signUp,
  startServer,
  syncSettled,
  until,
} from './serverProcess.js';

/** Enough rows that the import outlasts B's start (several 5,000-row batches). */
const ROWS = 150_000;
const HEARTBEAT_SECONDS = 10;
/** The bound for a takeover on PostgreSQL. */
const TAKEOVER_WITHIN_MS = 60_000;

interface JobStatus {
  status: string;
  processed: number;
  total: number;
  result: Record<string, unknown> | null;
}

function contactsCsv(rows: number): Blob {
  const lines = ['Email,First Name,Last Name,Company'];
  for (let i = 0; i < rows; i++)
    lines.push(`person${i}@takeover${i % 97}.example.com,First${i},Last${i},Co ${i % 97}`);
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

const built = join(dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
if (!existsSync(built)) throw new Error(`${built} is missing: run \`node scripts/run.mjs build\` first`);

const env = await freshDatabaseEnv();
const runs: Run[] = [];
afterAll(async () => {
  for (const run of runs) {
    run.child.kill('SIGKILL');
    if (run.child.exitCode === null) await run.exited;
  }
  await env.dispose();
});

async function startInstance(
  name: string,
  shared: Record<string, string>,
): Promise<{ run: Run; api: string }> {
  const dataDir = join(env.dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const run = startServer({ ...shared, PORT: String(port), RAPPORT_DATA_DIR: dataDir }, { built: true });
  runs.push(run);
  await until(run, /press Ctrl\+C/);
  return { run, api: `http://127.0.0.1:${port}/api` };
}

/** One deployment: the same database and secrets, so a token from A is good on B. */
const shared = {
  DATABASE_URL: env.databaseUrl as string,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
  MAILBOX_SYNC_INTERVAL_MIN: '0',
  RATE_LIMIT_USER_PER_MIN: '0',
  RATE_LIMIT_IP_PER_MIN: '0',
};

it("takes over a killed instance's CSV import within a minute: every row once, the job completed", async () => {
  const a = await startInstance('a', shared);
  const user = await signUp(a.api);
  const form = new FormData();
  form.append('files', contactsCsv(ROWS), 'people.csv');
  const upload = await json<{ jobs: { jobId: string }[] }>(
    await user.api('/csv/upload', { method: 'POST', body: form }),
  );
  const jobId = upload.jobs[0]?.jobId as string;
  const jobOn = async (api: string) =>
    json<JobStatus>(
      await fetch(`${api}/jobs/${jobId}`, { headers: { authorization: `Bearer ${user.token}` } }),
    );

  // A enqueued it and woke its own worker: it is A's before B exists.
  for (let job = await jobOn(a.api); job.processed === 0; job = await jobOn(a.api)) {
    if (job.status !== 'queued' && job.status !== 'running')
      throw new Error(`job ${job.status} before the kill`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const b = await startInstance('b', shared);
  const before = await jobOn(b.api);
  expect(before.status).toBe('running');
  expect(before.processed).toBeGreaterThan(0);
  expect(before.processed).toBeLessThan(ROWS);
  a.run.child.kill('SIGKILL');
  await a.run.exited;
  const killedAt = Date.now();

  let done = await jobOn(b.api);
  while (
    done.status !== 'completed' &&
    done.status !== 'error' &&
    Date.now() - killedAt < 2 * TAKEOVER_WITHIN_MS
  ) {
    await new Promise((r) => setTimeout(r, 250));
    done = await jobOn(b.api);
  }
  const tookMs = Date.now() - killedAt;
  console.log(
    `taken over and completed ${tookMs} ms after the kill (at ${before.processed} of ${ROWS} rows)`,
  );
  expect(done, `after ${tookMs} ms; B printed:\n${b.run.output()}`).toMatchObject({
    status: 'completed',
    processed: ROWS,
    total: ROWS,
  });
  expect(tookMs).toBeLessThan(TAKEOVER_WITHIN_MS);
  // Resumed at A's checkpoint, not started again: no row came back as an update of itself.
  expect(done.result).toMatchObject({ created: ROWS, updated: 0, skipped: 0, errors: 0 });

  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; emails: string }>(
      'select count(*) as n, count(distinct email) as emails from contacts where user_id = (select id from users where email = $1)',
      [user.email],
    );
    expect(rows[0]).toEqual({ n: String(ROWS), emails: String(ROWS) });
    // pg-boss agrees: the job ran again (a retry counted) and completed.
    const boss = await client.query<{ state: string; retry_count: number }>(
      'select state, retry_count from pgboss.job where id = $1',
      [jobId],
    );
    expect(boss.rows[0]).toMatchObject({ state: 'completed', retry_count: 1 });
  } finally {
    await client.end();
  }
}, 240_000);

/** Enough demo mail that the import outlasts B's start. */
const MESSAGES = 20_000;

it("takes over a killed instance's mbox import, its archive read from the database: every message once", async () => {
  const a = await startInstance('mbox-a', shared);
  const user = await signUp(a.api);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(demoMbox(MESSAGES))]), 'takeout.mbox');
  const started = await json<{ mailbox: { id: string } }>(
    await user.api('/mailboxes/mbox', { method: 'POST', body: form }),
  );
  const mailboxId = started.mailbox.id;
  const on = (api: string) =>
    mailboxState(
      (path) => fetch(`${api}${path}`, { headers: { authorization: `Bearer ${user.token}` } }),
      () => mailboxId,
    );
  // B has its own data folder: the archive A received is not in it.
  const b = await startInstance('mbox-b', shared);
  const before = await killMidSync(a.run, on(a.api), 1);
  const killedAt = Date.now();
  const done = await syncSettled(on(b.api), 2 * TAKEOVER_WITHIN_MS);
  const tookMs = Date.now() - killedAt;
  console.log(`mbox import taken over and completed ${tookMs} ms after the kill (at ${before.processed})`);
  expect(done, `B printed:\n${b.run.output()}`).toMatchObject({ status: 'completed', processed: MESSAGES });
  expect(tookMs).toBeLessThan(TAKEOVER_WITHIN_MS + 60_000);

  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; ids: string }>(
      'select count(*) as n, count(distinct provider_message_id) as ids from emails where mailbox_id = $1',
      [mailboxId],
    );
    expect(rows[0]).toEqual({ n: String(MESSAGES), ids: String(MESSAGES) });
  } finally {
    await client.end();
  }
}, 240_000);
