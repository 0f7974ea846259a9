/**
 * One-line and multi-line signatures through the API (issue 24): a mailbox import keeps the
 * sender's title, company and phone on the contact (filling blank fields only, never a person's
 * edits), and Query Mode answers "what is X's phone / title" with the whole value.
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

const OWNER = 'sam.okoye@northpeak.example';
const message = (m: MboxMessage) =>
  mboxMessage(m, { owner: `Sam Okoye <${OWNER}>`, idDomain: 'signatures.test' });

const MAIL: MboxMessage[] = [
  {
    id: 'rohan',
    from: 'Rohan Mehta <rohan@kestrel.example>',
    subject: 'pallet labels',
    date: '2026-10-20T08:00:00Z',
    body: 'Hi Sam,\n\nthe new pallet labels arrive on Thursday.\n\nBest,\nRohan Mehta | Head of Supply Chain | Kestrel Labs | +1 (415) 555-0142 x204',
  },
  {
    id: 'dana',
    from: 'Dana Whitfield <dana.whitfield@halden-freight.example>',
    subject: 'customs forms',
    date: '2026-10-21T08:00:00Z',
    body: 'Sam, the customs forms are signed.\n\n— Dana Whitfield, VP Operations, Halden Freight · m: +44 7700 900123',
  },
  {
    id: 'priya',
    from: 'Priya Nair <priya@lumen.example>',
    subject: 'pilot',
    date: '2026-10-22T08:00:00Z',
    body: 'Hello Sam,\n\nwe are ready for the pilot.\n\nThanks,\nPriya Nair / CTO / Lumen Health / 020 7946 0958',
  },
  {
    // No display name: the signature gives it.
    id: 'sven',
    from: 'so@nordlys.example',
    subject: 'servers',
    date: '2026-10-23T08:00:00Z',
    body: 'Hi,\n\nthe servers are racked.\n\nSven Olsen · Head of IT · Nordlys AS · mobile: +47 912 34 567',
  },
  {
    // Her card was edited by the user before this mail came: the title stays theirs.
    id: 'leah',
    from: 'Leah Cohen <leah@brightline.example>',
    subject: 'renewal',
    date: '2026-10-24T08:00:00Z',
    body: 'Sam, can we talk about the renewal?\n\nLeah Cohen | Account Executive | Brightline | cell 415-555-0187',
  },
  {
    // A university's address under a country code; his first mail has no signature.
    id: 'mick-first',
    from: "Mick O'Brien <m.obrien@sandstone.edu.au>",
    subject: 'retention analytics',
    date: '2026-10-25T08:00:00Z',
    body: "Hi Sam, Mick O'Brien here. Could we talk about a pilot?\n\nMick",
  },
  {
    // A title with a comma inside a part of a `|` line: the comma is the title's.
    id: 'mick-signed',
    from: "Mick O'Brien <m.obrien@sandstone.edu.au>",
    subject: 'Re: retention analytics',
    date: '2026-10-26T08:00:00Z',
    body: "Thanks Sam, next step is an ethics approval.\n\nMick O'Brien\nDirector, Planning & Analytics | Sandstone University | +61 7 3555 0190",
  },
];

async function contact(email: string) {
  const list = expectRoute(
    'contacts.list',
    await user.api('GET', `/contacts?query=${encodeURIComponent(email)}`),
  );
  const found = list.items.find((c) => c.email === email);
  expect(found, email).toBeDefined();
  return expectRoute('contacts.get', await user.api('GET', `/contacts/${found!.id}`));
}

async function ask(question: string) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
}

/** Imports an archive and makes everyone who wrote a contact (the default keeps inbound-only senders as suggestions). */
async function importMail(messages: MboxMessage[], fileName: string) {
  const bytes = Buffer.from(messages.map(message).join('\n'));
  const imported = expectRoute('mailboxes.importMbox', await uploadMbox(user, bytes, fileName), 202);
  await server.app.rapport.jobs.idle();
  expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${imported.mailbox.id}`, { contactPolicy: 'everyone' }),
  );
  await server.app.rapport.jobs.idle();
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = Date.parse('2026-11-02T09:00:00Z') - Date.now();
  user = await createUser(server.app, { email: OWNER, firstName: 'Sam' });
  // Leah writes first without a signature; the user gives her card a title of their own.
  await importMail(
    [
      {
        id: 'leah-first',
        from: 'Leah Cohen <leah@brightline.example>',
        subject: 'hello',
        date: '2026-10-01T08:00:00Z',
        body: 'Hi Sam, nice to meet you.\n\nLeah',
      },
    ],
    'first.mbox',
  );
  const leah = (await contact('leah@brightline.example')) as { id: string };
  expectRoute('contacts.update', await user.api('PATCH', `/contacts/${leah.id}`, { title: 'Buyer' }));
  await importMail(MAIL, 'second.mbox');
}, 120_000);
afterAll(async () => server?.close());

describe('a one-line signature on the contact', () => {
  it.each([
    ['rohan@kestrel.example', 'Head of Supply Chain', 'Kestrel Labs', '+1 (415) 555-0142 x204'],
    ['dana.whitfield@halden-freight.example', 'VP Operations', 'Halden Freight', '+44 7700 900123'],
    ['priya@lumen.example', 'CTO', 'Lumen Health', '020 7946 0958'],
    ['so@nordlys.example', 'Head of IT', 'Nordlys AS', '+47 912 34 567'],
  ])('%s: title, company and phone', async (email, title, company, phone) => {
    const card = await contact(email);
    expect(card.title).toBe(title);
    expect(card.company).toBe(company);
    expect(card.phone).toBe(phone);
  });

  it('keeps a comma inside a title part whole, and names no company after a domain’s category label', async () => {
    const card = await contact('m.obrien@sandstone.edu.au');
    expect(card.title).toBe('Director, Planning & Analytics');
    // Which of his two mails fills it first is the import's order: the domain's name or the signature's.
    expect(card.company).toMatch(/^Sandstone(?: University)?$/);
    expect(card.phone).toBe('+61 7 3555 0190');
    expect((await ask("What is Mick O'Brien's position?")).answer).toContain(
      'Director, Planning & Analytics',
    );
  });

  it('takes the name from the signature when the From header gives none', async () => {
    const card = await contact('so@nordlys.example');
    expect(card.firstName).toBe('Sven');
    expect(card.lastName).toBe('Olsen');
  });

  it('fills only blank fields: the title the user gave stays, the phone is added', async () => {
    const card = await contact('leah@brightline.example');
    expect(card.title).toBe('Buyer');
    expect(card.phone).toBe('415-555-0187');
  });
});

describe('Query Mode on one-line signatures', () => {
  it.each([
    ["What is Rohan Mehta's phone number?", '+1 (415) 555-0142 x204'],
    ["What is Dana Whitfield's phone?", '+44 7700 900123'],
    ["What is Priya Nair's phone number?", '020 7946 0958'],
  ])('%s → the whole number', async (question, phone) => {
    const res = await ask(question);
    expect(res.answer).toContain(phone);
    expect(res.answer).not.toMatch(new RegExp(`${phone.replace(/[()+]/g, '\\$&')}\\d`));
  });

  it.each([
    ["What is Dana Whitfield's title?", 'VP Operations'],
    ["What is Rohan Mehta's title?", 'Head of Supply Chain'],
  ])('%s', async (question, title) => {
    expect((await ask(question)).answer).toContain(title);
  });
});

describe('a sender who is no contact (the default policy)', () => {
  it('answers the phone from the mail whole, extension included', async () => {
    const other = await createUser(server.app, { email: 'ada.obi@northpeak.example', firstName: 'Ada' });
    const bytes = Buffer.from(
      mboxMessage(MAIL[0]!, { owner: 'Ada Obi <ada.obi@northpeak.example>', idDomain: 'signatures.test' }),
    );
    expectRoute('mailboxes.importMbox', await uploadMbox(other, bytes), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('contacts.list', await other.api('GET', '/contacts')).items).toEqual([]);
    const res = expectRoute(
      'chat.ask',
      await other.api('POST', '/chat/ask', { question: "What is Rohan Mehta's phone number?" }),
    );
    expect(res.answer).toContain('+1 (415) 555-0142 x204');
  });
});
