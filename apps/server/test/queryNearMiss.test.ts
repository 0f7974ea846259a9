/**
 * Query Mode on near misses found in mail written blind to the engine (issue 24, eval sets dev5
 * and dev6), through `POST /chat/ask` on real PGlite: the thing asked for must be there as the
 * kind of value asked for (money for a price, a count of that thing, a date stated rather than
 * offered, a code for "PO number"), an email that asks answers only through a reply that takes it
 * up, and names typed in lower case are names. Each near miss has an answerable neighbour.
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

/** Wednesday 11 Nov 2026, 09:00 UTC. */
const NOW = Date.parse('2026-11-11T09:00:00Z');
const OWNER = 'noor@tidewell.example';
const ME = `Noor Haddad <${OWNER}>`;
const ELINE = 'Eline Bakker <eline.bakker@vanloon-koel.example>';
const HESSA = 'Hessa Al Falasi <hessa@khorterminals.example>';
const CONNOR = 'Connor Walsh <connor.walsh@prairierail.example>';
const SARAH = 'Sarah Kim <sarah.kim@pinecrestoutfitters.example>';
const FARAH = 'Farah Qureshi <farah@gulfpolymer.example>';
const JESS = 'Jess Tran <jess.tran@wattleandco.example>';
const DANA = 'Dana Whitfield <dana@larkspurmarkets.example>';
const OMAR = 'Omar Mansoori <omar@gulfbridge.example>';

const message = (m: MboxMessage) => mboxMessage(m, { owner: ME, idDomain: 'nearmiss.test' });

function archive(): Buffer {
  const messages: MboxMessage[] = [
    {
      id: 'eline-kickoff',
      from: ELINE,
      subject: 'pilot kick-off',
      date: '2026-10-02T08:00:00Z',
      body: 'Hi Noor,\n\nInstallation of the telematics boxes will be this Saturday at our depot in Tilburg. We have 40 trucks in the pilot.\n\nGroeten,\nEline',
    },
    {
      id: 'hessa-tenant',
      from: HESSA,
      subject: 'sandbox access',
      date: '2026-11-03T08:00:00Z',
      body: 'Dear Noor,\n\nCan you give sandbox access to 3 colleagues? Also the demo tenant for Khor Terminals expires on 13 November, can it be extended for 30 days?\n\nHessa',
    },
    {
      id: 'noor-connor',
      from: ME,
      to: CONNOR,
      subject: 'API docs',
      date: '2026-10-27T08:00:00Z',
      body: 'Hi Connor,\n\nThe API docs are attached. Shall we do a call next Tuesday at 10am Central?\n\nNoor',
    },
    {
      id: 'sarah-quote',
      from: SARAH,
      subject: 'Pricing for 40 stores',
      date: '2026-07-08T08:00:00Z',
      body: 'Hi Noor,\n\nCould you send over a quote for 40 stores plus our two distribution centers?\n\nThanks,\nSarah',
    },
    {
      id: 'noor-sarah',
      from: ME,
      to: SARAH,
      subject: 'Re: Pricing for 40 stores',
      date: '2026-07-09T08:00:00Z',
      replyTo: 'sarah-quote',
      body: "Hi Sarah,\n\nFor 40 stores and 2 DCs it's $12.5k per month, billed annually.\n\nBest,\nNoor",
    },
    {
      id: 'noor-farah',
      from: ME,
      to: FARAH,
      subject: 'PEEK datasheet',
      date: '2026-03-10T08:00:00Z',
      body: 'Dear Farah,\n\nOur datasheets are attached. Would a call in the next two weeks work?\n\nNoor',
    },
    {
      id: 'farah-peek',
      from: FARAH,
      subject: 'RE: PEEK datasheet',
      date: '2026-03-16T08:00:00Z',
      replyTo: 'noor-farah',
      body: 'Dear Noor,\n\nOur engineers want to test ULTEM first; PEEK will follow in Q3.\n\nFarah',
    },
    {
      id: 'jess-po',
      from: JESS,
      subject: 'Re: Wattle & Co - data platform',
      date: '2026-08-13T08:00:00Z',
      body: 'Hi Noor,\n\nGood news - the board approved it. Our purchase order number will be PO-88213. The shipment of the scanners leaves Sydney on Friday.\n\nJess',
    },
    {
      id: 'noor-dana-first',
      from: ME,
      to: DANA,
      subject: 'Larkspur pricing',
      date: '2026-07-15T08:00:00Z',
      body: 'Hi Dana,\n\nOur quote for all 212 stores is $48,000 per year on a 3-year term.\n\nNoor',
    },
    {
      id: 'noor-dana-revised',
      from: ME,
      to: DANA,
      subject: 'Re: Larkspur pricing',
      date: '2026-07-29T08:00:00Z',
      replyTo: 'noor-dana-first',
      body: 'Hi Dana,\n\nWe can do $44,500 per year on the 3-year term if we sign by 31 August.\n\nNoor',
    },
    {
      id: 'omar-khalid',
      from: OMAR,
      subject: 'Jebel Cargo',
      date: '2026-11-09T08:00:00Z',
      body: 'Noor,\n\nUpdate on Jebel Cargo: their head of procurement, Khalid Hammadi, is the decision maker.\n\nOmar',
    },
  ];
  return Buffer.from(messages.map(message).join('\n'), 'utf8');
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

async function notFound(question: string) {
  const res = await ask(question);
  expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
  expect(res.sources).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Noor' });
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
});

afterAll(async () => server?.close());

describe('the kind of value asked for', () => {
  it('a price is money: a day and a number of trucks are no answer to what they paid', async () => {
    await notFound('What did Van Loon pay for the telematics boxes?');
  });

  it('a count is of the thing asked about', async () => {
    await notFound('How many depots does Van Loon have?');
    const res = await ask('How many trucks are in the Van Loon pilot?');
    expect(res.answer).toContain('40 trucks');
  });

  it('a date offered in a question is no fixed date; a date stated beside it is', async () => {
    await notFound('When is my next call with Connor?');
    const res = await ask('When does the Khor Terminals demo tenant expire?');
    expect(res.answer).toContain('13 November');
  });

  it('"PO number" asks for a code, not a phone number, and a shipment without one has none', async () => {
    const res = await ask('Whats the PO number for Wattle?');
    expect(res.answer).toContain('PO-88213');
    await notFound('What is the tracking number for the Wattle shipment?');
  });

  it('a thing no email mentions finds nothing, though other words of the question are there', async () => {
    await notFound('When does my train to Tilburg leave?');
  });
});

describe('a question asked in one email', () => {
  it('is answered by the reply that takes it up', async () => {
    const res = await ask('How much did I quote Pinecrest?');
    expect(res.answer).toContain('$12.5k per month');
  });

  it('is no answer when the reply is about something else', async () => {
    await notFound('When is my next call with Farah?');
  });
});

describe('names and order', () => {
  it('a company typed in lower case is a name', async () => {
    const res = await ask('what did i quote pinecrest');
    expect(res.answer).toContain('$12.5k per month');
  });

  it('"originally" and "latest" pick the earliest and the newest answer', async () => {
    const first = await ask('What did I originally quote Larkspur?');
    expect(first.answer.split('\n')[0]).toContain('48,000');
    const latest = await ask("What's the latest price we've offered Larkspur?");
    expect(latest.answer.split('\n')[0]).toContain('44,500');
  });

  it('what someone emailed is their own mail, not mail that names them', async () => {
    await notFound('What did Khalid Hammadi email me?');
  });
});
