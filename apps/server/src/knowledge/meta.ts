import { contactName } from '@rapport/sdk/rules';
import { sql } from 'drizzle-orm';
import { type DayRange, instantsOf } from '../assistant/meta.js';
import type {
  ContactCard,
  ContactFilter,
  Correspondent,
  EmailCard,
  MetaKnowledge,
} from '../assistant/types.js';
import { joinName, splitFullName } from '../contacts/names.js';
import { foldSql } from '../db/fold.js';
import { type Database, rowsOf } from '../db/index.js';
import { emailKey } from '../lib/email.js';
import { fold } from '../lib/fold.js';
import { FREE_MAIL_DOMAINS } from '../mailbox/constants.js';
import { companyFromDomain } from '../mailbox/contactsFromMail.js';
import { emailMatches } from '../mailbox/emailSearch.js';
import { forwardedSenders, isPersonNamed } from '../mailbox/forwarded.js';
import { heldByMailbox, ownAddresses } from '../mailbox/scope.js';
import { SIGNED_TAIL_CHARS, signatureDetails, signatureInBody } from '../mailbox/signature.js';
import type { ServiceContext } from '../platform/context.js';
import { followUpRows } from '../postUpdates/changesService.js';

/**
 * The metadata queries behind questions like "how many contacts do I have" or "who emailed me
 * most this month" (assistant/meta.ts), in SQL that runs the same on PGlite and PostgreSQL.
 * Every query is scoped by the user id; names and companies compare accent-folded.
 */

interface ContactRow {
  id: string;
  updated_at: Date | string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  company: string | null;
  title: string | null;
  phone: string | null;
}

interface EmailRow {
  id: string;
  sent_at: Date | string | null;
  created_at: Date | string;
  subject: string | null;
  from_name: string | null;
  from_address: string | null;
  snippet: string | null;
}

/** How many contacts of one name a question about "the last email" reads at most. */
const MAX_NAMESAKES = 20;

/** A text[] parameter (drizzle would spread a JavaScript array into a list of parameters). */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** `text` for a LIKE pattern: its `%`, `_` and `\\` taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A text[] column as the driver hands it back: an array (pg, PGlite) or its literal '{a,b}'. */
const textList = (value: string[] | string | undefined): string[] =>
  Array.isArray(value)
    ? value
    : (value ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** Mail that comes back this soon after the user's is an automatic reply, not an answer. */
const AUTO_REPLY_MS = 2 * 60_000;
const isoOf = (d: Date | string | null | undefined) =>
  d === null || d === undefined ? new Date(0).toISOString() : new Date(d).toISOString();

/** The fields that hold text (null, undefined and empty strings left out). */
export const present = <T extends Record<string, string | null | undefined>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string' && v !== '')) as {
    [K in keyof T]?: string;
  };

function toCard(r: ContactRow): ContactCard {
  const name = contactName(
    { fullName: r.full_name, firstName: r.first_name, lastName: r.last_name, email: r.email },
    '(no name)',
  );
  return {
    id: r.id,
    date: isoOf(r.updated_at),
    name,
    ...present({ email: r.email, company: r.company, title: r.title, phone: r.phone }),
  };
}

function toEmailCard(r: EmailRow): EmailCard {
  return {
    id: r.id,
    date: isoOf(r.sent_at ?? r.created_at),
    ...present({
      subject: r.subject,
      fromName: r.from_name,
      fromAddress: r.from_address,
      snippet: r.snippet,
    }),
  };
}

const CONTACT_COLUMNS = sql.raw(
  'c.id, c.updated_at, c.full_name, c.first_name, c.last_name, c.email, c.company, c.title, c.phone',
);
const EMAIL_COLUMNS = sql.raw(
  'e.id, e.sent_at, e.created_at, e.subject, e.from_name, e.from_address, e.snippet',
);
/** Emails read for a forwarded message of a person, and how much of each. */
const FORWARDS_READ = 5;
const FORWARD_READ_CHARS = 20_000;
/** "Dr. Claudia Reuter" → "Claudia Reuter": the name as mail and notes write it. */
const nameWithoutHonorific = (name: string) => {
  const { firstName, lastName } = splitFullName(name);
  return joinName(firstName, lastName) ?? name.trim();
};
const contactNameSql = sql`coalesce(c.full_name, concat_ws(' ', c.first_name, c.last_name))`;

export function createMetaKnowledge(ctx: ServiceContext): MetaKnowledge {
  const { db } = ctx.database;

  const companyFilter = ({ company, companyId }: ContactFilter) =>
    companyId !== undefined
      ? sql`and c.company_id = ${companyId}`
      : company === undefined
        ? sql``
        : sql`and ${foldSql(sql`coalesce(c.company, '')`)} like ${`%${fold(company)}%`}`;

  /** The mail a question about one mailbox sees: the emails it holds a copy of (mailbox/scope.ts). */
  const mailboxFilter = (mailboxId: string | undefined, alias = 'e') =>
    mailboxId === undefined ? sql`` : sql`and ${heldByMailbox(mailboxId, sql.raw(`${alias}.id`))}`;

  async function latestEmail(
    userId: string,
    where: ReturnType<typeof sql>,
    mailboxId?: string,
    first = false,
  ) {
    const order = first ? sql`asc nulls last` : sql`desc nulls last`;
    const rows = rowsOf<EmailRow>(
      await db.execute(sql`
        select ${EMAIL_COLUMNS} from emails e
        where e.user_id = ${userId} ${mailboxFilter(mailboxId)} and ${where}
        order by e.sent_at ${order} limit 1`),
    );
    return rows[0] === undefined ? undefined : toEmailCard(rows[0]);
  }

  /**
   * The contacts a name means, best first: the full name, else a first name, else an address; the
   * one with most mail first, so "Lena" is the Lena the user writes to. `exact`: the full name (or
   * address) is the one asked, so two such rows are namesakes, not a guess between first names.
   */
  async function contactsNamed(userId: string, person: string): Promise<(ContactRow & { exact: boolean })[]> {
    const wanted = fold(person);
    if (wanted === '') return [];
    const name = foldSql(sql`coalesce(nullif(${contactNameSql}, ''), '')`);
    const first = foldSql(sql`coalesce(c.first_name, split_part(coalesce(c.full_name, ''), ' ', 1))`);
    const exact = sql`(${name} = ${wanted} or lower(c.email) = ${wanted})`;
    const rows = rowsOf<ContactRow & { exact: boolean }>(
      await db.execute(sql`
        select ${CONTACT_COLUMNS}, ${exact} as exact from contacts c
        where c.user_id = ${userId}
          and (${name} = ${wanted} or ${first} = ${wanted} or lower(c.email) = ${wanted}
               or ${name} like ${`${wanted} %`})
        order by ${exact} desc,
          (select count(*) from emails e where e.user_id = ${userId} and e.addresses @> array[lower(c.email)]) desc,
          c.updated_at desc
        limit ${MAX_NAMESAKES}`),
    );
    return rows.length > 0 ? rows : sendersNamed(userId, wanted);
  }

  /**
   * No contact of that name: people who wrote to the user under it (issue 23: a contact policy
   * may leave a sender a suggestion, and Query Mode still answers from their mail). Same order of
   * names as `contactsNamed`; the sender with most mail first.
   */
  async function sendersNamed(userId: string, wanted: string): Promise<(ContactRow & { exact: boolean })[]> {
    const name = foldSql(sql`coalesce(s.from_name, '')`);
    const exact = sql`(${name} = ${wanted} or s.address = ${wanted})`;
    return rowsOf<ContactRow & { exact: boolean }>(
      await db.execute(sql`
        with s as (
          select lower(e.from_address) as address, max(e.from_name) as from_name,
            max(e.sent_at) as last, count(*) as n
          from emails e
          where e.user_id = ${userId} and e.from_address is not null and not e.is_bulk
          group by lower(e.from_address)
        )
        select '' as id, s.last as updated_at, s.from_name as full_name, null as first_name,
          null as last_name, s.address as email, null as company, null as title, null as phone,
          ${exact} as exact
        from s
        where ${name} = ${wanted} or split_part(${name}, ' ', 1) = ${wanted} or s.address = ${wanted}
          or ${name} like ${`${wanted} %`}
        order by ${exact} desc, s.n desc, s.last desc nulls last
        limit ${MAX_NAMESAKES}`),
    );
  }

  const contactNamed = async (userId: string, person: string) => (await contactsNamed(userId, person))[0];

  const periodFilter = (range: Pick<DayRange, 'from' | 'to' | 'timeZone'> | undefined) => {
    if (range === undefined) return sql``;
    // The asker's calendar days, as instants (assistant/meta.ts).
    const { start, end } = instantsOf(range);
    return sql`and e.sent_at >= ${start}::timestamptz and e.sent_at < ${end}::timestamptz`;
  };

  /**
   * Someone who never wrote to the user but whose message another forwarded ("Fwd: Inquiry via
   * website"): the signature in the forwarded part (the mail's text, the signature the splitter
   * took from its end, its quoted part). The newest emails holding the name's first word
   * (the search index, or an unindexed email's document), read for a forwarded "From:" header of that name.
   */
  async function forwardedDetails(userId: string, person: string) {
    const word = fold(person.trim().split(/\s+/)[0] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');
    if (word.length < 2) return undefined;
    const rows = rowsOf<EmailRow & { body_text: string | null }>(
      await db.execute(sql`
        select ${EMAIL_COLUMNS},
          left(concat_ws(E'\n\n', e.body_text, e.signature, e.quoted_text), ${FORWARD_READ_CHARS}) as body_text
        from emails e
        where e.id in (
          select emails.id from emails
          where emails.user_id = ${userId} and not emails.is_bulk
            and ${emailMatches(sql`to_tsquery('simple', ${`'${word}':*`})`)}
          order by emails.sent_at desc nulls last
          limit ${FORWARDS_READ})
        order by e.sent_at desc nulls last`),
    );
    for (const row of rows) {
      const sender = forwardedSenders(row.body_text ?? '').find((f) => isPersonNamed(f, person));
      if (sender === undefined || (sender.title === null && sender.phone === null)) continue;
      const company =
        sender.company ?? companyFromDomain(sender.address.slice(sender.address.lastIndexOf('@') + 1));
      return {
        name: sender.name,
        address: sender.address,
        email: toEmailCard(row),
        ...(sender.title ? { title: sender.title } : {}),
        ...(sender.phone ? { phone: sender.phone } : {}),
        ...(company ? { company } : {}),
      };
    }
    return undefined;
  }

  return {
    async countContacts(userId, filter) {
      const rows = rowsOf<{ n: number | string }>(
        await db.execute(
          sql`select count(*) as n from contacts c where c.user_id = ${userId} ${companyFilter(filter)}`,
        ),
      );
      return Number(rows[0]?.n ?? 0);
    },

    async listContacts(userId, filter, limit) {
      const rows = rowsOf<ContactRow & { total: number | string }>(
        await db.execute(sql`
          select ${CONTACT_COLUMNS}, count(*) over () as total from contacts c
          where c.user_id = ${userId} ${companyFilter(filter)}
          order by ${foldSql(sql`coalesce(nullif(${contactNameSql}, ''), c.email, '')`)}, c.id
          limit ${limit}`),
      );
      return { total: Number(rows[0]?.total ?? 0), contacts: rows.map(toCard) };
    },

    async sendersAt(userId, at, limit, mailboxId) {
      const own = await ownAddresses(db, userId);
      const domain = sql`lower(split_part(e.from_address, '@', 2))`;
      // "Larkspur" → larkspurmarkets.example: a name of 4 letters or more starting the domain.
      const key = fold(at.name ?? '').replace(/[^\p{L}\p{N}]/gu, '');
      if (at.companyId === undefined && at.company === undefined && key.length < 4) return [];
      // The company's domains first (its contacts' and its record's), so the mail is read through
      // the sender-domain index, never scanned.
      const domains =
        at.companyId === undefined && at.company === undefined
          ? []
          : rowsOf<{ domain: string | null }>(
              await db.execute(sql`
                select distinct lower(split_part(c.email, '@', 2)) as domain from contacts c
                where c.user_id = ${userId} and c.email is not null ${companyFilter(at)}
                ${
                  at.companyId === undefined
                    ? sql``
                    : sql`union select lower(co.domain) from companies co
                        where co.user_id = ${userId} and co.id = ${at.companyId} and co.domain is not null`
                }`),
            ).flatMap((r) => (r.domain ? [r.domain] : []));
      const named = key.length >= 4 ? sql`or ${domain} like ${`${likeText(key)}%`}` : sql``;
      const rows = rowsOf<{ address: string; name: string | null; n: number | string }>(
        await db.execute(sql`
          select lower(e.from_address) as address, max(e.from_name) as name, count(*) as n from emails e
          where e.user_id = ${userId} ${mailboxFilter(mailboxId)}
            and not e.is_bulk and e.from_address is not null
            and lower(e.from_address) <> all(${textArray(own)})
            and ${domain} <> all(${textArray(FREE_MAIL_DOMAINS)})
            and (${domain} = any(${textArray(domains)}) ${named})
          group by lower(e.from_address)
          order by max(e.sent_at) desc
          limit ${limit}`),
      );
      const found: Correspondent[] = [];
      for (const r of rows) {
        const latest = await latestEmail(userId, sql`lower(e.from_address) = ${r.address}`, mailboxId);
        if (latest === undefined) continue;
        found.push({ address: r.address, count: Number(r.n), latest, ...(r.name ? { name: r.name } : {}) });
      }
      return found;
    },

    async namesAmong(userId, words, options = {}) {
      const people = options.companiesOnly !== true;
      const wanted = [
        ...new Set(words.map((w) => fold(w)).filter((w) => /^[\p{L}][\p{L}\p{N}' -]{2,}$/u.test(w))),
      ];
      if (wanted.length === 0) return [];
      // Companies first (one row per company, not per contact): their name's first word, the whole
      // name, or their domain's organisation label ("van loon" for vanloon-koel.example too). People's names only for words that are no
      // English word (the caller's `companiesOnly` otherwise), and only then the contacts are read.
      const label = sql`replace(split_part(lower(coalesce(co.domain, '')), '.', 1), '-', '')`;
      const rows = rowsOf<{ w: string }>(
        await db.execute(sql`
          select w from unnest(array[${sql.join(
            wanted.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) as w
          where exists (
            select 1 from companies co where co.user_id = ${userId} and co.deleted_at is null
              and (split_part(co.name_key, ' ', 1) = w or co.name_key = w or co.name_key like w || ' %'
                or ${label} = w or (${people} and length(w) >= 4 and ${label} like w || '%')
                or (position(' ' in w) > 0 and ${label} like replace(w, ' ', '') || '%')))
          or (${people} and exists (
            select 1 from contacts c where c.user_id = ${userId} and (
              ${foldSql(sql`lower(coalesce(c.first_name, ''))`)} = w
              or ${foldSql(sql`lower(coalesce(c.last_name, ''))`)} = w
              or (length(w) >= 4
                and replace(split_part(split_part(lower(c.email), '@', 2), '.', 1), '-', '') like w || '%'))))`),
      );
      const found = new Set(rows.map((r) => r.w));
      return words.filter((w) => found.has(fold(w)));
    },

    async titledPeople(userId, filter) {
      const likeAny = (patterns: string[]) => sql`like any(${textArray(patterns)})`;
      const words = (filter.companyWords ?? []).map((w) => fold(w)).filter((w) => w.length >= 2);
      const domains = (filter.domains ?? []).map((d) => d.toLowerCase());
      const titles = (filter.titleWords ?? []).map((w) => fold(w)).filter((w) => w.length >= 2);
      const label = sql`replace(split_part(split_part(lower(coalesce(c.email, '')), '@', 2), '.', 1), '-', '')`;
      const which =
        words.length > 0
          ? sql`(${foldSql(sql`lower(coalesce(co.name, c.company, ''))`)} ${likeAny(words.map((w) => `%${likeText(w)}%`))}
              or ${label} ${likeAny(words.filter((w) => w.length >= 4).map((w) => `${likeText(w)}%`))})`
          : domains.length > 0
            ? sql`split_part(lower(coalesce(c.email, '')), '@', 2) = any(${textArray(domains)})`
            : titles.length > 0
              ? sql`${foldSql(sql`lower(c.title)`)} ${likeAny(titles.map((w) => `%${likeText(w)}%`))}`
              : undefined;
      if (which === undefined) return [];
      const rows = rowsOf<{
        name: string | null;
        email: string | null;
        company: string | null;
        title: string;
      }>(
        await db.execute(sql`
          select ${contactNameSql} as name, c.email, coalesce(co.name, c.company) as company, c.title
          from contacts c left join companies co on co.id = c.company_id and co.user_id = c.user_id
          where c.user_id = ${userId} and btrim(coalesce(c.title, '')) <> '' and ${which}
          limit 500`),
      );
      return rows.flatMap((r) =>
        r.name && r.name.trim() !== ''
          ? [
              {
                name: nameWithoutHonorific(r.name),
                title: r.title,
                ...(r.email ? { email: r.email } : {}),
                ...(r.company ? { company: r.company } : {}),
              },
            ]
          : [],
      );
    },

    async companyNamed(userId, name) {
      const wanted = fold(name.trim());
      if (wanted === '') return undefined;
      // "Kestrel" for Kestrel Labs, "northwind-traders.example" for its domain.
      const exact = sql`(co.name_key = ${wanted} or co.domain = ${wanted})`;
      const rows = rowsOf<{ id: string; name: string; domain: string | null; exact: boolean }>(
        await db.execute(sql`
          select co.id, co.name, co.domain, ${exact} as exact from companies co
          where co.user_id = ${userId} and co.deleted_at is null
            and (co.name_key = ${wanted} or co.name_key like ${`${likeText(wanted)} %`}
                 or co.domain = ${wanted} or co.domain like ${`${likeText(wanted.replace(/\s+/g, '-'))}.%`})
          order by ${exact} desc,
            (select count(*) from contacts c where c.user_id = ${userId} and c.company_id = co.id) desc,
            co.created_at
          limit 1`),
      );
      const r = rows[0];
      if (r === undefined) return undefined;
      return { id: r.id, name: r.name, exact: r.exact === true, ...(r.domain ? { domain: r.domain } : {}) };
    },

    async senderDetails(userId, person) {
      const wanted = fold(person.trim());
      if (wanted === '') return undefined;
      const name = foldSql(sql`coalesce(e.from_name, '')`);
      // The newest few emails of the sender of that full name (or first name), signature first.
      const rows = rowsOf<EmailRow & { signature: string | null; tail: string | null }>(
        await db.execute(sql`
          select ${EMAIL_COLUMNS}, e.signature, right(e.body_text, ${SIGNED_TAIL_CHARS}) as tail from emails e
          where e.user_id = ${userId} and not e.is_bulk and e.from_address is not null
            and (${name} = ${wanted} ${/\s/.test(wanted) ? sql`` : sql`or split_part(${name}, ' ', 1) = ${wanted}`})
          order by (coalesce(e.signature, '') <> '') desc, e.sent_at desc nulls last
          limit 3`),
      );
      const first = rows[0];
      if (first === undefined) return forwardedDetails(userId, person);
      const address = (first.from_address ?? '').toLowerCase();
      const mine = rows.filter((r) => (r.from_address ?? '').toLowerCase() === address);
      const read = mine.map((r) => ({
        row: r,
        ...signatureDetails(r.signature || signatureInBody(r.tail ?? '', r.from_name), r.from_name),
      }));
      const withTitle = read.find((r) => r.title !== null);
      const withPhone = read.find((r) => r.phone !== null);
      // Their own mail is unsigned: the message of theirs someone forwarded may be signed.
      if (withTitle === undefined && withPhone === undefined) {
        const forwarded = await forwardedDetails(userId, person);
        if (forwarded?.address === address) return forwarded;
      }
      const cited = withTitle ?? withPhone ?? read[0];
      const company =
        read.find((r) => r.company !== null)?.company ??
        companyFromDomain(address.slice(address.lastIndexOf('@') + 1));
      return {
        name: first.from_name ?? address,
        address,
        email: toEmailCard((cited?.row ?? first) as EmailRow),
        ...(withTitle?.title ? { title: withTitle.title } : {}),
        ...(withPhone?.phone ? { phone: withPhone.phone } : {}),
        ...(company ? { company } : {}),
      };
    },

    async lastEmailWithCompany(userId, companyId, mailboxId) {
      const people = rowsOf<ContactRow>(
        await db.execute(sql`
          select ${CONTACT_COLUMNS} from contacts c
          where c.user_id = ${userId} and c.company_id = ${companyId} and c.email is not null`),
      );
      const addresses = people.map((p) => p.email!.toLowerCase());
      if (addresses.length === 0) return undefined;
      const email = await latestEmail(userId, sql`e.addresses && ${textArray(addresses)}`, mailboxId);
      if (email === undefined) return undefined;
      // Who it was with: its sender when one of them, else the first of them it was sent to.
      const rows = rowsOf<{ addresses: string[] | string }>(
        await db.execute(
          sql`select e.addresses from emails e where e.user_id = ${userId} and e.id = ${email.id}`,
        ),
      );
      const on = new Set(textList(rows[0]?.addresses));
      const from = email.fromAddress?.toLowerCase();
      const person =
        people.find((p) => p.email!.toLowerCase() === from) ??
        people.find((p) => on.has(p.email!.toLowerCase())) ??
        people[0];
      return { email, contact: toCard(person as ContactRow) };
    },

    async lastEmailWith(userId, person, options = {}) {
      const rows = await contactsNamed(userId, person);
      const best = rows[0];
      if (best === undefined) return undefined;
      // Namesakes (two "Jürgen Weiß" at two addresses): the mail of each counts, and the card is
      // the one whose address the mail found is.
      const namesakes = (best.exact ? rows.filter((r) => r.exact) : [best]).filter((r) => r.email);
      const addresses = namesakes.map((r) => r.email!.toLowerCase());
      if (addresses.length === 0) return { contact: toCard(best), from: false };
      const cardOf = (address: string | null | undefined) =>
        toCard(namesakes.find((r) => r.email!.toLowerCase() === address?.toLowerCase()) ?? best);
      const { mailboxId, first = false } = options;
      const received = await latestEmail(
        userId,
        sql`lower(e.from_address) = any(${textArray(addresses)})`,
        mailboxId,
        first,
      );
      if (received !== undefined)
        return { contact: cardOf(received.fromAddress), email: received, from: true };
      let found: { contact: ContactRow; email: EmailCard } | undefined;
      for (const r of namesakes) {
        const address = r.email!.toLowerCase();
        const sent = await latestEmail(
          userId,
          sql`e.addresses @> array[${address}]::text[]`,
          mailboxId,
          first,
        );
        const later = (a: EmailCard, b: EmailCard) => (first ? a.date < b.date : a.date > b.date);
        if (sent !== undefined && (found === undefined || later(sent, found.email)))
          found = { contact: r, email: sent };
      }
      return found === undefined
        ? { contact: toCard(best), from: false }
        : { contact: toCard(found.contact), email: found.email, from: false };
    },

    async countEmailsFrom(userId, person, range, mailboxId) {
      const row = await contactNamed(userId, person);
      if (row === undefined) return undefined;
      const contact = toCard(row);
      const address = row.email?.toLowerCase();
      if (address === undefined) return { contact, count: 0 };
      const from = sql`lower(e.from_address) = ${address} ${periodFilter(range)}`;
      const counted = rowsOf<{ n: number | string }>(
        await db.execute(sql`
          select count(*) as n from emails e
          where e.user_id = ${userId} ${mailboxFilter(mailboxId)} and ${from}`),
      );
      const latest = await latestEmail(userId, from, mailboxId);
      return { contact, count: Number(counted[0]?.n ?? 0), ...(latest ? { latest } : {}) };
    },

    async topSenders(userId, range, limit, mailboxId) {
      const own = await ownAddresses(db, userId);
      const period = periodFilter(range);
      const rows = rowsOf<{ address: string; name: string | null; n: number | string }>(
        await db.execute(sql`
          select lower(e.from_address) as address, max(e.from_name) as name, count(*) as n from emails e
          where e.user_id = ${userId} ${mailboxFilter(mailboxId)} ${period}
            and not e.is_bulk and e.from_address is not null
            and lower(e.from_address) <> all(${textArray(own)})
          group by lower(e.from_address)
          order by count(*) desc, max(e.sent_at) desc
          limit ${limit}`),
      );
      const ranked: Correspondent[] = [];
      for (const r of rows) {
        const latest = await latestEmail(
          userId,
          sql`lower(e.from_address) = ${r.address} ${period}`,
          mailboxId,
        );
        if (latest === undefined) continue;
        ranked.push({ address: r.address, count: Number(r.n), latest, ...(r.name ? { name: r.name } : {}) });
      }
      return ranked;
    },

    async awaitingReply(userId, before, limit, mailboxId) {
      const own = await ownAddresses(db, userId);
      // Each thread's latest email; the ones the user sent before `before` are still unanswered.
      // Walked from the user's own mail, newest first, stopping at `limit * 2`: on 100,000 emails
      // a pass over every thread's latest email took ~1 s, this takes a few ms.
      const rows = rowsOf<EmailRow & { to: { address?: string; name?: string }[] | string }>(
        await db.execute(sql`
          select ${EMAIL_COLUMNS}, e.to from emails e
          where e.user_id = ${userId} ${mailboxFilter(mailboxId)} and e.thread_id is not null
            and lower(e.from_address) = any(${textArray(own)}) and e.sent_at < ${before.toISOString()}::timestamptz
            and not exists (
              select 1 from emails l
              where l.thread_id = e.thread_id and l.user_id = ${userId} ${mailboxFilter(mailboxId, 'l')} and l.sent_at > e.sent_at)
          order by e.sent_at desc
          limit ${limit * 2}`),
      );
      const waiting: Correspondent[] = [];
      const seen = new Set<string>();
      for (const r of rows) {
        const to = (typeof r.to === 'string' ? JSON.parse(r.to) : r.to) as {
          address?: string;
          name?: string;
        }[];
        const recipient = to.find((p) => p.address !== undefined && !own.includes(emailKey(p.address)));
        if (recipient?.address === undefined || seen.has(emailKey(recipient.address))) continue;
        seen.add(emailKey(recipient.address));
        waiting.push({
          address: recipient.address,
          count: 1,
          latest: toEmailCard(r),
          ...(recipient.name ? { name: recipient.name } : {}),
        });
        if (waiting.length >= limit) break;
      }
      // Whoever wrote to the user after the email has replied, in whatever thread their mail landed
      // (a reply that lost its In-Reply-To starts a thread of its own): one indexed look-up per name.
      // Mail within AUTO_REPLY_MS of the user's is an automatic reply (out of office), no answer.
      const answered = new Map(
        rowsOf<{ a: string; at: Date | string }>(
          await db.execute(sql`
            select lower(e.from_address) as a, max(e.sent_at) as at from emails e
            where e.user_id = ${userId} ${mailboxFilter(mailboxId)}
              and lower(e.from_address) = any(${textArray(waiting.map((c) => emailKey(c.address)))})
            group by 1`),
        ).map((r) => [r.a, isoOf(r.at)]),
      );
      return waiting.filter((c) => {
        const at = answered.get(emailKey(c.address));
        return at === undefined || Date.parse(at) <= Date.parse(c.latest.date) + AUTO_REPLY_MS;
      });
    },

    async aboutPerson(userId, person, limit, mailboxId) {
      const contact = await contactNamed(userId, person);
      if (contact === undefined) return undefined;
      const [notes] = rowsOf<{ notes: string | null }>(
        await db.execute(sql`select notes from contacts where id = ${contact.id} and user_id = ${userId}`),
      );
      // The post updates processing linked to them, not undone (issue 25: an undone one is gone).
      const updates = rowsOf<{ id: string; description: string; created_at: Date | string }>(
        await db.execute(sql`
          select id, description, created_at from post_updates
          where user_id = ${userId} and undone_at is null
            and facts -> 'contactIds' @> jsonb_build_array(${contact.id}::text)
          order by created_at desc limit ${limit}`),
      );
      const emails = contact.email
        ? rowsOf<EmailRow>(
            await db.execute(sql`
              select ${EMAIL_COLUMNS} from emails e
              where e.user_id = ${userId} ${mailboxFilter(mailboxId)} and e.addresses @> array[${contact.email.toLowerCase()}]::text[]
              order by e.sent_at desc nulls last limit ${limit}`),
          )
        : [];
      return {
        contact: { ...toCard(contact), ...(notes?.notes ? { notes: notes.notes } : {}) },
        updates: updates.map((u) => ({ id: u.id, date: isoOf(u.created_at), text: u.description })),
        emails: emails.map(toEmailCard),
      };
    },

    async unansweredQuestions(userId, since, limit, mailboxId) {
      const own = await ownAddresses(db, userId);
      // Each thread's latest email, when it is someone else's (not bulk mail) with a question in
      // its own text: they asked, the user has not answered. Newest first, bounded by `since`.
      const laterInMailbox = mailboxId === undefined ? sql`` : sql`and l.mailbox_id = ${mailboxId}`;
      const rows = rowsOf<EmailRow>(
        await db.execute(sql`
          select ${EMAIL_COLUMNS} from emails e
          where e.user_id = ${userId} ${mailboxFilter(mailboxId)} and e.thread_id is not null
            and not e.is_bulk and e.sent_at >= ${since.toISOString()}::timestamptz
            and not (lower(coalesce(e.from_address, '')) = any(${textArray(own)}))
            and strpos(coalesce(e.body_text, ''), '?') > 0
            and not exists (
              select 1 from emails l
              where l.thread_id = e.thread_id and l.user_id = ${userId} ${laterInMailbox} and l.sent_at > e.sent_at)
          order by e.sent_at desc
          limit ${limit * 2}`),
      );
      const asked: Correspondent[] = [];
      const seen = new Set<string>();
      for (const r of rows) {
        if (!r.from_address || seen.has(emailKey(r.from_address))) continue;
        seen.add(emailKey(r.from_address));
        asked.push({
          address: r.from_address,
          count: 1,
          latest: toEmailCard(r),
          ...(r.from_name ? { name: r.from_name } : {}),
        });
        if (asked.length >= limit) break;
      }
      return askedOfCorrespondents(db, userId, own, asked, mailboxFilter(mailboxId));
    },

    async followUps(userId, range, limit) {
      // [from, to) as the inclusive days of GET /follow-ups.
      const to =
        range && new Date(Date.parse(`${range.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const rows = await followUpRows(db, userId, range && to ? { from: range.from, to } : {}, limit);
      return rows.map((r) => ({
        postUpdateId: r.postUpdateId,
        date: r.postUpdateAt.toISOString(),
        text: r.text,
        dueOn: r.dueOn,
        ...(r.contactName ? { contactName: r.contactName } : {}),
        ...(r.about ? { about: r.about } : {}),
        ...(r.source ? { note: r.source } : {}),
      }));
    },
  };
}

/**
 * The asks to follow up: those whose asker the user has not written to since, in whatever thread (a
 * reply that lost its In-Reply-To, or a new email). One indexed look-up over the asking addresses.
 */
async function askedOfCorrespondents(
  db: Database['db'],
  userId: string,
  own: readonly string[],
  asked: Correspondent[],
  inMailbox: ReturnType<typeof sql>,
): Promise<Correspondent[]> {
  if (asked.length === 0) return asked;
  const keys = asked.map((c) => emailKey(c.address));
  const written = new Map(
    rowsOf<{ a: string; at: Date | string }>(
      await db.execute(sql`
        select a, max(e.sent_at) as at from emails e, unnest(e.addresses) a
        where e.user_id = ${userId} ${inMailbox}
          and e.addresses && ${textArray(keys)} and lower(coalesce(e.from_address, '')) = any(${textArray([...own])})
          and a = any(${textArray(keys)})
        group by a`),
    ).map((r) => [r.a, isoOf(r.at)]),
  );
  return asked.filter((c) => {
    const at = written.get(emailKey(c.address));
    return at === undefined || Date.parse(at) < Date.parse(c.latest.date);
  });
}
