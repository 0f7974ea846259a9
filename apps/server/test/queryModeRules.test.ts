/**
 * Query Mode's rules for trust (issue 13), over real PGlite through `POST /chat/ask`: an answer
 * that lacks a name or word the question asks about is the not-found sentence; an answer cites
 * the passages that hold the answer (no contact card beside the note, one email per thread, a
 * dated passage for "when"); periods ("in January", "today", "yesterday") filter the search and
 * the metadata SQL, in the asker's time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Friday 30 Oct 2026, 23:30 UTC: already Saturday in Berlin, still Friday evening in New York. */
const NOW = Date.parse('2026-10-30T23:30:00Z');
const LENA = 'Lena Fischer <lena.fischer@northwind.example>';
const TOMAS = 'Tomás Ferreira <tomas@brightwater.example>';

function message(m: {
  from: string;
  subject: string;
  date: string;
  body: string;
  id: string;
  replyTo?: string;
}) {
  const date = new Date(m.date);
  return [
    `From ${m.from.replace(/.*</, '').replace(/>.*/, '')} ${date.toUTCString()}`,
    `From: ${m.from}`,
    'To: owner@rapport.test',
    `Subject: ${m.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${m.id}@rapport.test>`,
    ...(m.replyTo
      ? [`In-Reply-To: <${m.replyTo}@rapport.test>`, `References: <${m.replyTo}@rapport.test>`]
      : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
    '',
  ].join('\n');
}

function archive(): Buffer {
  const messages = [
    message({
      from: TOMAS,
      subject: 'Travel to Pune',
      date: '2026-01-05T09:00:00Z',
      body: 'Hi Alex,\n\nI booked the flights to Pune for the customer visit. The hotel is near the site.\n\nTomás',
      id: 'tomas-pune',
    }),
    message({
      from: 'Daniel Turner <daniel@kent.example>',
      subject: 'Invoice 8831',
      date: '2026-09-08T09:00:00Z',
      body: 'Hi Alex,\n\nPlease find attached invoice 8831 for 30,800 EUR, payable within 30 days.\n\nDaniel',
      id: 'invoice-8831',
    }),
    message({
      from: 'Daniel Turner <daniel@kent.example>',
      subject: 'Re: Invoice 8831',
      date: '2026-10-06T09:00:00Z',
      body: 'Hi Alex,\n\nPayment of invoice 8831 has been received, thank you.\n\nDaniel',
      id: 'invoice-8831-paid',
      replyTo: 'invoice-8831',
    }),
    message({
      from: LENA,
      subject: 'Renewal of the FM-200',
      date: '2026-09-02T09:00:00Z',
      body: 'Hi Alex,\n\nPlease send the renewal offer.\n\nLena',
      id: 'lena-renewal',
    }),
    // More of Lena's mail about flow meters than one search returns, none of it from January.
    ...Array.from({ length: 24 }, (_, i) =>
      message({
        from: LENA,
        subject: `Flow meter order ${i + 1}`,
        date: `2026-06-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
        body: `Hi Alex,\n\nThe flow meter order ${i + 1} for Lena Fischer at Northwind is confirmed.\n\nLena`,
        id: `lena-june-${i}`,
      }),
    ),
    message({
      from: LENA,
      subject: 'Angebot für calibration kit',
      date: '2026-01-11T09:00:00Z',
      body: 'Guten Tag Alex,\n\nkönnten Sie uns ein Angebot über 50 Stück calibration kit schicken?\n\nLena',
      id: 'lena-january',
    }),
    // Friday 10:00 UTC: "today" in UTC and in New York, "yesterday" in Berlin.
    message({
      from: LENA,
      subject: 'Site visit in Hamburg',
      date: '2026-10-30T10:00:00Z',
      body: 'Hi Alex,\n\nCould we plan the site visit in Hamburg for November?\n\nLena',
      id: 'lena-friday',
    }),
    // Friday 23:10 UTC: Saturday 00:10 in Berlin.
    message({
      from: LENA,
      subject: 'Price list for 2027',
      date: '2026-10-30T23:10:00Z',
      body: 'Hi Alex,\n\nCould you send me the price list for 2027?\n\nLena',
      id: 'lena-late',
    }),
  ];
  return Buffer.from(messages.join('\n'));
}

function csv(content: string) {
  const boundary = '----rapport-rules-csv';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return user.api('POST', '/csv/upload', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

async function ask(question: string, timeZone?: string) {
  return expectRoute(
    'chat.ask',
    await user.api('POST', '/chat/ask', { question, ...(timeZone ? { timeZone } : {}) }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = NOW - Date.now();
  user = await createUser(server.app);
  expectRoute(
    'csv.upload',
    await csv(
      [
        'email,first_name,last_name,company,title,notes',
        'olivia.grant@acme.example,Olivia,Grant,Acme Robotics,Legal Counsel,',
        'kwame@volta.example,Kwame,Mensah,Volta Power,CTO,Wants a partner discount.',
        'lena.fischer@northwind.example,Lena,Fischer,Northwind,Head of Procurement,',
      ].join('\n'),
    ),
    202,
  );
  for (const description of [
    'Kwame Mensah at Volta Power wants a partner discount of 7.5% for a three-year agreement.',
    'Call with Lena Fischer about the FM-200 renewal. She needs our offer by 16 October.',
  ])
    expectRoute('postUpdates.create', await user.api('POST', '/post-updates', { description }), 201);
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('an answer that lacks what is asked is the not-found sentence', () => {
  it.each([
    // The trip to Pune has a hotel, but the question names Reykjavik.
    'Which hotel did Tomás book in Reykjavik?',
    // Nothing holds "quantum": flow meters and calibration kits are not the answer.
    'Did anyone mention quantum flow meters?',
    // "Grant" is part of her name, so "children" is what is asked about.
    'How many children does Olivia Grant have?',
  ])('%s', async (question) => {
    const res = await ask(question);
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
  });

  it('answers the same question about a place the data holds', async () => {
    const res = await ask('Which hotel did Tomás book in Pune?');
    expect(res.answer).toContain('The hotel is near the site.');
  });
});

describe('an answer cites the passages that hold the answer', () => {
  it('cites the note, not the contact card whose notes hold the same words', async () => {
    const res = await ask('What partner discount does Kwame Mensah want?');
    expect(res.answer).toContain('7.5%');
    expect(res.sources.map((s) => s.kind)).toEqual(['post_update']);
  });

  it('for "by when", cites the passage with a date, not the email that only asks', async () => {
    const res = await ask('By when does Lena Fischer need our offer?');
    expect(res.sources.map((s) => s.quote)).toEqual(['She needs our offer by 16 October.']);
  });

  it('cites one email of a thread: the one holding the amount', async () => {
    const res = await ask('How much is invoice 8831?');
    expect(res.sources).toHaveLength(1);
    expect(res.sources[0]?.quote).toContain('30,800 EUR');
    // Both emails hold "invoice 8831": the thread is cited once.
    expect((await ask('Tell me about invoice 8831')).sources).toHaveLength(1);
    // "Payment … received" answers "paid".
    expect((await ask('Was invoice 8831 paid?')).sources[0]?.quote).toBe(
      'Payment of invoice 8831 has been received, thank you.',
    );
  });
});

describe('periods filter what is searched, in the asker’s time zone', () => {
  it('finds mail from the month asked about behind more recent, better matches', async () => {
    const res = await ask('What did Lena Fischer send me in January?');
    expect(res.answer).toContain('calibration kit');
    for (const s of res.sources) expect(s.date.slice(0, 7)).toBe('2026-01');
  });

  it('reads "today" and "yesterday" in the time zone the request carries, else UTC', async () => {
    const quotes = async (question: string, zone?: string) =>
      (await ask(question, zone)).sources.map((s) => s.title).sort();
    expect(await quotes('What did Lena Fischer send me today?')).toEqual([
      'Price list for 2027',
      'Site visit in Hamburg',
    ]);
    expect(await quotes('What did Lena Fischer send me today?', 'Europe/Berlin')).toEqual([
      'Price list for 2027',
    ]);
    expect(await quotes('What did Lena Fischer send me yesterday?', 'Europe/Berlin')).toEqual([
      'Site visit in Hamburg',
    ]);
    expect(await quotes('What did Lena Fischer send me today?', 'America/New_York')).toEqual([
      'Price list for 2027',
      'Site visit in Hamburg',
    ]);
  });

  it('counts emails of a period in the time zone too (metadata SQL)', async () => {
    expect((await ask('How many emails has Lena Fischer sent me today?')).answer).toMatch(
      /^Lena Fischer sent you 2 emails today;/,
    );
    expect((await ask('How many emails has Lena Fischer sent me today?', 'Europe/Berlin')).answer).toMatch(
      /^Lena Fischer sent you 1 email today;/,
    );
  });

  it('refuses a time zone it does not know with a 400 and a detail', async () => {
    const res = await user.api('POST', '/chat/ask', {
      question: 'What did Lena send me today?',
      timeZone: 'Mars/Olympus',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/IANA time zone/);
  });
});
