/**
 * Query Mode answers company questions from the companies table (issue 23 item 4), through
 * `POST /chat/ask`: "who do we know at Kestrel Labs?" lists the company's people (those its domain
 * links, with or without a company field), "how many people at Kestrel?" counts them, "when did we
 * last talk to Northwind?" finds the latest mail with any of them; a renamed company answers to its
 * new name; another user's companies are not there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mboxOf } from '../eval/mboxText.js';
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
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app, { email: `owner.${Date.now()}@harbor-works.example` });
  other = await createUser(server.app, { firstName: 'Bob' });
  // Bo Lind's row names no company: only his domain links him to Kestrel Labs.
  const csv = [
    'Name,Email,Company',
    'Ana Ruiz,ana@kestrel-labs.example,Kestrel Labs',
    'Bo Lind,bo@kestrel-labs.example,',
    'Dee Park,dee@northwind-traders.example,Northwind Traders',
    'Eli Stone,eli@northwind-traders.example,Northwind Traders',
  ].join('\n');
  await uploadCsv(user, csv);
  const mail = mboxOf(
    [
      {
        id: 'ana-order',
        from: 'Ana Ruiz <ana@kestrel-labs.example>',
        to: user.email,
        subject: 'Sensor order',
        date: 'Tue, 20 Oct 2026 09:00:00 +0000',
        body: 'We would like 20 sensors.',
      },
      {
        id: 'dee-invoice',
        from: 'Dee Park <dee@northwind-traders.example>',
        to: user.email,
        subject: 'Invoice 7740',
        date: 'Mon, 19 Oct 2026 08:00:00 +0000',
        body: 'Invoice 7740 is attached.',
      },
      {
        id: 'owner-to-eli',
        from: user.email,
        to: 'Eli Stone <eli@northwind-traders.example>',
        subject: 'Delivery slots',
        date: 'Thu, 22 Oct 2026 15:30:00 +0000',
        body: 'Could we move the delivery to Tuesday?',
      },
    ],
    { owner: user.email, idDomain: 'test.example' },
  );
  expectRoute('mailboxes.importMbox', await uploadMbox(user, mail, 'companies.mbox'), 202);
  await server.app.rapport.jobs.idle();
});
afterAll(async () => server?.close());

async function ask(as: TestUser, question: string) {
  return expectRoute('chat.ask', await as.api('POST', '/chat/ask', { question }));
}

describe('company questions read the companies table', () => {
  it('who we know at a company: every person its domain links, a company field or not', async () => {
    const res = await ask(user, 'Who do we know at Kestrel Labs?');
    expect(res.answer.split('\n')[0]).toBe('You have 2 contacts at Kestrel Labs:');
    expect(res.answer).toContain('Ana Ruiz');
    expect(res.answer).toContain('Bo Lind');
    expect(res.sources.map((s) => s.kind)).toEqual(['contact', 'contact']);
  });

  it('how many people: by the start of the company’s name', async () => {
    const res = await ask(user, 'How many people at Kestrel?');
    expect(res.answer).toBe('You have 2 contacts at Kestrel Labs.');
  });

  it('when we last talked to a company: the latest mail with any of its people, either way', async () => {
    const res = await ask(user, 'When did we last talk to Northwind?');
    expect(res.answer).toBe(
      'You last talked to Northwind Traders on 22 Oct 2026: you wrote to Eli Stone: "Delivery slots". [email, 22 Oct 2026]',
    );
    expect(res.sources).toHaveLength(1);
    expect(res.sources[0]?.title).toBe('Delivery slots');
  });

  it('a company renamed answers to its new name', async () => {
    const page = expectRoute('companies.list', await user.api('GET', '/companies?query=kestrel'));
    const kestrel = page.items.find((c) => c.domain === 'kestrel-labs.example');
    expect(kestrel).toBeDefined();
    expectRoute(
      'companies.update',
      await user.api('PATCH', `/companies/${kestrel?.id}`, { name: 'Kestrel Research' }),
    );
    const res = await ask(user, 'Who do we know at Kestrel Research?');
    expect(res.answer.split('\n')[0]).toBe('You have 2 contacts at Kestrel Research:');
  });

  it('a company nobody works at is not found, and another user’s companies are not theirs', async () => {
    expect((await ask(user, 'When did we last talk to Tesla?')).answer).toBe(NOTHING_FOUND_ANSWER);
    const res = await ask(other, 'Who do we know at Northwind Traders?');
    expect(res.answer).toBe(NOTHING_FOUND_ANSWER);
    expect(res.sources).toEqual([]);
    expect((await ask(other, 'When did we last talk to Northwind?')).answer).toBe(NOTHING_FOUND_ANSWER);
  });
});
