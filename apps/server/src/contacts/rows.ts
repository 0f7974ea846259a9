import type { Contact } from '@rapport/sdk/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/index.js';
import { type ContactRow, emails } from '../db/schema.js';
import { openConflicts } from './conflicts.js';

/** A contact's mail: how many emails involve its address, and the newest one's date. */
export interface ContactMail {
  emailCount: number;
  lastContactedAt: Date | null;
}

const NO_MAIL: ContactMail = { emailCount: 0, lastContactedAt: null };

/** The mail of each address, in one query over the emails' address index. */
export async function mailOfAddresses(
  db: Db,
  userId: string,
  addresses: string[],
): Promise<Map<string, ContactMail>> {
  const wanted = [...new Set(addresses.filter(Boolean))];
  const mail = new Map<string, ContactMail>();
  if (wanted.length === 0) return mail;
  const rows = rowsOf<{ address: string; n: number | string; last: string | Date | null }>(
    await db.execute(sql`
      select a.address, count(e.id) as n, max(e.sent_at) as last
      from unnest(${sql.param(wanted)}::text[]) as a(address)
      join ${emails} e on e.user_id = ${userId} and e.addresses @> array[a.address]
      group by a.address`),
  );
  for (const r of rows)
    mail.set(r.address, { emailCount: Number(r.n), lastContactedAt: r.last ? new Date(r.last) : null });
  return mail;
}

export function toContact(row: ContactRow, mail: ContactMail = NO_MAIL): Contact {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    company: row.company,
    title: row.title,
    phone: row.phone,
    notes: row.notes,
    customFields: row.customFields ?? {},
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastContactedAt: mail.lastContactedAt?.toISOString() ?? null,
    emailCount: mail.emailCount,
    companyId: row.companyId ?? null,
    conflicts: openConflicts(row),
  };
}

/** Words of a search box → a prefix tsquery ("jan acm" → 'jan':* & 'acm':*); null when nothing is left. */
export function toPrefixTsquery(text: string, joiner: '&' | '|' = '&'): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._+-]+/u)
    .map((w) => w.replace(/^[._+-]+|[._+-]+$/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, 20);
  if (words.length === 0) return null;
  return words.map((w) => `'${w.replace(/'/g, "''")}':*`).join(` ${joiner} `);
}
