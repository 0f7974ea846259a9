/**
 * The periodic mailbox sync on the durable job runner (pg-boss, on PGlite and on PostgreSQL when
 * DATABASE_URL is set), with pg-boss's TestClock moving the schedules: a connected mailbox syncs
 * again every MAILBOX_SYNC_INTERVAL_MIN (2 here), never twice at once, no more once removed, and the
 * mailboxes that exist are scheduled again at start. The mailbox row and GET /emails/sync-status
 * tell where the job is.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type MailboxRow, mailboxes as mailboxRows } from '../src/db/schema.js';
import { createPgBossRunner } from '../src/jobs/pgboss.js';
import { threadKey } from '../src/mailbox/thread.js';
import type { MailboxProvider, RawMessage } from '../src/mailbox/types.js';
import {
  TestClock as AppClock,
  apiFor,
  createUser,
  expectRoute,
  type TestUser,
  testConfig,
  useTestDatabase,
} from './helpers.js';

const testDb = useTestDatabase();

/** Per mailbox address: its messages, and a gate a sync waits at before its first batch. */
const mail = new Map<string, string[]>();
const gates = new Map<string, Promise<void>>();
const syncs: { address: string; checkpoint: unknown }[] = [];
const syncsOf = (address: string) => syncs.filter((s) => s.address === address);

function provider(row: MailboxRow): MailboxProvider<{ next: number }> {
  return {
    kind: row.kind,
    verify: async () => ({ address: row.address }),
    async *sync(checkpoint) {
      syncs.push({ address: row.address, checkpoint });
      await gates.get(row.address);
      const messages = mail.get(row.address) ?? [];
      const from = checkpoint?.next ?? 0;
      if (from >= messages.length) return;
      yield {
        messages: messages
          .slice(from)
          .map((id): RawMessage => ({ providerId: id, labels: [], raw: Buffer.from(id) })),
        checkpoint: { next: messages.length },
        processed: messages.length,
        total: messages.length,
        phase: 'Fetching mail',
      };
    },
    disconnect: async () => {},
  };
}

const parse = async (raw: RawMessage) => {
  const id = Buffer.from(raw.raw).toString('utf8');
  const record = {
    providerId: raw.providerId,
    messageId: `${id}@schedule.test`,
    inReplyTo: null,
    references: [],
    subject: `Subject ${id}`,
    from: { name: 'Sender', address: 'sender@acme.com' },
    to: [],
    cc: [],
    bcc: [],
    replyTo: [],
    date: new Date(Date.UTC(2026, 0, 1)),
    bodyText: id,
    quotedText: '',
    signature: '',
    snippet: id,
    attachments: [],
    labels: [],
    isBulk: false,
    threadKey: '',
  };
  return { ...record, threadKey: threadKey(record, undefined) };
};

const clock = new TestClock(Date.now());
const appClock = new AppClock();

async function startApp() {
  const app = await buildApp({
    config: testConfig(testDb.env, { MAILBOX_SYNC_INTERVAL_MIN: '2' }),
    database: testDb.database,
    clock: appClock,
    globalRateLimitPerMinute: 0,
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    jobs: (database) => createPgBossRunner(database, { pollingIntervalSeconds: 0.5, clock }),
    mailbox: {
      providerFor: (row) => provider(row) as MailboxProvider<unknown>,
      parse,
      connectors: { verifyImap: async (settings) => ({ address: settings.user }) },
    },
  });
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof startApp>>;
let ada: TestUser;

beforeAll(async () => {
  app = await startApp();
  ada = await createUser(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Waits for `check`, moving the runner's clock by its polling interval so its workers poll. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await clock.tick(500);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Moves the runner's clock on minute by minute, letting each minute's sends reach the workers. */
async function minutesPass(n: number) {
  for (let i = 0; i < n; i++) {
    await clock.tick(60_000);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function connect(address: string, messages: string[]) {
  mail.set(address, messages);
  return expectRoute(
    'mailboxes.connectImap',
    await ada.api('POST', '/mailboxes/imap', {
      host: 'imap.example.com',
      port: 993,
      security: 'tls',
      user: address,
      password: 'secret',
    }),
  );
}

async function mailboxOf(id: string) {
  const list = expectRoute('mailboxes.list', await ada.api('GET', '/mailboxes'));
  return list.items.find((m) => m.id === id);
}

const syncStatus = async () => expectRoute('email.syncStatus', await ada.api('GET', '/emails/sync-status'));

async function schedulesOf(mailboxId: string): Promise<number> {
  const { rows } = await testDb.database.executeSql<{ n: number | string }>(
    `select count(*) as n from pgboss.schedule where name = 'mailbox.sync' and key = '${mailboxId}'`,
  );
  return Number(rows[0]?.n ?? 0);
}

describe('the periodic sync on the job runner', () => {
  it('syncs a connected mailbox again every interval, from where it stopped', async () => {
    const started = await connect('periodic@example.com', ['a1']);
    expect(started.mailbox.status).toBe('queued');
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    expect(await schedulesOf(started.mailbox.id)).toBe(1);

    mail.get('periodic@example.com')?.push('a2');
    await minutesPass(3);
    await until(async () => (await mailboxOf(started.mailbox.id))?.emailCount === 2);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    const runs = syncsOf('periodic@example.com');
    // The first sync, then one or two scheduled ones (every 2 minutes, counted from the hour, in 3).
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(3);
    expect(runs[1]?.checkpoint).toEqual({ next: 1 });
    expect((await syncStatus()).syncStatus).toBe('completed');
  }, 60_000);

  it('starts no second sync while one runs, and the row says it is syncing', async () => {
    let release: () => void = () => {};
    gates.set('busy@example.com', new Promise<void>((r) => (release = r)));
    const started = await connect('busy@example.com', ['b1']);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'syncing');
    expect((await syncStatus()).syncStatus).toBe('syncing');

    const again = expectRoute(
      'mailboxes.sync',
      await ada.api('POST', `/mailboxes/${started.mailbox.id}/sync`),
    );
    expect(again.jobId).toBeNull();
    expect(again.mailbox.status).toBe('syncing');
    await minutesPass(5);
    expect(syncsOf('busy@example.com')).toHaveLength(1);

    release();
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    expect(await mailboxOf(started.mailbox.id)).toMatchObject({ emailCount: 1, error: null });
    const next = expectRoute(
      'mailboxes.sync',
      await ada.api('POST', `/mailboxes/${started.mailbox.id}/sync`),
    );
    expect(next.jobId).toEqual(expect.any(String));
    await until(() => syncsOf('busy@example.com').length === 2);
  }, 60_000);

  it('retries a mailbox in error only once its retry time has come', async () => {
    const started = await connect('failing@example.com', ['f1']);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    const { mailboxes } = app.rapport.services;
    const retryAt = new Date(appClock.now() + 30 * 60_000);
    await mailboxes.markFailed(ada.id, started.mailbox.id, 'Boom', retryAt);
    const before = syncsOf('failing@example.com').length;
    await minutesPass(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(syncsOf('failing@example.com')).toHaveLength(before);
    expect(await mailboxOf(started.mailbox.id)).toMatchObject({ status: 'error', error: 'Boom' });

    // Its retry time comes.
    await app.rapport.database.db
      .update(mailboxRows)
      .set({ nextRetryAt: new Date(appClock.now() - 1000) })
      .where(eq(mailboxRows.id, started.mailbox.id));
    await minutesPass(3);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    expect(syncsOf('failing@example.com').length).toBeGreaterThan(before);
  }, 60_000);

  it('stops syncing a mailbox once it is removed', async () => {
    const started = await connect('removed@example.com', ['r1']);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    expect(await schedulesOf(started.mailbox.id)).toBe(1);
    expectRoute('mailboxes.delete', await ada.api('DELETE', `/mailboxes/${started.mailbox.id}`));
    expect(await schedulesOf(started.mailbox.id)).toBe(0);
    const before = syncsOf('removed@example.com').length;
    await minutesPass(5);
    await new Promise((r) => setTimeout(r, 300));
    expect(syncsOf('removed@example.com')).toHaveLength(before);
  }, 60_000);

  it('schedules the existing mailboxes again at start, once each', async () => {
    const started = await connect('restart@example.com', ['s1']);
    await until(async () => (await mailboxOf(started.mailbox.id))?.status === 'completed');
    await app.close();
    // A mailbox from before schedules existed (or a schedule lost): the next start makes it.
    await testDb.database.executeSql(`delete from pgboss.schedule where name = 'mailbox.sync'`);
    app = await startApp();
    ada = { ...ada, api: apiFor(app, ada.accessToken) };
    expect(await schedulesOf(started.mailbox.id)).toBe(1);
    await app.rapport.services.mailboxSchedule.start();
    expect(await schedulesOf(started.mailbox.id)).toBe(1);

    mail.get('restart@example.com')?.push('s2');
    const before = syncsOf('restart@example.com').length;
    await minutesPass(3);
    await until(async () => (await mailboxOf(started.mailbox.id))?.emailCount === 2);
    expect(syncsOf('restart@example.com').length).toBeGreaterThan(before);
  }, 60_000);
});
