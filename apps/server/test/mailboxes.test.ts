/**
 * The shared mailbox layer (issue 11) through the API, with a scripted provider: connecting,
 * syncing in batches with checkpoints, resuming after a failure, deduplication, threads, the
 * emails API, notifications, removal, and isolation between users. The real providers (mbox,
 * IMAP, Gmail) have their own tests; this file is about what they all share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxRow } from '../src/db/schema.js';
import { threadKey } from '../src/mailbox/thread.js';
import {
  type EmailRecord,
  MailboxError,
  type MailboxProvider,
  type MessageBatch,
  type RawMessage,
} from '../src/mailbox/types.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

/** A message of the scripted mailbox: its raw bytes are the JSON of an EmailRecord. */
function message(
  n: number,
  extra: Partial<EmailRecord> & { at?: string } = {},
): { raw: RawMessage; record: EmailRecord } {
  const record: EmailRecord = {
    providerId: `p${n}`,
    messageId: `m${n}@example.com`,
    inReplyTo: null,
    references: [],
    subject: `Subject ${n}`,
    from: { name: `Sender ${n}`, address: `sender${n}@acme.com` },
    to: [{ name: 'Ada Lovelace', address: 'ada@example.com' }],
    cc: [],
    bcc: [],
    replyTo: [],
    date: new Date(extra.at ?? Date.UTC(2026, 0, 1 + n)),
    bodyText: `Body of message ${n}`,
    quotedText: '',
    signature: '',
    snippet: `Body of message ${n}`,
    attachments: [],
    labels: ['INBOX'],
    isBulk: false,
    threadKey: '',
    ...extra,
  };
  record.threadKey = threadKey(record, record.providerThreadId);
  return {
    raw: { providerId: record.providerId, labels: record.labels, raw: Buffer.from(JSON.stringify(record)) },
    record,
  };
}

const parse = async (raw: RawMessage): Promise<EmailRecord> => {
  const text = Buffer.from(raw.raw).toString('utf8');
  if (text === 'garbage') throw new Error('not a message');
  const r = JSON.parse(text) as EmailRecord & { date: string | null };
  return { ...r, date: r.date ? new Date(r.date) : null };
};

/** Per mailbox address: the messages it holds and failures to inject. */
interface Script {
  messages: RawMessage[];
  /** Throw this once when the batch at this index is about to be yielded. */
  failAt?: { index: number; error: Error; once: boolean; fired?: boolean };
  batchSize: number;
  /** Runs before the batch starting at this message is read (something happens mid-sync). */
  beforeBatch?: (next: number) => Promise<void>;
}
const scripts = new Map<string, Script>();
const syncsStarted: { address: string; checkpoint: unknown }[] = [];

function scriptedProvider(row: MailboxRow): MailboxProvider<{ next: number }> {
  const script = scripts.get(row.address);
  if (!script) throw new MailboxError('unknown', `no script for ${row.address}`, { retryable: false });
  return {
    kind: row.kind,
    verify: async () => ({ address: row.address }),
    async *sync(checkpoint) {
      syncsStarted.push({ address: row.address, checkpoint });
      let next = checkpoint?.next ?? 0;
      while (next < script.messages.length) {
        await script.beforeBatch?.(next);
        const f = script.failAt;
        if (f && f.index === next && !(f.once && f.fired)) {
          f.fired = true;
          throw f.error;
        }
        const messages = script.messages.slice(next, next + script.batchSize);
        next += messages.length;
        const batch: MessageBatch<{ next: number }> = {
          messages,
          checkpoint: { next },
          processed: next,
          total: script.messages.length,
          phase: 'Fetching mail',
        };
        yield batch;
      }
    },
    disconnect: async () => {},
  };
}

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    mailbox: {
      providerFor: (row) => scriptedProvider(row) as MailboxProvider<unknown>,
      parse,
      connectors: {
        verifyImap: async (settings, credentials) => {
          if (credentials.password !== 'right')
            throw new MailboxError('auth_failed', `The server refused the password for ${settings.user}.`);
          return { address: settings.user };
        },
      },
    },
  });
  ada = await createUser(server.app);
  bob = await createUser(server.app);
});
afterAll(async () => {
  await server?.close();
});

const imap = (user: string, password = 'right') => ({
  host: 'imap.example.com',
  port: 993,
  security: 'tls',
  user,
  password,
});

async function connect(
  owner: TestUser,
  address: string,
  script: Omit<Script, 'batchSize'> & { batchSize?: number },
) {
  scripts.set(address, { batchSize: 3, ...script });
  const started = expectRoute(
    'mailboxes.connectImap',
    await owner.api('POST', '/mailboxes/imap', imap(address)),
  );
  await server.app.rapport.jobs.idle();
  return started;
}

async function mailboxOf(owner: TestUser, id: string) {
  const list = expectRoute('mailboxes.list', await owner.api('GET', '/mailboxes'));
  const found = list.items.find((m) => m.id === id);
  if (!found) throw new Error(`mailbox ${id} not listed`);
  return found;
}

async function notificationsOf(owner: TestUser) {
  return expectRoute('notifications.list', await owner.api('GET', '/notifications'));
}

describe('connecting and syncing a mailbox', () => {
  it('refuses a wrong password with a 400 that says so, and stores nothing', async () => {
    const res = await ada.api('POST', '/mailboxes/imap', imap('refused@example.com', 'wrong'));
    expectError(res, 400, /refused the password for refused@example.com/);
    const list = expectRoute('mailboxes.list', await ada.api('GET', '/mailboxes'));
    expect(list.items.find((m) => m.address === 'refused@example.com')).toBeUndefined();
  });

  it('syncs every message in batches, newest first in the list, and says so as it goes', async () => {
    const messages = Array.from({ length: 10 }, (_, i) => message(i + 1).raw);
    const started = await connect(ada, 'ada.work@example.com', { messages });
    expect(started.mailbox.status).toBe('queued');
    expect(started.jobId).toEqual(expect.any(String));

    const mailbox = await mailboxOf(ada, started.mailbox.id);
    expect(mailbox).toMatchObject({
      status: 'completed',
      processed: 10,
      total: 10,
      error: null,
      emailCount: 10,
    });
    expect(mailbox.lastSyncedAt).toEqual(expect.any(String));

    const page = expectRoute('emails.list', await ada.api('GET', `/emails?mailboxId=${mailbox.id}&limit=4`));
    expect(page.total).toBe(10);
    expect(page.items.map((e) => e.subject)).toEqual(['Subject 10', 'Subject 9', 'Subject 8', 'Subject 7']);
    expect(page.nextCursor).not.toBeNull();
    const rest = expectRoute(
      'emails.list',
      await ada.api('GET', `/emails?mailboxId=${mailbox.id}&limit=50&cursor=${page.nextCursor}`),
    );
    expect(rest.items.map((e) => e.subject)).toEqual([
      'Subject 6',
      'Subject 5',
      'Subject 4',
      'Subject 3',
      'Subject 2',
      'Subject 1',
    ]);
    expect(rest.nextCursor).toBeNull();

    const types = (await notificationsOf(ada)).map((n) => n.type);
    expect(types).toContain('EMAIL_SYNC_START');
    expect(types).toContain('EMAIL_SYNC_PROGRESS');
    expect(types).toContain('EMAIL_SYNC_COMPLETE');
    expect(types.indexOf('EMAIL_SYNC_START')).toBeLessThan(types.lastIndexOf('EMAIL_SYNC_COMPLETE'));
    expect(types.lastIndexOf('EMAIL_SYNC_PROGRESS')).toBeLessThan(types.lastIndexOf('EMAIL_SYNC_COMPLETE'));
    // The new mail becomes searchable through the index: EMBEDDING_UPDATE_COMPLETE follows.
    expect(types.lastIndexOf('EMBEDDING_UPDATE_COMPLETE')).toBeGreaterThan(
      types.lastIndexOf('EMAIL_SYNC_COMPLETE'),
    );
    const complete = (await notificationsOf(ada)).findLast((n) => n.type === 'EMAIL_SYNC_COMPLETE');
    expect(complete?.message).toBe('ada.work@example.com: 10 new emails');
    expect(complete?.data).toMatchObject({ mailboxId: mailbox.id, added: 10 });
  });

  it('resumes from the last committed batch after a failure: no duplicate, no lost message', async () => {
    const messages = Array.from({ length: 9 }, (_, i) => message(100 + i).raw);
    const failAt = {
      index: 6,
      error: new MailboxError('provider_unavailable', 'The server dropped the connection'),
      once: true,
    };
    syncsStarted.length = 0;
    const started = await connect(ada, 'resume@example.com', { messages, failAt });
    expect(failAt).toMatchObject({ fired: true });
    // The retry started from the checkpoint of the last committed batch.
    expect(syncsStarted.map((s) => s.checkpoint)).toEqual([null, { next: 6 }]);
    const page = expectRoute('emails.list', await ada.api('GET', `/emails?mailboxId=${started.mailbox.id}`));
    expect(page.total).toBe(9);
    expect(new Set(page.items.map((e) => e.subject)).size).toBe(9);
    expect(await mailboxOf(ada, started.mailbox.id)).toMatchObject({ status: 'completed', processed: 9 });
  });

  it('puts the mailbox in error with the sentence to act on when the provider says so, and stops', async () => {
    const failAt = {
      index: 0,
      error: new MailboxError('reconnect_required', 'Reconnect your Gmail account'),
      once: false,
    };
    const started = await connect(ada, 'revoked@example.com', { messages: [message(200).raw], failAt });
    const mailbox = await mailboxOf(ada, started.mailbox.id);
    expect(mailbox).toMatchObject({
      status: 'error',
      error: 'Reconnect your Gmail account',
      nextRetryAt: null,
    });
    const error = (await notificationsOf(ada)).findLast((n) => n.type === 'EMAIL_SYNC_ERROR');
    expect(error?.message).toBe('Reconnect your Gmail account');
    expect(error?.data).toMatchObject({ mailboxId: started.mailbox.id, code: 'reconnect_required' });
  });

  it('skips and counts a message that does not parse, never failing the sync', async () => {
    const messages = [
      message(300).raw,
      { providerId: 'bad', labels: [], raw: Buffer.from('garbage') },
      message(301).raw,
    ];
    const started = await connect(ada, 'unreadable@example.com', { messages });
    expect(await mailboxOf(ada, started.mailbox.id)).toMatchObject({
      status: 'completed',
      emailCount: 2,
      skipped: [{ reason: 'could not be read', count: 1 }],
    });
    const complete = (await notificationsOf(ada)).findLast((n) => n.type === 'EMAIL_SYNC_COMPLETE');
    expect(complete?.message).toBe('unreadable@example.com: 2 new emails, 1 unreadable message skipped');
  });

  it('syncing again adds nothing, and the same email reached through a second mailbox is stored once', async () => {
    const shared = message(400).raw;
    const first = await connect(ada, 'first@example.com', { messages: [shared, message(401).raw] });
    const again = expectRoute('mailboxes.sync', await ada.api('POST', `/mailboxes/${first.mailbox.id}/sync`));
    expect(again.jobId).toEqual(expect.any(String));
    await server.app.rapport.jobs.idle();
    expect(await mailboxOf(ada, first.mailbox.id)).toMatchObject({ status: 'completed', emailCount: 2 });

    const second = await connect(ada, 'second@example.com', {
      messages: [{ ...shared, providerId: 'other-id' }],
    });
    // Stored once, but held by both mailboxes: each counts it.
    expect(await mailboxOf(ada, second.mailbox.id)).toMatchObject({ status: 'completed', emailCount: 1 });
    const all = expectRoute('emails.list', await ada.api('GET', '/emails?query=Subject%20400'));
    expect(all.total).toBe(1);
  });
});

describe('emails and threads', () => {
  it('threads a conversation by References and shows one email whole', async () => {
    const root = message(500, { subject: 'Pricing for Acme', bodyText: 'Our price is 42 euros per seat.' });
    const reply = message(501, {
      subject: 'Re: Pricing for Acme',
      inReplyTo: 'm500@example.com',
      references: ['m500@example.com'],
      bodyText: 'Thanks, that works for us.',
      quotedText: '> Our price is 42 euros per seat.',
      signature: 'Jane Cooper\nHead of Sales, Acme\n+1 555 0100',
      attachments: [{ filename: 'quote.pdf', mimeType: 'application/pdf', size: 1234 }],
    });
    await connect(ada, 'threads@example.com', { messages: [root.raw, reply.raw] });
    const found = expectRoute('emails.list', await ada.api('GET', '/emails?query=pricing'));
    expect(found.total).toBe(2);
    const replyRow = found.items.find((e) => e.subject === 'Re: Pricing for Acme');
    expect(replyRow?.hasAttachments).toBe(true);

    const detail = expectRoute('emails.get', await ada.api('GET', `/emails/${replyRow?.id}`));
    expect(detail).toMatchObject({
      bodyText: 'Thanks, that works for us.',
      quotedText: '> Our price is 42 euros per seat.',
      signature: 'Jane Cooper\nHead of Sales, Acme\n+1 555 0100',
      attachments: [{ filename: 'quote.pdf', mimeType: 'application/pdf', size: 1234 }],
      from: { name: 'Sender 501', address: 'sender501@acme.com' },
      inReplyTo: 'm500@example.com',
    });

    const thread = expectRoute('threads.get', await ada.api('GET', `/threads/${detail.threadId}`));
    expect(thread.messageCount).toBe(2);
    expect(thread.emails.map((e) => e.subject)).toEqual(['Pricing for Acme', 'Re: Pricing for Acme']);
  });

  it('finds a new email by its words before the search index has caught up', async () => {
    const fresh = message(600, {
      subject: 'Quarterly zeppelin review',
      bodyText: 'Bring the zeppelin figures.',
    });
    scripts.set('fresh@example.com', { batchSize: 3, messages: [fresh.raw] });
    // No waiting for the jobs: the sync and the reindex run in the background.
    const started = expectRoute(
      'mailboxes.connectImap',
      await ada.api('POST', '/mailboxes/imap', imap('fresh@example.com')),
    );
    await server.app.rapport.jobs.idle();
    const hit = expectRoute('emails.list', await ada.api('GET', '/emails?query=zeppelin'));
    expect(hit.items.map((e) => e.mailboxId)).toEqual([started.mailbox.id]);
  });

  it('rejects a malformed cursor with a 400', async () => {
    expectError(await ada.api('GET', '/emails?cursor=not-a-cursor'), 400, /cursor/);
  });
});

describe('isolation and removal', () => {
  it("answers 404 for another user's mailbox, email and thread, and lists none of them", async () => {
    const theirs = await connect(ada, 'private@example.com', { messages: [message(700).raw] });
    const email = expectRoute('emails.list', await ada.api('GET', `/emails?mailboxId=${theirs.mailbox.id}`))
      .items[0];
    expectError(await bob.api('GET', `/emails/${email?.id}`), 404);
    expectError(await bob.api('GET', `/threads/${email?.threadId}`), 404);
    expectError(await bob.api('POST', `/mailboxes/${theirs.mailbox.id}/sync`), 404);
    expectError(await bob.api('DELETE', `/mailboxes/${theirs.mailbox.id}`), 404);
    expect(expectRoute('mailboxes.list', await bob.api('GET', '/mailboxes')).items).toEqual([]);
    expect(
      expectRoute('emails.list', await bob.api('GET', `/emails?mailboxId=${theirs.mailbox.id}`)).total,
    ).toBe(0);
    expect(expectRoute('emails.list', await bob.api('GET', '/emails?query=Subject')).total).toBe(0);
  });

  it('removes a mailbox with its mail, or keeps the mail when asked', async () => {
    const keep = await connect(ada, 'keep@example.com', { messages: [message(800).raw] });
    const drop = await connect(ada, 'drop@example.com', { messages: [message(801).raw] });
    expectRoute(
      'mailboxes.delete',
      await ada.api('DELETE', `/mailboxes/${keep.mailbox.id}?deleteData=false`),
    );
    expectRoute('mailboxes.delete', await ada.api('DELETE', `/mailboxes/${drop.mailbox.id}`));
    const ids = expectRoute('mailboxes.list', await ada.api('GET', '/mailboxes')).items.map((m) => m.id);
    expect(ids).not.toContain(keep.mailbox.id);
    expect(ids).not.toContain(drop.mailbox.id);
    expect(expectRoute('emails.list', await ada.api('GET', '/emails?query=Subject%20800')).total).toBe(1);
    expect(expectRoute('emails.list', await ada.api('GET', '/emails?query=Subject%20801')).total).toBe(0);
  });

  it('keeps a disconnected IMAP mailbox listed with its mail; signing in again reconnects the same one (issue 26)', async () => {
    const box = await connect(ada, 'paused@example.com', { messages: [message(802).raw] });
    expectRoute('mailboxes.disconnect', await ada.api('POST', `/mailboxes/${box.mailbox.id}/disconnect`));
    const kept = await mailboxOf(ada, box.mailbox.id);
    expect(kept.disconnectedAt).toEqual(expect.any(String));
    expect(kept.emailCount).toBe(1);
    expectError(
      await ada.api('POST', `/mailboxes/${box.mailbox.id}/sync`),
      409,
      /disconnected: connect it again/,
    );
    const again = await connect(ada, 'paused@example.com', { messages: [message(802).raw] });
    expect(again.mailbox.id).toBe(box.mailbox.id);
    expect(await mailboxOf(ada, box.mailbox.id)).toMatchObject({ disconnectedAt: null, status: 'completed' });
  });

  it('stops a sync in progress when its mailbox is disconnected, keeping what it committed', async () => {
    const address = 'midway@example.com';
    const started = await connect(ada, address, {
      messages: Array.from({ length: 12 }, (_, i) => message(900 + i).raw),
      beforeBatch: async (next) => {
        if (next !== 6) return;
        const list = expectRoute('mailboxes.list', await ada.api('GET', '/mailboxes'));
        const id = list.items.find((m) => m.address === address)?.id;
        expectRoute('mailboxes.disconnect', await ada.api('POST', `/mailboxes/${id}/disconnect`));
      },
    });
    const kept = await mailboxOf(ada, started.mailbox.id);
    expect(kept).toMatchObject({ status: 'idle', error: null });
    expect(kept.disconnectedAt).toEqual(expect.any(String));
    expect(kept.emailCount).toBeLessThan(12);
    const job = expectRoute('jobs.get', await ada.api('GET', `/jobs/${started.jobId}`));
    expect(job).toMatchObject({ status: 'error', error: 'The mailbox was removed or disconnected' });
  });
});
