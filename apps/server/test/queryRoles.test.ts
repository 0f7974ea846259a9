/**
 * Query Mode on people asked about by their role (issue 24: "people named only by role or
 * company", a class of the blind-written sets dev5 and dev6), through `POST /chat/ask` on real
 * PGlite: "rheinfracht's COO" is the contact of Rheinfracht whose title is COO, "our CEO" the
 * user's colleague, "the IT head at the gdansk port authority" the Head of IT of Baltica Port
 * Authority; a role nobody holds finds nothing. Names with letters beyond Latin-1 ("Wiśniewski")
 * and particles ("Bram de Wit") are one name each.
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
  uploadCsv,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;

const NOW = Date.parse('2026-11-11T09:00:00Z');
const OWNER = 'noor@tidewell.example';
const ME = `Noor Haddad <${OWNER}>`;
const CLAUDIA = 'Claudia Reuter <claudia.reuter@rheinfracht.example>';
const STEFAN = 'Stefan Hoffmann <stefan.hoffmann@rheinfracht.example>';
const JANA = 'Jana Schulz <jana.schulz@rheinfracht.example>';
const BRAM = 'Bram de Wit <bram.dewit@tidewell.example>';
const TOMASZ = 'Tomasz Wiśniewski <tomasz.wisniewski@baltica-port.example>';
const KATARZYNA = 'Katarzyna Nowak <katarzyna.nowak@baltica-port.example>';
const ELINE = 'Eline Bakker <eline.bakker@vanloon-koel.example>';

const CONTACTS = [
  'First Name,Last Name,Email,Company,Title',
  'Dr. Claudia,Reuter,claudia.reuter@rheinfracht.example,Rheinfracht GmbH,COO',
  'Stefan,Hoffmann,stefan.hoffmann@rheinfracht.example,Rheinfracht GmbH,IT-Leiter',
  'Jana,Schulz,jana.schulz@rheinfracht.example,Rheinfracht GmbH,Head of Dispatch',
  'Bram,de Wit,bram.dewit@tidewell.example,Tidewell Logistics,CEO',
  'Femke,Jansen,femke.jansen@tidewell.example,Tidewell Logistics,Finance Manager',
  'Tomasz,Wiśniewski,tomasz.wisniewski@baltica-port.example,Baltica Port Authority,Head of IT',
  'Katarzyna,Nowak,katarzyna.nowak@baltica-port.example,Baltica Port Authority,Procurement Specialist',
].join('\n');

const message = (m: MboxMessage) => mboxMessage(m, { owner: ME, idDomain: 'roles.test' });

function archive(): Buffer {
  const messages: MboxMessage[] = [
    {
      id: 'claudia',
      from: CLAUDIA,
      subject: 'AW: visibility for your 310 trucks',
      date: '2026-10-28T08:00:00Z',
      body: 'Dear Ms Haddad,\n\nAll IT projects are reviewed in our budget round in January. If you can show me a business case with real numbers, I give you 45 minutes.\n\nDr. Claudia Reuter',
    },
    {
      id: 'stefan',
      from: STEFAN,
      subject: 'questions before the demo',
      date: '2026-11-09T08:00:00Z',
      body: 'Hello Ms Haddad,\n\nbefore the demo, two questions from IT: where is the data hosted? Do you have a SOC 2 report or only ISO?\n\nStefan Hoffmann',
    },
    {
      id: 'jana',
      from: JANA,
      subject: 'Termin',
      date: '2026-11-02T08:00:00Z',
      body: 'Hallo Frau Haddad,\n\nThursday 19 November at 14:00 works for the demo. Please send the Teams invite.\n\nJana Schulz',
    },
    {
      id: 'bram',
      from: BRAM,
      subject: 'Middle East',
      date: '2026-10-30T08:00:00Z',
      body: 'Noor,\n\nI want a reseller signed in the UAE by Q1 2027. Gulf Bridge looks like the best candidate.\n\nBram',
    },
    {
      id: 'tomasz',
      from: TOMASZ,
      subject: 'tender technical questions',
      date: '2026-11-05T08:00:00Z',
      body: 'Dear Ms Haddad,\n\nFor login we need single sign-on with our Azure AD; local accounts are not allowed.\n\nTomasz Wiśniewski',
    },
    {
      id: 'katarzyna',
      from: KATARZYNA,
      subject: 'tender deadline',
      date: '2026-11-07T10:00:00Z',
      body: 'Dear Ms Haddad,\n\nThe offers for the tender are now due on 7 December at 12:00.\n\nKatarzyna Nowak',
    },
    {
      id: 'eline',
      from: ELINE,
      subject: 'mid-point review',
      date: '2026-11-10T08:00:00Z',
      body: 'Hi Noor,\n\nIf the pilot is good, the full rollout would be 180 trucks.\n\nEline',
    },
  ];
  return Buffer.from(messages.map(message).join('\n'), 'utf8');
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Noor' });
  await uploadCsv(user, CONTACTS);
  await server.app.rapport.jobs.idle();
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
});

afterAll(async () => server?.close());

describe('a person asked about by role', () => {
  it('"<company>\'s COO" is the company\'s contact titled COO, and what they want is in their own mail', async () => {
    const res = await ask("what does rheinfracht's COO want to see from us");
    expect(res.answer).toContain('business case');
    expect(res.sources.map((s) => s.quote).join(' ')).toContain('business case');
  });

  it('"IT lead" is the "IT-Leiter" of the company, not its head of dispatch', async () => {
    const res = await ask("what did rheinfracht's IT lead ask before the demo");
    expect(res.answer).toContain('Stefan Hoffmann');
    expect(res.answer).toContain('where is the data hosted?');
    expect(res.answer).not.toContain('Jana Schulz');
  });

  it('"our CEO" is the colleague titled CEO at the user\'s own domain', async () => {
    const res = await ask('what does our ceo want in the UAE');
    expect(res.answer).toContain('Q1 2027');
  });

  it('"the IT head at the gdansk port authority" is the Head of IT of Baltica Port Authority', async () => {
    const res = await ask('who is the IT head at the gdansk port authority');
    expect(res.answer).toContain('Tomasz Wiśniewski');
    expect(res.answer).not.toContain('Katarzyna');
  });

  it('a role nobody at the company holds finds nothing', async () => {
    const res = await ask("what did rheinfracht's finance manager say about the renewal");
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
  });
});

describe('names as written', () => {
  it('a name with letters beyond Latin-1 is one name', async () => {
    const res = await ask('what does Tomasz Wiśniewski need for login');
    expect(res.answer).toContain('Azure AD');
  });

  it('a surname with a particle is one name', async () => {
    const res = await ask('what does Bram de Wit want in the UAE');
    expect(res.answer).toContain('Q1 2027');
  });
});

describe('periods and companies as typed', () => {
  it('a bare weekday in a question about the past is the last such day (asked on a Wednesday)', async () => {
    const res = await ask('what did Katarzyna send me on saturday');
    expect(res.answer).toContain('7 December');
  });

  it('a company typed in two words is the mail domain written as one ("van loon", vanloon-koel)', async () => {
    const res = await ask('anything from van loon this week');
    expect(res.answer).toContain('180 trucks');
  });
});
