import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/helpers.js';
import { type MailboxStatusColumn, mailboxes, users } from '../db/schema.js';
import type { ServiceContext } from '../platform/context.js';
import { createMailboxState, mailboxLifecycle } from './state.js';

const testDb = useTestDatabase();

const stateOf = () =>
  createMailboxState({ database: testDb.database, clock: { now: Date.now } } as unknown as ServiceContext);

async function mailboxIn(status: MailboxStatusColumn) {
  const { db } = testDb.database;
  const [user] = await db
    .insert(users)
    .values({ email: `state-${Math.random()}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  const [box] = await db
    .insert(mailboxes)
    .values({ userId: user!.id, kind: 'imap', address: 'box@example.com', status })
    .returning({ id: mailboxes.id });
  return { userId: user!.id, mailboxId: box!.id };
}

const statusOf = async (mailboxId: string) =>
  (await testDb.database.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId)))[0];

describe("a mailbox's sync state", () => {
  it('moves through a sync: queued, syncing, retrying, completed', async () => {
    const state = stateOf();
    const { userId, mailboxId } = await mailboxIn('idle');
    await state.markQueued(userId, mailboxId);
    expect(await statusOf(mailboxId)).toMatchObject({ status: 'queued', phase: 'Waiting to start' });
    await state.markSyncing(userId, mailboxId);
    expect(await statusOf(mailboxId)).toMatchObject({ status: 'syncing', phase: 'Connecting' });
    await state.markRetrying(userId, mailboxId, 'timeout');
    expect(await statusOf(mailboxId)).toMatchObject({ status: 'syncing', phase: 'Retrying: timeout' });
    const at = new Date('2026-03-02T09:00:00Z');
    await state.markCompleted(userId, mailboxId, { processed: 3, total: 3, at });
    expect(await statusOf(mailboxId)).toMatchObject({
      status: 'completed',
      phase: null,
      processed: 3,
      lastSyncedAt: at,
    });
  });

  it('moves only the mailbox of the user named', async () => {
    const state = stateOf();
    const mine = await mailboxIn('syncing');
    const theirs = await mailboxIn('idle');
    expect(await state.markFailed(theirs.userId, mine.mailboxId, 'Boom', null)).toBeUndefined();
    expect(await statusOf(mine.mailboxId)).toMatchObject({ status: 'syncing', error: null });
  });

  it('never shows a syncing mailbox as queued, nor completes one that is not syncing', async () => {
    const state = stateOf();
    const syncing = await mailboxIn('syncing');
    expect(await state.markQueued(syncing.userId, syncing.mailboxId)).toBeUndefined();
    expect(await statusOf(syncing.mailboxId)).toMatchObject({ status: 'syncing' });
    const queued = await mailboxIn('queued');
    const done = { processed: 1, total: 1, at: new Date() };
    expect(await state.markCompleted(queued.userId, queued.mailboxId, done)).toBeUndefined();
    expect(await statusOf(queued.mailboxId)).toMatchObject({ status: 'queued' });
  });

  it('undoes a queued request to the state before it', async () => {
    const state = stateOf();
    const { userId, mailboxId } = await mailboxIn('error');
    const before = (await statusOf(mailboxId))!;
    await state.markQueued(userId, mailboxId);
    await state.unqueue(userId, mailboxId, before);
    expect(await statusOf(mailboxId)).toMatchObject({ status: 'error', phase: before.phase });
  });

  it('is one table: every state can fail and start a sync; only a running sync completes', () => {
    for (const s of ['idle', 'queued', 'syncing', 'completed', 'error'] as const) {
      expect(mailboxLifecycle.can(s, 'fail')).toBe(true);
      expect(mailboxLifecycle.can(s, 'sync')).toBe(true);
    }
    expect(mailboxLifecycle.can('queued', 'complete')).toBe(false);
    expect(mailboxLifecycle.can('idle', 'complete')).toBe(false);
  });
});
