/**
 * Stored IMAP mail following the server, against a real dovecot and through the API. One email the
 * server holds twice (in two folders of one mailbox, or in two mailboxes of one user) is stored
 * once, kept while any copy remains at the server, and let go with the last one (issue 11, "What a
 * stored email is"); flags changed at the server reach the stored email (CONDSTORE).
 */
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectRequest,
  expungeMessages,
  IMAP_TEST_NETWORK,
  type ImapTestServer,
  seedClient,
  startImapTestServer,
} from '../src/mailbox/imap/testServer.js';
import { createUser, expectRoute, startTestServer, type TestServer, type TestUser } from './helpers.js';

let imap: ImapTestServer;
let server: TestServer;
let user: TestUser;
const seeds: ImapFlow[] = [];

beforeAll(async () => {
  imap = await startImapTestServer();
  server = await startTestServer({ env: IMAP_TEST_NETWORK });
  user = await createUser(server.app);
}, 60_000);
afterAll(async () => {
  for (const seed of seeds) await seed.logout().catch(() => {});
  await server?.close();
  await imap?.stop();
});

async function account() {
  const login = imap.scratchUser();
  const seed = await seedClient(imap, login);
  seeds.push(seed);
  return { login, seed };
}

function message(id: string): string {
  return [
    'From: Okoro Adeyemi <okoro@zanzibar-freight.example>',
    'To: me@example.com',
    `Subject: Shipment ${id}`,
    `Message-ID: <${id}@zanzibar-freight.example>`,
    'Date: Mon, 02 Mar 2026 09:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `The shipment ${id} left the port.`,
    '',
  ].join('\r\n');
}

/** The UID of the message whose Message-ID holds `id`, in `folder`. */
async function uidOf(seed: ImapFlow, folder: string, id: string): Promise<number> {
  const lock = await seed.getMailboxLock(folder);
  try {
    const found = await seed.search({ header: { 'message-id': id } }, { uid: true });
    if (!Array.isArray(found) || found.length !== 1) throw new Error(`no single message ${id} in ${folder}`);
    return found[0]!;
  } finally {
    lock.release();
  }
}

const syncNow = async () => {
  expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
  await server.app.rapport.jobs.idle();
};
const listed = async (query = '') => expectRoute('emails.list', await user.api('GET', `/emails${query}`));
const idOf = async (id: string) => {
  const item = (await listed()).items.find((e) => e.subject === `Shipment ${id}`);
  if (!item) throw new Error(`Shipment ${id} is not listed`);
  return item.id;
};

describe('an email in two folders of one IMAP mailbox', () => {
  it('is listed once, stays while either copy remains, and goes with the last', async () => {
    const { login, seed } = await account();
    await seed.mailboxCreate('Archive');
    for (const folder of ['INBOX', 'Archive'])
      for (const id of ['twice-a', 'twice-b']) await seed.append(folder, message(id), ['\\Seen']);
    expectRoute(
      'mailboxes.connectImap',
      await user.api('POST', '/mailboxes/imap', connectRequest(imap, login)),
      201,
    );
    await server.app.rapport.jobs.idle();
    expect((await listed()).total).toBe(2);
    const a = await idOf('twice-a');
    const b = await idOf('twice-b');

    // One copy of each goes: a's from INBOX, b's from Archive, so whichever copy an email names goes once.
    await expungeMessages(seed, 'INBOX', [await uidOf(seed, 'INBOX', 'twice-a')]);
    await expungeMessages(seed, 'Archive', [await uidOf(seed, 'Archive', 'twice-b')]);
    await syncNow();
    expect((await listed()).total).toBe(2);
    expectRoute('emails.get', await user.api('GET', `/emails/${a}`));
    const kept = expectRoute('emails.get', await user.api('GET', `/emails/${b}`));
    expect(kept.subject).toBe('Shipment twice-b');

    await expungeMessages(seed, 'Archive', [await uidOf(seed, 'Archive', 'twice-a')]);
    await expungeMessages(seed, 'INBOX', [await uidOf(seed, 'INBOX', 'twice-b')]);
    await syncNow();
    expect((await listed()).total).toBe(0);
    expect((await user.api('GET', `/emails/${a}`)).statusCode).toBe(404);
    expect((await user.api('GET', `/emails/${b}`)).statusCode).toBe(404);
  });
});

describe('an email in two mailboxes of one user', () => {
  it('belongs to both; removing one mailbox keeps it in the other, removing that one too lets it go', async () => {
    const first = await account();
    const second = await account();
    for (const { seed } of [first, second]) await seed.append('INBOX', message('both'), ['\\Seen']);
    await second.seed.append('INBOX', message('second-only'), ['\\Seen']);
    const connect = async (login: { user: string; password: string }) =>
      expectRoute(
        'mailboxes.connectImap',
        await user.api('POST', '/mailboxes/imap', connectRequest(imap, login)),
        201,
      ).mailbox.id;
    const one = await connect(first.login);
    const two = await connect(second.login);
    await server.app.rapport.jobs.idle();

    const both = await idOf('both');
    expect((await listed(`?mailboxId=${one}`)).items.map((e) => e.id)).toEqual([both]);
    expect((await listed(`?mailboxId=${two}`)).items.map((e) => e.id)).toContain(both);
    const boxes = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(boxes.find((m) => m.id === one)).toMatchObject({ emailCount: 1 });
    expect(boxes.find((m) => m.id === two)).toMatchObject({ emailCount: 2 });

    expectRoute('mailboxes.delete', await user.api('DELETE', `/mailboxes/${one}`));
    expect(expectRoute('emails.get', await user.api('GET', `/emails/${both}`)).mailboxId).toBe(two);
    expect((await listed(`?mailboxId=${two}`)).total).toBe(2);

    expectRoute('mailboxes.delete', await user.api('DELETE', `/mailboxes/${two}`));
    expect((await user.api('GET', `/emails/${both}`)).statusCode).toBe(404);
    expect((await listed()).items.filter((e) => e.subject.includes('both'))).toEqual([]);
  });
});

describe('flags changed at the server', () => {
  it('reach the stored email as labels at the next sync (CONDSTORE)', async () => {
    const { login, seed } = await account();
    await seed.append('INBOX', message('flagged'), ['\\Seen']);
    expectRoute(
      'mailboxes.connectImap',
      await user.api('POST', '/mailboxes/imap', connectRequest(imap, login)),
      201,
    );
    await server.app.rapport.jobs.idle();
    const id = await idOf('flagged');
    const labels = async () => expectRoute('emails.get', await user.api('GET', `/emails/${id}`)).labels;
    expect(await labels()).toEqual(['\\Inbox']);

    const uid = await uidOf(seed, 'INBOX', 'flagged');
    await seed.mailboxOpen('INBOX');
    await seed.messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
    await seed.messageFlagsAdd(String(uid), ['\\Flagged'], { uid: true });
    await seed.mailboxClose();
    await syncNow();
    expect(await labels()).toEqual(['\\Inbox', 'UNREAD', 'STARRED']);
    expect((await listed()).items.find((e) => e.id === id)?.labels).toEqual(['\\Inbox', 'UNREAD', 'STARRED']);
  });
});
