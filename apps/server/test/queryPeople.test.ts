/**
 * Query Mode on people (issue 24), over real PGlite through `POST /chat/ask`: "his" after a
 * question that asked for a person is the person the answer gave; a phone asked for with the
 * name typed carelessly ("Grahams phone number?", "fiona macleod number?") or as "his office
 * number" is still that person's phone, from their card or their signature. "When should I
 * follow up with / get back to X?" is the day the user's own note set for X. A stranger whose
 * message a colleague forwarded has the phone and title of the signature in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mboxMessage } from '../eval/mboxText.js';
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

const OWNER = 'sam.okoye@northpeak.example';
const TOMAS = 'Tomas Reyes <tomas@reyes-advisory.example>';
const INES = 'Ines Carvalho <ines@portucast.example>';
const message = (m: Parameters<typeof mboxMessage>[0]) =>
  mboxMessage(m, { owner: `Sam Okoye <${OWNER}>`, idDomain: 'people.test' });

function archive(): Buffer {
  return Buffer.from(
    [
      message({
        id: 'intro',
        from: TOMAS,
        to: `Sam Okoye <${OWNER}>, ${INES}`,
        subject: 'Intro: Sam <> Ines (Portucast)',
        date: '2026-10-20T08:00:00Z',
        body: 'Sam, Ines - connecting you two as promised. Ines buys casting resin for Portucast.\n\nTomas Reyes | Partner | Reyes Advisory | +351 21 555 0110',
      }),
      message({
        id: 'ines',
        from: INES,
        subject: 'Re: Intro: Sam <> Ines (Portucast)',
        date: '2026-10-21T08:00:00Z',
        replyTo: 'intro',
        body: 'Thanks Tomas. Sam, happy to talk next week.\n\nInes Carvalho | Purchasing Manager | Portucast | +351 22 555 0181',
      }),
      message({
        id: 'graham',
        from: 'Graham Pike <graham.pike@atlastooling.example>',
        subject: 'plant visit',
        date: '2026-10-22T08:00:00Z',
        body: '23rd works. come to gate 2, ask for me at reception.\n\nGraham Pike\nPlant Manager, Atlas Tooling Ltd\n0114 555 0199',
      }),
      message({
        // A colleague forwards a stranger's enquiry: his phone and title are only in it.
        id: 'forward',
        from: 'Hanna Berg <hanna@northpeak.example>',
        subject: 'Fwd: Inquiry via website',
        date: '2026-10-24T08:00:00Z',
        body: 'Sam - can you take this one?\n\n---------- Forwarded message ---------\nFrom: Piotr Zieliński <p.zielinski@baltmet.example>\nDate: Thu, 22 Oct 2026 at 16:02\nSubject: Inquiry via website\nTo: <info@northpeak.example>\n\nGood afternoon,\n\nwe are looking for pricing on 40 route planning seats.\n\nRegards,\nPiotr Zieliński\nPurchasing Specialist, Baltmet Sp. z o.o.\n+48 58 555 0144',
      }),
      message({
        // His own later mail is unsigned.
        id: 'piotr',
        from: 'Piotr Zieliński <p.zielinski@baltmet.example>',
        subject: 'Re: Inquiry via website',
        date: '2026-10-26T08:00:00Z',
        body: 'Thank you, the call on Friday suits us.\n\nPiotr',
      }),
      message({
        id: 'fiona',
        from: 'Fiona Macleod <fiona@dundee-data.example>',
        subject: 'workshop',
        date: '2026-10-23T08:00:00Z',
        body: 'Hi Sam, the workshop is on for Tuesday.\n\nFiona Macleod | Data Lead | Dundee Data | 01382 555 201',
      }),
    ].join('\n'),
  );
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
  server.clock.offsetMs = Date.parse('2026-11-02T09:00:00Z') - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Sam' });
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, archive()), 202);
  await server.app.rapport.jobs.idle();
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
  expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', {
      description:
        'Call with Ines Carvalho (Portucast): pilot of 50 kg casting resin. Send the pilot agreement and follow up with Ines in 10 days.',
    }),
  );
  await server.app.rapport.jobs.idle();
  expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', {
      description: 'Call with Fiona at Dundee Data about the workshop agenda. Follow up next Wednesday.',
    }),
  );
  expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', {
      description:
        'Graham Pike from Atlas Tooling wants 20 spools of TPU; I sent a quote today. Check in with Graham in five days.',
    }),
  );
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('a pronoun after a question that asked for a person', () => {
  it('"his" is the introducer the answer gave, not the person the question named', async () => {
    const history = [
      {
        question: 'Who introduced me to Ines Carvalho?',
        answer: 'Tomas Reyes of Reyes Advisory introduced you on 20 October.',
      },
    ];
    const res = await ask("what's his phone number", history);
    expect(res.answer).toContain('+351 21 555 0110');
    expect(res.answer).not.toContain('0181');
  });

  it('"her" after a question about her is still her, whoever a cited source is from', async () => {
    const history = [
      {
        question: 'What does Ines Carvalho buy?',
        answer:
          'Casting resin for Portucast. (Tomas Reyes <tomas@reyes-advisory.example>, "Intro") [email, 20 Oct 2026]',
      },
    ];
    expect((await ask('whats her office number', history)).answer).toContain('+351 22 555 0181');
  });
});

describe('a phone asked for with the name typed carelessly', () => {
  it.each([
    ['Grahams phone number?', '0114 555 0199'],
    ['fionas phone number', '01382 555 201'],
  ])('%s → %s', async (question, phone) => {
    expect((await ask(question)).answer).toContain(phone);
  });
});

describe('a person only in a forwarded message', () => {
  it.each([
    ['phone for Piotr Zielinski', '+48 58 555 0144'],
    ["What is Piotr Zielinski's title?", 'Purchasing Specialist'],
  ])('%s → from the signature in the forwarded part', async (question, value) => {
    const res = await ask(question);
    expect(res.answer).toContain(value);
    expect(res.sources[0]?.title).toBe('Fwd: Inquiry via website');
  });
});

describe('when to follow up with someone', () => {
  it.each(['when do I follow up with Ines?', 'When should I get back to Inês?'])(
    '%s → the day the user’s note set, cited by the note',
    async (question) => {
      const res = await ask(question);
      // Posted Monday 2 Nov: "in 10 days" is Thursday 12 Nov.
      expect(res.answer).toContain('Thu 12 Nov 2026');
      expect(res.answer).toContain('follow up with Ines in 10 days');
      expect(res.sources.map((s) => s.kind)).toEqual(['post_update']);
    },
  );

  it('a dated follow-up of the note that names her is hers, though its own words do not name her', async () => {
    const res = await ask('when should I get back to Fiona?');
    expect(res.answer).toMatch(
      /^Follow up with Fiona(?: Macleod)? on Wed \d{1,2} Nov 2026: Call with Fiona at Dundee Data/,
    );
    expect(res.sources).toHaveLength(1);
  });

  it('the step that says to reach out, not the statement the note also made a step of', async () => {
    const res = await ask('When should I get back to Graham Pike?');
    expect(res.answer).toMatch(
      /^Follow up with Graham Pike on Sat 7 Nov 2026: Check in with Graham in five days/,
    );
  });

  it('"her" is whom the chat was about, never a person called "her"', async () => {
    const history = [
      { question: 'Who is Fiona Macleod?', answer: 'Fiona Macleod, Data Lead at Dundee Data.' },
    ];
    const res = await ask('When should I follow up with her?', history);
    expect(res.answer).not.toMatch(/with her\b/);
  });

  it('someone no note sets a follow-up for is searched as before', async () => {
    const res = await ask('When should I follow up with Tomas?');
    expect(res.answer).not.toMatch(/^Follow up with/);
  });
});

describe('people at a company: contacts and those who only wrote', () => {
  let other: TestUser;
  const ask2 = async (question: string) =>
    expectRoute('chat.ask', await other.api('POST', '/chat/ask', { question }));

  beforeAll(async () => {
    const owner = 'Noor Haddad <noor@quillstone.example>';
    const mail = (m: Parameters<typeof mboxMessage>[0]) => mboxMessage(m, { owner, idDomain: 'tarsis.test' });
    other = await createUser(server.app, { email: 'noor@quillstone.example', firstName: 'Noor' });
    const bytes = Buffer.from(
      [
        mail({
          id: 'karim',
          from: 'Karim Mansour <k.mansour@tarsis-aero.example>',
          subject: 'Supplier registration',
          date: '2026-10-20T08:00:00Z',
          body: 'Dear Supplier,\n\nplease register on our portal.\n\nKarim Mansour\nHead of IT, Tarsis Aerospace LLC',
        }),
        mail({
          id: 'noor-karim',
          from: owner,
          to: 'Karim Mansour <k.mansour@tarsis-aero.example>',
          subject: 'Re: Supplier registration',
          date: '2026-10-20T10:00:00Z',
          replyTo: 'karim',
          body: 'Done, thanks Karim.\n\nNoor',
        }),
        mail({
          id: 'omar',
          from: 'Omar Farouk <omar.farouk@tarsis-aero.example>',
          subject: 'RFQ for PEKK',
          date: '2026-10-22T08:00:00Z',
          body: 'Noor, please quote 300 kg of PEKK.\n\nOmar',
        }),
        mail({
          id: 'layla',
          from: 'Layla Nasser <layla.nasser@tarsis-aero.example>',
          subject: 'annual supply',
          date: '2026-10-23T08:00:00Z',
          body: 'Hello Noor, can we talk about annual supply terms?\n\nLayla',
        }),
        mail({
          id: 'gmail',
          from: 'Sam Tarsis <sam.tarsis@gmail.com>',
          subject: 'hello',
          date: '2026-10-24T08:00:00Z',
          body: 'Hi Noor, just saying hello.\n\nSam',
        }),
      ].join('\n'),
    );
    expectRoute('mailboxes.importMbox', await uploadMbox(other, bytes), 202);
    await server.app.rapport.jobs.idle();
  }, 60_000);

  it('"my contacts at X" adds the people of X who wrote but are no contact, each cited by their mail', async () => {
    const res = await ask2('my contacts at Tarsis Aerospace?');
    expect(res.answer).toMatch(/^You have 1 contact at Tarsis/);
    expect(res.answer).toContain('Karim Mansour');
    expect(res.answer).toContain('Omar Farouk <omar.farouk@tarsis-aero.example>');
    expect(res.answer).toContain('Layla Nasser');
    expect(res.answer).not.toContain('gmail.com');
    expect(res.sources.filter((s) => s.kind === 'email')).toHaveLength(2);
  });

  it.each([
    ['How many people at Tarsis have emailed me?', /^3 people at Tarsis[^\n]* emailed you:/],
    ['Who have I dealt with at Tarsis?', /^You have 1 contact at Tarsis/],
  ])('%s', async (question, start) => {
    const res = await ask2(question);
    expect(res.answer).toMatch(start);
    for (const name of ['Karim', 'Omar', 'Layla']) expect(res.answer).toContain(name);
    expect(res.answer).not.toContain('Sam Tarsis');
  });
});
