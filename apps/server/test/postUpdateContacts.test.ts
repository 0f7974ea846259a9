import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactNameKey } from '../src/contacts/identity.js';
import {
  createUser,
  expectRoute,
  multipart,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

/**
 * Post updates link the people they name by the one contact identity (issue 10): the same key
 * and merge rule as the CSV import, mail and the People API, read and written in one
 * transaction; plus what only a mention does (docs/decisions.md): a name alone finds the one
 * contact of that name, accents and company aside, and a name two contacts share links neither.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function importCsv(user: TestUser, csv: string) {
  const form = multipart([{ name: 'people.csv', content: csv }], 'files');
  const res = await user.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType });
  expect(res.statusCode, res.body).toBe(202);
  await server.app.rapport.jobs.idle();
}

async function postUpdate(user: TestUser, description: string) {
  const res = await user.api('POST', '/post-updates', { description });
  expect(res.statusCode, res.body).toBe(201);
  await server.app.rapport.jobs.idle();
}

interface Row {
  id: string;
  email: string | null;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone: string | null;
  source: string;
  conflicts: unknown;
}

async function contactsOf(user: TestUser): Promise<Row[]> {
  const rows = await server.app.rapport.database.executeSql<Row>(
    'select * from contacts where user_id = $1 order by created_at, id',
    [user.id],
  );
  return rows.rows.map((r) => ({
    ...r,
    conflicts: typeof r.conflicts === 'string' ? JSON.parse(r.conflicts) : r.conflicts,
  }));
}

/** The contacts the user's latest post update was linked to. */
async function linkedIds(user: TestUser): Promise<string[]> {
  const rows = await server.app.rapport.database.executeSql<{ facts: unknown }>(
    `select facts from post_updates where user_id = $1 order by created_at desc, id desc limit 1`,
    [user.id],
  );
  const facts = rows.rows[0]?.facts;
  const parsed = (typeof facts === 'string' ? JSON.parse(facts) : facts) as { contactIds: string[] };
  return parsed.contactIds;
}

describe('a post update finds the contacts it names', () => {
  it('by a name written without its accents', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nÉlodie Lefèvre,Société Générale\n');
    await postUpdate(u, 'Met Elodie Lefevre about the renewal.');
    const contacts = await contactsOf(u);
    expect(contacts).toHaveLength(1);
    expect(await linkedIds(u)).toEqual([contacts[0]!.id]);
    const timeline = expectRoute(
      'contacts.timeline',
      await u.api('GET', `/contacts/${contacts[0]!.id}/timeline`),
    );
    expect(timeline.items.map((e) => e.kind)).toContain('post_update');
  });

  it('by its name alone when the contact has a company or an email', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Email,Full Name,Company\n,Jane Doe,Acme\ngrace@navy.mil,Grace Hopper,US Navy\n');
    await postUpdate(u, 'Had lunch with Jane Doe today.');
    await postUpdate(u, 'Called Grace Hopper about the compiler.');
    const contacts = await contactsOf(u);
    expect(contacts.map((c) => c.full_name).sort()).toEqual(['Grace Hopper', 'Jane Doe']);
    expect(await linkedIds(u)).toEqual([contacts.find((c) => c.email === 'grace@navy.mil')!.id]);
  });

  it('fills empty fields, records a different value as a conflict, and never overwrites', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Email,Full Name,Phone\ngrace@navy.mil,Grace Hopper,+1 555 0100\n');
    await postUpdate(u, 'Met Grace Hopper (grace@navy.mil) from Navy. Her phone is +1 555 0199.');
    const [grace, ...others] = await contactsOf(u);
    expect(others).toEqual([]);
    expect(grace).toMatchObject({ phone: '+1 555 0100', company: 'Navy', source: 'csv' });
    // Recorded with the update it came from (issue 25).
    expect(grace?.conflicts).toMatchObject([
      { field: 'phone', existing: '+1 555 0100', incoming: '+1 555 0199' },
    ]);
    expect(grace?.conflicts).toEqual([expect.objectContaining({ postUpdateId: expect.any(String) })]);
    // The same update again records nothing twice.
    await postUpdate(u, 'Met Grace Hopper (grace@navy.mil) from Navy. Her phone is +1 555 0199.');
    expect((await contactsOf(u))[0]?.conflicts).toHaveLength(1);
  });

  it('gives a contact of that name without email the email it is named with', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nAnn Quinlan,Quinlan\n');
    await postUpdate(u, 'Met Ann Quinlan (ann@quinlan.io) today.');
    const contacts = await contactsOf(u);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ email: 'ann@quinlan.io', company: 'Quinlan' });
  });

  it('gives a contact without a company the one it is named with', async () => {
    const u = await createUser(server.app);
    await postUpdate(u, 'Had coffee with Jane Roe.');
    await postUpdate(u, 'Met Jane Roe from Initech about the pilot.');
    const contacts = await contactsOf(u);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ company: 'Initech', first_name: 'Jane', last_name: 'Roe' });
    // Its name key follows: a CSV row "Jane Roe, Initech" is the same person.
    await importCsv(u, 'Full Name,Company,Title\nJane Roe,Initech,CTO\n');
    expect(await contactsOf(u)).toHaveLength(1);
  });

  it('creates a contact for a name at another company, and links neither of two of that name', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nSam Lee,Acme\nSam Lee,Globex\n');
    await postUpdate(u, 'Met Sam Lee from Initech about the pilot.');
    expect((await contactsOf(u)).map((c) => c.company).sort()).toEqual(['Acme', 'Globex', 'Initech']);
    await postUpdate(u, 'Called Sam Lee about the invoice.');
    expect(await contactsOf(u)).toHaveLength(3);
    expect(await linkedIds(u)).toEqual([]);
  });
});

describe('migration 0008', () => {
  it('folds the stored name keys as the identity module now computes them', async () => {
    const u = await createUser(server.app);
    const db = server.app.rapport.database;
    // A key as normalizeNamePart wrote it before: accents gone, ø and ß kept.
    await db.executeSql(
      `insert into contacts (user_id, full_name, company, name_key) values ($1, 'Søren Weiß', 'Ærø Œuvre', 'søren weiß|ærø œuvre')`,
      [u.id],
    );
    const migration = readFileSync(
      new URL('../drizzle/0008_contact_name_keys_folded.sql', import.meta.url),
      'utf8',
    );
    await db.executeSql(migration.replace(/^--.*$/gm, ''));
    const rows = await db.executeSql<{ name_key: string }>(
      'select name_key from contacts where user_id = $1',
      [u.id],
    );
    expect(rows.rows[0]?.name_key).toBe(contactNameKey({ fullName: 'Søren Weiß', company: 'Ærø Œuvre' }));
    expect(rows.rows[0]?.name_key).toBe('soren weiss|aero oeuvre');
  });
});
