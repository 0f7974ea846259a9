/**
 * Issue 23 through the Gmail API (the in-repo fake Google, as test/gmail.test.ts): spam, trash and
 * drafts are never imported, and a message moved to spam or trash later goes at the next sync,
 * like a deletion; taken out of spam again, it comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../src/mailbox/gmail/fakeGoogle.js';
import { createUser, expectRoute, startTestServer, type TestServer, type TestUser } from './helpers.js';

let google: FakeGoogle;
let server: TestServer;
const OWNER = 'gus.owner@gmail.example';

const raw = (n: number, from: string, subject: string, body: string) =>
  [
    `Message-ID: <gmail-people-${n}@test.example>`,
    `From: ${from}`,
    `To: ${OWNER}`,
    `Subject: ${subject}`,
    'Date: Mon, 02 Nov 2026 09:00:00 +0000',
    '',
    body,
    '',
  ].join('\r\n');

const ids: Record<string, string> = {};
beforeAll(async () => {
  google = await startFakeGoogle({ address: OWNER });
  const add = (name: string, n: number, from: string, subject: string, labels: string[]) => {
    ids[name] = google.state.addMessage(raw(n, from, subject, `About the ${subject.toLowerCase()}.`), {
      labelIds: labels,
      internalDate: Date.now() - (10 - n) * 3_600_000,
    });
  };
  add('kept', 1, 'Hal Berg <hal@berg.example>', 'Harbour crane', ['INBOX']);
  add('later', 2, 'Ida Holt <ida@holt.example>', 'Forklift lease', ['INBOX']);
  add('spam', 3, 'Deals <win@prize.example>', 'Rolex watches', ['SPAM']);
  add('trash', 4, 'Jon Dale <jon@dale.example>', 'Old offer', ['TRASH']);
  add('draft', 5, `Gus Owner <${OWNER}>`, 'Zeppelin tour', ['DRAFT']);
  server = await startTestServer({ env: google.env });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

async function connect(user: TestUser) {
  const { url } = expectRoute('mailbox.authorizationUrl', await user.api('GET', '/auth/google/login'));
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
  expectRoute(
    'mailbox.callback',
    await user.api('POST', '/auth/google/callback', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    }),
  );
  await server.app.rapport.jobs.idle();
}

const subjects = async (user: TestUser) =>
  expectRoute('emails.list', await user.api('GET', '/emails?limit=50'))
    .items.map((e) => e.subject)
    .sort();

async function sync(user: TestUser) {
  expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
  await server.app.rapport.jobs.idle();
}

describe('Gmail without spam, trash or drafts', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(server.app);
    await connect(user);
  });

  it('imports none of them: the list asks for no spam or trash, and no drafts', async () => {
    expect(await subjects(user)).toEqual(['Forklift lease', 'Harbour crane']);
    // Not even fetched: had Gmail listed them, the sync would have counted them left out.
    const [mailbox] = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(mailbox?.leftOut).toEqual({ spam: 0, trash: 0, drafts: 0 });
    expect(
      google.state.requests.filter((r) => r.path.startsWith('/gmail/v1/users/me/messages/')),
    ).toHaveLength(2);
  });

  it('removes a message moved to spam or trash at the next sync, and brings it back when moved out', async () => {
    google.state.setLabels(ids.later as string, ['SPAM']);
    await sync(user);
    expect(await subjects(user)).toEqual(['Harbour crane']);
    const done = expectRoute('notifications.list', await user.api('GET', '/notifications')).filter(
      (n) => n.type === 'EMAIL_SYNC_COMPLETE',
    );
    expect(done.at(-1)?.message).toContain('1 removed');

    google.state.setLabels(ids.later as string, ['INBOX']);
    await sync(user);
    expect(await subjects(user)).toEqual(['Forklift lease', 'Harbour crane']);

    google.state.setLabels(ids.kept as string, ['TRASH']);
    await sync(user);
    expect(await subjects(user)).toEqual(['Forklift lease']);
  });

  it('leaves out spam, trash and drafts that arrive through history, and counts them', async () => {
    google.state.addMessage(raw(6, 'Prize <win@prize.example>', 'Lottery', 'You won.'), {
      labelIds: ['SPAM'],
    });
    google.state.addMessage(raw(7, `Gus <${OWNER}>`, 'Unsent note', 'Draft.'), { labelIds: ['DRAFT'] });
    await sync(user);
    expect(await subjects(user)).toEqual(['Forklift lease']);
    const [mailbox] = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(mailbox?.leftOut).toEqual({ spam: 1, trash: 0, drafts: 1 });
    // Nobody from them is a contact or a suggestion.
    const people = [
      ...expectRoute('contacts.list', await user.api('GET', '/contacts')).items.map((c) => c.email),
      ...expectRoute('contacts.suggestions', await user.api('GET', '/contacts/suggestions')).items.map(
        (s) => s.email,
      ),
    ];
    expect(people).not.toContain('win@prize.example');
    expect(people).toContain('ida@holt.example');
  });
});
