import { createServer, type Server, Socket } from 'node:net';
import type { ImapFlow } from 'imapflow';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMailboxError, type MessageBatch } from '../types.js';
import type { ImapCheckpoint } from './checkpoint.js';
import type { ImapProviderOptions } from './client.js';
import { createImapProvider } from './provider.js';
import {
  appendMessages,
  expungeMessages,
  type ImapTestServer,
  moveMessages,
  seedClient,
  startImapTestServer,
} from './testServer.js';

let server: ImapTestServer;
beforeAll(async () => {
  server = await startImapTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Clients, providers and proxies a test opened, closed after it, last opened first. */
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close().catch(() => undefined);
});

/** A fresh, empty account and a seeding client logged in to it. */
async function account() {
  const login = server.scratchUser();
  const seed = await seedClient(server, login);
  open.push({ close: () => seed.logout() });
  return { login, seed };
}

function provider(login: { user: string; password: string }, options: Partial<ImapProviderOptions> = {}) {
  const p = createImapProvider({
    host: server.host,
    port: server.port,
    secure: false,
    starttls: false,
    ...login,
    ...options,
  });
  open.push({ close: () => p.close?.() ?? Promise.resolve() });
  return p;
}

async function collect(
  p: ReturnType<typeof provider>,
  checkpoint: ImapCheckpoint | null,
  stopAfter = Number.POSITIVE_INFINITY,
): Promise<MessageBatch<ImapCheckpoint>[]> {
  const batches: MessageBatch<ImapCheckpoint>[] = [];
  for await (const b of p.sync(checkpoint)) {
    batches.push(b);
    if (batches.length >= stopAfter) break;
  }
  return batches;
}

async function uidValidity(seed: ImapFlow, path: string): Promise<number> {
  const status = await seed.status(path, { uidValidity: true });
  if (!status) throw new Error(`no status for ${path}`);
  return Number(status.uidValidity);
}

/** "INBOX 7" for the test message n=7 appended to INBOX: which message, from its subject. */
const subjects = (b: MessageBatch<ImapCheckpoint>) =>
  b.messages.map((m) => {
    const subject = /^Subject: Message (\d+)(?: in (.+))?$/m.exec(Buffer.from(m.raw).toString('utf8'));
    return `${subject?.[2] ?? '?'} ${subject?.[1] ?? '?'}`;
  });
const ids = (batches: MessageBatch<ImapCheckpoint>[]) =>
  batches.flatMap((b) => b.messages.map((m) => m.providerId));
const last = <T>(items: T[]): T => {
  const item = items.at(-1);
  if (item === undefined) throw new Error('empty');
  return item;
};

/**
 * A TCP proxy in front of dovecot: its connections, for the test to cut, and every command line
 * the client sent, without its tag ("UID FETCH 1:3 (UID FLAGS)").
 */
async function imapProxy() {
  const conns: Socket[] = [];
  const commands: string[] = [];
  const proxy: Server = createServer((inbound) => {
    const outbound = new Socket();
    outbound.connect(server.port, server.host);
    conns.push(inbound, outbound);
    inbound.on('data', (d: Buffer) => {
      for (const line of d.toString('latin1').split('\r\n'))
        if (line) commands.push(line.replace(/^\S+ /, ''));
    });
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  open.push({ close: () => new Promise((r) => proxy.close(r)) });
  const { port } = proxy.address() as { port: number };
  return { port, conns, commands };
}

describe('IMAP sync against dovecot', () => {
  it('first sync: newest first in batches, INBOX and Sent taking turns, with exact progress', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 7);
    await appendMessages(seed, 'Sent', 1, 2);
    const inbox = await uidValidity(seed, 'INBOX');
    const sent = await uidValidity(seed, 'Sent');

    const batches = await collect(provider(login, { batchSize: 3 }), null);

    expect(batches.map(subjects)).toEqual([
      ['INBOX 7', 'INBOX 6', 'INBOX 5'],
      ['Sent 2', 'Sent 1'],
      ['INBOX 4', 'INBOX 3', 'INBOX 2'],
      ['INBOX 1'],
    ]);
    expect(batches.map((b) => [b.processed, b.total, b.phase])).toEqual([
      [3, 9, 'Fetching INBOX'],
      [5, 9, 'Fetching Sent'],
      [8, 9, 'Fetching INBOX'],
      [9, 9, 'Fetching INBOX'],
    ]);
    const first = batches[0]!.messages[0]!;
    expect(first.providerId).toBe(`INBOX:${inbox}:7`);
    expect(first.labels).toEqual(['\\Inbox']);
    expect(first.receivedAt).toEqual(new Date(Date.UTC(2024, 0, 1) + 7 * 60_000));
    expect(Buffer.from(first.raw).toString()).toContain('Message-ID: <m7.INBOX@rapport.test>');
    expect(batches[1]!.messages.map((m) => [m.providerId, m.labels])).toEqual([
      [`Sent:${sent}:2`, ['\\Sent']],
      [`Sent:${sent}:1`, ['\\Sent']],
    ]);
    // Mid-backfill the checkpoint says how far down each folder got.
    // CONDSTORE: each folder's HIGHESTMODSEQ is kept from the start (nothing but backfill to do).
    const highestModseq = expect.stringMatching(/^\d+$/);
    expect(batches[0]!.checkpoint).toEqual({
      version: 3,
      folders: {
        INBOX: { uidValidity: inbox, lastUid: 7, backfillBelow: 5, synced: '5:7', highestModseq },
        Sent: { uidValidity: sent, lastUid: 2, backfillBelow: 3, synced: '', highestModseq },
      },
      run: { processed: 3 },
    });
    expect(last(batches).checkpoint).toEqual({
      version: 3,
      folders: {
        INBOX: { uidValidity: inbox, lastUid: 7, backfillBelow: null, synced: '1:7', highestModseq },
        Sent: { uidValidity: sent, lastUid: 2, backfillBelow: null, synced: '1:2', highestModseq },
      },
    });
    expect(batches.some((b) => b.removed)).toBe(false);
  });

  it('an empty mailbox yields no mail, only where each folder stands; then nothing', async () => {
    const { login } = await account();
    const first = await collect(provider(login), null);
    expect(first.map((b) => [b.messages.length, b.removed, b.changed])).toEqual([[0, undefined, undefined]]);
    expect(await collect(provider(login), last(first).checkpoint)).toEqual([]);
  });

  it('resuming from a checkpoint taken mid-sync yields exactly the rest: none twice, none lost', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 10);
    await appendMessages(seed, 'Sent', 1, 4);
    const all = ids(await collect(provider(login, { batchSize: 3 }), null));
    expect(all).toHaveLength(14);

    // A sync that stops (crash, shutdown) after its second batch was stored…
    const before = await collect(provider(login, { batchSize: 3 }), null, 2);
    // …resumes with a new provider (a new process) from that batch's checkpoint.
    const after = await collect(provider(login, { batchSize: 3 }), last(before).checkpoint);

    const resumed = [...ids(before), ...ids(after)];
    expect(new Set(resumed).size).toBe(resumed.length);
    expect([...resumed].sort()).toEqual([...all].sort());
    // INBOX 7-1 and Sent 1 were left, the folders taking turns.
    expect(after.map(subjects)).toEqual([
      ['INBOX 7', 'INBOX 6', 'INBOX 5'],
      ['Sent 1'],
      ['INBOX 4', 'INBOX 3', 'INBOX 2'],
      ['INBOX 1'],
    ]);
    // The counts go on from the 6 handled before the stop: those of the whole sync.
    expect(last(before).checkpoint.run).toEqual({ processed: 6 });
    expect(after.map((b) => [b.processed, b.total])).toEqual([
      [9, 14],
      [10, 14],
      [13, 14],
      [14, 14],
    ]);
    expect(last(after).checkpoint.run).toBeUndefined();
  });

  it('mail that arrives later comes in the next sync, oldest first, and nothing else does', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 5);
    const done = last(await collect(provider(login, { batchSize: 2 }), null)).checkpoint;

    await appendMessages(seed, 'INBOX', 6, 8);
    await appendMessages(seed, 'Sent', 1, 1);
    const p = provider(login, { batchSize: 2 });
    const next = await collect(p, done);
    expect(next.map(subjects)).toEqual([['INBOX 6', 'INBOX 7'], ['INBOX 8'], ['Sent 1']]);
    expect(last(next).checkpoint.folders.INBOX).toMatchObject({ lastUid: 8, backfillBelow: null });

    // Up to date: the same connection finds nothing more.
    expect(await collect(p, last(next).checkpoint)).toEqual([]);
  });

  it('new mail during an unfinished backfill: the resumed sync takes the new mail first, then the rest', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 6);
    const partial = await collect(provider(login, { batchSize: 2 }), null, 1);
    expect(partial.map(subjects)).toEqual([['INBOX 6', 'INBOX 5']]);

    await appendMessages(seed, 'INBOX', 7, 7);
    const rest = await collect(provider(login, { batchSize: 2 }), last(partial).checkpoint);
    expect(rest.map(subjects)).toEqual([['INBOX 7'], ['INBOX 4', 'INBOX 3'], ['INBOX 2', 'INBOX 1']]);
  });

  it('a folder whose UIDVALIDITY changed (deleted and recreated) is read again from the top; others are not', async () => {
    const { login, seed } = await account();
    await seed.mailboxCreate('Projects');
    await appendMessages(seed, 'INBOX', 1, 2);
    await appendMessages(seed, 'Projects', 1, 3);
    const before = await uidValidity(seed, 'Projects');
    const done = last(await collect(provider(login), null)).checkpoint;
    expect(done.folders.Projects).toEqual({
      uidValidity: before,
      lastUid: 3,
      backfillBelow: null,
      synced: '1:3',
      highestModseq: expect.any(String),
    });

    await seed.mailboxDelete('Projects');
    await seed.mailboxCreate('Projects');
    await appendMessages(seed, 'Projects', 1, 2);
    const after = await uidValidity(seed, 'Projects');
    expect(after).not.toBe(before);

    const again = await collect(provider(login), done);
    expect(again.map(subjects)).toEqual([['Projects 2', 'Projects 1']]);
    expect(ids(again)).toEqual([`Projects:${after}:2`, `Projects:${after}:1`]);
    expect(last(again).checkpoint.folders.Projects).toEqual({
      uidValidity: after,
      lastUid: 2,
      backfillBelow: null,
      synced: '1:2',
      highestModseq: expect.any(String),
    });
    expect(last(again).checkpoint.folders.INBOX).toEqual(done.folders.INBOX);
    // As before: the old folder's messages are not reported removed (their copies dedupe by Message-ID).
    expect(again.some((b) => b.removed)).toBe(false);
  });

  it('a folder recreated during the sync stops it with a retryable error; the retry reads that folder anew', async () => {
    const { login, seed } = await account();
    await seed.mailboxCreate('Projects');
    await appendMessages(seed, 'INBOX', 1, 2);
    await appendMessages(seed, 'Projects', 1, 2);
    const p = provider(login, { batchSize: 1 });
    const got: MessageBatch<ImapCheckpoint>[] = [];
    const e = await (async () => {
      for await (const b of p.sync(null)) {
        got.push(b);
        await seed.mailboxDelete('Projects');
        await seed.mailboxCreate('Projects');
        await appendMessages(seed, 'Projects', 3, 3);
      }
    })().then(
      () => null,
      (err: unknown) => err,
    );
    expect(got.map(subjects)).toEqual([['INBOX 2']]);
    expect(isMailboxError(e) && [e.code, e.retryable]).toEqual(['provider_unavailable', true]);
    expect(isMailboxError(e) && e.message).toContain('The folder Projects on 127.0.0.1 was recreated');

    const rest = await collect(p, last(got).checkpoint);
    expect(rest.map(subjects)).toEqual([['INBOX 1'], ['Projects 3']]);
  });

  it('skips Junk, Trash and Drafts and reads other folders labelled with their path', async () => {
    const { login, seed } = await account();
    await seed.mailboxCreate('Projects');
    for (const folder of ['INBOX', 'Sent', 'Projects', 'Junk', 'Trash', 'Drafts'])
      await appendMessages(seed, folder, 1, 1);

    const batches = await collect(provider(login), null);
    expect(batches.flatMap(subjects).sort()).toEqual(['INBOX 1', 'Projects 1', 'Sent 1']);
    expect(batches.flatMap((b) => b.messages.map((m) => m.labels[0]))).toEqual([
      '\\Inbox',
      '\\Sent',
      'Projects',
    ]);
    expect(Object.keys(last(batches).checkpoint.folders)).toEqual(['INBOX', 'Sent', 'Projects']);
  });

  it('reads exactly the folders asked for with `folders`', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 1);
    await appendMessages(seed, 'Junk', 1, 1);
    const batches = await collect(provider(login, { folders: ['Junk'] }), null);
    expect(batches.flatMap(subjects)).toEqual(['Junk 1']);
    expect(batches[0]!.messages[0]!.labels).toEqual(['\\Junk']);
  });

  it('a checkpoint it does not understand is dropped with a warning and the sync starts over', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 2);
    const warnings: string[] = [];
    const p = provider(login, { log: { warn: (m) => warnings.push(m) } });
    const batches = await collect(p, { folders: { INBOX: { lastUid: 'x' } } } as unknown as ImapCheckpoint);
    expect(batches.flatMap(subjects)).toEqual(['INBOX 2', 'INBOX 1']);
    expect(warnings).toHaveLength(1);
  });

  it('stops between batches once the signal is aborted, with a retryable error', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 4);
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const b of provider(login, { batchSize: 2 }).sync(null, { signal: controller.signal })) {
        seen.push(...subjects(b));
        controller.abort();
      }
    };
    const e = await run().then(
      () => null,
      (err: unknown) => err,
    );
    expect(seen).toEqual(['INBOX 4', 'INBOX 3']);
    expect(isMailboxError(e) && e.code).toBe('provider_unavailable');
    expect(isMailboxError(e) && e.retryable).toBe(true);
  });

  it('a connection dropped mid-sync is a retryable provider_unavailable, and the next sync resumes', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 6);
    const { port, conns } = await imapProxy();

    const p = provider(login, { port, batchSize: 2 });
    const got: MessageBatch<ImapCheckpoint>[] = [];
    const e = await (async () => {
      for await (const b of p.sync(null)) {
        got.push(b);
        for (const c of conns) c.destroy();
      }
    })().then(
      () => null,
      (err: unknown) => err,
    );
    expect(got.map(subjects)).toEqual([['INBOX 6', 'INBOX 5']]);
    expect(isMailboxError(e) && [e.code, e.retryable]).toEqual(['provider_unavailable', true]);
    expect(isMailboxError(e) && e.message).toBe(
      'The connection to 127.0.0.1 was lost; the sync will try again and continue where it stopped.',
    );

    // The job's retry: the same provider connects again and continues from the stored checkpoint.
    const rest = await collect(p, last(got).checkpoint);
    expect(rest.flatMap(subjects)).toEqual(['INBOX 4', 'INBOX 3', 'INBOX 2', 'INBOX 1']);
  });
});

describe('IMAP sync reports mail deleted at the server', () => {
  const removed = (batches: MessageBatch<ImapCheckpoint>[]) => batches.flatMap((b) => b.removed ?? []);

  it('a deleted message is reported removed once, before any new mail, and not again', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 5);
    const inbox = await uidValidity(seed, 'INBOX');
    const done = last(await collect(provider(login), null)).checkpoint;
    expect(done.folders.INBOX?.synced).toBe('1:5');

    // As many new messages as deleted ones: the folder holds as many as before.
    await expungeMessages(seed, 'INBOX', [2, 4]);
    await appendMessages(seed, 'INBOX', 6, 7);
    const next = await collect(provider(login), done);
    expect(next.map((b) => [b.removed ?? [], subjects(b), b.phase])).toEqual([
      [[`INBOX:${inbox}:2`, `INBOX:${inbox}:4`], [], 'Removing mail deleted from INBOX'],
      [[], ['INBOX 6', 'INBOX 7'], 'Fetching INBOX'],
    ]);
    expect(next.map((b) => b.checkpoint.folders.INBOX?.synced)).toEqual(['1,3,5', '1,3,5:7']);
    expect(last(next).checkpoint.folders.INBOX).toMatchObject({ lastUid: 7, backfillBelow: null });

    // Reported once: the next sync, on the same connection or a new one, finds nothing.
    expect(await collect(provider(login), last(next).checkpoint)).toEqual([]);
  });

  it('a message moved to another synced folder is removed from INBOX and comes anew from there', async () => {
    const { login, seed } = await account();
    await seed.mailboxCreate('Projects');
    await appendMessages(seed, 'INBOX', 1, 3);
    const inbox = await uidValidity(seed, 'INBOX');
    const projects = await uidValidity(seed, 'Projects');
    const done = last(await collect(provider(login), null)).checkpoint;

    await moveMessages(seed, 'INBOX', [2], 'Projects');
    const next = await collect(provider(login), done);
    // The removal comes first, so storage does not drop the new copy as a duplicate of the old.
    expect(next.map((b) => [b.removed ?? [], ids([b])])).toEqual([
      [[`INBOX:${inbox}:2`], []],
      [[], [`Projects:${projects}:1`]],
    ]);
    expect(next.flatMap(subjects)).toEqual(['INBOX 2']);
    expect(last(next).checkpoint.folders).toMatchObject({
      INBOX: { synced: '1,3' },
      Projects: { synced: '1' },
    });
    expect(await collect(provider(login), last(next).checkpoint)).toEqual([]);
  });

  it('nothing is removed when nothing was deleted, new mail or not', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 4);
    await appendMessages(seed, 'Sent', 1, 2);
    const done = last(await collect(provider(login), null)).checkpoint;
    expect(await collect(provider(login), done)).toEqual([]);

    await appendMessages(seed, 'INBOX', 5, 6);
    const next = await collect(provider(login), done);
    expect(removed(next)).toEqual([]);
    expect(next.flatMap(subjects)).toEqual(['INBOX 5', 'INBOX 6']);
  });

  it('during an unfinished backfill: only mail already synced is reported, older mail is simply not fetched', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 6);
    const inbox = await uidValidity(seed, 'INBOX');
    const partial = await collect(provider(login, { batchSize: 2 }), null, 1);
    expect(partial.map(subjects)).toEqual([['INBOX 6', 'INBOX 5']]);

    await expungeMessages(seed, 'INBOX', [5, 2]);
    const rest = await collect(provider(login, { batchSize: 2 }), last(partial).checkpoint);
    expect(removed(rest)).toEqual([`INBOX:${inbox}:5`]);
    expect(rest.flatMap(subjects)).toEqual(['INBOX 4', 'INBOX 3', 'INBOX 1']);
    expect(last(rest).checkpoint.folders.INBOX).toMatchObject({ synced: '1,3:4,6', backfillBelow: null });
  });

  it('a version 1 checkpoint is upgraded without fetching again, deletions made since reported', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 5);
    const inbox = await uidValidity(seed, 'INBOX');
    const done = last(await collect(provider(login), null)).checkpoint;
    // The same position as version 1 wrote it: no synced set.
    const v1 = {
      version: 1,
      folders: Object.fromEntries(
        Object.entries(done.folders).map(([path, { synced: _, highestModseq: __, ...folder }]) => [
          path,
          folder,
        ]),
      ),
    } as unknown as ImapCheckpoint;
    expect(v1.folders.INBOX).toEqual({ uidValidity: inbox, lastUid: 5, backfillBelow: null });

    await expungeMessages(seed, 'INBOX', [3]);
    const warnings: string[] = [];
    const next = await collect(provider(login, { log: { warn: (m) => warnings.push(m) } }), v1);
    expect(next.map((b) => [b.removed, ids([b])])).toEqual([[[`INBOX:${inbox}:3`], []]]);
    expect(last(next).checkpoint).toEqual({
      version: 3,
      folders: {
        ...done.folders,
        INBOX: {
          uidValidity: inbox,
          lastUid: 5,
          backfillBelow: null,
          synced: '1:2,4:5',
          highestModseq: expect.any(String),
        },
      },
    });
    expect(await collect(provider(login), last(next).checkpoint)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('IMAP sync with CONDSTORE (dovecot offers it)', () => {
  /** Commands that read a folder's messages: SEARCH and FETCH. */
  const reads = (commands: string[]) => commands.filter((c) => /^(UID )?(SEARCH|FETCH)\b/i.test(c));

  async function setFlags(seed: ImapFlow, uid: number, change: { add?: string[]; remove?: string[] }) {
    await seed.mailboxOpen('INBOX');
    if (change.add) await seed.messageFlagsAdd(String(uid), change.add, { uid: true });
    if (change.remove) await seed.messageFlagsRemove(String(uid), change.remove, { uid: true });
    await seed.mailboxClose();
  }

  it('an unchanged folder costs only its SELECT: no SEARCH, no FETCH; without CONDSTORE it searches', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 4);
    await appendMessages(seed, 'Sent', 1, 2);
    const done = last(await collect(provider(login), null)).checkpoint;

    const watched = await imapProxy();
    expect(await collect(provider(login, { port: watched.port }), done)).toEqual([]);
    expect(watched.commands.filter((c) => /^(EXAMINE|SELECT)\b/i.test(c))).toHaveLength(2);
    expect(reads(watched.commands)).toEqual([]);

    const plain = await imapProxy();
    const again = await collect(provider(login, { port: plain.port, condstore: false }), done);
    expect(again.flatMap((b) => [...b.messages, ...(b.removed ?? [])])).toEqual([]);
    expect(reads(plain.commands).length).toBeGreaterThan(0);
  });

  it('flag changes reach stored mail as labels, once; new mail and deletions come as before', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 5);
    const inbox = await uidValidity(seed, 'INBOX');
    const done = last(await collect(provider(login), null)).checkpoint;

    await setFlags(seed, 2, { remove: ['\\Seen'] });
    await setFlags(seed, 3, { add: ['\\Flagged'] });
    await expungeMessages(seed, 'INBOX', [5]);
    await appendMessages(seed, 'INBOX', 6, 6);
    const watched = await imapProxy();
    const next = await collect(provider(login, { port: watched.port }), done);
    expect(next.map((b) => [b.removed ?? [], b.changed ?? [], subjects(b), b.phase])).toEqual([
      [[`INBOX:${inbox}:5`], [], [], 'Removing mail deleted from INBOX'],
      [
        [],
        [
          { providerId: `INBOX:${inbox}:2`, labels: ['\\Inbox', 'UNREAD'] },
          { providerId: `INBOX:${inbox}:3`, labels: ['\\Inbox', 'STARRED'] },
        ],
        [],
        'Updating flags in INBOX',
      ],
      [[], [], ['INBOX 6'], 'Fetching INBOX'],
    ]);
    // Only flags travel for the changed mail: the one message body fetched is the new one.
    expect(watched.commands.filter((c) => /CHANGEDSINCE/i.test(c))).toHaveLength(1);
    // The mod-sequence moves only with the batch that finishes the folder's changes.
    expect(
      next.map((b) => b.checkpoint.folders.INBOX?.highestModseq === done.folders.INBOX?.highestModseq),
    ).toEqual([true, true, false]);
    expect(await collect(provider(login), last(next).checkpoint)).toEqual([]);

    // New mail comes with its flags.
    await seed.append('INBOX', 'Subject: Message 7\r\nMessage-ID: <m7@x>\r\n\r\nHi\r\n', ['\\Flagged']);
    const more = await collect(provider(login), last(next).checkpoint);
    expect(more.flatMap((b) => b.messages.map((m) => m.labels))).toEqual([['\\Inbox', 'UNREAD', 'STARRED']]);
  });

  it('without CONDSTORE the plain path: flags are not followed, deletions and new mail are', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 3);
    const inbox = await uidValidity(seed, 'INBOX');
    const done = last(await collect(provider(login, { condstore: false }), null)).checkpoint;
    expect(done.folders.INBOX).not.toHaveProperty('highestModseq');

    await setFlags(seed, 1, { remove: ['\\Seen'] });
    await expungeMessages(seed, 'INBOX', [2]);
    await appendMessages(seed, 'INBOX', 4, 4);
    const next = await collect(provider(login, { condstore: false }), done);
    expect(next.map((b) => [b.removed ?? [], b.changed, subjects(b)])).toEqual([
      [[`INBOX:${inbox}:2`], undefined, []],
      [[], undefined, ['INBOX 4']],
    ]);
  });

  it('a version 2 checkpoint is upgraded without fetching anything; the sync only records mod-sequences', async () => {
    const { login, seed } = await account();
    await appendMessages(seed, 'INBOX', 1, 3);
    const done = last(await collect(provider(login), null)).checkpoint;
    const v2 = {
      version: 2,
      folders: Object.fromEntries(
        Object.entries(done.folders).map(([path, { highestModseq: _, ...folder }]) => [path, folder]),
      ),
    } as unknown as ImapCheckpoint;

    const watched = await imapProxy();
    const next = await collect(provider(login, { port: watched.port }), v2);
    expect(next.map((b) => [b.messages.length, b.removed, b.changed])).toEqual([[0, undefined, undefined]]);
    expect(watched.commands.filter((c) => /FETCH/i.test(c))).toEqual([]);
    expect(last(next).checkpoint).toEqual(done);
    expect(await collect(provider(login), last(next).checkpoint)).toEqual([]);
  });
});
