/**
 * A mailbox's contact policy (issue 23): which of the people its mail names (mailbox/
 * contactsFromMail.ts: never bulk or list mail, machines, unanswered role addresses, the user or
 * their colleagues) become contacts.
 * - `two_way` (default): people the user wrote to, and people who wrote and got an answer (an
 *   answer is mail the user wrote to them, so both are "the user wrote to them", in any of the
 *   user's stored mail, whichever came first).
 * - `everyone`: every person the mail names (before issue 23, the only behaviour).
 * - `none`: nobody.
 * People who wrote and are no contacts are suggested instead (contacts/suggestions.ts).
 */
import type { ContactPolicy } from '@rapport/sdk/contract';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/index.js';
import { emailCopies, emails, mailboxes, type ParticipantColumn } from '../db/schema.js';
import { emailKey } from '../lib/email.js';
import type { CandidateSource, ContactCandidate } from '../mailbox/contactsFromMail.js';
import { aliasesOf } from '../mailbox/owner.js';

/** Whether the policy makes this candidate a contact; `wroteTo`: addresses the user wrote to. */
export function policyKeeps(
  policy: ContactPolicy,
  candidate: Pick<ContactCandidate, 'email' | 'writtenTo'>,
  wroteTo: ReadonlySet<string>,
): boolean {
  if (policy === 'none') return false;
  if (policy === 'everyone') return true;
  return candidate.writtenTo || wroteTo.has(candidate.email);
}

/** The user's own addresses: their account's, and every mailbox's address and aliases. */
export async function userOwnAddresses(
  db: Executor,
  userId: string,
  accountEmail: string,
): Promise<string[]> {
  const rows = await db
    .select({ address: mailboxes.address, settings: mailboxes.settings })
    .from(mailboxes)
    .where(eq(mailboxes.userId, userId));
  const own = [accountEmail, ...rows.flatMap((r) => [r.address, ...aliasesOf(r.settings)])];
  return [...new Set(own.map(emailKey))];
}

/** A text[] parameter (drizzle spreads a JavaScript array into a list of parameters). */
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * The addresses the user wrote to in any of their stored mail (mail from one of `own`): all of
 * them, or only those of `among` (through the address index, one query for a batch).
 */
export async function writtenTo(
  db: Executor,
  userId: string,
  own: readonly string[],
  among?: readonly string[],
): Promise<Set<string>> {
  if (own.length === 0 || (among && among.length === 0)) return new Set();
  const rows = rowsOf<{ address: string }>(
    await db.execute(sql`
      select distinct a.address
      from ${emails} e cross join lateral unnest(e.addresses) as a(address)
      where e.user_id = ${userId} and lower(e.from_address) = any(${textArray(own)})
        ${among ? sql`and e.addresses && ${textArray(among)} and a.address = any(${textArray(among)})` : sql``}
        and not (a.address = any(${textArray(own)}))`),
  );
  return new Set(rows.map((r) => r.address));
}

/**
 * Addresses found in more than half of a mailbox's emails (at least 3): its owner's, as the sync's
 * per-batch rule finds them (mailbox/mailContacts.ts `ownAddressesOf`), over the whole mailbox.
 */
export async function mailboxOwnerAddresses(db: Executor, mailboxId: string): Promise<string[]> {
  const rows = rowsOf<{ address: string }>(
    await db.execute(sql`
      with held as (
        select e.from_address, e.addresses from ${emails} e
        join ${emailCopies} c on c.email_id = e.id and c.mailbox_id = ${mailboxId}
      ), total as (select count(*) as n from held)
      select a.address from held cross join lateral unnest(held.addresses) as a(address), total
      where total.n >= 3
      group by a.address, total.n
      having count(*) > total.n / 2.0`),
  );
  return rows.map((r) => r.address);
}

/** What contact discovery reads of a stored email (the columns `storedSource` takes). */
export const SOURCE_COLUMNS = sql`e.id, e.from_address, e.from_name, e."to", e.cc, e.bcc, e.reply_to,
  e.signature, e.sent_at, e.is_bulk, e.is_list`;

export interface StoredSourceRow {
  id: string;
  from_address: string | null;
  from_name: string | null;
  to: ParticipantColumn[] | string;
  cc: ParticipantColumn[] | string;
  bcc: ParticipantColumn[] | string;
  reply_to: ParticipantColumn[] | string;
  signature: string | null;
  sent_at: Date | string | null;
  is_bulk: boolean;
  is_list: boolean;
}

const people = (value: ParticipantColumn[] | string) =>
  (typeof value === 'string' ? (JSON.parse(value) as ParticipantColumn[]) : value).map((p) => ({
    name: p.name ?? '',
    address: p.address,
  }));

/** A stored email as contact discovery reads it (as `candidateSourceOf` reads a record). */
export function storedSource(row: StoredSourceRow): CandidateSource {
  return {
    from: row.from_address ? { name: row.from_name ?? '', address: row.from_address.toLowerCase() } : null,
    to: people(row.to),
    cc: people(row.cc),
    bcc: people(row.bcc),
    replyTo: people(row.reply_to),
    signature: row.signature ?? '',
    date: row.sent_at ? new Date(row.sent_at) : null,
    bulk: { isBulk: row.is_bulk, listId: row.is_list ? 'list' : null },
  };
}

/**
 * The newest `perAddress` stored emails each of `addresses` sent the user (not bulk, not list): a
 * person the user answers in this batch gets the name, title and phone their own mail gave.
 */
export async function latestMailFrom(
  db: Executor,
  userId: string,
  addresses: readonly string[],
  perAddress = 3,
): Promise<CandidateSource[]> {
  if (addresses.length === 0) return [];
  const rows = rowsOf<StoredSourceRow>(
    await db.execute(sql`
      select * from (
        select ${SOURCE_COLUMNS},
          row_number() over (partition by lower(e.from_address) order by e.sent_at desc nulls last, e.id) as n
        from ${emails} e
        where e.user_id = ${userId} and lower(e.from_address) = any(${textArray(addresses)})
          and not e.is_bulk and not e.is_list
      ) latest where latest.n <= ${perAddress}`),
  );
  return rows.map(storedSource);
}
