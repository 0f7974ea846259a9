/**
 * Query Mode's citations (issue 24), over real PGlite through `POST /chat/ask`: a list answer cites
 * only the items the question asks for. "Who hasn't replied to my proposal?" names the people sent a
 * proposal (a price or an offer) who have not written back since, in whatever thread their reply
 * landed; an automatic reply seconds later is no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MboxMessage, mboxMessage } from '../eval/mboxText.js';
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
const SAM = `Sam Okoye <${OWNER}>`;
const OLGA = 'Olga Brandt <olga.brandt@brightline.example>';
const KAI = 'Kai Moreno <kai@moreno-tools.example>';
const LENA = 'Lena Frost <lena.frost@frost-labs.example>';
const TOMAS = 'Tomas Lind <tomas.lind@halden-freight.example>';

const message = (m: MboxMessage) => mboxMessage(m, { owner: SAM, idDomain: 'citations.test' });

function archive(): Buffer {
  const messages = [
    // A proposal nobody answered: the one item the answer names.
    message({
      from: SAM,
      to: OLGA,
      subject: 'Brightline - pricing for 120 seats',
      date: '2026-10-20T16:30:00Z',
      body: 'Hi Olga,\n\nFor 120 seats on annual billing our price is $42,000 per year, onboarding included.\n\nBest,\nSam',
      id: 'sam-olga-quote',
    }),
    // A proposal answered by an out-of-office seconds later: still unanswered.
    message({
      from: SAM,
      to: KAI,
      subject: 'trial order',
      date: '2026-10-19T12:00:00Z',
      body: 'Hi Kai,\n\nwe can give 7% on the first order, so the trial comes to about USD 11,625. Proposal attached.\n\nSam',
      id: 'sam-kai-offer',
    }),
    message({
      from: KAI,
      subject: 'Automatic reply: trial order',
      date: '2026-10-19T12:00:30Z',
      body: 'I am out of the office until 30 October with limited access to e-mail.\n\nKai',
      id: 'kai-ooo',
    }),
    // A proposal answered in a thread of its own (the reply lost its In-Reply-To): answered.
    message({
      from: SAM,
      to: LENA,
      subject: 'renewal offer',
      date: '2026-10-15T09:00:00Z',
      body: 'Hi Lena,\n\nWith a 24-month commitment we can offer EUR 39,500 per year.\n\nSam',
      id: 'sam-lena-offer',
    }),
    message({
      from: LENA,
      subject: 'your offer',
      date: '2026-10-16T10:00:00Z',
      body: 'Sam, 39,500 works for us. Please send the contract.\n\nLena',
      id: 'lena-accepts',
    }),
    // An email that is no proposal, unanswered: not asked about.
    message({
      from: SAM,
      to: TOMAS,
      subject: 'dock hours',
      date: '2026-10-21T08:00:00Z',
      body: 'Tomas, which gate do the trucks use on Monday?\n\nSam',
      id: 'sam-tomas',
    }),
    // A deal said to be at risk, in a thread the user answered since: it leads "deals at risk".
    message({
      from: 'Rosa Chen <rosa.chen@lumen-retail.example>',
      subject: 'pilot pricing',
      date: '2026-10-26T10:00:00Z',
      body: 'Sam,\n\nthanks for the call. To be straight with you, we are also talking to Quarrytech and their number came in quite a bit lower. Can you do better?\n\nRosa',
      id: 'rosa-competitor',
    }),
    message({
      from: SAM,
      to: 'Rosa Chen <rosa.chen@lumen-retail.example>',
      subject: 'Re: pilot pricing',
      date: '2026-10-27T09:00:00Z',
      body: 'Hi Rosa,\n\nlet me talk to our team and come back to you this week.\n\nSam',
      id: 'sam-rosa',
      replyTo: 'rosa-competitor',
    }),
    // Asks of the last days: one to follow up, one the user answered in a thread of its own.
    message({
      from: LENA,
      subject: 'contract',
      date: '2026-10-31T10:00:00Z',
      body: 'Sam, could you send the contract for the renewal?\n\nLena',
      id: 'lena-ask',
    }),
    message({
      from: 'Ivo Marsh <ivo@marsh-co.example>',
      subject: 'delivery',
      date: '2026-10-31T12:00:00Z',
      body: 'Sam, can you confirm the delivery date for the scanners?\n\nIvo',
      id: 'ivo-ask',
    }),
    message({
      from: SAM,
      to: 'Ivo Marsh <ivo@marsh-co.example>',
      subject: 'scanners delivery date',
      date: '2026-11-01T08:00:00Z',
      body: 'Ivo, the scanners arrive on Thursday 5 November.\n\nSam',
      id: 'sam-ivo',
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
  user = await createUser(server.app, { email: OWNER, firstName: 'Sam' });
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe("who hasn't replied to my proposal", () => {
  it('names and cites only the proposals left unanswered', async () => {
    const res = await ask("who hasn't replied to my proposal?");
    expect(res.answer).toContain('Olga Brandt');
    expect(res.answer).toContain('Kai Moreno');
    expect(res.answer).not.toContain('Lena Frost');
    expect(res.answer).not.toContain('Tomas Lind');
    expect(res.sources.map((s) => s.quote)).toEqual([
      expect.stringContaining('$42,000'),
      expect.stringContaining('USD 11,625'),
    ]);
  });

  it('without "proposal", every email left unanswered counts, still not the one answered elsewhere', async () => {
    const res = await ask("who hasn't replied?");
    expect(res.answer).toContain('Tomas Lind');
    expect(res.answer).toContain('Olga Brandt');
    expect(res.answer).toContain('Kai Moreno');
    expect(res.answer).not.toContain('Lena Frost');
    expect(res.sources).toHaveLength(3);
  });
});

describe('which deals are at risk', () => {
  it('leads with the thread whose mail says the deal is at risk, citing that sentence', async () => {
    const res = await ask('Which deals are at risk?');
    const lines = res.answer.split('\n');
    expect(lines[1]).toContain(
      'Rosa Chen "pilot pricing": To be straight with you, we are also talking to Quarrytech',
    );
    expect(res.sources[0]?.quote).toContain('also talking to Quarrytech');
    // Beside it, at most three loose ends.
    expect(res.sources.length).toBeLessThanOrEqual(4);
  });
});

describe('who should I follow up with', () => {
  it('lists an ask left unanswered, not one the user answered in another thread', async () => {
    const res = await ask('Who should I follow up with this week?');
    expect(res.answer).toContain('Lena Frost <lena.frost@frost-labs.example> asked you in "contract"');
    expect(res.answer).not.toContain('Ivo');
    expect(res.sources.map((s) => s.quote)).toEqual([expect.stringContaining('send the contract')]);
  });
});

describe('most active contacts', () => {
  it('cites each person’s own latest email, not the user’s reply to them', async () => {
    const res = await ask('who are my most active contacts?');
    expect(res.answer.split('\n')[1]).toMatch(/^- Lena Frost <lena\.frost@frost-labs\.example>: 3 emails/);
    const quotes = res.sources.map((s) => s.quote);
    expect(quotes[0]).toContain('send the contract');
    expect(quotes).toContainEqual(expect.stringContaining('also talking to Quarrytech'));
    expect(quotes).not.toContainEqual(expect.stringContaining('let me talk to our team'));
  });
});
