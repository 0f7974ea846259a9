import { randomUUID } from 'node:crypto';
import { TestClock } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { createInlineJobRunner } from '../src/jobs/inline.js';
import { createPgBossRunner } from '../src/jobs/pgboss.js';
import { JobPayloadError } from '../src/jobs/registry.js';
import { RetryLaterError } from '../src/jobs/retryLater.js';
import type { JobRunner } from '../src/jobs/types.js';
import { useTestDatabase } from './helpers.js';

const testDb = useTestDatabase();

/** A promise the test resolves by hand. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
});

type Make = (clock?: TestClock) => JobRunner;
const kinds: [string, Make][] = [
  ['inline', (clock) => createInlineJobRunner({ delayScale: 0, ...(clock ? { clock } : {}) })],
  [
    'pg-boss',
    (clock) =>
      createPgBossRunner(testDb.database, { pollingIntervalSeconds: 0.5, ...(clock ? { clock } : {}) }),
  ],
];

/** A mailbox.sync payload for `userId` (mailbox and job ids do not matter to the runner). */
const sync = (userId: string) => ({ userId, mailboxId: randomUUID(), jobId: randomUUID() });

describe.each(kinds)('the %s runner', (_name, make) => {
  it('runs one job per key: a second enqueue while the first is queued or running gives no job', async () => {
    const runner = make();
    runners.push(runner);
    const userId = randomUUID();
    const release = gate();
    const runs: string[] = [];
    runner.register('mailbox.sync', async (payload) => {
      runs.push(payload.userId);
      await release.opened;
    });
    await runner.start();
    const first = await runner.enqueue('mailbox.sync', sync(userId), { key: `mailbox-${userId}` });
    expect(first).toEqual(expect.any(String));
    expect(await runner.enqueue('mailbox.sync', sync(userId), { key: `mailbox-${userId}` })).toBeNull();
    await until(() => runs.length === 1);
    // Running now: still one per key; another key is queued.
    expect(await runner.enqueue('mailbox.sync', sync(userId), { key: `mailbox-${userId}` })).toBeNull();
    const other = randomUUID();
    expect(await runner.enqueue('mailbox.sync', sync(other), { key: `mailbox-${other}` })).toEqual(
      expect.any(String),
    );
    release.open();
    await runner.idle();
    expect(runs.sort()).toEqual([userId, other].sort());
    // Once it settled, the key is free again.
    expect(await runner.enqueue('mailbox.sync', sync(userId), { key: `mailbox-${userId}` })).toEqual(
      expect.any(String),
    );
    await until(() => runs.length === 3);
    await runner.idle();
  }, 60_000);

  it('checks the payload against its kind and the key against the kind (JobPayloadError)', async () => {
    const runner = make();
    runners.push(runner);
    await runner.start();
    await expect(
      runner.enqueue('postUpdate.process', { userId: 'not-a-uuid', postUpdateId: randomUUID() }),
    ).rejects.toBeInstanceOf(JobPayloadError);
    await expect(
      // @ts-expect-error: an unknown field is refused at compile time and at run time
      runner.enqueue('search.reindex', { userId: randomUUID(), sneaky: true }),
    ).rejects.toBeInstanceOf(JobPayloadError);
    await expect(runner.enqueue('mailbox.sync', sync(randomUUID()))).rejects.toThrow(/key/);
    await expect(runner.enqueue('search.reindex', { userId: randomUUID() }, { key: 'x' })).rejects.toThrow(
      /not keyed/,
    );
  });

  it('retries a job that asks to wait (RetryLaterError) no sooner than its wait, other failures on the backoff', async () => {
    const runner = make();
    runners.push(runner);
    // Longer than pg-boss's 1-2 s first backoff (whole seconds, with jitter) plus a poll.
    const waitMs = 3000;
    const attempts: { userId: string; at: number }[] = [];
    const [patient, plain] = [randomUUID(), randomUUID()];
    runner.register('search.reindex', async ({ userId }) => {
      attempts.push({ userId, at: Date.now() });
      if (attempts.filter((a) => a.userId === userId).length > 1) return;
      throw userId === patient ? new RetryLaterError(waitMs, new Error('429')) : new Error('boom');
    });
    await runner.start();
    for (const userId of [patient, plain])
      await runner.enqueue('search.reindex', { userId }, { retryLimit: 1, retryDelayMs: 100 });
    await until(() => attempts.length === 4);
    await runner.idle();
    const gap = (userId: string) => {
      const [first, second] = attempts.filter((a) => a.userId === userId);
      return (second?.at ?? 0) - (first?.at ?? 0);
    };
    expect(gap(patient)).toBeGreaterThanOrEqual(waitMs);
    expect(gap(plain)).toBeLessThan(waitMs);
  }, 30_000);

  it('fires a schedule every interval, one run per key, until it is unscheduled', async () => {
    const clock = new TestClock(Date.now());
    const runner = make(clock);
    runners.push(runner);
    const userId = randomUUID();
    let runs = 0;
    runner.register('mailbox.sync', async (payload) => {
      expect(payload.userId).toBe(userId);
      runs++;
    });
    await runner.start();
    await runner.schedule('mailbox.sync', sync(userId), { key: `mailbox-${userId}`, everyMinutes: 5 });
    // Minute by minute (pg-boss sends an occurrence within its minute; its RRULE counts from the
    // hour, the inline runner from the scheduling): 11 minutes hold two or three 5-minute marks.
    const tickMinutes = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await clock.tick(60_000);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await tickMinutes(11);
    await until(() => runs >= 2);
    await runner.idle();
    expect(runs).toBeLessThanOrEqual(3);
    const after11 = runs;
    await tickMinutes(5);
    await until(() => runs === after11 + 1);
    await runner.unschedule('mailbox.sync', `mailbox-${userId}`);
    const before = runs;
    await tickMinutes(11);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(before);
  }, 120_000);
});

describe('the inline runner', () => {
  it('stops at once while a job waits out a long Retry-After, without running it again', async () => {
    const runner = createInlineJobRunner({ delayScale: 0 });
    let attempts = 0;
    runner.register('search.reindex', async () => {
      attempts++;
      throw new RetryLaterError(600_000, new Error('429'));
    });
    await runner.start();
    await runner.enqueue('search.reindex', { userId: randomUUID() });
    await until(() => attempts === 1);
    const started = Date.now();
    await runner.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(attempts).toBe(1);
  });
});
