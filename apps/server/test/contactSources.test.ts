import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostUpdateFacts } from '../src/assistant/types.js';
import { normalizeNamePart } from '../src/contacts/identity.js';
import { createSqlContactStore } from '../src/contacts/store.js';
import { importContactsCsv } from '../src/csv/importer.js';
import { type MailboxRow, users } from '../src/db/schema.js';
import { createMailboxContactsJob } from '../src/mailbox/contactsJob.js';
import { createMailContacts } from '../src/mailbox/mailContacts.js';
import type { EmailRecord, ProviderContact } from '../src/mailbox/types.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * One contact identity for every source (issue 10): the same people imported through any two of
 * CSV import, post updates, contacts from mail and the Gmail People API, in either order, become
 * the same contacts, with the same values. Each source runs its real code on the database: the
 * CSV importer over the SQL store, post-update processing's `linkFacts`, mail's contact discovery,
 * the `mailbox.contacts` job over a provider that lists the people.
 *
 * "The same people": each person is one identity (an email, or a name + company when they have
 * no email). A source may leave a field out (a post update has no titles), write a name without
 * its accents or in another case, and give another title or phone than the other source: then
 * the first value stays and the other is recorded as a conflict, so "the same contacts" means the
 * same identities, each field holding the same values once its conflicts are counted in.
 */

const OWNER = 'owner@rapport.test';
const FIRST = ['Élodie', 'Jane', 'Søren', 'José', 'Ann', 'Zoë'];
const LAST = ['Lefèvre', 'Doe', 'Núñez', 'Quinlan', 'Smith', 'Okafor'];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella'];
const TITLES = ['CTO', 'Head of Sales', 'Account Manager'];

interface Person {
  first: string;
  last: string;
  email: string | null;
  company: string | null;
  title: string | null;
  phone: string | null;
  /** What a source that disagrees says instead. */
  otherTitle: string;
  otherPhone: string;
}

/** What one source says of a person: identity always, other fields when `keeps` says so. */
interface Telling {
  plainName: boolean;
  upperName: boolean;
  keepsCompany: boolean;
  keepsTitle: boolean;
  keepsPhone: boolean;
  /** Says `otherTitle`/`otherPhone` instead of the person's. */
  disagrees: boolean;
}

const ascii = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ø/g, 'o');

const personArb = (index: number, first: string, last: string) =>
  fc
    .record({
      hasEmail: fc.boolean(),
      company: fc.option(fc.constantFrom(...COMPANIES), { nil: null }),
      title: fc.option(fc.constantFrom(...TITLES), { nil: null }),
      phone: fc.option(fc.constant(`+1 415 555 01${String(10 + index)}`), { nil: null }),
    })
    .map(({ hasEmail, company, title, phone }): Person => {
      const domain = company ? `${company.toLowerCase()}.com` : 'gmail.com';
      const email = hasEmail ? `${ascii(first).toLowerCase()}.${ascii(last).toLowerCase()}@${domain}` : null;
      const otherTitle = TITLES[(TITLES.indexOf(title ?? 'CTO') + 1) % TITLES.length]!;
      return {
        first,
        last,
        email,
        company,
        title,
        phone,
        otherTitle,
        otherPhone: `+44 20 7946 0${100 + index}`,
      };
    });

/** 1–4 people with distinct names (two people of one name are the name-matching tests' business). */
const peopleArb = fc
  .uniqueArray(fc.tuple(fc.nat(FIRST.length - 1), fc.nat(LAST.length - 1)), {
    minLength: 1,
    maxLength: 4,
    selector: ([f, l]) => `${f}-${l}`,
  })
  .chain((names) => fc.tuple(...names.map(([f, l], i) => personArb(i, FIRST[f]!, LAST[l]!))));

const tellingArb = fc.record({
  plainName: fc.boolean(),
  upperName: fc.boolean(),
  keepsCompany: fc.boolean(),
  keepsTitle: fc.boolean(),
  keepsPhone: fc.boolean(),
  disagrees: fc.boolean(),
});

/** A person as one source tells them: the fields it keeps, the name as it writes it. */
function told(p: Person, t: Telling) {
  let fullName = `${p.first} ${p.last}`;
  if (t.plainName) fullName = ascii(fullName);
  if (t.upperName) fullName = fullName.toUpperCase();
  return {
    fullName,
    email: p.email,
    // Without an email the company is part of who the person is: every source says it.
    company: p.email === null || t.keepsCompany ? p.company : null,
    title: t.keepsTitle ? (t.disagrees ? p.otherTitle : p.title) : null,
    phone: t.keepsPhone ? (t.disagrees ? p.otherPhone : p.phone) : null,
  };
}

type Source = 'csv' | 'postUpdate' | 'mail' | 'peopleApi';
/** Mail and the People API only know people by their email. */
/** The fields besides the identity a source says. */
const CARRIED: Record<Source, readonly ('title' | 'phone')[]> = {
  csv: ['title', 'phone'],
  postUpdate: ['phone'],
  mail: ['title', 'phone'],
  peopleApi: ['title', 'phone'],
};
const TAKES_NO_EMAIL: Record<Source, boolean> = {
  csv: true,
  postUpdate: true,
  mail: false,
  peopleApi: false,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function newUser(): Promise<string> {
  const [u] = await server.app.rapport.database.db
    .insert(users)
    .values({ email: `user-${randomUUID()}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  return u!.id;
}

const csvCell = (v: string | null) => (v === null ? '' : `"${v.replace(/"/g, '""')}"`);

async function viaCsv(userId: string, people: ReturnType<typeof told>[]) {
  const rows = people.map((p) => [p.email, p.fullName, p.company, p.title, p.phone].map(csvCell).join(','));
  const bytes = Buffer.from(['Email,Full Name,Company,Title,Phone', ...rows].join('\n'));
  const store = createSqlContactStore(server.app.rapport.database, userId, 'csv');
  await importContactsCsv({ bytes, fileName: 'people.csv', store });
}

/** One post update per person, its facts as extraction gives them. */
async function viaPostUpdates(userId: string, people: ReturnType<typeof told>[]) {
  for (const p of people) {
    const facts: PostUpdateFacts = {
      people: [{ fullName: p.fullName, ...(p.email ? { email: p.email } : {}) }],
      emails: p.email ? [p.email] : [],
      companies: p.company ? [p.company] : [],
      phones: p.phone ? [p.phone] : [],
      dates: [],
      nextSteps: [],
    };
    await server.app.rapport.services.postUpdates.linkFacts(userId, facts);
  }
}

const mailbox = (userId: string, kind: 'mbox' | 'gmail') =>
  // `everyone`: the mail here is one email from each person, which `two_way` (the default) would only suggest.
  ({ id: randomUUID(), userId, kind, address: OWNER, contactPolicy: 'everyone' }) as unknown as MailboxRow;

/** One email from each person to the owner, signed with what this source keeps. */
async function viaMail(userId: string, people: ReturnType<typeof told>[]) {
  const records = people.map(
    (p, i): EmailRecord => ({
      providerId: `m${i}`,
      messageId: `m${i}@test`,
      inReplyTo: null,
      references: [],
      subject: 'Hello',
      from: { name: p.fullName, address: p.email! },
      to: [{ name: null, address: OWNER }],
      cc: [],
      bcc: [],
      replyTo: [],
      date: new Date('2026-01-05T10:00:00Z'),
      bodyText: 'Hello',
      quotedText: '',
      signature: ['Best,', p.fullName, p.title, p.phone ? `T: ${p.phone}` : null].filter(Boolean).join('\n'),
      snippet: 'Hello',
      attachments: [],
      labels: [],
      isBulk: false,
      threadKey: `t${i}`,
    }),
  );
  await createMailContacts(server.app.rapport.database, async () => OWNER)(mailbox(userId, 'mbox'), records);
}

/** The `mailbox.contacts` job over a provider whose address book holds the people. */
async function viaPeopleApi(userId: string, people: ReturnType<typeof told>[]) {
  const page: ProviderContact[] = people.map((p) => {
    const [firstName = null, ...rest] = p.fullName.split(' ');
    return { ...p, email: p.email!, firstName, lastName: rest.join(' ') || null };
  });
  const row = mailbox(userId, 'gmail');
  const noop = async () => {};
  const job = createMailboxContactsJob({
    database: server.app.rapport.database,
    mailboxes: { owned: async () => row, update: noop } as never,
    jobs: {
      find: async () => ({ status: 'queued' }),
      start: noop,
      progress: noop,
      complete: noop,
      fail: noop,
    } as never,
    providerFor: () =>
      ({
        async *listContacts() {
          yield page;
        },
      }) as never,
  });
  await job({ userId, mailboxId: row.id, jobId: randomUUID() } as never, { jobId: 'j', attempt: 1 });
}

const VIA: Record<Source, (userId: string, people: ReturnType<typeof told>[]) => Promise<void>> = {
  csv: viaCsv,
  postUpdate: viaPostUpdates,
  mail: viaMail,
  peopleApi: viaPeopleApi,
};

const FIELDS = ['fullName', 'firstName', 'lastName', 'company', 'title', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const COLUMNS: Record<Field, string> = {
  fullName: 'full_name',
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  title: 'title',
  phone: 'phone',
};
/** Names up to accents and case, phones by their digits. */
const comparable = (field: string, v: string | null | undefined) =>
  v ? (field === 'phone' ? v.replace(/\D/g, '') : normalizeNamePart(v)) : null;

interface Stored {
  email: string | null;
  /** Each field's value, comparable. */
  value: Record<Field, string | null>;
  /** Each field's value and the values recorded as conflicting with it, comparable and sorted. */
  known: Record<Field, string[]>;
}

async function contactsOf(userId: string): Promise<Stored[]> {
  const rows = await server.app.rapport.database.executeSql<Record<string, unknown>>(
    'select * from contacts where user_id = $1',
    [userId],
  );
  return rows.rows
    .map((r) => {
      const conflicts = (typeof r.conflicts === 'string' ? JSON.parse(r.conflicts) : r.conflicts) as {
        field: string;
        incoming: string;
      }[];
      const value = {} as Stored['value'];
      const known = {} as Stored['known'];
      for (const field of FIELDS) {
        value[field] = comparable(field, r[COLUMNS[field]] as string | null);
        const all = [
          value[field],
          ...conflicts.filter((c) => c.field === field).map((c) => comparable(field, c.incoming)),
        ];
        known[field] = [...new Set(all.filter((v): v is string => v !== null))].sort();
      }
      return { email: r.email as string | null, value, known };
    })
    .sort((a, b) => `${a.email}|${a.value.fullName}`.localeCompare(`${b.email}|${b.value.fullName}`));
}

const SOURCES: Source[] = ['csv', 'postUpdate', 'mail', 'peopleApi'];
const pairs = SOURCES.flatMap((a, i) => SOURCES.slice(i + 1).map((b) => [a, b] as const));

describe('the same people through any two sources, in either order, give the same contacts', () => {
  it.each(pairs)('%s and %s', async (a, b) => {
    const emailed = !TAKES_NO_EMAIL[a] || !TAKES_NO_EMAIL[b];
    await fc.assert(
      fc.asyncProperty(peopleArb, tellingArb, tellingArb, async (all, tellA, tellB) => {
        const people = emailed ? all.filter((p) => p.email !== null) : all;
        const inA = people.map((p) => told(p, tellA));
        const inB = people.map((p) => told(p, tellB));
        const abUser = await newUser();
        await VIA[a](abUser, inA);
        await VIA[b](abUser, inB);
        const baUser = await newUser();
        await VIA[b](baUser, inB);
        await VIA[a](baUser, inA);
        const ab = await contactsOf(abUser);
        const ba = await contactsOf(baUser);
        // The same identities, one contact per person, each field knowing the same values.
        expect(ab.map((c) => [c.email, c.value.fullName])).toEqual(
          ba.map((c) => [c.email, c.value.fullName]),
        );
        expect(ab.map((c) => c.known)).toEqual(ba.map((c) => c.known));
        expect(ab).toHaveLength(people.length);
        // Nothing overwritten: a value the first source gave is the one the contact holds.
        for (const [i, p] of people.entries()) {
          const contact = ab.find((c) => c.value.fullName === normalizeNamePart(`${p.first} ${p.last}`));
          for (const field of CARRIED[a])
            expect(contact?.value[field]).toBe(comparable(field, inA[i]![field]) ?? contact?.value[field]);
        }
      }),
      { numRuns: 20 },
    );
  });
});
