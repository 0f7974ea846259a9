import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../lib/clock.js';
import { demoMessages } from '../demo.js';
import { isMailboxError, type MessageBatch } from '../types.js';
import { type FakeMicrosoft, type FakeMicrosoftOptions, startFakeMicrosoft } from './fakeMicrosoft.js';
import {
  createMicrosoftProvider,
  type MicrosoftCheckpoint,
  type MicrosoftProviderOptions,
} from './provider.js';

let fake: FakeMicrosoft;
afterEach(async () => fake?.close());

async function setUp(count: number, options: FakeMicrosoftOptions = {}, clock = virtualClock()) {
  fake = await startFakeMicrosoft({ now: clock.now, ...options });
  const raws = demoMessages(count, { owner: { address: fake.state.address, name: 'Owner' } });
  const ids = raws.map((raw, i) =>
    fake.state.addMessage(raw, {
      receivedAt: clock.t - (count - i) * 60_000,
      folder: i % 5 === 4 ? 'sentitems' : 'inbox',
    }),
  );
  const tokens = fake.state.issueTokens();
  const stored: { tokens?: { accessToken: string; refreshToken: string | null } } = {};
  const provider = (extra: Partial<MicrosoftProviderOptions> = {}) =>
    createMicrosoftProvider({
      tokens: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: null },
      onTokens: async (t) => {
        stored.tokens = t;
      },
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: `${fake.url}/common/oauth2/v2.0/token`,
      graphUrl: fake.url,
      pageSize: 10,
      clock,
      ...extra,
    });
  return { ids, provider, clock, stored, refreshToken: tokens.refresh_token };
}

type Batch = MessageBatch<MicrosoftCheckpoint>;
async function collect(it: AsyncIterable<Batch>, stopAfter = Number.POSITIVE_INFINITY) {
  const batches: Batch[] = [];
  for await (const b of it) {
    batches.push(b);
    if (batches.length >= stopAfter) break;
  }
  return batches;
}
const idsOf = (bs: Batch[]) => bs.flatMap((b) => b.messages.map((m) => m.providerId));
const removedOf = (bs: Batch[]) => bs.flatMap((b) => b.removed ?? []);
const newest = (ids: string[], count: number) => {
  const received = new Map([...fake.state.messages.values()].map((m) => [m.id, m.receivedAt]));
  return [...ids].sort((a, b) => (received.get(b) ?? 0) - (received.get(a) ?? 0)).slice(0, count);
};

describe('the Microsoft provider, against the fake Microsoft Graph', () => {
  it('syncs each folder newest first, one delta page per batch, following @odata.nextLink', async () => {
    const { ids, provider } = await setUp(25);
    const batches = await collect(provider().sync(null));
    const got = idsOf(batches);
    expect(got).toHaveLength(25);
    expect(new Set(got)).toEqual(new Set(ids));
    // Inbox (20) first, newest first, in pages of 10; then Sent Items (5).
    const inbox = ids.filter((_, i) => i % 5 !== 4);
    expect(got.slice(0, 10)).toEqual(newest(inbox, 10));
    expect(batches.map((b) => b.messages.length)).toEqual([10, 10, 5, 0]);
    expect(batches[0]?.phase).toBe('Fetching recent mail');
    expect(batches[1]?.phase).toBe('Backfilling older mail');
    expect(batches[0]?.total).toBe(25);
    expect(batches[2]?.messages.at(-1)?.labels).toEqual(['Sent']);
    expect(batches[0]?.messages[0]?.labels).toEqual(['Inbox']);
    expect(Buffer.from(batches[0]?.messages[0]?.raw ?? []).toString()).toMatch(/^[\s\S]*Subject: /m);
    // Every folder (Archive, empty, too) ends its round with a delta link.
    expect(batches.at(-1)?.checkpoint.folders.map((f) => f.key)).toEqual(['inbox', 'sentitems', 'archive']);
    expect(batches.at(-1)?.checkpoint.folders.every((f) => f.deltaLink && !f.nextLink)).toBe(true);
    // Never a folder that is left out.
    expect(fake.state.requests.some((r) => /JUNKEMAIL|DELETEDITEMS|DRAFTS/.test(r.path))).toBe(false);
  });

  it('resumes from any committed checkpoint: every message once, none lost (a kill between batches)', async () => {
    const { ids, provider } = await setUp(35);
    const first = await collect(provider().sync(null), 2);
    const resumed = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    const all = [...idsOf(first), ...idsOf(resumed)];
    expect(all).toHaveLength(35);
    expect(new Set(all)).toEqual(new Set(ids));
    // The count goes on from where the first run stopped.
    expect(resumed[0]?.processed).toBe(20 + (resumed[0]?.messages.length ?? 0));
  });

  it('asks the delta link what changed: new mail, deletions (@removed), moves to Junk or Deleted Items', async () => {
    const { ids, provider } = await setUp(12);
    const first = await collect(provider().sync(null));
    const checkpoint = first.at(-1)?.checkpoint ?? null;
    const [a, b, c, d] = ids as [string, string, string, string];
    fake.state.deleteMessage(a);
    fake.state.move(b, 'junkemail');
    fake.state.move(c, 'deleteditems');
    // Moved between synced folders: one copy, kept.
    fake.state.move(d, 'archive');
    const added = fake.state.addMessage(demoMessages(13)[12] as string);
    const draft = fake.state.addMessage(demoMessages(14)[13] as string, { isDraft: true });
    const again = await collect(provider().sync(checkpoint));
    expect(new Set(removedOf(again))).toEqual(new Set([a, b, c]));
    expect(new Set(idsOf(again))).toEqual(new Set([added, draft, d]));
    expect(again.flatMap((x) => x.messages).find((m) => m.providerId === d)?.labels).toEqual(['Archive']);
    // A draft outside Drafts carries the label the left-out rule reads (mailbox/leftOut.ts).
    expect(again.flatMap((x) => x.messages).find((m) => m.providerId === draft)?.labels).toEqual([
      'Inbox',
      'Draft',
    ]);
    expect(again[0]?.phase).toBe('Fetching new mail');
  });

  it('lists a folder afresh when its delta token expired (410 SyncStateNotFound), adding nothing twice', async () => {
    const { ids, provider } = await setUp(15);
    const first = await collect(provider().sync(null));
    fake.state.expireDeltaTokens();
    const added = fake.state.addMessage(demoMessages(16)[15] as string);
    const again = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    expect(fake.state.requests.filter((r) => r.status === 410).length).toBeGreaterThan(0);
    // Each message once in the resync (storage keeps one copy per provider id).
    expect(idsOf(again)).toHaveLength(16);
    expect(new Set(idsOf(again))).toEqual(new Set([...ids, added]));
    expect(again.at(-1)?.checkpoint.folders.every((f) => f.deltaLink !== null)).toBe(true);
  });

  it('expires mid-round too: a kept skip token answering 410 starts that folder over', async () => {
    const { ids, provider } = await setUp(30);
    const first = await collect(provider().sync(null), 1);
    fake.state.expireDeltaTokens();
    const rest = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    expect(new Set([...idsOf(first), ...idsOf(rest)])).toEqual(new Set(ids));
  });

  it('waits out 429 and 503 answers as long as Retry-After says, then finishes', async () => {
    const { ids, provider, clock } = await setUp(12);
    fake.state.failNext(2, { status: 429, retryAfterS: 7 });
    fake.state.failNext(1, { status: 503, retryAfterS: 3 });
    const before = clock.t;
    const batches = await collect(provider().sync(null));
    expect(new Set(idsOf(batches))).toEqual(new Set(ids));
    expect(clock.t - before).toBeGreaterThanOrEqual(2 * 7000 + 3000);
  });

  it("keeps under Graph's mailbox limits: at most 4 requests at once, never a 429 twice in a row", async () => {
    const { ids, provider } = await setUp(60, { perWindow: 40, windowMs: 60_000 });
    const batches = await collect(
      provider({ budget: { perWindow: 40, windowMs: 60_000, concurrent: 4 }, concurrency: 8 }).sync(null),
    );
    expect(new Set(idsOf(batches))).toEqual(new Set(ids));
    expect(fake.state.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(fake.state.maxInFlight).toBeLessThanOrEqual(4);
  });

  it('answers a fake limit it does not know with one 429 at a time (the pause holds every request)', async () => {
    const { ids, provider } = await setUp(40, { perWindow: 25, windowMs: 60_000 });
    const batches = await collect(provider().sync(null));
    expect(new Set(idsOf(batches))).toEqual(new Set(ids));
    expect(fake.state.requests.some((r) => r.status === 429)).toBe(true);
    expect(fake.state.longest429Run()).toBe(1);
  });

  it('gives up on an endless storm with a retryable error', async () => {
    const { provider } = await setUp(3);
    fake.state.failNext(50, { status: 429, retryAfterS: 1 });
    const error = await collect(provider().sync(null)).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('rate_limited');
    expect(isMailboxError(error) && error.retryable).toBe(true);
  });

  it('refreshes an expired access token once and stores the rotated refresh token', async () => {
    const { ids, provider, stored, refreshToken } = await setUp(12);
    fake.state.expireAccessTokens();
    expect(idsOf(await collect(provider().sync(null)))).toHaveLength(ids.length);
    expect(stored.tokens?.accessToken).toMatch(/^EwB/);
    expect(stored.tokens?.refreshToken).not.toBe(refreshToken);
    expect(fake.state.requests.filter((r) => r.path.endsWith('/oauth2/v2.0/token'))).toHaveLength(1);
  });

  it('says "Reconnect your Microsoft account" when consent was revoked, and is not retried', async () => {
    const { provider } = await setUp(3);
    fake.state.revokeAll();
    const error = await collect(provider().sync(null)).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('reconnect_required');
    expect((error as Error).message).toBe('Reconnect your Microsoft account');
    expect(isMailboxError(error) && error.retryable).toBe(false);
    expect(fake.state.requests.filter((r) => r.path.endsWith('/oauth2/v2.0/token'))).toHaveLength(1);
  });

  it('follows no link to another host: the bearer token stays with Graph', async () => {
    const { provider } = await setUp(3);
    const first = await collect(provider().sync(null));
    const checkpoint = structuredClone(first.at(-1)?.checkpoint) as MicrosoftCheckpoint;
    (checkpoint.folders[0] as { deltaLink: string }).deltaLink = 'http://169.254.169.254/v1.0/me/delta';
    const error = await collect(provider().sync(checkpoint)).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.retryable).toBe(false);
  });

  it('syncs a mailbox without an Archive folder', async () => {
    const { ids, provider } = await setUp(5, { without: ['archive'] });
    const batches = await collect(provider().sync(null));
    expect(new Set(idsOf(batches))).toEqual(new Set(ids));
    expect(batches.at(-1)?.checkpoint.folders.map((f) => f.key)).toEqual(['inbox', 'sentitems']);
  });

  it('picks up a folder made after the first sync, counting it on its own', async () => {
    const { ids, provider } = await setUp(5, { without: ['archive'] });
    const first = await collect(provider().sync(null));
    fake.state.options.without = [];
    const archived = fake.state.addMessage(demoMessages(6)[5] as string, { folder: 'archive' });
    const again = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    expect(idsOf(again)).toEqual([archived]);
    expect(again.at(-1)).toMatchObject({ processed: 1, total: 1 });
    expect(again.at(-1)?.checkpoint.folders.map((f) => f.key)).toEqual(['inbox', 'sentitems', 'archive']);
    expect(new Set(idsOf(first))).toEqual(new Set(ids));
  });

  it('lists Outlook contacts from /me/contacts, page by page', async () => {
    const { provider } = await setUp(0);
    for (let i = 0; i < 120; i++)
      fake.state.contacts.push({ email: `p${i}@northwind.example`, name: `P ${i}` });
    fake.state.contacts.push({
      email: 'Lena@Northwind.example',
      name: 'Lena Fischer',
      company: 'Northwind',
      title: 'Buyer',
      phone: '+49 30 1234',
    });
    const pages = [];
    for await (const page of provider().listContacts?.() ?? []) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([100, 21]);
    expect(pages.flat().at(-1)).toEqual({
      email: 'lena@northwind.example',
      fullName: 'Lena Fischer',
      firstName: 'Lena',
      lastName: 'Fischer',
      company: 'Northwind',
      title: 'Buyer',
      phone: '+49 30 1234',
    });
  });
});
