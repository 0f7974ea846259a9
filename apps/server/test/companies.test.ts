/**
 * Companies (issue 23 part 4) through the API: one per work domain of the contacts (not gmail.com,
 * not the user's own domain), named from a CSV Company column or the domain, a CSV company without
 * a domain linked by its name; the list (query, sort, order), one company with its people and
 * mail, rename, a new domain, delete (its contacts stay, unlinked), and another user's 404.
 */
import type { Company } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectError,
  expectRoute,
  multipart,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app, { email: `owner.${Date.now()}@harbor-works.example` });
  other = await createUser(server.app, { firstName: 'Bob' });
  const csv = [
    'Name,Email,Company',
    'Ana Ruiz,ana@kestrel-labs.example,Kestrel Labs',
    'Bo Lind,bo@kestrel-labs.example,',
    'Dee Park,dee@northwind.example,Northwind',
    'Cy Moss,cy.moss@gmail.com,Northwind',
    'Fay Fox,fay@gmail.com,',
    'Gil Shaw,gil@harbor-works.example,Harbor Works',
    'Hal Berg,hal@eu.umbra-systems.example,',
  ].join('\n');
  const form = multipart([{ name: 'people.csv', content: csv }]);
  expectRoute(
    'csv.upload',
    await user.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType }),
    202,
  );
  const mail = [
    'From x Mon Jan 06 09:00:00 2025',
    'Message-ID: <kestrel-1@test.example>',
    'From: Ana Ruiz <ana@kestrel-labs.example>',
    `To: ${user.email}`,
    'Subject: Sensor order',
    'Date: Tue, 20 Oct 2026 09:00:00 +0000',
    '',
    'We would like 20 sensors.',
    '',
    '',
  ].join('\n');
  expectRoute('mailboxes.importMbox', await uploadMbox(user, Buffer.from(mail), 'kestrel.mbox'), 202);
  await server.app.rapport.jobs.idle();
});
afterAll(async () => server?.close());

const list = async (as: TestUser, query = '') =>
  expectRoute('companies.list', await as.api('GET', `/companies${query}`));
const byName = (items: Company[]) => Object.fromEntries(items.map((c) => [c.name, c]));

describe('companies', () => {
  it('are made for the work domains of contacts, never for gmail.com or the user’s own domain', async () => {
    const page = await list(user);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((c) => c.name)).toEqual(['Kestrel Labs', 'Northwind', 'Umbra Systems']);
    const companies = byName(page.items);
    expect(companies['Kestrel Labs']).toMatchObject({ domain: 'kestrel-labs.example', contactCount: 2 });
    expect(companies['Kestrel Labs']?.lastContactedAt).toBe('2026-10-20T09:00:00.000Z');
    // Cy's CSV company (a gmail.com address) links to Northwind by its name.
    expect(companies.Northwind).toMatchObject({
      domain: 'northwind.example',
      contactCount: 2,
      lastContactedAt: null,
    });
    expect(companies['Umbra Systems']).toMatchObject({ domain: 'umbra-systems.example', contactCount: 1 });
    expect(page.items.some((c) => c.domain === 'gmail.com' || c.domain === 'harbor-works.example')).toBe(
      false,
    );
  });

  it('are searched, sorted by last contacted, and paged', async () => {
    expect((await list(user, '?query=kestrel')).items.map((c) => c.name)).toEqual(['Kestrel Labs']);
    expect((await list(user, '?query=umbra-systems')).total).toBe(1);
    const recent = await list(user, '?sort=lastContactedAt');
    expect(recent.items[0]?.name).toBe('Kestrel Labs');
    const desc = await list(user, '?sort=name&order=desc');
    expect(desc.items.map((c) => c.name)).toEqual(['Umbra Systems', 'Northwind', 'Kestrel Labs']);
    const first = await list(user, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(user, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.name)).toEqual(['Umbra Systems']);
    expect(second.nextCursor).toBeNull();
    expectError(await user.api('GET', '/companies?sort=size'), 400, /sort/);
  });

  it('opens one with its people and its mail; a contact names its company', async () => {
    const kestrel = byName((await list(user)).items)['Kestrel Labs'] as Company;
    const detail = expectRoute('companies.get', await user.api('GET', `/companies/${kestrel.id}`));
    expect(detail.people.map((p) => p.fullName)).toEqual(['Ana Ruiz', 'Bo Lind']);
    expect(detail.emails.map((e) => e.subject)).toEqual(['Sensor order']);
    const ana = detail.people[0];
    expect(expectRoute('contacts.get', await user.api('GET', `/contacts/${ana?.id}`)).companyId).toBe(
      kestrel.id,
    );
  });

  it('keeps a name the user gives, follows a new domain, refuses a taken or malformed one', async () => {
    const { Northwind: northwind, 'Umbra Systems': umbra } = byName((await list(user)).items);
    const renamed = expectRoute(
      'companies.update',
      await user.api('PATCH', `/companies/${umbra?.id}`, { name: 'Umbra Systems AB' }),
    );
    expect(renamed).toMatchObject({
      name: 'Umbra Systems AB',
      domain: 'umbra-systems.example',
      contactCount: 1,
    });
    expect(byName((await list(user)).items)['Umbra Systems AB']?.id).toBe(umbra?.id);
    expectError(
      await user.api('PATCH', `/companies/${northwind?.id}`, { domain: 'kestrel-labs.example' }),
      409,
      /kestrel-labs\.example/,
    );
    expectError(
      await user.api('PATCH', `/companies/${northwind?.id}`, { domain: 'not a domain' }),
      400,
      /domain/,
    );
    expectError(await user.api('PATCH', `/companies/${northwind?.id}`, { name: '  ' }), 400, /name/);
  });

  it('deletes one: its contacts stay, unlinked, and it is not made again', async () => {
    const kestrel = byName((await list(user)).items)['Kestrel Labs'] as Company;
    expectRoute('companies.delete', await user.api('DELETE', `/companies/${kestrel.id}`));
    expect((await list(user)).items.map((c) => c.name)).not.toContain('Kestrel Labs');
    expectError(await user.api('GET', `/companies/${kestrel.id}`), 404);
    const people = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=50')).items.filter(
      (p) => p.email?.endsWith('@kestrel-labs.example'),
    );
    expect(people).toHaveLength(2);
    expect(people.every((p) => p.companyId === null)).toBe(true);
  });

  it('another user sees none of them: the list is empty and each id is a 404', async () => {
    expect(await list(other)).toEqual({ items: [], nextCursor: null, total: 0 });
    const northwind = byName((await list(user)).items).Northwind as Company;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.api(method, `/companies/${northwind.id}`, body);
      expectError(res, 404);
      expect(res.body).not.toContain('Northwind');
    }
    expectError(await other.api('GET', '/companies/not-a-uuid'), 404);
    expect(byName((await list(user)).items).Northwind?.name).toBe('Northwind');
  });
});
