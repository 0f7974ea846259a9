/**
 * A question about one mailbox sees the mail that mailbox holds, however the email is stored: an
 * email held by two mailboxes is one row (`emails.mailbox_id` names one copy) with a copy in each
 * (`email_copies`). The word search, the vector hits and the counts ("how many emails did X send
 * me") all scope by the copies (mailbox/scope.ts). Runs on PGlite and, through
 * scripts/with-postgres.sh, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import { createInlineJobRunner } from '../src/jobs/inline.js';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let fake: FakeLlm;
let server: TestServer;
let user: TestUser;
const mailboxes = { first: '', copy: '', other: '' };

/** An mbox archive of one message. */
function archive(messageId: string, from: string, subject: string, body: string): Buffer {
  return Buffer.from(
    `From x Mon Jan 06 09:00:00 2025\nMessage-ID: <${messageId}>\nFrom: ${from}\nTo: flo@example.com\n` +
      `Subject: ${subject}\nDate: Mon, 06 Jan 2025 09:00:00 +0000\n\n${body}\n`,
  );
}

/** Imports an archive as the mailbox of `address` (one mbox mailbox per address). */
async function importArchive(bytes: Buffer, address: string): Promise<string> {
  const started = expectRoute(
    'mailboxes.importMbox',
    await uploadMbox(user, bytes, 'archive.mbox', address),
    202,
  );
  await server.app.rapport.jobs.idle();
  return started.mailbox.id;
}

/** Shares no word with "nervous" or "pricing": the fake model relates them by meaning only. */
const QUINN = archive(
  'renewal@x.example',
  'Quinn Reyes <quinn@x.example>',
  'Renewal',
  'Worried about the cost of the renewal.',
);

beforeAll(async () => {
  fake = await startFakeLlm({ chunkDelayMs: 0 });
  server = await startTestServer({
    env: { LLM_TIMEOUT_MS: '1000', ...fake.env },
    jobs: () => createInlineJobRunner({ delayScale: 0 }),
  });
  user = await createUser(server.app, { firstName: 'Flo' });
  // The same message in two archives: stored once, `emails.mailbox_id` naming the first one's copy.
  mailboxes.first = await importArchive(QUINN, 'flo@example.com');
  mailboxes.copy = await importArchive(
    Buffer.concat([
      QUINN,
      Buffer.from('\n'),
      archive('note@z.example', 'Zed <zed@z.example>', 'Note', 'See you.'),
    ]),
    'flo.archive@example.com',
  );
  mailboxes.other = await importArchive(
    archive('lunch@y.example', 'Bob Stone <bob@y.example>', 'Lunch', 'Lunch on Friday?'),
    'flo.old@example.com',
  );
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function ask(question: string, mailboxId?: string) {
  return expectRoute(
    'chat.ask',
    await user.api('POST', '/chat/ask', { question, chatHistory: [], ...(mailboxId ? { mailboxId } : {}) }),
  );
}

describe('a question about one mailbox, on an email it holds through a copy', () => {
  it('is one email with a copy in each mailbox', async () => {
    const page = expectRoute('emails.list', await user.api('GET', '/emails?query=renewal'));
    expect(page.total).toBe(1);
  });

  it('finds it by its words, in either mailbox that holds it and in no other', async () => {
    const cited = async (mailboxId?: string) =>
      (await ask('What about the renewal?', mailboxId)).sources.filter((s) => s.kind === 'email').length;
    expect(await cited(mailboxes.first)).toBe(1);
    expect(await cited(mailboxes.copy)).toBe(1);
    expect(await cited(mailboxes.other)).toBe(0);
  });

  it('finds it by vectors (a question in other words), in either mailbox that holds it and in no other', async () => {
    const cited = async (mailboxId?: string) =>
      (await ask('Who is nervous about pricing?', mailboxId)).sources.filter((s) => s.kind === 'email')
        .length;
    expect(await cited()).toBe(1);
    expect(await cited(mailboxes.first)).toBe(1);
    expect(await cited(mailboxes.copy)).toBe(1);
    expect(await cited(mailboxes.other)).toBe(0);
  });

  it('counts it in "how many emails did X send me", in either mailbox that holds it and in no other', async () => {
    const answer = async (mailboxId?: string) =>
      (await ask('How many emails did Quinn Reyes send me?', mailboxId)).answer;
    expect(await answer()).toMatch(/^Quinn Reyes sent you 1 email; the latest/);
    expect(await answer(mailboxes.first)).toMatch(/^Quinn Reyes sent you 1 email; the latest/);
    expect(await answer(mailboxes.copy)).toMatch(/^Quinn Reyes sent you 1 email; the latest/);
    expect(await answer(mailboxes.other)).toMatch(/^Quinn Reyes sent you no email/);
  });

  it('answers "when did X last email me" from it, in either mailbox that holds it', async () => {
    const answer = async (mailboxId?: string) =>
      (await ask('When did Quinn Reyes last email me?', mailboxId)).sources.filter((s) => s.kind === 'email')
        .length;
    expect(await answer(mailboxes.first)).toBe(1);
    expect(await answer(mailboxes.copy)).toBe(1);
  });
});
