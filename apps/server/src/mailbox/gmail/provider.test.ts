import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../lib/clock.js';
import { demoMessages } from '../demo';
import { isMailboxError, type MessageBatch } from '../types';
import { type FakeGoogle, startFakeGoogle } from './fakeGoogle';
import { createGmailProvider, type GmailCheckpoint, type GmailProviderOptions } from './provider';

let fake: FakeGoogle;
afterEach(async () => fake?.close());

async function setUp(
  count: number,
  options: Parameters<typeof startFakeGoogle>[0] = {},
  clock = virtualClock(),
) {
  fake = await startFakeGoogle({ now: clock.now, ...options });
  const raws = demoMessages(count, { owner: { address: fake.state.address, name: 'Owner' } });
  const ids = raws.map((raw, i) =>
    fake.state.addMessage(raw, { internalDate: clock.t - (count - i) * 60_000 }),
  );
  const { access_token, refresh_token } = await tokensFor(fake);
  const stored: { tokens?: unknown } = {};
  const provider = (extra: Partial<GmailProviderOptions> = {}) =>
    createGmailProvider({
      tokens: { accessToken: access_token, refreshToken: refresh_token, expiresAt: null },
      onTokens: async (t) => {
        stored.tokens = t;
      },
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: fake.env.GOOGLE_TOKEN_URL as string,
      gmailApiUrl: fake.url,
      peopleApiUrl: fake.url,
      initialDays: 365,
      maxMessages: 20_000,
      pageSize: 10,
      clock,
      ...extra,
    });
  return { ids, provider, clock, stored };
}

async function tokensFor(f: FakeGoogle) {
  const code = f.state.issueCode();
  const res = await fetch(f.env.GOOGLE_TOKEN_URL as string, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code }),
  });
  return (await res.json()) as { access_token: string; refresh_token: string };
}

async function collect(it: AsyncIterable<MessageBatch<GmailCheckpoint>>) {
  const batches: MessageBatch<GmailCheckpoint>[] = [];
  for await (const b of it) batches.push(b);
  return batches;
}
const idsOf = (bs: MessageBatch<GmailCheckpoint>[]) => bs.flatMap((b) => b.messages.map((m) => m.providerId));

describe('the Gmail provider, against the fake Google', () => {
  it('syncs newest first, one list page per batch, then follows history', async () => {
    const { ids, provider } = await setUp(25);
    const batches = await collect(provider().sync(null));
    expect(idsOf(batches)).toEqual([...ids].reverse());
    expect(batches.slice(0, 3).map((b) => b.messages.length)).toEqual([10, 10, 5]);
    expect(batches[0]?.phase).toBe('Fetching recent mail');
    expect(batches[1]?.phase).toBe('Backfilling older mail');
    expect(batches[0]?.total).toBe(25);
    expect(batches.at(-1)?.checkpoint).toMatchObject({ phase: 'incremental' });
    expect(Buffer.from(batches[0]?.messages[0]?.raw ?? []).toString()).toContain('Message-ID:');
  });

  it('resumes from a checkpoint with exactly the messages after it', async () => {
    const { ids, provider } = await setUp(25);
    const all = await collect(provider().sync(null));
    const rest = await collect(provider().sync(all[0]?.checkpoint ?? null));
    expect(idsOf(rest)).toEqual([...ids].reverse().slice(10));
  });

  it('picks up new mail and deletions through history.list', async () => {
    const { ids, provider } = await setUp(5);
    const first = await collect(provider().sync(null));
    const more = demoMessages(8)
      .slice(5)
      .map((raw) => fake.state.addMessage(raw));
    fake.state.deleteMessage(ids[0] as string);
    const next = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    expect(idsOf(next).sort()).toEqual([...more].sort());
    expect(next.flatMap((b) => b.removed ?? [])).toEqual([ids[0]]);
  });

  it('starts over when Gmail no longer has the history (404), adding nothing new twice', async () => {
    const { provider } = await setUp(5, { historyRetention: 2 });
    const first = await collect(provider().sync(null));
    for (const raw of demoMessages(10).slice(5)) fake.state.addMessage(raw);
    const again = await collect(provider().sync(first.at(-1)?.checkpoint ?? null));
    // A full resync: all ten, which storage dedupes by provider id.
    expect(new Set(idsOf(again)).size).toBe(10);
  });

  it('keeps under its quota budget: no 429 when the budget is under the limit', async () => {
    const { provider } = await setUp(60, { unitsPerMinute: 300 });
    await collect(provider({ unitsPerMinute: 240 }).sync(null));
    expect(fake.state.requests.filter((r) => r.status === 429)).toEqual([]);
    // Spent per minute window, never above the budget.
    const perMinute = new Map<number, number>();
    for (const u of fake.state.unitsLog)
      perMinute.set(Math.floor(u.at / 60_000), (perMinute.get(Math.floor(u.at / 60_000)) ?? 0) + u.units);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(300);
  });

  it('waits out 429s (honouring Retry-After) and 5xx storms, then finishes', async () => {
    const { ids, provider, clock } = await setUp(12);
    fake.state.failNext(3, { status: 429, reason: 'rateLimitExceeded', retryAfterS: 7 });
    fake.state.failNext(1, { status: 403, reason: 'userRateLimitExceeded' });
    fake.state.failNext(2, { status: 503 });
    const before = clock.t;
    const batches = await collect(provider().sync(null));
    expect(new Set(idsOf(batches))).toEqual(new Set(ids));
    expect(clock.t - before).toBeGreaterThanOrEqual(3 * 7000);
  });

  it('gives up on an endless storm with a retryable error', async () => {
    const { provider } = await setUp(3);
    fake.state.failNext(50, { status: 429, reason: 'rateLimitExceeded', retryAfterS: 1 });
    const error = await collect(provider().sync(null)).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('rate_limited');
    expect(isMailboxError(error) && error.retryable).toBe(true);
  });

  it('refreshes an expired access token once, and stores the new one', async () => {
    const { ids, provider, stored } = await setUp(12);
    fake.state.expireAccessTokens();
    expect(idsOf(await collect(provider().sync(null)))).toHaveLength(ids.length);
    expect(stored.tokens).toMatchObject({ accessToken: expect.stringMatching(/^ya29\./) });
    // Eight requests met the 401 together; they shared one refresh (plus the code exchange).
    expect(fake.state.requests.filter((r) => r.path === '/token')).toHaveLength(2);
  });

  it('says "Reconnect your Gmail account" when the grant was revoked, and is not retried', async () => {
    const { provider } = await setUp(3);
    fake.state.revokeAll();
    const error = await collect(provider().sync(null)).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('reconnect_required');
    expect((error as Error).message).toBe('Reconnect your Gmail account');
    expect(isMailboxError(error) && error.retryable).toBe(false);
  });

  it('lists contacts from connections and otherContacts', async () => {
    const { provider } = await setUp(0);
    fake.state.people.push({
      email: 'Lena@Northwind.example',
      name: 'Lena Fischer',
      company: 'Northwind',
      title: 'Buyer',
      phone: '+49 30 1234',
    });
    fake.state.otherContacts.push({ email: 'piotr@krakow.example', name: 'Piotr Nowak' });
    const pages = [];
    for await (const page of provider().listContacts?.() ?? []) pages.push(...page);
    expect(pages).toEqual([
      {
        email: 'lena@northwind.example',
        fullName: 'Lena Fischer',
        firstName: 'Lena',
        lastName: 'Fischer',
        company: 'Northwind',
        title: 'Buyer',
        phone: '+49 30 1234',
      },
      {
        email: 'piotr@krakow.example',
        fullName: 'Piotr Nowak',
        firstName: 'Piotr',
        lastName: 'Nowak',
        company: null,
        title: null,
        phone: null,
      },
    ]);
  });
});
