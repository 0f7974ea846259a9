import { and, eq, sql } from 'drizzle-orm';
import { deleteContacts } from '../contacts/bulkDelete.js';
import {
  mailboxOwnerAddresses,
  SOURCE_COLUMNS,
  type StoredSourceRow,
  storedSource,
  textArray,
  writtenTo,
} from '../contacts/mailPolicy.js';
import type { Database } from '../db/index.js';
import { rowsOf } from '../db/index.js';
import {
  type ContactRow,
  contacts,
  emailCopies,
  emails,
  type MailboxRow,
  postUpdateChanges,
} from '../db/schema.js';
import { emailKey } from '../lib/email.js';
import { yieldToEventLoop } from '../lib/yield.js';
import { type ContactCandidate, contactsFromMail } from './contactsFromMail.js';
import { ownAddressesOfMailbox } from './scope.js';

/**
 * The contacts a mailbox's mail alone made (issue 23's policy change, issue 26's "remove with its
 * mail"). There is no contact↔mailbox link: the mail is the link. A contact came only from this
 * mailbox when it was made from mail of this mailbox's kind (`source`), every email naming it is
 * held by this mailbox alone, it has no notes or custom fields, no post update links it, and every
 * field holds a value this mailbox's mail gave (else a person edited it). The rest stay.
 */

/** Emails read per step. */
const CHUNK = 500;

/** The contact fields mail fills; a contact whose values mail never gave was edited by a person. */
const MAIL_FIELDS = ['firstName', 'lastName', 'fullName', 'company', 'title', 'phone'] as const;
type MailField = (typeof MAIL_FIELDS)[number];

/** Every value the mailbox's mail gave each person, by address. */
export type MailGave = Map<string, Record<MailField, Set<string>>>;

export function remember(given: MailGave, c: ContactCandidate): void {
  let values = given.get(c.email);
  if (!values) {
    values = Object.fromEntries(MAIL_FIELDS.map((f) => [f, new Set<string>()])) as Record<
      MailField,
      Set<string>
    >;
    given.set(c.email, values);
  }
  for (const f of MAIL_FIELDS) {
    const v = c[f];
    if (v) values[f].add(v);
  }
}

export interface MailboxReading {
  /** The people each chunk of the mailbox's mail names, and how many emails were read so far. */
  chunks: AsyncGenerator<{ candidates: ContactCandidate[]; processed: number }>;
  /** Whom the user wrote to (the contact policy's `two_way` reads it). */
  wroteTo: ReadonlySet<string>;
  /** Emails the mailbox holds. */
  total: number;
}

/** Reads every email the mailbox holds, a chunk at a time, as the sync read it (contacts/mailPolicy.ts). */
export async function readMailboxPeople(
  database: Database,
  row: MailboxRow,
  accountEmail: string,
): Promise<MailboxReading> {
  const { db } = database;
  const { userId, id: mailboxId } = row;
  const known = ownAddressesOfMailbox(row, accountEmail);
  const own = [...new Set([...known, ...(await mailboxOwnerAddresses(db, mailboxId))])];
  const wroteTo = await writtenTo(db, userId, own);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(emailCopies)
    .where(eq(emailCopies.mailboxId, mailboxId));
  async function* chunks() {
    let processed = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = rowsOf<StoredSourceRow>(
        await db.execute(sql`
          select ${SOURCE_COLUMNS} from ${emails} e
          where e.user_id = ${userId} and e.id > ${after}
            and exists (select 1 from ${emailCopies} c where c.email_id = e.id and c.mailbox_id = ${mailboxId})
          order by e.id limit ${CHUNK}`),
      );
      if (rows.length === 0) return;
      after = (rows.at(-1) as StoredSourceRow).id;
      processed += rows.length;
      yield { candidates: rows.flatMap((r) => contactsFromMail(storedSource(r), own, wroteTo)), processed };
      await yieldToEventLoop();
    }
  }
  return { chunks: chunks(), wroteTo, total: Number(total) };
}

/** Everything the mailbox's mail gave each person it names. */
export async function mailboxGave(
  database: Database,
  row: MailboxRow,
  accountEmail: string,
): Promise<MailGave> {
  const given: MailGave = new Map();
  const reading = await readMailboxPeople(database, row, accountEmail);
  for await (const { candidates } of reading.chunks) for (const c of candidates) remember(given, c);
  return given;
}

/**
 * The contacts among `addresses` that this mailbox's mail alone made (see the top of this file);
 * `given` says what its mail gave each of them.
 */
export async function mailOnlyContacts(
  database: Database,
  mailbox: MailboxRow,
  addresses: readonly string[],
  given: MailGave,
): Promise<ContactRow[]> {
  const { db } = database;
  const { userId } = mailbox;
  const found: ContactRow[] = [];
  for (let i = 0; i < addresses.length; i += CHUNK) {
    const part = addresses.slice(i, i + CHUNK);
    const rows = await db
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, userId),
          eq(contacts.source, mailbox.kind),
          sql`${contacts.email} = any(${textArray(part)})`,
          sql`coalesce(${contacts.notes}, '') = ''`,
          sql`${contacts.customFields} = '{}'::jsonb`,
          sql`not exists (select 1 from ${postUpdateChanges} p where p.user_id = ${userId} and p.contact_id = ${contacts.id})`,
          // No email naming it is held by another mailbox, or by none (mail kept from a removed one).
          sql`not exists (select 1 from ${emails} e where e.user_id = ${userId}
            and e.addresses @> array[${contacts.email}]
            and (not exists (select 1 from ${emailCopies} c where c.email_id = e.id and c.mailbox_id = ${mailbox.id})
              or exists (select 1 from ${emailCopies} c where c.email_id = e.id and c.mailbox_id <> ${mailbox.id})))`,
        ),
      );
    for (const c of rows) {
      const values = given.get(emailKey(c.email ?? ''));
      if (values !== undefined && MAIL_FIELDS.every((f) => c[f] === null || values[f].has(c[f])))
        found.push(c);
    }
  }
  return found;
}

/** Deletes the user's contacts among `ids`, a chunk per transaction; answers how many went. */
export async function deleteMailOnlyContacts(
  database: Database,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  let removed = 0;
  for (let i = 0; i < ids.length; i += CHUNK)
    removed += await deleteContacts(database.db, userId, ids.slice(i, i + CHUNK));
  return removed;
}

/** What removing a mailbox with its mail does to contacts (`GET /mailboxes/{id}/removal`). */
export interface MailboxRemoval {
  /** The contacts that came only from this mailbox's mail: they go with it. */
  gone: ContactRow[];
  /** Contacts its mail names that stay (another source, another mailbox's mail, notes, edits). */
  kept: number;
}

export async function mailboxRemoval(
  database: Database,
  row: MailboxRow,
  accountEmail: string,
): Promise<MailboxRemoval> {
  const given = await mailboxGave(database, row, accountEmail);
  const addresses = [...given.keys()];
  const gone = await mailOnlyContacts(database, row, addresses, given);
  const named = await contactsNamed(database, row.userId, addresses);
  return { gone, kept: named - gone.length };
}

/** How many of the user's contacts have one of `addresses`. */
export async function contactsNamed(database: Database, userId: string, addresses: readonly string[]) {
  let n = 0;
  for (let i = 0; i < addresses.length; i += CHUNK) {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, userId),
          sql`${contacts.email} = any(${textArray(addresses.slice(i, i + CHUNK))})`,
        ),
      );
    n += Number(row?.n ?? 0);
  }
  return n;
}
