/**
 * Query Mode on mail it was not written for (issue 24), over real PGlite through `POST /chat/ask`:
 * a small mailbox of messy messages, not the demo one, and the five classes of failure the issue
 * saw: the name asked about is the sender's company, not the sentence; paraphrase; who introduced
 * whom; question and answer in one thread; the answer first, then its source. And a one-line
 * signature's phone answered whole, its title and phone kept on the contact. And the questions
 * people ask first, from who wrote what to whom.
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
const OWNER = 'sam.okoye@northpeak.example';
const INES = 'Ines Varga <ines.varga@halden-freight.example>';
const TOMAS = 'Tomas Lind <tomas.lind@halden-freight.example>';
const PRIYA = 'Priya Nair <priya.nair@corvid-labs.example>';
const OLGA = 'Olga Brandt <olga.brandt@brightline.example>';
const MARCUS = 'Marcus Bell <marcus@bell-advisory.example>';
const DANA = 'Dana Whitfield <dana.whitfield@kestrel-labs.example>';

const message = (m: MboxMessage) =>
  mboxMessage(m, { owner: `Sam Okoye <${OWNER}>`, idDomain: 'unseen.test' });

function archive(): Buffer {
  const messages = [
    message({
      from: INES,
      subject: 'Re: renewal 2027',
      date: '2026-10-20T08:12:00Z',
      body: 'Hi Sam,\n\nthanks for sending the draft over so quickly. Before we renew we need the DPA signed on your side, our legal people will not move without it. Pricing looks fine. Our current contract runs out on 20 November.\n\nBest regards,\nInes Varga\nDirector of Operations\nHalden Freight',
      id: 'ines-renewal',
    }),
    message({
      from: TOMAS,
      subject: 'dock hours',
      date: '2026-10-22T15:40:00Z',
      body: 'Sam - the dock in Felixstowe is open 6am to 10pm from Monday, trucks need a slot booked the day before.\n\nCheers,\nTomas Lind, VP Operations | Halden Freight m: +44 7700 900123',
      id: 'tomas-dock',
    }),
    message({
      from: PRIYA,
      subject: 'where we stand',
      date: '2026-10-26T17:05:00Z',
      body: 'Hi Sam,\n\nhonest update from our side. We are also weighing Brightwave, another seller of route planning software, and their pilot could start in March.\n\nTwo of our dispatchers are miserable with the onboarding so far, the training calls keep moving.\n\nPriya',
      id: 'priya-stand',
    }),
    message({
      from: OLGA,
      subject: 'Brightline - pricing for 120 seats',
      date: '2026-10-27T10:00:00Z',
      body: 'Hello Sam,\n\ncould you send over your price for 120 seats on annual billing? We have budgeted roughly $40,000 and need to decide by Friday.\n\nThanks\nOlga',
      id: 'olga-ask',
    }),
    message({
      from: `Sam Okoye <${OWNER}>`,
      to: OLGA,
      subject: 'Re: Brightline - pricing for 120 seats',
      date: '2026-10-27T16:30:00Z',
      body: 'Hi Olga,\n\nFor 120 seats on annual billing our price is $42,000 per year, onboarding included.\n\nBest,\nSam',
      id: 'sam-quote',
      replyTo: 'olga-ask',
    }),
    message({
      from: `Sam Okoye <${OWNER}>`,
      to: TOMAS,
      subject: 'Re: dock hours',
      date: '2026-10-23T08:00:00Z',
      body: 'Thanks Tomas, we will book the Tuesday slot for the first delivery.\n\nSam',
      id: 'sam-tomas',
      replyTo: 'tomas-dock',
    }),
    // The user asking a supplier: their own ask, never a customer's.
    message({
      from: `Sam Okoye <${OWNER}>`,
      to: 'Nora Quinn <nora.quinn@dockside-parts.example>',
      subject: 'spare scanners',
      date: '2026-10-29T12:00:00Z',
      body: 'Hi Nora,\n\ncould you send me your price for ten spare scanners?\n\nSam',
      id: 'sam-asks-nora',
    }),
    message({
      from: MARCUS,
      to: `Sam Okoye <${OWNER}>, ${DANA}`,
      subject: 'Intro: Sam <> Dana (Kestrel Labs)',
      date: '2026-10-15T09:30:00Z',
      body: 'Sam, Dana - connecting you two as promised.\n\nDana runs procurement at Kestrel Labs and is looking at fleet tooling for next year. Sam leads sales at Northpeak.\n\nI will let you take it from here.\nMarcus',
      id: 'marcus-intro',
    }),
    message({
      from: DANA,
      subject: 'Re: Intro: Sam <> Dana (Kestrel Labs)',
      date: '2026-10-16T11:00:00Z',
      body: 'Thanks Marcus (to bcc). Sam, happy to talk. Could we do a call on Thursday afternoon?\n\nDana',
      id: 'dana-reply',
      replyTo: 'marcus-intro',
    }),
  ];
  return Buffer.from(messages.join('\n'));
}

async function ask(question: string, history: { question: string; answer: string }[] = []) {
  return expectRoute(
    'chat.ask',
    await user.api('POST', '/chat/ask', {
      question,
      ...(history.length > 0 ? { chatHistory: history } : {}),
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Sam' });
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  // Everyone who wrote is a contact here (their card carries company and title), as under the
  // `everyone` policy: the default `two_way` keeps inbound-only senders as suggestions (issue 23).
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('the name asked about is the sender’s company, not the sentence', () => {
  it('finds what Halden Freight’s director wrote, in her own words', async () => {
    const res = await ask('What does Halden Freight require before the renewal?');
    expect(res.answer).toContain('we need the DPA signed');
    expect(res.sources.map((s) => s.id)).toHaveLength(1);
    expect(res.sources[0]?.quote).toContain('DPA signed');
  });

  it.each([
    // One word asked about is in her mail ("renewal", "contract"), what is asked is not.
    'What insurance does Halden Freight require for the renewal?',
    'Who is the lawyer for the Halden Freight contract?',
    'What did Olga Brandt say about the seat licence audit?',
  ])('a near miss is not an answer: %s', async (question) => {
    const res = await ask(question);
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });

  it('still needs the words asked about: a company named is not an answer by itself', async () => {
    const res = await ask('What does Halden Freight think about the parking permit?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });
});

describe('paraphrase: other words for what is asked', () => {
  it('"considering … vendor" finds "weighing … another seller"', async () => {
    const res = await ask('Which vendor is Corvid Labs considering instead of us?');
    expect(res.answer).toContain('Brightwave');
    expect(res.sources[0]?.quote).toContain('weighing Brightwave');
  });

  it('"unhappy" finds "miserable", and the answer to "who" is the person who wrote it', async () => {
    const res = await ask('Who is unhappy with the onboarding?');
    expect(res.answer).toMatch(/^Priya Nair\b/);
    expect(res.sources[0]?.quote).toContain('miserable with the onboarding');
  });
});

describe('relationships', () => {
  it.each(['Who put me in touch with Dana Whitfield?', 'Who introduced me to Dana?'])(
    '%s → the sender of the introduction',
    async (question) => {
      const res = await ask(question);
      expect(res.answer).toMatch(/^Marcus Bell introduced you to Dana Whitfield\b/);
      expect(res.sources).toHaveLength(1);
      expect(res.sources[0]?.title).toBe('Intro: Sam <> Dana (Kestrel Labs)');
    },
  );
});

describe('question and answer in one thread', () => {
  it('answers with the owner’s reply that gives the price, not the customer’s ask', async () => {
    const res = await ask('What price did we give Brightline for 120 seats?');
    expect(res.answer).toContain('$42,000 per year');
    expect(res.sources).toHaveLength(1);
    expect(res.sources[0]?.quote).toContain('$42,000');
  });
});

describe('the answer first, then its source', () => {
  it('leads with the words that answer, keeps the quote and span on the source', async () => {
    const res = await ask('How much is the Brightline quote for 120 seats?');
    expect(res.answer).toMatch(/^For 120 seats on annual billing our price is \$42,000 per year/);
    expect(res.answer).toMatch(/\[email, 27 Oct 2026\]/);
    const source = res.sources[0];
    expect(source?.quote).toContain('$42,000 per year');
    expect(source?.span).toBeDefined();
  });

  it('not-found keeps its exact text', async () => {
    const res = await ask('What did Olga Brandt say about the parking permit?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
  });
});

describe('a one-line signature', () => {
  it('answers the phone whole, and keeps title and phone on the contact', async () => {
    const res = await ask("What is Tomas Lind's phone number?");
    expect(res.answer).toMatch(/\+44 7700 900123(?!\d)/);
    const list = expectRoute(
      'contacts.list',
      await user.api('GET', `/contacts?query=${encodeURIComponent('tomas.lind@halden-freight.example')}`),
    );
    const tomas = list.items.find((c) => c.email === 'tomas.lind@halden-freight.example');
    expect(tomas?.title).toBe('VP Operations');
    expect(tomas?.phone).toBe('+44 7700 900123');
  });
});

describe('the questions people ask first', () => {
  it('who the user last wrote to at a company', async () => {
    const res = await ask('Who did I last write to at Halden Freight?');
    expect(res.answer).toBe(
      'You last wrote to Tomas Lind (Halden Freight) on 23 Oct 2026 "Re: dock hours": Thanks Tomas, we will book the Tuesday slot for the first delivery. [email, 23 Oct 2026]',
    );
  });

  it('what a person asked for: the asks in their own mail', async () => {
    const res = await ask('What did Olga Brandt ask for?');
    expect(res.answer).toMatch(
      /^Olga Brandt asked you for \(newest first\):\n- could you send over your price/,
    );
    expect(res.sources.map((s) => s.title)).toEqual(['Brightline - pricing for 120 seats']);
  });

  it('the last conversation with someone: who wrote what, and the last message', async () => {
    const res = await ask('Summarise my last conversation with Olga Brandt');
    const lines = res.answer.split('\n');
    expect(lines[0]).toBe(
      'Your last conversation with Olga Brandt "Re: Brightline - pricing for 120 seats": 2 emails, the last from you on 27 Oct 2026.',
    );
    expect(lines[1]).toMatch(/^- Olga Brandt: could you send over your price/);
    expect(lines[2]).toMatch(/^- You: For 120 seats on annual billing our price is \$42,000 per year/);
    expect(lines[3]).toBe('No open asks from them.');
    expect(res.sources).toHaveLength(2);
  });

  it('the most active contacts count mail both ways', async () => {
    const res = await ask('Who are my most active contacts?');
    const lines = res.answer.split('\n');
    expect(lines[0]).toBe('Your most active contacts, by emails both ways:');
    expect(lines[1]).toMatch(
      /^- Olga Brandt <olga\.brandt@brightline\.example>: 2 emails \(1 from them, 1 from you\)/,
    );
  });

  it('threads at risk: an ask left unanswered, a renewal near; not a thread the user answered', async () => {
    const res = await ask('Which deals are at risk?');
    expect(res.answer).toMatch(/^\d+ threads look at risk:/);
    expect(res.answer).toContain(
      'Ines Varga "Re: renewal 2027": Our current contract runs out on 20 November. (in 18 days)',
    );
    expect(res.answer).toMatch(
      /Dana Whitfield "Re: Intro: Sam <> Dana \(Kestrel Labs\)" asked 16 days ago, no reply/,
    );
    expect(res.answer).not.toContain('Olga');
  });

  it('customers who asked for something, never the user’s own mail as the asker', async () => {
    const res = await ask('Which customers asked for a price?');
    expect(res.answer).toMatch(
      /^1 person asked for price:\n- Olga Brandt \(Brightline\): could you send over your price/,
    );
    expect(res.answer).not.toContain('Sam Okoye');
  });
});
