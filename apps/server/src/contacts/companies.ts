/**
 * Companies (issue 23): one per work domain of the user's contacts (never a free-mail provider's,
 * never a domain of the user's own addresses), named by the company its contacts carry (a CSV
 * Company column, a signature) else from the domain; contacts without a work domain but with a
 * company link to one by its folded name (a company of that name, with a domain or not). Kept in
 * step with the contacts when read (`refresh`): idempotent, one pass of a few statements.
 */
import type { Company, CompanyDetail, CompanyListQuery } from '@rapport/sdk/contract';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { foldSql } from '../db/fold.js';
import { type Database, rowsOf } from '../db/index.js';
import { type CompanyRow, companies, contacts, emails } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { fold } from '../lib/fold.js';
import {
  companyFromDomain,
  onDomains,
  organisationDomain,
  workDomainsOf,
} from '../mailbox/contactsFromMail.js';
import { SUMMARY_COLUMNS, toEmailSummary } from '../mailbox/emails.js';
import { isUuid } from '../platform/owned.js';
import { textArray, userOwnAddresses } from './mailPolicy.js';
import { mailOfAddresses, toContact } from './rows.js';

const PAGE = 50;
const PEOPLE = 200;
const EMAILS = 20;

export interface CompaniesDeps {
  database: Database;
  now: () => number;
  accountEmail: (userId: string) => Promise<string>;
}

const domainSql = sql`lower(split_part(c.email, '@', 2))`;

export function createCompanies(deps: CompaniesDeps) {
  const { db } = deps.database;

  /** Companies made, named and linked from the user's contacts as they are now. */
  async function refresh(userId: string): Promise<void> {
    const own = workDomainsOf(await userOwnAddresses(db, userId, await deps.accountEmail(userId)));
    const rows = rowsOf<{ domain: string; company: string | null; n: number | string }>(
      await db.execute(sql`
        select ${domainSql} as domain, count(*) as n,
          mode() within group (order by c.company) filter (where coalesce(c.company, '') <> '') as company
        from ${contacts} c
        where c.user_id = ${userId} and c.email like '%@%'
        group by 1 order by 2 desc`),
    );
    /** Work domains (a subdomain counts as its organisation's) and the company their contacts name. */
    const domains = new Map<string, string | null>();
    const notWork: string[] = [];
    for (const r of rows) {
      if (companyFromDomain(r.domain) === null || onDomains(`x@${r.domain}`, own)) {
        notWork.push(r.domain);
        continue;
      }
      const org = organisationDomain(r.domain);
      domains.set(org, domains.get(org) ?? r.company);
    }
    // Contacts whose address gives no company (none, free mail, the user's own domain) and who
    // name one: a company of that name, unless they are the user's colleagues.
    const named = rowsOf<{ company: string }>(
      await db.execute(sql`
        select distinct on (${foldSql(sql`c.company`)}) c.company from ${contacts} c
        where c.user_id = ${userId} and coalesce(c.company, '') <> ''
          and (c.email is null or ${domainSql} = any(${textArray(notWork)}))
          ${own.size > 0 ? sql`and not (coalesce(${domainSql}, '') = any(${textArray([...own])}))` : sql``}`),
    );
    const wanted = [
      ...[...domains].map(([domain, company]) => {
        const name = company ?? (companyFromDomain(domain) as string);
        return { n: name, d: domain, k: fold(name) };
      }),
      ...named.map((r) => ({ n: r.company, d: null, k: fold(r.company) })),
    ];
    await db.transaction(async (tx) => {
      if (wanted.length > 0)
        await tx.execute(sql`
          with v as (select * from json_to_recordset(${JSON.stringify(wanted)}::json) as v(n text, d text, k text))
          insert into ${companies} (user_id, name, domain, name_key)
          select ${userId}, v.n, v.d, v.k from v
          -- A name-only company is not made where a company of that name exists (or was deleted).
          where v.d is not null or not exists (
            select 1 from ${companies} x where x.user_id = ${userId} and x.name_key = v.k)
          on conflict (user_id, domain) where domain is not null do update
            set name = excluded.name, name_key = excluded.name_key, updated_at = now()
            where not ${companies.nameByUser} and ${companies.name} <> excluded.name`);
      // Each contact's company: its work domain's, else one of its company's name (a domain one first).
      await tx.execute(sql`
        update ${contacts} c set company_id = d.cid
        from (
          select c2.id, coalesce(
            (select co.id from ${companies} co where co.user_id = ${userId} and co.deleted_at is null
               and (co.domain = lower(split_part(c2.email, '@', 2))
                 or lower(split_part(c2.email, '@', 2)) like '%.' || co.domain)
             order by length(co.domain) desc limit 1),
            (select co.id from ${companies} co where co.user_id = ${userId} and co.deleted_at is null
               and co.name_key = ${foldSql(sql`coalesce(c2.company, '')`)}
               and coalesce(c2.company, '') <> ''
               ${own.size > 0 ? sql`and not (coalesce(lower(split_part(c2.email, '@', 2)), '') = any(${textArray([...own])}))` : sql``}
             order by (co.domain is null), co.created_at limit 1)) as cid
          from ${contacts} c2 where c2.user_id = ${userId}
        ) d
        where c.id = d.id and c.user_id = ${userId} and c.company_id is distinct from d.cid`);
      // A company made from contacts that are gone goes too (one a person named stays).
      await tx.execute(sql`
        delete from ${companies} co
        where co.user_id = ${userId} and co.deleted_at is null and not co.name_by_user
          and not exists (select 1 from ${contacts} c where c.user_id = ${userId} and c.company_id = co.id)`);
    });
  }

  /** The user's companies (not deleted) with their counts, matching `query`. */
  async function summaries(userId: string, query: string | undefined, id?: string): Promise<Company[]> {
    const q = query?.trim() ? `%${fold(query.trim())}%` : null;
    const rows = rowsOf<{
      id: string;
      name: string;
      domain: string | null;
      n: number | string;
      last: Date | string | null;
    }>(
      await db.execute(sql`
        with linked as (
          select co.id, co.name, co.domain, count(c.id) as n,
            coalesce(array_agg(lower(c.email)) filter (where c.email is not null), '{}') as addresses
          from ${companies} co
          left join ${contacts} c on c.user_id = ${userId} and c.company_id = co.id
          where co.user_id = ${userId} and co.deleted_at is null
            ${id ? sql`and co.id = ${id}` : sql``}
            ${q ? sql`and (${foldSql(sql`co.name`)} like ${q} or coalesce(co.domain, '') like ${q})` : sql``}
          group by co.id
        )
        select linked.id, linked.name, linked.domain, linked.n,
          (select max(e.sent_at) from ${emails} e
            where e.user_id = ${userId} and e.addresses && linked.addresses) as last
        from linked`),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      domain: r.domain,
      contactCount: Number(r.n),
      lastContactedAt: r.last ? new Date(r.last).toISOString() : null,
    }));
  }

  async function owned(userId: string, id: string): Promise<CompanyRow> {
    if (!isUuid(id)) throw notFound('Company not found');
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.userId, userId), isNull(companies.deletedAt)));
    if (!row) throw notFound('Company not found');
    return row;
  }

  async function summary(userId: string, id: string): Promise<Company> {
    const [company] = await summaries(userId, undefined, id);
    if (!company) throw notFound('Company not found');
    return company;
  }

  return {
    refresh,

    /**
     * `GET /companies`: sorted by name (A–Z) or last contacted (newest first, none last), cut in
     * pages by an offset cursor (a user's companies are hundreds, not millions).
     */
    async list(userId: string, input: CompanyListQuery) {
      await refresh(userId);
      const all = await summaries(userId, input.query);
      const sort = input.sort ?? 'name';
      const order = input.order ?? (sort === 'name' ? 'asc' : 'desc');
      const byName = (a: Company, b: Company) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
      all.sort((a, b) => {
        if (sort === 'name') return order === 'asc' ? byName(a, b) : byName(b, a);
        const x = a.lastContactedAt ?? '';
        const y = b.lastContactedAt ?? '';
        // Companies without mail last either way.
        if (x === '' || y === '') return x === y ? byName(a, b) : x === '' ? 1 : -1;
        return (order === 'asc' ? x.localeCompare(y) : y.localeCompare(x)) || byName(a, b);
      });
      const offset = input.cursor ? Number.parseInt(input.cursor, 10) : 0;
      const start = Number.isFinite(offset) && offset > 0 ? offset : 0;
      const limit = input.limit ?? PAGE;
      const items = all.slice(start, start + limit);
      return {
        items,
        nextCursor: start + limit < all.length ? String(start + limit) : null,
        total: all.length,
      };
    },

    /** `GET /companies/{id}`: the company, its people (by name) and its newest emails. */
    async get(userId: string, id: string): Promise<CompanyDetail> {
      await owned(userId, id);
      await refresh(userId);
      const company = await summary(userId, id);
      const people = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.companyId, id)))
        .orderBy(
          sql`lower(coalesce(nullif(btrim(${contacts.fullName}), ''), ${contacts.email}, ''))`,
          contacts.id,
        )
        .limit(PEOPLE);
      const addresses = people.flatMap((p) => (p.email ? [p.email.toLowerCase()] : []));
      const mail = await mailOfAddresses(db, userId, addresses);
      const recent =
        addresses.length === 0
          ? []
          : await db
              .select(SUMMARY_COLUMNS)
              .from(emails)
              .where(and(eq(emails.userId, userId), sql`${emails.addresses} && ${textArray(addresses)}`))
              .orderBy(desc(sql`coalesce(${emails.sentAt}, '-infinity'::timestamptz)`), desc(emails.id))
              .limit(EMAILS);
      return {
        ...company,
        people: people.map((p) => toContact(p, p.email ? mail.get(p.email.toLowerCase()) : undefined)),
        emails: recent.map(toEmailSummary),
      };
    },

    /** `PATCH /companies/{id}`: a name the user gives stays; a new domain relinks its contacts. */
    async update(userId: string, id: string, body: { name?: string; domain?: string }): Promise<Company> {
      const row = await owned(userId, id);
      if (body.domain !== undefined && body.domain !== row.domain) {
        const [taken] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.userId, userId), eq(companies.domain, body.domain), ne(companies.id, id)));
        if (taken) throw conflict(`Another company already has the domain ${body.domain}`);
      }
      await db
        .update(companies)
        .set({
          ...(body.name !== undefined ? { name: body.name, nameKey: fold(body.name), nameByUser: true } : {}),
          ...(body.domain !== undefined ? { domain: body.domain } : {}),
          updatedAt: new Date(deps.now()),
        })
        .where(and(eq(companies.id, id), eq(companies.userId, userId)));
      await refresh(userId);
      return summary(userId, id);
    },

    /** `DELETE /companies/{id}`: its contacts stay, unlinked; it is not made again. */
    async remove(userId: string, id: string): Promise<{ message: string }> {
      const row = await owned(userId, id);
      await db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ deletedAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
          .where(and(eq(companies.id, id), eq(companies.userId, userId)));
        await tx
          .update(contacts)
          .set({ companyId: null })
          .where(and(eq(contacts.userId, userId), eq(contacts.companyId, id)));
      });
      return { message: `${row.name} deleted; its contacts stay` };
    },
  };
}

export type Companies = ReturnType<typeof createCompanies>;
