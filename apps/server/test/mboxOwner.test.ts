/**
 * A Takeout's owner: besides the account's email, the From address of mail labelled Sent
 * (`X-Gmail-Labels: Sent`) is the owner's, so it is never made a contact, and mail from it counts
 * as sent by the user ("who hasn't replied").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app);
});
afterAll(async () => server?.close());

const DAY_MS = 86_400_000;

function message(
  n: number,
  from: string,
  to: string,
  subject: string,
  daysAgo: number,
  labels?: string,
): string {
  const date = new Date(Date.now() - daysAgo * DAY_MS);
  return [
    `From ${from.replace(/.*<|>.*/g, '')} ${date.toUTCString()}`,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <takeout-${n}@rapport.test>`,
    `Date: ${date.toUTCString()}`,
    ...(labels ? [`X-Gmail-Labels: ${labels}`] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Message ${n}: ${subject}.`,
    '',
    '',
  ].join('\n');
}

// The owner writes as sam@alias.example, which is not the account's email; the archive's other mail
// does not involve that address, so only the Sent label tells whose it is.
const TAKEOUT = [
  message(
    1,
    'Sam Owner <sam@alias.example>',
    'Bob Buyer <bob@buyer.example>',
    'Quote for the new racks',
    10,
    'Sent,Important',
  ),
  message(2, 'Carol Chen <carol@chen.example>', 'team@chen.example', 'Rota for March', 9, 'Inbox'),
  message(3, 'Dan Diaz <dan@diaz.example>', 'team@diaz.example', 'Quarterly numbers', 8, 'Inbox'),
  message(4, 'Erin Evans <erin@evans.example>', 'group@evans.example', 'Picnic on Friday', 7, 'Inbox'),
  message(5, 'Fay Fox <fay@fox.example>', 'list@fox.example', 'Minutes of the meeting', 6),
].join('');

describe("a Takeout's Sent mail tells its owner", () => {
  it('makes contacts of the people the owner wrote to, never of the address the owner wrote from', async () => {
    expectRoute('mailboxes.importMbox', await uploadMbox(user, Buffer.from(TAKEOUT), 'takeout.mbox'), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(5);
    const emails = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=100')).items.map(
      (c) => c.email,
    );
    expect(emails).toContain('bob@buyer.example');
    expect(emails).not.toContain('sam@alias.example');
    // Under the default policy (two_way) Carol, who wrote and got no answer, is suggested instead.
    expect(emails).not.toContain('carol@chen.example');
    const suggested = expectRoute(
      'contacts.suggestions',
      await user.api('GET', '/contacts/suggestions'),
    ).items;
    expect(suggested.map((s) => s.email)).toContain('carol@chen.example');
    expect(suggested.map((s) => s.email)).not.toContain('sam@alias.example');
  });

  it("counts the owner's Sent mail as sent by the user: Bob hasn't replied", async () => {
    const res = expectRoute(
      'chat.ask',
      await user.api('POST', '/chat/ask', { question: "Who hasn't replied in 7 days?" }),
    );
    expect(res.answer).toContain('Bob Buyer <bob@buyer.example>: "Quote for the new racks"');
  });
});
