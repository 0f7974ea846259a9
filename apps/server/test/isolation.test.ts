import { type RouteDefinition, type RouteKey, routes } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectError,
  expectRoute,
  multipart,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const ids: Record<
  | 'chat'
  | 'postUpdate'
  | 'contact'
  | 'job'
  | 'mailbox'
  | 'email'
  | 'thread'
  | 'company'
  | 'followUp'
  | 'conflicted',
  string
> = {
  followUp: '',
  conflicted: '',
  chat: '',
  postUpdate: '',
  contact: '',
  job: '',
  mailbox: '',
  email: '',
  thread: '',
  company: '',
};
const SECRET = 'Zanzibar-secret-deal';

beforeAll(async () => {
  server = await startTestServer();
  alice = await createUser(server.app, { firstName: 'Alice' });
  bob = await createUser(server.app, { firstName: 'Bob' });
  ids.chat = expectRoute('chat.create', await alice.api('POST', '/chat/create', { title: SECRET }), 201).id;
  await alice.api('POST', `/chat/${ids.chat}/message`, { content: SECRET });
  ids.postUpdate = expectRoute(
    'postUpdates.create',
    await alice.api('POST', '/post-updates', {
      chatId: ids.chat,
      description: `Met Carol Danvers (carol@zanzibar.io) ${SECRET}`,
    }),
    201,
  ).id;
  const form = multipart([{ name: 'a.csv', content: 'email,name\nzed@zanzibar.io,Zed Zanzibar\n' }]);
  ids.job = expectRoute(
    'csv.upload',
    await alice.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType }),
    202,
  ).jobs[0]!.jobId;
  await server.app.rapport.jobs.idle();
  const archive = multipart(
    [
      {
        name: 'alice.mbox',
        content: `From a@b Mon Jan 06 09:00:00 2025\nMessage-ID: <deal@zanzibar.io>\nFrom: Carol <carol@zanzibar.io>\nTo: ${alice.email}\nSubject: ${SECRET}\nDate: Mon, 06 Jan 2025 09:00:00 +0000\n\n${SECRET}\n`,
      },
    ],
    'file',
  );
  ids.mailbox = expectRoute(
    'mailboxes.importMbox',
    await alice.api('POST', '/mailboxes/mbox', archive.body, { 'content-type': archive.contentType }),
    202,
  ).mailbox.id;
  await server.app.rapport.jobs.idle();
  const email = expectRoute('emails.list', await alice.api('GET', '/emails')).items[0]!;
  ids.email = email.id;
  ids.thread = email.threadId ?? 'no-thread';
  const contacts = expectRoute('contacts.list', await alice.api('GET', '/contacts'));
  ids.contact = contacts.items[0]!.id;
  ids.company = expectRoute('companies.list', await alice.api('GET', '/companies')).items[0]!.id;
  // A follow-up, and a contact with an open conflict on its title (issue 25).
  await alice.api('POST', '/post-updates', {
    description: 'Zed Zanzibar is CEO. Call Zed Zanzibar on Tuesday.',
  });
  await server.app.rapport.jobs.idle();
  await alice.api('POST', '/post-updates', { description: 'Zed Zanzibar, CFO, wants the deck.' });
  await server.app.rapport.jobs.idle();
  ids.followUp = expectRoute('followUps.list', await alice.api('GET', '/follow-ups')).items[0]!.id;
  const all = expectRoute('contacts.list', await alice.api('GET', '/contacts')).items;
  ids.conflicted = all.find((c) => c.fullName === 'Zed Zanzibar')!.id;
});
afterAll(async () => server?.close());

/** Which of Alice's objects a route's {id} names. */
function idFor(key: RouteKey): string {
  if (key.startsWith('chat.')) return ids.chat;
  if (key.startsWith('postUpdates.')) return ids.postUpdate;
  if (key === 'contacts.resolveConflict') return ids.conflicted;
  if (key.startsWith('contacts.')) return ids.contact;
  if (key.startsWith('followUps.')) return ids.followUp;
  if (key.startsWith('jobs.')) return ids.job;
  if (key.startsWith('mailboxes.')) return ids.mailbox;
  if (key.startsWith('emails.')) return ids.email;
  if (key.startsWith('threads.')) return ids.thread;
  if (key.startsWith('companies.')) return ids.company;
  throw new Error(`no object for ${key}`);
}

const BODIES: Partial<Record<RouteKey, unknown>> = {
  'chat.addMessage': { content: 'sneaky' },
  'chat.rename': { title: 'taken over' },
  // Alice's update was processed to done: asking for done again is the one move always allowed.
  'postUpdates.updateStatus': { status: 'done' },
  'contacts.update': { title: 'taken over' },
  'mailboxes.update': { contactPolicy: 'everyone' },
  'companies.update': { name: 'Taken over' },
  'contacts.resolveConflict': { keep: 'proposed' },
  'followUps.update': { done: true },
};

// Deletes and undo last: Alice's own delete (or undo, which may delete the contacts her update
// created) must not take an object away from the routes after it. Her disconnect just before them:
// a disconnected mailbox is still hers, but no longer syncs as before.
const removes = ([key, d]: [RouteKey, RouteDefinition]) =>
  key === 'mailboxes.disconnect' ? 0.5 : Number(d.method === 'DELETE' || key === 'postUpdates.undo');
const objectRoutes = (Object.entries(routes) as [RouteKey, RouteDefinition][])
  .filter(([, d]) => d.path.includes('{id}'))
  .sort((a, b) => removes(a) - removes(b));

describe("another user's objects answer 404 on every route", () => {
  it('covers every route with an {id}', () => {
    expect(objectRoutes.map(([k]) => k).sort()).toEqual(
      [
        'chat.addMessage',
        'chat.delete',
        'chat.rename',
        'chat.messages',
        'chat.get',
        'chat.postUpdates',
        'postUpdates.updateStatus',
        'postUpdates.disableShowStatus',
        'postUpdates.undo',
        'contacts.get',
        'contacts.update',
        'contacts.delete',
        'contacts.timeline',
        'contacts.resolveConflict',
        'followUps.update',
        'jobs.get',
        'jobs.errors',
        'jobs.skippedRows',
        'mailboxes.sync',
        'mailboxes.disconnect',
        'mailboxes.removal',
        'mailboxes.syncContacts',
        'mailboxes.delete',
        'mailboxes.update',
        'companies.get',
        'companies.update',
        'companies.delete',
        'emails.get',
        'threads.get',
      ].sort(),
    );
  });

  it.each(objectRoutes)(
    "%s: Bob gets 404 and none of Alice's data; Alice gets her object",
    async (key, def) => {
      const path = def.path.replace('{id}', idFor(key)).replace('{field}', 'title');
      const res = await bob.api(def.method, path, BODIES[key]);
      expectError(res, 404);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('zanzibar');
      const own = await alice.api(def.method, path, BODIES[key]);
      // Her mailbox is found, not a 404: an IMAP mailbox has no address book of its own to read.
      if (key === 'mailboxes.syncContacts') expectError(own, 409, /no address book/);
      else expect(own.statusCode, own.body).toBeLessThan(300);
    },
  );

  it("refuses to ask in, or post an update into, Alice's chat", async () => {
    expectError(await bob.api('POST', '/chat/ask', { question: 'what deal?', chatId: ids.chat }), 404);
    expectError(await bob.api('POST', '/post-updates', { chatId: ids.chat, description: 'mine now' }), 404);
  });

  it("keeps Alice's data out of Bob's lists, searches, answers and notifications", async () => {
    const lists = await Promise.all([
      bob.api('GET', '/chat/user'),
      bob.api('GET', '/post-updates'),
      bob.api('GET', '/contacts'),
      bob.api('GET', '/contacts?query=zanzibar'),
      bob.api('GET', '/notifications'),
      bob.api('GET', '/mailboxes'),
      bob.api('GET', '/emails'),
      bob.api('GET', '/emails?query=zanzibar'),
      bob.api('POST', '/chat/ask', { question: `Tell me about ${SECRET} and Carol at zanzibar` }),
      bob.api('GET', '/contacts/suggestions'),
      bob.api('GET', '/companies'),
    ]);
    for (const res of lists) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body.toLowerCase()).not.toContain('zanzibar.io');
    }
    expect(expectRoute('chat.list', lists[0]!)).toEqual([]);
    expect(expectRoute('contacts.list', lists[2]!).items).toEqual([]);
    expect(expectRoute('mailboxes.list', lists[5]!).items).toEqual([]);
    expect(expectRoute('emails.list', lists[6]!).items).toEqual([]);
    expect(expectRoute('chat.ask', lists[8]!).sources).toEqual([]);
    expect(expectRoute('contacts.suggestions', lists[9]!).items).toEqual([]);
    expect(expectRoute('companies.list', lists[10]!)).toEqual({ items: [], nextCursor: null, total: 0 });
    // Alice's own PATCH above made her mailbox's policy `everyone`: Carol, who wrote to her, is
    // now her contact (not Bob's, whose identical call was a 404).
    const alices = expectRoute('contacts.list', await alice.api('GET', '/contacts?query=carol')).items;
    expect(alices.map((c) => c.email)).toEqual(['carol@zanzibar.io']);
  });
});
