/**
 * An IMAP mailbox as a person connects it, against a real dovecot: the login tried at once (a
 * refusal is a 4xx saying which, and nothing is stored), the first sync, new mail on the next
 * sync, the people in it as contacts, and mail deleted at the server gone from Rapport.
 */
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import {
  connectRequest,
  expungeMessages,
  IMAP_TEST_NETWORK,
  type ImapTestServer,
  seedClient,
  startImapTestServer,
} from '../src/mailbox/imap/testServer.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let imap: ImapTestServer;
let server: TestServer;
let user: TestUser;
let account: { user: string; password: string };
let seed: ImapFlow;

beforeAll(async () => {
  imap = await startImapTestServer();
  server = await startTestServer({ env: IMAP_TEST_NETWORK });
  user = await createUser(server.app);
  account = imap.scratchUser();
  seed = await seedClient(imap, account);
  for (const raw of demoMessages(12, { owner: { address: account.user, name: 'Imap Owner' } }))
    await seed.append('INBOX', raw);
  // Mail the owner sent from another of their addresses: in Sent (special use \Sent).
  await seed.append('Sent', sentFromAlias());
}, 60_000);

const OWNER_ALIAS = 'imap.owner@alias-of-the-owner.example';
function sentFromAlias(): string {
  return [
    `From: Imap Owner <${OWNER_ALIAS}>`,
    'To: Dana Whitfield <dana.whitfield@harbor-analytics.example>',
    'Subject: The proposal',
    'Message-ID: <sent-from-alias@alias-of-the-owner.example>',
    'Date: Tue, 03 Mar 2026 09:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Dana, the proposal is attached.',
    '',
  ].join('\r\n');
}
afterAll(async () => {
  await seed?.logout().catch(() => {});
  await server?.close();
  await imap?.stop();
});

const connect = (password: string, port = imap.port) =>
  user.api('POST', '/mailboxes/imap', { ...connectRequest(imap, account), password, port });

describe('connecting an IMAP mailbox', () => {
  it('refuses a wrong password or a closed port with a sentence, and stores nothing', async () => {
    expectError(await connect('wrong-password'), 400, /password/i);
    expectError(await connect(account.password, 1), 400, /refused|reach/i);
    expect(expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items).toEqual([]);
  });

  it('syncs the mailbox, then picks up new mail on the next sync', async () => {
    const started = expectRoute('mailboxes.connectImap', await connect(account.password), 201);
    expect(started.mailbox).toMatchObject({ kind: 'imap', address: account.user });
    await server.app.rapport.jobs.idle();
    const first = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items[0];
    expect(first).toMatchObject({ status: 'completed', processed: 13 });
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(13);

    for (const raw of demoMessages(15, { owner: { address: account.user, name: 'Imap Owner' } }).slice(12))
      await seed.append('INBOX', raw);
    expectRoute('mailboxes.sync', await user.api('POST', `/mailboxes/${started.mailbox.id}/sync`), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(16);

    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts')).items;
    expect(contacts.map((c) => c.email)).toContain('lena.fischer@northwind-traders.example');
    expect(contacts.map((c) => c.email)).not.toContain(account.user);
    // The sender of mail in Sent is the owner: their other address is not a contact; its recipient is.
    expect(contacts.map((c) => c.email)).toContain('dana.whitfield@harbor-analytics.example');
    expect(contacts.map((c) => c.email)).not.toContain(OWNER_ALIAS);
  });
});

/** A message of its own: `id` names it in the Message-ID; `replyTo` threads it under another, an hour later. */
function message(id: string, subject: string, body: string, replyTo?: string): string {
  return [
    'From: Okoro Adeyemi <okoro@zanzibar-freight.example>',
    `To: ${account.user}`,
    `Subject: ${subject}`,
    `Message-ID: <${id}@zanzibar-freight.example>`,
    ...(replyTo
      ? [
          `In-Reply-To: <${replyTo}@zanzibar-freight.example>`,
          `References: <${replyTo}@zanzibar-freight.example>`,
        ]
      : []),
    `Date: Mon, 02 Mar 2026 ${replyTo ? '10' : '09'}:00:00 +0000`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
}

/** The UID of the message whose Message-ID holds `id`, in INBOX. */
async function uidOf(id: string): Promise<number> {
  const lock = await seed.getMailboxLock('INBOX');
  try {
    const found = await seed.search({ header: { 'message-id': id } }, { uid: true });
    if (!Array.isArray(found) || found.length !== 1) throw new Error(`no single message ${id}`);
    return found[0]!;
  } finally {
    lock.release();
  }
}

describe('mail deleted at the server', () => {
  const syncNow = async () => {
    expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    await server.app.rapport.jobs.idle();
  };
  const listed = async (query = '') =>
    expectRoute('emails.list', await user.api('GET', `/emails${query ? `?query=${query}` : ''}`));
  const retrieved = (term: string) =>
    server.app.rapport.services.knowledge.search({ userId: user.id, query: term, terms: [term], limit: 20 });

  it('is gone after POST /emails/sync: from GET /emails, search, its thread and the assistant', async () => {
    await seed.append(
      'INBOX',
      message('plan', 'Zanzibar shipping plan', 'The okapi crates leave on Friday.'),
    );
    await seed.append(
      'INBOX',
      message('reply', 'Re: Zanzibar shipping plan', 'Okapi crates delayed to Monday.', 'plan'),
    );
    await seed.append(
      'INBOX',
      message('quote', 'Quokka insurance quote', 'The quokka policy costs 900 euros.'),
    );
    await syncNow();
    const before = await listed();
    const bySubject = (subject: string) => {
      const found = before.items.find((e) => e.subject === subject);
      if (!found?.threadId) throw new Error(`${subject} not synced`);
      return { id: found.id, threadId: found.threadId };
    };
    const plan = bySubject('Zanzibar shipping plan');
    const reply = bySubject('Re: Zanzibar shipping plan');
    const quote = bySubject('Quokka insurance quote');
    expect(reply.threadId).toBe(plan.threadId);
    expect(expectRoute('threads.get', await user.api('GET', `/threads/${plan.threadId}`))).toMatchObject({
      messageCount: 2,
      lastMessageAt: '2026-03-02T10:00:00.000Z',
    });
    expect((await retrieved('quokka')).map((f) => f.id)).toContain(quote.id);

    await expungeMessages(seed, 'INBOX', [await uidOf('reply'), await uidOf('quote')]);
    await syncNow();

    const after = await listed();
    expect(after.total).toBe(before.total - 2);
    expect(after.items.map((e) => e.id)).not.toContain(reply.id);
    expect(after.items.map((e) => e.id)).not.toContain(quote.id);
    expect((await listed('quokka')).total).toBe(0);
    expectError(await user.api('GET', `/emails/${quote.id}`), 404);
    // The thread keeps what is left, counted again; a thread left empty is gone.
    const thread = expectRoute('threads.get', await user.api('GET', `/threads/${plan.threadId}`));
    expect([thread.messageCount, thread.lastMessageAt, thread.emails.map((e) => e.id)]).toEqual([
      1,
      '2026-03-02T09:00:00.000Z',
      [plan.id],
    ]);
    expectError(await user.api('GET', `/threads/${quote.threadId}`), 404);
    expect((await retrieved('quokka')).map((f) => f.id)).not.toContain(quote.id);
    expect((await retrieved('okapi')).map((f) => f.id)).toEqual([plan.id]);

    const notifications = expectRoute('notifications.list', await user.api('GET', '/notifications'));
    const complete = notifications.findLast((n) => n.type === 'EMAIL_SYNC_COMPLETE');
    expect(complete?.message).toBe(`${account.user}: 0 new emails, 2 removed`);
    expect(complete?.data).toMatchObject({ added: 0, removed: 2 });

    // Reported once: the next sync removes nothing more.
    await syncNow();
    expect((await listed()).total).toBe(after.total);
  });
});
