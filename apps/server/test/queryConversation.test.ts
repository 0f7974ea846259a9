/**
 * Query Mode's answer inside the conversation it found (issue 24), over real PGlite through
 * `POST /chat/ask`, with a small hand-written mailbox whose replies keep only their parent in
 * References (as some clients do): the answer to a question is in the reply; the user's own email
 * answers "what did we quote"; a value revised over the conversation is its latest statement;
 * numbered questions are answered point by point; a signature block is not what was said; a
 * sentence announcing a list is quoted with the list.
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

/** Monday 7 Dec 2026, 09:00 UTC. */
const NOW = Date.parse('2026-12-07T09:00:00Z');
const OWNER = 'ada.moss@kilnworks.example';
const ME = `Ada Moss <${OWNER}>`;
const RUTH = 'Ruth Abel <ruth.abel@fenwick-tools.example>';
const OTTO = 'Otto Brink <otto.brink@fenwick-tools.example>';
const GREG = 'Greg Olsen <greg.olsen@larchmarkets.example>';
const MEI = 'Mei Tan <mei.tan@larchmarkets.example>';
const PIA = 'Pia Holm <pia.holm@hollin-glass.example>';

const message = (m: MboxMessage) => mboxMessage(m, { owner: ME, idDomain: 'conversation.test' });

function archive(): Buffer {
  const subject = 'Request: glaze supply 2027';
  const messages: MboxMessage[] = [
    {
      id: 'ruth-rfq',
      from: RUTH,
      subject,
      date: '2026-10-01T08:00:00Z',
      body: 'Hello Ada,\n\nwe would like your offer for about 4 tonnes of stoneware glaze in 2027, delivered monthly. Also, how long is your lead time?\n\nRuth',
    },
    {
      id: 'ada-offer',
      from: ME,
      to: RUTH,
      subject: `Re: ${subject}`,
      date: '2026-10-02T10:00:00Z',
      replyTo: 'ruth-rfq',
      body: 'Dear Ruth,\n\nThank you for the inquiry. For 4 tonnes in 2027 our price is EUR 52,400 for the year. Lead time is 6 weeks from the order.\n\nKind regards,\nAda',
    },
    {
      id: 'ruth-counter',
      from: RUTH,
      cc: OTTO,
      subject: `AW: Re: ${subject}`,
      date: '2026-10-10T09:00:00Z',
      replyTo: 'ada-offer',
      body: 'Dear Ada,\n\nOur finance team finds the price too high. Two questions:\n1) can you do better on a two-year contract?\n2) do you accept payment by letter of credit?\n\nRuth',
    },
    {
      id: 'ada-revised',
      from: ME,
      to: RUTH,
      cc: OTTO,
      subject: `Re: AW: Re: ${subject}`,
      date: '2026-10-12T09:00:00Z',
      replyTo: 'ruth-counter',
      body: 'Dear Ruth,\n\n1) With a two-year contract we can offer EUR 49,900 per year.\n2) Yes, an irrevocable LC at sight is fine for us.\n\nBest,\nAda',
    },
    {
      id: 'otto-terms',
      from: OTTO,
      to: ME,
      subject: `Re: AW: Re: ${subject}`,
      date: '2026-10-14T09:00:00Z',
      replyTo: 'ada-revised',
      body: 'Dear Ada,\n\nI can approve the two-year contract. We would need payment terms of 60 days net, our standard for raw materials.\n\nOtto Brink',
    },
    {
      id: 'ada-terms',
      from: ME,
      to: OTTO,
      subject: `Re: AW: Re: ${subject}`,
      date: '2026-10-15T09:00:00Z',
      replyTo: 'otto-terms',
      body: 'Dear Otto,\n\n60 days is more than we can carry; we can do 45 days net.\n\nAda',
    },
    {
      id: 'otto-ok',
      from: OTTO,
      subject: `Re: AW: Re: ${subject}`,
      date: '2026-10-16T09:00:00Z',
      replyTo: 'ada-terms',
      body: 'Ok, that is accepted. Ruth will send the purchase order.\n\nOtto',
    },
    {
      id: 'greg-budget',
      from: GREG,
      subject: 'Larch / Kilnworks - budget',
      date: '2026-11-05T18:00:00Z',
      body: "Ada,\n\nI've approved the budget line at $44,500/yr for the three years. It depends on the data agreement.\n\nGreg\n\nGreg Olsen | CFO | Larch Markets | 503.555.0199",
    },
    {
      id: 'mei-redlines',
      from: MEI,
      subject: 'Re: data agreement for review',
      date: '2026-11-20T18:00:00Z',
      body: 'Ada,\n\nThank you for your patience. We have two redlines on the data agreement:\n\n1. Sub-processors: we need 30 days of written notice before any new one is added.\n2. Breach notification: your draft says 72 hours; we require notice within 48 hours.\n\nMei Tan\nAssociate General Counsel\nLarch Markets',
    },
    {
      id: 'otto-limits',
      from: OTTO,
      subject: 'api limits',
      date: '2026-11-24T08:00:00Z',
      body: 'hey Ada, had a look at your API docs - the rate limits will be a problem, we push about 2 million events a day.\n\nSent from my phone',
    },
    {
      id: 'ben-limits',
      from: 'Ben Quist <ben.quist@kilnworks.example>',
      to: OTTO,
      cc: ME,
      subject: 'Re: api limits',
      date: '2026-11-24T11:00:00Z',
      replyTo: 'otto-limits',
      body: 'Hi Otto,\n\nAda asked me to pick this up. On the Growth plan we can lift the limit to 5,000 requests per minute.\n\nBen',
    },
    {
      id: 'ada-fwd',
      from: ME,
      to: 'Jo Park <jo.park@kilnworks.example>',
      subject: 'Fwd: renewal',
      date: '2026-11-25T09:00:00Z',
      body: 'Jo, Otto at Fenwick wants us to hold the renewal at $29,000 rather than the 7% uplift. Thoughts?\n\n---------- Forwarded message ---------\nFrom: Otto Brink <otto.brink@fenwick-tools.example>\nSubject: renewal\n\nCan you hold the price at $29,000?',
    },
    {
      id: 'jo-ok',
      from: 'Jo Park <jo.park@kilnworks.example>',
      to: ME,
      subject: 'Re: Fwd: renewal',
      date: '2026-11-26T09:00:00Z',
      replyTo: 'ada-fwd',
      body: 'Agreed, hold them at $29,000 for one more year but get a 2-year term out of it.\n\nJ',
    },
    {
      id: 'mei-invoice',
      from: MEI,
      subject: 'Factura Q3 / Q3 invoice',
      date: '2026-11-27T09:00:00Z',
      body: 'Hola Ada,\n\nAdjunto la factura del Q3: €4.900,00, vencimiento 15/12/2026. Invoice number LM-2026-044.\n\nMei',
    },
    {
      id: 'otto-next-step',
      from: OTTO,
      subject: 'after our call',
      date: '2026-12-02T09:00:00Z',
      body: "Thanks for the call yesterday, Ada. The team is keen. Next step on our side is a safety review of the glaze for food contact - that usually takes 6-8 weeks, so realistically we'd be ready to order in February.\n\nOtto",
    },
    {
      id: 'mei-waiting',
      from: MEI,
      subject: 'distribution terms',
      date: '2026-12-04T09:00:00Z',
      body: 'Hi Ada,\n\nWhen can we expect the signed distribution contract? Our lawyer is waiting to review it before the board meeting.\n\nMei',
    },
    {
      id: 'pia-margin',
      from: PIA,
      subject: 'distribution margin',
      date: '2026-11-02T09:00:00Z',
      body: "Dear Ada,\n\nWe'd need a distributor margin of 22% to compete. We need your best offer by 10 November.\n\nPia",
    },
    {
      id: 'ada-pia-margin',
      from: ME,
      to: PIA,
      subject: 'Re: distribution margin',
      date: '2026-11-03T09:00:00Z',
      replyTo: 'pia-margin',
      body: 'Dear Pia,\n\nYou will have our best offer by 9 November. 22% is above what we give anyone; we can offer a margin of 18%.\n\nAda',
    },
    {
      id: 'pia-margin-ok',
      from: PIA,
      to: ME,
      subject: 'Re: distribution margin',
      date: '2026-11-05T09:00:00Z',
      replyTo: 'ada-pia-margin',
      body: 'Dear Ada,\n\nWe can accept a margin of 18% if the minimum order is 300 kg.\n\nPia',
    },
    {
      id: 'ada-fwd-docs',
      from: ME,
      to: 'Jo Park <jo.park@kilnworks.example>',
      subject: 'Fwd: kiln setup',
      date: '2026-11-30T09:00:00Z',
      body: 'Jo - can you look at this? Can we fix what is wrong in the firing guide this week?\n\n---------- Forwarded message ---------\nFrom: Pia Holm <pia.holm@hollin-glass.example>\nSubject: kiln setup\n\nPia here. The firing guide was simply wrong in two places (the cone number and the hold time at peak).\n\nPia',
    },
    {
      id: 'mei-kickoff',
      from: MEI,
      subject: 'kickoff',
      date: '2026-12-03T08:00:00Z',
      body: 'Hi Ada,\n\nThe kickoff is on Monday 14 December at 9am our time, so Sunday evening for you.\n\nMei',
    },
  ];
  return Buffer.from(messages.map(message).join('\n'));
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Ada' });
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('the answer is in the reply', () => {
  it('a question asked in one email is answered by the reply', async () => {
    const res = await ask('What lead time did we give Fenwick?');
    expect(res.answer).toMatch(/^Lead time is 6 weeks from the order\./);
    expect(res.sources).toHaveLength(1);
    expect(res.sources[0]?.quote).toContain('6 weeks');
  });

  it('numbered questions are answered point by point', async () => {
    const res = await ask('Do we accept a letter of credit from Fenwick?');
    expect(res.answer).toMatch(/^2\) Yes, an irrevocable LC at sight is fine for us\./);
    expect(res.sources).toHaveLength(1);
  });
});

describe('what was said first, by whom', () => {
  it('what they asked for is their first figure, not the one agreed later', async () => {
    const res = await ask('What margin did Hollin ask for?');
    expect(res.answer).toContain('22%');
    expect(res.answer).not.toContain('18%');
  });

  it('"did Hollin need our offer": their date, not the user’s promise', async () => {
    const res = await ask('By when did Hollin need our best offer?');
    expect(res.answer).toContain('10 November');
    expect(res.answer).not.toContain('9 November');
  });
});

describe('a forwarded message', () => {
  it('a question about it is answered by what it says', async () => {
    const res = await ask('What was wrong in our firing guide?');
    expect(res.answer).toContain('the cone number and the hold time at peak');
  });
});

describe('who “we” are', () => {
  it('a colleague on the user’s work domain answers for “we”', async () => {
    const res = await ask('What rate limit did we offer Fenwick?');
    expect(res.answer).toContain('5,000 requests per minute');
    expect(res.sources).toHaveLength(1);
  });
});

describe('a value that changes over the conversation', () => {
  it('a forward and its reply are one conversation: the colleague’s answer, later', async () => {
    const res = await ask('What did Jo say about the renewal price for Fenwick?');
    expect(res.answer).toMatch(/^Agreed, hold them at \$29,000 for one more year but get a 2-year term/);
    expect(res.sources).toHaveLength(1);
  });

  it('for "how much", the sentence with the amount, not the one with one more word asked about', async () => {
    const res = await ask("How much is Mei's invoice?");
    expect(res.answer).toContain('€4.900,00');
  });

  it('the latest price the user offered, not the first nor the quoted one', async () => {
    const res = await ask('What is the latest price we offered Fenwick for the glaze?');
    expect(res.answer).toContain('EUR 49,900 per year');
    expect(res.answer).not.toContain('52,400');
    expect(res.sources).toHaveLength(1);
  });

  it('terms countered: the user’s later figure, not the customer’s first', async () => {
    const res = await ask('What payment terms did we agree with Fenwick?');
    expect(res.answer).toContain('45 days net');
    expect(res.sources).toHaveLength(1);
  });
});

describe('what an email says, not its frame', () => {
  it('a signature block is not quoted as what was said', async () => {
    const res = await ask('What did the CFO at Larch Markets approve?');
    expect(res.answer).toContain('$44,500/yr');
    expect(res.answer).not.toContain('503.555.0199');
  });

  it('a weekday written with its date is not worked out as the next one', async () => {
    const res = await ask('When is the kickoff with Mei Tan?');
    expect(res.answer).toContain('Monday 14 December');
    expect(res.answer).not.toContain('Mon 7 Dec');
    expect(res.answer).not.toContain('Sun 6 Dec');
  });

  it('a listing quotes each email’s gist, past the thanks at its opening', async () => {
    const res = await ask('What did Otto send me last week?');
    expect(res.answer).toContain('safety review');
  });

  it('a sentence that refers back is quoted with the sentence it refers to', async () => {
    const res = await ask('What is Mei Tan’s lawyer waiting for?');
    expect(res.answer).toContain('signed distribution contract');
    expect(res.answer).toContain('waiting to review it');
  });

  it('a sentence announcing a list is quoted with the list', async () => {
    const res = await ask('What changes did Larch Markets ask for in the data agreement?');
    expect(res.answer).toContain('30 days');
    expect(res.answer).toContain('48 hours');
  });
});
