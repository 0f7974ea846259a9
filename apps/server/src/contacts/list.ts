import type { ContactListFilter, ContactPage, ContactSort } from '@rapport/sdk/contract';
import { CONTACT_SOURCE_LABELS, contactSourceLabel } from '@rapport/sdk/rules';
import { type SQL, sql } from 'drizzle-orm';
import { CONTACTS_PAGE_SIZE } from '../constants.js';
import { type Db, rowsOf } from '../db/index.js';
import { type ContactRow, contacts, emails } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { toSafeCsv } from '../lib/safeCsv.js';
import { isUuid } from '../platform/owned.js';
import { type ContactMail, mailOfAddresses, toContact, toPrefixTsquery } from './rows.js';
import { contactMatchCount, contactMatches, isContactIndexFresh } from './search.js';

/**
 * The contacts list: search, three orders, keyset cursors (stable under inserts, so infinite
 * scroll never repeats or skips a row), and the same rows whole for the CSV export.
 */

type Order = 'asc' | 'desc';

/** Where contacts without mail sort by last contacted: before any real date. */
const NEVER = '0001-01-01T00:00:00.000Z';

interface SortDef {
  /** The sort key of a `contacts` row (the mail CTE is `m`). */
  key: SQL;
  /** How a cursor's value is cast back for the comparison. */
  cast: SQL;
  isDate: boolean;
  natural: Order;
  /** Whether the query needs every address's mail (the CTE), not just the page's. */
  needsMail: boolean;
}

/**
 * A text column A–Z with blanks after every text (before it Z–A): the key is "0" and the
 * lower-cased text, or "1" for a blank, so one keyset comparison still covers the cursor.
 */
function textSort(column: SQL): SortDef {
  return {
    key: sql`(case when nullif(btrim(${column}), '') is null then '1' else '0' || lower(btrim(${column})) end)`,
    cast: sql`text`,
    isDate: false,
    natural: 'asc',
    needsMail: false,
  };
}

const SORTS: Record<ContactSort, SortDef> = {
  // Compared at millisecond precision: the cursor carries a JS date, the column has microseconds.
  createdAt: {
    key: sql`date_trunc('milliseconds', contacts.created_at)`,
    cast: sql`timestamptz`,
    isDate: true,
    natural: 'desc',
    needsMail: false,
  },
  name: {
    key: sql`lower(coalesce(nullif(btrim(contacts.full_name), ''), contacts.email, ''))`,
    cast: sql`text`,
    isDate: false,
    natural: 'asc',
    needsMail: false,
  },
  lastContactedAt: {
    key: sql`coalesce(date_trunc('milliseconds', m.last), ${NEVER}::timestamptz)`,
    cast: sql`timestamptz`,
    isDate: true,
    natural: 'desc',
    needsMail: true,
  },
  company: textSort(sql`contacts.company`),
  title: textSort(sql`contacts.title`),
  email: textSort(sql`contacts.email`),
  phone: textSort(sql`contacts.phone`),
  // By the name the user reads ("Mail archive"), not the stored value (`mbox`).
  source: textSort(
    sql`(case contacts.source ${sql.join(
      Object.entries(CONTACT_SOURCE_LABELS).map(([value, label]) => sql`when ${value} then ${label}`),
      sql` `,
    )} else contacts.source end)`,
  ),
  emailCount: {
    key: sql`coalesce(m.n, 0)::bigint`,
    cast: sql`bigint`,
    isDate: false,
    natural: 'desc',
    needsMail: true,
  },
};

interface Cursor {
  sort: ContactSort;
  order: Order;
  value: string;
  id: string;
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.order, c.value, c.id])).toString('base64url');
}

function decodeCursor(raw: string, sort: ContactSort, order: Order): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((p) => typeof p === 'string'))
    throw badRequest('cursor: is not valid');
  const [s, o, value, id] = parts as string[];
  if (s !== sort || o !== order)
    throw badRequest('cursor: belongs to another sort order; start again without it');
  if (!isUuid(id!)) throw badRequest('cursor: is not valid');
  if (SORTS[sort].isDate && Number.isNaN(Date.parse(value!))) throw badRequest('cursor: is not valid');
  return { sort, order, value: value!, id: id! };
}

/** Each address's mail over all the user's emails: the CTE behind "sort by last contacted". */
const mailCte = (userId: string) => sql`
  with m as (
    select a.address, count(*) as n, max(e.sent_at) as last
    from ${emails} e cross join lateral unnest(e.addresses) as a(address)
    where e.user_id = ${userId}
    group by a.address
  )`;

type ListedRow = Record<string, unknown>;

function toRow(r: ListedRow): ContactRow {
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    id: String(r.id),
    userId: String(r.user_id),
    email: (r.email as string | null) ?? null,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    fullName: (r.full_name as string | null) ?? null,
    company: (r.company as string | null) ?? null,
    title: (r.title as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    notes: (r.notes as string | null) ?? null,
    customFields: (typeof r.custom_fields === 'string' ? JSON.parse(r.custom_fields) : r.custom_fields) ?? {},
    source: String(r.source),
    conflicts: [],
    nameKey: (r.name_key as string | null) ?? null,
    companyId: (r.company_id as string | null) ?? null,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

const sortValue = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

export interface ListOptions extends ContactListFilter {
  cursor?: string | undefined;
  /** Rows per page; null: every matching row (the export). */
  limit?: number | null | undefined;
  /** Join every address's mail in the query (the sort by last contacted does anyway). */
  withMail?: boolean;
  /** Count every matching contact too (`total`; a first page, so without a cursor). */
  withTotal?: boolean;
}

export interface ListedContacts {
  rows: { row: ContactRow; mail: ContactMail }[];
  nextCursor: string | null;
  /** Every matching contact, with `withTotal`. */
  total?: number;
}

/** The user's contacts as the list shows them (see `ListOptions`). */
export async function listContacts(db: Db, userId: string, input: ListOptions): Promise<ListedContacts> {
  const sort = input.sort ?? 'createdAt';
  const def = SORTS[sort];
  const order = input.order ?? def.natural;
  const limit = input.limit === null ? null : (input.limit ?? CONTACTS_PAGE_SIZE);
  const needsMail = def.needsMail || input.withMail === true;
  const search = await searchOf(db, userId, input.query);
  const where = listConditions(userId, search);
  const only = selectedIds(input.ids);
  if (only)
    where.push(
      only.length > 0
        ? sql`contacts.id in (${sql.join(
            only.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (input.cursor) {
    const c = decodeCursor(input.cursor, sort, order);
    const cmp = order === 'asc' ? sql`>` : sql`<`;
    where.push(sql`(${def.key}, contacts.id) ${cmp} (${c.value}::${def.cast}, ${c.id}::uuid)`);
  }
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    ${needsMail ? mailCte(userId) : sql``}
    select contacts.*, ${def.key} as sort_key
      ${needsMail ? sql`, m.n as mail_count, m.last as mail_last` : sql``}
      ${input.withTotal ? sql`, ${totalOf(userId, search)} as total_matches` : sql``}
    from ${contacts}
    ${needsMail ? sql`left join m on m.address = contacts.email` : sql``}
    where ${sql.join(where, sql` and `)}
    order by sort_key ${dir}, contacts.id ${dir}
    ${limit === null ? sql`` : sql`limit ${limit + 1}`}`);
  const all = rowsOf<ListedRow>(result);
  const page = limit === null ? all : all.slice(0, limit);
  let mailOf: (row: ContactRow, r: ListedRow) => ContactMail;
  if (needsMail) {
    mailOf = (_row, r) => ({
      emailCount: Number(r.mail_count ?? 0),
      lastContactedAt: r.mail_last ? new Date(r.mail_last as string) : null,
    });
  } else {
    const rowsWithMail = page.flatMap((r) => (r.email ? [String(r.email)] : []));
    const mail = await mailOfAddresses(db, userId, rowsWithMail);
    mailOf = (row) => (row.email && mail.get(row.email)) || { emailCount: 0, lastContactedAt: null };
  }
  const last = page.at(-1);
  return {
    // No row, no match (a first page has no cursor condition).
    ...(input.withTotal ? { total: Number(all[0]?.total_matches ?? 0) } : {}),
    rows: page.map((r) => {
      const row = toRow(r);
      return { row, mail: mailOf(row, r) };
    }),
    nextCursor:
      limit !== null && all.length > limit && last
        ? encodeCursor({ sort, order, value: sortValue(last.sort_key), id: String(last.id) })
        : null,
  };
}

/** `ids=a,b,c` (the People page's selection): its uuids, or undefined without the parameter. */
function selectedIds(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter(isUuid);
}

/** A request's search: its tsquery, and whether the search index can answer it. */
interface ContactListSearch {
  tsquery: SQL;
  fresh: boolean;
}

/**
 * The search of `query`, or null without one. The index's freshness is read once a request
 * (contacts/search.ts), since every statement costs a turn on PGlite.
 */
async function searchOf(
  db: Db,
  userId: string,
  query: string | undefined,
): Promise<ContactListSearch | null> {
  const tsq = query ? toPrefixTsquery(query) : null;
  if (!tsq) return null;
  return { tsquery: sql`to_tsquery('simple', ${tsq})`, fresh: await isContactIndexFresh(db, userId) };
}

/** The user id condition, and the search when there is one, over `contacts`. */
function listConditions(userId: string, search: ContactListSearch | null): SQL[] {
  const where: SQL[] = [sql`contacts.user_id = ${userId}`];
  if (search) where.push(contactMatches(userId, search.tsquery, search.fresh));
  return where;
}

/**
 * How many of the user's contacts match the search, as a scalar subquery the page's own statement
 * answers: one statement less a first page.
 */
function totalOf(userId: string, search: ContactListSearch | null): SQL {
  return search
    ? contactMatchCount(userId, search.tsquery, search.fresh)
    : sql`(select count(*) from ${contacts} where ${contacts.userId} = ${userId})`;
}

/** One page of the list, as the API answers it (the total on the first page). */
export async function contactPage(
  db: Db,
  userId: string,
  input: Omit<ListOptions, 'limit'> & { limit?: number | undefined },
): Promise<ContactPage> {
  const { rows, nextCursor, total } = await listContacts(db, userId, { ...input, withTotal: !input.cursor });
  const page: ContactPage = { items: rows.map(({ row, mail }) => toContact(row, mail)), nextCursor };
  if (total !== undefined) page.total = total;
  return page;
}

/** The export's columns: headers the CSV import maps back to the same fields. */
const EXPORT_COLUMNS: [string, (c: ContactRow, mail: ContactMail) => string][] = [
  ['Name', (c) => c.fullName ?? ''],
  ['First name', (c) => c.firstName ?? ''],
  ['Last name', (c) => c.lastName ?? ''],
  ['Email', (c) => c.email ?? ''],
  ['Company', (c) => c.company ?? ''],
  ['Title', (c) => c.title ?? ''],
  ['Phone', (c) => c.phone ?? ''],
  ['Notes', (c) => c.notes ?? ''],
  ['Source', (c) => contactSourceLabel(c.source)],
  ['Last contacted', (_c, m) => m.lastContactedAt?.toISOString() ?? ''],
  ['Emails', (_c, m) => String(m.emailCount)],
  ['Added', (c) => c.createdAt.toISOString()],
];

/** Every contact the list shows for `filter`, in its order, as CSV (spreadsheet formulas escaped). */
export async function contactsCsv(db: Db, userId: string, filter: ContactListFilter): Promise<string> {
  // Every row at once needs every address's mail: the CTE, whatever the order.
  const { rows } = await listContacts(db, userId, { ...filter, limit: null, withMail: true });
  return toSafeCsv([
    EXPORT_COLUMNS.map(([header]) => header),
    ...rows.map(({ row, mail }) => EXPORT_COLUMNS.map(([, cell]) => cell(row, mail))),
  ]);
}
