/**
 * Query Mode's retrieval and not-found on mail it was not written for (issue 24), over real PGlite
 * through `POST /chat/ask`: a company known only by the domain its people write from; a question
 * whose topic is in the mail but not the kind of value it asks for; a question worded in words
 * the mail does not use, answered by the value it asks for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MboxMessage, mboxMessage } from '../eval/mboxText.js';
import { NOTHING_FOUND_ANSWER } from '../src/assistant/constants.js';
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

/** Monday 2 Nov 2026, 09:00 UTC. */
const NOW = Date.parse('2026-11-02T09:00:00Z');
const OWNER = 'rhea.moss@tallow.example';
const ME = `Rhea Moss <${OWNER}>`;
const DANA = 'Dana Whitfield <dana.whitfield@larkspurmarkets.example>';
const OLU = 'Olu Adeyemi <olu@quenby-foods.example>';
const INES = 'Inês Carvalho <carvalho@portucast.example>';

const message = (m: MboxMessage) => mboxMessage(m, { owner: ME, idDomain: 'retrieve.test' });

function archive(): Buffer {
  const messages = [
    message({
      from: DANA,
      subject: 'store dashboards',
      date: '2026-10-12T09:00:00Z',
      body: 'Hi Rhea,\n\nthanks for the demo, the team liked the store-level view. Can you send us numbers for three years?\n\nDana',
      id: 'dana-ask',
    }),
    // Nothing in the user's reply names the company: only Dana's address does.
    message({
      from: ME,
      to: DANA,
      subject: 'Re: store dashboards',
      date: '2026-10-14T16:00:00Z',
      body: 'Hi Dana,\n\nour offer is $44,500 per year on a three-year term, onboarding included.\n\nRhea',
      id: 'rhea-offer',
      replyTo: 'dana-ask',
    }),
    message({
      from: OLU,
      subject: 'planning for 2027',
      date: '2026-10-20T10:00:00Z',
      body: 'Hi Rhea,\n\nour new finance director is reviewing the budget for next year, so nothing moves until she is done.\n\nOlu',
      id: 'olu-budget',
    }),
    message({
      from: ME,
      to: OLU,
      subject: 'Re: planning for 2027',
      date: '2026-10-21T08:00:00Z',
      body: 'Thanks Olu, understood. I will check back when the review is finished.\n\nRhea',
      id: 'rhea-olu',
      replyTo: 'olu-budget',
    }),
    message({
      from: OLU,
      subject: 'signed',
      date: '2026-10-28T10:00:00Z',
      body: 'Rhea,\n\ngood news: the pilot agreement is signed. Six months, £18,500, starting in January.\n\nOlu',
      id: 'olu-pilot',
    }),
    // The user wrote to her: she is a contact, her card spelled "Inês".
    message({
      from: ME,
      to: INES,
      subject: 'casting resin samples',
      date: '2026-10-29T09:00:00Z',
      body: 'Hi Inês,\n\nthe samples leave our warehouse today.\n\nRhea',
      id: 'rhea-ines',
    }),
  ];
  return Buffer.from(messages.join('\n'));
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Rhea' });
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', {
      description:
        'Call with Inês Carvalho: she wants the pilot agreement. Follow up with Inês on 19 November.',
    }),
    201,
  );
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('a company known only by its people’s domain', () => {
  it.each(['What price did we offer Larkspur Markets?', 'How much did I offer Larkspur?'])(
    'finds the user’s own email to someone at larkspurmarkets.example: %s',
    async (question) => {
      const res = await ask(question);
      expect(res.answer).toContain('$44,500');
      expect(res.sources[0]?.quote).toContain('$44,500');
    },
  );

  it('a short name is not looked for inside domains', async () => {
    const res = await ask('What price did we offer Lark?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
  });
});

describe('the kind of value asked for must be there', () => {
  it.each(['What is Quenby Foods’ budget?', 'How much is the Quenby budget for next year?'])(
    'the budget is mentioned, no amount: not found (%s)',
    async (question) => {
      const res = await ask(question);
      expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
      expect(res.sources).toEqual([]);
    },
  );

  it('the topic without a value still answers a question that asks for no value', async () => {
    const res = await ask('What is Quenby Foods doing with the budget?');
    expect(res.answer).toContain('reviewing the budget');
  });
});

describe('a figure asked for in words the mail does not use', () => {
  it.each([
    'How much is the Quenby pilot worth?',
    // "worth" names the amount asked for, not a thing: the figure is what must be there.
    "What's the Quenby pilot worth?",
  ])('"worth" is in none of Quenby’s mail: the pilot’s figure answers (%s)', async (question) => {
    const res = await ask(question);
    expect(res.answer).toContain('£18,500');
    expect(res.sources[0]?.quote).toContain('£18,500');
  });

  it.each([
    // What is counted ("users") or asked for ("hotel") is no wording: it must be there.
    'How many users are in the Quenby pilot?',
    'Which hotel is Quenby paying for during the pilot?',
  ])('the thing asked for is in none of their mail: not found (%s)', async (question) => {
    const res = await ask(question);
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
  });
});

describe('a name typed without its accents', () => {
  it('"Ines" finds the note that spells her "Inês", as her card does', async () => {
    const res = await ask('When do I follow up with Ines?');
    expect(res.answer).toContain('19 November');
    expect(res.sources[0]?.kind).toBe('post_update');
  });
});
