/**
 * Query Mode as a person uses it (issue 13): answers that quote the sentence that answers with a
 * span pointing at it, dates worked out, names typed without accents, metadata questions answered
 * from the database, the not-found sentence, and another user's data never in an answer.
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
let other: TestUser;

const DAY = 86_400_000;
const now = new Date();
const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 8));
const rfc = (d: Date) => d.toUTCString().replace('GMT', '+0000');

function message(m: {
  from: string;
  to: string;
  subject: string;
  date: Date;
  body: string;
  id: string;
  bulk?: boolean;
  inReplyTo?: string;
}) {
  return [
    `From ${m.from.replace(/.*</, '').replace(/>.*/, '')} ${m.date.toUTCString()}`,
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    `Date: ${rfc(m.date)}`,
    `Message-ID: <${m.id}@rapport.test>`,
    ...(m.inReplyTo ? [`In-Reply-To: <${m.inReplyTo}@rapport.test>`] : []),
    ...(m.bulk ? ['List-Unsubscribe: <mailto:unsubscribe@news.example>', 'Precedence: bulk'] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
    '',
  ].join('\n');
}

function archive(owner: string): Buffer {
  const lena = 'Lena Fischer <lena.fischer@northwind.example>';
  const messages = [
    ...[0, 1, 2].map((i) =>
      message({
        from: lena,
        to: owner,
        subject: `Quote for Q3 order, part ${i + 1}`,
        date: new Date(firstOfMonth.getTime() + i * 60_000),
        body: `Hi,\n\nOur budget for the Q3 order is ${38 + i},000 EUR. Please send an updated quote.\n\nBest regards,\nLena`,
        id: `lena-${i}`,
      }),
    ),
    message({
      from: 'Tom Baker <tom.baker@baker.example>',
      to: owner,
      subject: 'Pilot results',
      date: new Date(firstOfMonth.getTime() + 10 * 60_000),
      body: 'Hi,\n\nThe pilot went well: error rates fell by 18%. The board wants a proposal.\n\nThanks,\nTom',
      id: 'tom-1',
    }),
    message({
      from: `Ada Lovelace <${owner}>`,
      to: 'Priya Raman <priya.raman@chennai.example>',
      subject: 'Proposal for Chennai Soft',
      date: new Date(now.getTime() - 10 * DAY),
      body: 'Hi Priya,\n\nAttached is our proposal. Could you confirm by Friday?\n\nAda',
      id: 'to-priya',
    }),
    // Omar answered the user's offer: he is not waiting on anyone.
    message({
      from: `Ada Lovelace <${owner}>`,
      to: 'Omar Haddad <omar.haddad@cairo.example>',
      subject: 'Offer for Cairo Pumps',
      date: new Date(now.getTime() - 45 * DAY),
      body: 'Hi Omar,\n\nHere is our offer. Does it work for you?\n\nAda',
      id: 'to-omar',
    }),
    message({
      from: 'Omar Haddad <omar.haddad@cairo.example>',
      to: owner,
      subject: 'Re: Offer for Cairo Pumps',
      date: new Date(now.getTime() - 44 * DAY),
      body: 'Hi Ada,\n\nYes, the offer works for us.\n\nOmar',
      id: 'from-omar',
      inReplyTo: 'to-omar',
    }),
    // Namesakes: two Ivo Novaks at two addresses; the one with more mail wrote longer ago.
    ...[0, 1, 2].map((i) =>
      message({
        from: 'Ivo Novak <ivo@novak-metal.example>',
        to: owner,
        subject: `Casting order ${i + 1}`,
        date: new Date(now.getTime() - (200 + i) * DAY),
        body: 'Hi,\n\nPlease confirm the casting order.\n\nIvo',
        id: `ivo-old-${i}`,
      }),
    ),
    message({
      from: 'Ivo Novak <ivo.novak@zagreb-pumps.example>',
      to: owner,
      subject: 'Pump trial in Zagreb',
      date: new Date(now.getTime() - 100 * DAY),
      body: 'Hi,\n\nThe pump trial starts next month.\n\nIvo',
      id: 'ivo-new',
    }),
    ...[0, 1, 2, 3, 4].map((i) =>
      message({
        from: 'Flow News <news@news.example>',
        to: owner,
        subject: `Newsletter ${i}`,
        date: new Date(firstOfMonth.getTime() + (20 + i) * 60_000),
        body: 'This week in flow sensors.',
        id: `news-${i}`,
        bulk: true,
      }),
    ),
  ];
  return Buffer.from(messages.join('\n'));
}

function csv(as: TestUser, content: string) {
  const boundary = '----rapport-query-csv';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return as.api('POST', '/csv/upload', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

async function ask(question: string, as: TestUser = user) {
  return expectRoute('chat.ask', await as.api('POST', '/chat/ask', { question }));
}

const SARA_NOTE =
  'Met Sara Lee from Globex today. She is worried about the price of the premium plan. Follow up in two weeks.';

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app);
  other = await createUser(server.app, { firstName: 'Bob' });
  const rows = ['email,first_name,last_name,company,phone,title'];
  for (let i = 0; i < 12; i++)
    rows.push(
      `person${12340 + i}@example.org,Person,${12340 + i},Org${i % 3},+1 555 01${String(i).padStart(2, '0')},Buyer`,
    );
  rows.push('juergen@weiss.example,Jürgen,Weiß,Weiss Logistik,+49 30 90182014,Managing Director');
  rows.push('hannah.baker@acme.example,Hannah,Baker,Acme Robotics,,VP Operations');
  rows.push('e.l@hydro.example,Élodie,Lefèvre,Hydro Lyon,+33 1 99 00 12 34,Head of Procurement');
  rows.push('sara.lee@acme.example,Sara,Lee,Acme Robotics,,COO');
  expectRoute('csv.upload', await csv(user, rows.join('\n')), 202);
  expectRoute('postUpdates.create', await user.api('POST', '/post-updates', { description: SARA_NOTE }), 201);
  expectRoute('mailboxes.importMbox', await uploadMbox(user, archive(user.email)), 202);
  // Bob has his own people and mail: none of it may show up in the user's answers.
  expectRoute(
    'csv.upload',
    await csv(other, 'email,first_name,last_name,company\nzed@acme.example,Zed,Zimmer,Acme Robotics'),
    202,
  );
  expectRoute('mailboxes.importMbox', await uploadMbox(other, archive(other.email)), 202);
  await server.app.rapport.jobs.idle();
}, 120_000);
afterAll(async () => server?.close());

describe('answers quote the words that answer', () => {
  it('quotes the sentence, with a span into the post update, not the whole note', async () => {
    const res = await ask('What did Sara Lee worry about?');
    expect(res.answer).toMatch(/^She is worried about the price of the premium plan\. \[post update, /);
    expect(res.sources).toHaveLength(1);
    const [source] = res.sources;
    expect(source?.kind).toBe('post_update');
    expect(source?.quote).toBe('She is worried about the price of the premium plan.');
    expect(SARA_NOTE.slice(source?.span?.start, source?.span?.end)).toBe(source?.quote);
  });

  it('works out a relative date from the day the note was written', async () => {
    const res = await ask('When should I follow up with Sara?');
    const due = new Date(Date.parse(res.sources[0]?.date ?? '') + 14 * DAY);
    const day = `${due.getUTCDate()} ${due.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${due.getUTCFullYear()}`;
    expect(res.answer).toContain('Follow up in two weeks.');
    expect(res.answer).toContain(`in two weeks: `);
    expect(res.answer).toContain(day);
  });

  it('quotes an email body, never its greeting, and the source opens the email', async () => {
    const res = await ask('What did Tom Baker say about the pilot?');
    const source = res.sources.find((s) => s.kind === 'email');
    expect(source?.quote).toBe('The pilot went well: error rates fell by 18%.');
    const email = expectRoute('emails.get', await user.api('GET', `/emails/${source?.id}`));
    expect(email.bodyText?.slice(source?.span?.start, source?.span?.end).replace(/\s+/g, ' ')).toBe(
      source?.quote,
    );
  });

  it('finds a person typed without accents, and "person12345" as Person 12345', async () => {
    expect((await ask("what is jurgen weiss's phone number?")).answer).toMatch(
      /^Jürgen Weiß's phone number is \+49 30 90182014\./,
    );
    // Nothing in her address or company spells her name without accents: only folding finds her.
    expect((await ask('what is the phone number of elodie lefevre?')).answer).toMatch(
      /^Élodie Lefèvre's phone number is \+33 1 99 00 12 34\./,
    );
    expect((await ask('What is the phone of person12345?')).answer).toMatch(
      /^Person 12345's phone number is \+1 555 0105\./,
    );
  });

  it('says exactly that it could not find an answer that is not in the data, with no sources', async () => {
    for (const question of ["What is Hannah Baker's phone number?", 'What is the capital of France?']) {
      const res = await ask(question);
      expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
      expect(res.sources).toEqual([]);
    }
    expect(NOTHING_FOUND_ANSWER).toBe("I couldn't find that in your emails, contacts or updates.");
  });
});

describe('questions about metadata are answered from the database', () => {
  it('counts and lists contacts, all or at one company', async () => {
    // 12 from the CSV, Jürgen, Hannah, Sara, and the people the mail brought (Lena, Tom, Priya).
    const all = await ask('How many contacts do I have?');
    const count = Number(/You have (\d+) contacts\./.exec(all.answer)?.[1]);
    const listed = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=100'));
    expect(listed.nextCursor).toBeNull();
    expect(count).toBe(listed.items.length);
    expect(count).toBeGreaterThanOrEqual(15);

    expect((await ask('How many contacts do I have at Acme Robotics?')).answer).toBe(
      'You have 2 contacts at Acme Robotics.',
    );
    const atAcme = await ask('list my contacts at acme robotics');
    // Named as the company record is (issue 23), not as typed.
    expect(atAcme.answer.split('\n')[0]).toBe('You have 2 contacts at Acme Robotics:');
    expect(atAcme.answer).toContain('Hannah Baker, VP Operations at Acme Robotics');
    expect(atAcme.answer).toContain('Sara Lee, COO at Acme Robotics');
    expect(atAcme.answer).not.toContain('Zed');
    expect(atAcme.sources.map((s) => s.kind)).toEqual(['contact', 'contact']);
  });

  it('tells when the user last heard from someone, by first name', async () => {
    const res = await ask('When did I last hear from Lena?');
    expect(res.answer).toMatch(/^You last heard from Lena Fischer on .*: "Quote for Q3 order, part 3"\./);
    expect(res.sources[0]?.kind).toBe('email');
  });

  it('reads the mail of every contact of the very name asked (namesakes), for the last and the first', async () => {
    const last = await ask('When did Ivo Novak last email me?');
    expect(last.answer).toMatch(/^You last heard from Ivo Novak on .*: "Pump trial in Zagreb"\./);
    expect((await ask('When did I first hear from Ivo Novak?')).answer).toMatch(/"Casting order 3"/);
  });

  it('tells when the user first heard from someone, and how many emails they sent', async () => {
    expect((await ask('When did I first hear from Lena Fischer?')).answer).toMatch(
      /^You first heard from Lena Fischer on .*: "Quote for Q3 order, part 1"\./,
    );
    const counted = await ask('How many emails has Lena Fischer sent me?');
    expect(counted.answer).toMatch(
      /^Lena Fischer sent you 3 emails; the latest on .*"Quote for Q3 order, part 3"/,
    );
    expect((await ask('How many emails has Tom Baker sent me?')).answer).toMatch(
      /^Tom Baker sent you 1 email;/,
    );
  });

  it('ranks who emailed the user most this month, leaving out newsletters and the user', async () => {
    const res = await ask('Who emailed me most this month?');
    const lines = res.answer.split('\n');
    expect(lines[0]).toBe('Who emailed you most this month:');
    expect(lines[1]).toMatch(/^1\. Lena Fischer <lena\.fischer@northwind\.example>: 3 emails/);
    // The runner-up is listed without a source: only who emailed most is the answer.
    expect(lines[2]).toBe('2. Tom Baker <tom.baker@baker.example>: 1 email');
    expect(res.answer).not.toContain('news@news.example');
    expect(res.sources).toHaveLength(1);
  });

  it("lists who hasn't replied in 7 days, and not in 30", async () => {
    const res = await ask("Who hasn't replied in 7 days?");
    expect(res.answer).toContain('Priya Raman <priya.raman@chennai.example>: "Proposal for Chennai Soft"');
    // A thread whose last email is the other person's reply waits for no one.
    expect(res.answer).not.toContain('Omar');
    expect((await ask("who hasn't replied in 30 days")).answer).toBe(NOTHING_FOUND_ANSWER);
  });

  it("never counts or lists another user's people or mail", async () => {
    expect((await ask('How many contacts do I have?', other)).answer).toMatch(/^You have [1-7] contacts?\./);
    const atAcme = await ask('list my contacts at Acme Robotics', other);
    expect(atAcme.answer).toContain('Zed Zimmer');
    expect(atAcme.answer).not.toContain('Sara Lee');
    const ownSources = new Set(
      expectRoute('emails.list', await other.api('GET', '/emails?limit=100')).items.map((e) => e.id),
    );
    const top = await ask('Who emailed me most this month?', other);
    for (const s of top.sources) expect(ownSources.has(s.id)).toBe(true);
  });
});
