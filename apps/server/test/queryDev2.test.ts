/**
 * Query Mode over the second dev set's hand-written mailbox (eval/dev2, issue 24), through
 * `POST /chat/ask` on a real database: a number written with a thousands separator is matched as
 * written, a "when" question cites the later message holding the date over the earlier one holding
 * more of its words, "what did X send me" cites X's mail and not the user's replies, and a near
 * miss (the person and one word asked about are there, the thing asked is not) is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV2_DATASET, DEV2_MESSAGES } from '../eval/dev2/dataset.js';
import { NOTHING_FOUND_ANSWER } from '../src/assistant/constants.js';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadCsv,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;

/** The id (Message-ID's local part) of the email a source is, by its title and date. */
async function messageIdOf(source: { id: string }): Promise<string | undefined> {
  const email = expectRoute('emails.get', await user.api('GET', `/emails/${source.id}`));
  return email.messageId?.replace(/@dev2\.test>?$/, '').replace(/^</, '');
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = DEV2_DATASET.now.getTime() - Date.now();
  user = await createUser(server.app, { email: DEV2_DATASET.owner.email, firstName: 'Maya' });
  await uploadCsv(user, DEV2_DATASET.contactsCsv);
  expectRoute('mailboxes.importMbox', await uploadMbox(user, DEV2_DATASET.mbox(DEV2_MESSAGES.length)), 202);
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

describe('hand-written mail (the dev2 set)', () => {
  it('matches a number written with a thousands separator as written', async () => {
    const res = await ask('What rate did we give Solace Retail for 2,000 orders a week?');
    expect(res.answer).toMatch(/^For 2,000 orders a week our rate is \$1\.85 per order/);
    expect(await messageIdOf(res.sources[0] as { id: string })).toBe('maya-rates');
  });

  it('answers "when" with the message that holds the date', async () => {
    const res = await ask('When can Nordvik Foods sign the renewal?');
    expect(res.answer).toContain('We can sign on 20 March');
    expect(res.sources).toHaveLength(1);
    expect(await messageIdOf(res.sources[0] as { id: string })).toBe('greta-sign');
  });

  it('"what did X send me" cites their mail, not the user’s replies to them', async () => {
    const res = await ask('What did Luis Ortega send me this week?');
    const ids = await Promise.all(res.sources.map((s) => messageIdOf(s)));
    expect(ids.sort()).toEqual(['luis-damage', 'luis-thanks']);
  });

  it('a sender who is no contact: title and phone from the signature of their mail', async () => {
    const phone = await ask("What is Hiroshi Tanaka's phone number?");
    expect(phone.answer).toBe("Hiroshi Tanaka's phone number is +81 3 5555 0142. [email, 10 Mar 2026]");
    expect(await messageIdOf(phone.sources[0] as { id: string })).toBe('hiroshi-rfq');
    const title = await ask('What does Hiroshi Tanaka do?');
    expect(title.answer).toMatch(/^Hiroshi Tanaka's job title is Supply Chain Manager\./);
    // A contact whose card has no title: the last paragraph of his mail, which starts with his name.
    expect((await ask("What is Ben Ward's role?")).answer).toMatch(
      /^Ben Ward's job title is Finance Manager\./,
    );
    // No signature gives Sofia's phone: not found, never a guess.
    expect((await ask("What is Sofia Russo's phone number?")).answer).toBe(NOTHING_FOUND_ANSWER);
  });

  it('who emailed me in a period: everyone who wrote then, each cited', async () => {
    const res = await ask('Who emailed me yesterday?');
    expect(res.answer.split('\n')[0]).toBe('Who emailed you yesterday:');
    expect(res.answer).toContain('Greta Lindqvist');
    expect(res.answer).toContain('Anika Berg');
    const ids = await Promise.all(res.sources.map((s) => messageIdOf(s)));
    expect(ids.sort()).toEqual(['anika-cold', 'greta-sign']);
  });

  it.each([
    'What did Rohan Mehta say about the warehouse lease?',
    'How much was the credit note for Nordvik Foods?',
    'When is the Verde Home site visit?',
  ])('a near miss is not found: %s', async (question) => {
    const res = await ask(question);
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });
});
