/**
 * Query Mode's not-found strictness on mail it was not written for (issue 24), over real PGlite
 * through `POST /chat/ask`: near misses that hold the topic but not the thing asked for must get
 * the not-found answer, and the answerable neighbours must still be answered.
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
const ELKE = 'Elke Brandt <elke.brandt@weiss-pumpen.example>';
const RAMON = 'Ramon Vidal <ramon@vidal-partners.example>';
const NADIA = 'Nadia Haddad <nadia@brisa-foods.example>';
const JONAS = 'Jonas Berg <jonas.berg@fjord-cargo.example>';
const FELIX = 'Felix Moreau <felix.moreau@orla-foods.example>';

const message = (m: MboxMessage) =>
  mboxMessage(m, { owner: `Sam Okoye <${OWNER}>`, idDomain: 'notfound.test' });

function archive(): Buffer {
  const messages = [
    message({
      from: ELKE,
      subject: 'Service contract 2026/27',
      date: '2026-10-20T08:12:00Z',
      body: 'Hello Sam,\n\nbefore we can renew the service contract we need the updated safety certificate for the new pump line. Our current contract runs out on 30 November.\n\nViele Grüße\nElke Brandt\nHead of Purchasing\nWeiss Pumpen GmbH, Graz\n+43 316 555 0142',
      id: 'elke-renewal',
    }),
    message({
      from: RAMON,
      subject: 'Referral - Hotel Mirador',
      date: '2026-10-22T15:40:00Z',
      body: 'Hola Sam,\n\nI would like to refer you Hotel Mirador, a group of hotels on the coast. Their contact is Ana Ruiz, the general manager. They want to start in Q1 2027.\n\nUn abrazo,\nRamon',
      id: 'ramon-referral',
    }),
    message({
      from: `Sam Okoye <${OWNER}>`,
      to: RAMON,
      subject: 'Re: Referral - Hotel Mirador',
      date: '2026-10-23T09:00:00Z',
      body: 'Thanks Ramon! As agreed, your referral commission for Mirador will be 8% of the first year.\n\nSam',
      id: 'sam-commission',
      replyTo: 'ramon-referral',
    }),
    message({
      from: NADIA,
      subject: 'RE: Brisa Foods - order',
      date: '2026-10-26T10:00:00Z',
      body: 'Dear Sam,\n\nManagement approved the 400 kg order today, PO to follow this week.\n\nBest regards,\nNadia Haddad\nProcurement Manager | Brisa Foods',
      id: 'nadia-approved',
    }),
    message({
      from: FELIX,
      subject: 'Orla Foods - payment terms',
      date: '2026-10-27T11:00:00Z',
      body: 'Hello Sam,\n\nI can approve payment terms of 45 days net for the new order.\n\nKind regards,\nFelix Moreau | CFO | Orla Foods',
      id: 'felix-terms',
    }),
    message({
      from: JONAS,
      subject: 'Fjord Cargo - next steps',
      date: '2026-10-28T09:00:00Z',
      body: 'Hi Sam,\n\nwe hear Brisa Foods buys from you: our CFO would like a reference call with them before the board.\n\nJonas',
      id: 'jonas-cfo',
    }),
    message({
      from: JONAS,
      subject: 'Re: Fjord Cargo - next steps',
      date: '2026-10-29T09:00:00Z',
      body: 'Sam, one more thing: our CFO asks whether Brisa Foods is on the same payment terms.\n\nJonas',
      id: 'jonas-cfo-copy',
      replyTo: 'jonas-cfo',
    }),
  ];
  return Buffer.from(messages.join('\n'), 'utf8');
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Sam' });
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  // Everyone who wrote is a contact (their card carries company and title), as in queryUnseen.
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
});

afterAll(async () => server?.close());

describe('a phone number or a year is no amount', () => {
  it('a price asked about the renewal is not answered by the signature’s phone number', async () => {
    const res = await ask('What price did Weiss Pumpen agree for the renewal?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });

  it('a quarter’s budget is not answered by the year after the quarter', async () => {
    const res = await ask('How much is Hotel Mirador’s Q1 budget?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });

  it('an amount written beside them still answers', async () => {
    const res = await ask('How much is Ramon’s referral commission for Mirador?');
    expect(res.answer).toContain('8%');
  });
});

describe('an office asked about must be there', () => {
  it('what the company’s management approved is no answer to what its CFO approved', async () => {
    const res = await ask('What did the CFO of Brisa Foods approve?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });

  it('the CFO’s own mail, by the title in the signature, answers', async () => {
    const res = await ask('What did the CFO of Orla Foods approve?');
    expect(res.answer).toContain('45 days net');
  });
});
