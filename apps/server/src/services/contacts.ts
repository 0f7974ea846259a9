import type { Contact, ContactPage } from '@rapport/sdk/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CONTACTS_PAGE_SIZE } from '../constants.js';
import { contactNameKey } from '../contacts/identity.js';
import { type Db, rowsOf } from '../db/index.js';
import { type ContactRow, contactColumns, contacts, emails } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { contactMatches, isContactIndexFresh } from './contactSearch.js';
import { beginContactWrite } from './contactWrites.js';
import type { ServiceContext } from './context.js';
import { isUuid, ownedRow } from './owned.js';

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

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw badRequest('cursor: is not valid');
  return { createdAt, id };
}

export interface ContactFields {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  company?: string | null;
  title?: string | null;
  phone?: string | null;
  notes?: string | null;
}

const FILLABLE = ['firstName', 'lastName', 'fullName', 'company', 'title', 'phone'] as const;

const createdMs = sql`date_trunc('milliseconds', ${contacts.createdAt})`;

export function createContactsService(ctx: ServiceContext) {
  const { db } = ctx.database;

  return {
    async list(
      userId: string,
      input: { query?: string | undefined; cursor?: string | undefined; limit?: number | undefined },
    ): Promise<ContactPage> {
      const limit = input.limit ?? CONTACTS_PAGE_SIZE;
      const conditions = [eq(contacts.userId, userId)];
      const tsq = input.query ? toPrefixTsquery(input.query) : null;
      if (tsq) {
        const fresh = await isContactIndexFresh(db, userId);
        conditions.push(contactMatches(sql`to_tsquery('simple', ${tsq})`, fresh));
      }
      if (input.cursor) {
        const c = decodeCursor(input.cursor);
        // Compared at millisecond precision: the cursor carries a JS date, the column has microseconds.
        conditions.push(
          sql`(${createdMs}, ${contacts.id}) < (${c.createdAt.toISOString()}::timestamptz, ${c.id}::uuid)`,
        );
      }
      const rows = await db
        .select(contactColumns)
        .from(contacts)
        .where(and(...conditions))
        .orderBy(desc(createdMs), desc(contacts.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const mail = await mailOfAddresses(
        db,
        userId,
        page.flatMap((c) => (c.email ? [c.email] : [])),
      );
      return {
        items: page.map((c) => toContact(c, (c.email && mail.get(c.email)) || NO_MAIL)),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    async get(userId: string, id: string): Promise<Contact> {
      const row = await ownedRow(db, contacts, userId, id, 'Contact not found');
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    /**
     * Finds the contact by email (case-insensitive), else by full name (+ company when given);
     * fills its empty fields, or creates it. Returns the contact id and whether it was created.
     */
    async link(
      userId: string,
      fields: ContactFields,
      source: string,
    ): Promise<{ id: string; created: boolean }> {
      const email = fields.email?.trim().toLowerCase() || null;
      const fullName =
        fields.fullName?.trim() ||
        [fields.firstName, fields.lastName].filter(Boolean).join(' ').trim() ||
        null;
      let existing: ContactRow | undefined;
      if (email) {
        [existing] = await db
          .select(contactColumns)
          .from(contacts)
          .where(and(eq(contacts.userId, userId), eq(contacts.email, email)));
      }
      if (!existing && fullName) {
        const byName = await db
          .select(contactColumns)
          .from(contacts)
          .where(
            and(eq(contacts.userId, userId), sql`lower(${contacts.fullName}) = ${fullName.toLowerCase()}`),
          )
          .limit(5);
        // A name match with a different email is a different person.
        existing = byName.find((c) => !email || !c.email);
      }
      const values = { ...fields, email, fullName };
      if (existing) {
        const patch: Partial<typeof contacts.$inferInsert> = {};
        for (const key of FILLABLE) {
          const v = values[key];
          if (v && !existing[key]) patch[key] = v;
        }
        if (email && !existing.email) patch.email = email;
        if (patch.fullName || patch.company)
          patch.nameKey = contactNameKey({
            fullName: patch.fullName ?? existing.fullName,
            company: patch.company ?? existing.company,
          });
        if (fields.notes) patch.notes = existing.notes ? `${existing.notes}\n${fields.notes}` : fields.notes;
        if (Object.keys(patch).length > 0) {
          await db.transaction(async (tx) => {
            await beginContactWrite(tx, userId);
            await tx
              .update(contacts)
              .set({ ...patch, updatedAt: new Date(ctx.clock.now()) })
              .where(and(eq(contacts.id, existing.id), eq(contacts.userId, userId)));
          });
        }
        return { id: existing.id, created: false };
      }
      const row = await db.transaction(async (tx) => {
        await beginContactWrite(tx, userId);
        const [inserted] = await tx
          .insert(contacts)
          .values({
            userId,
            email,
            fullName,
            firstName: fields.firstName ?? null,
            lastName: fields.lastName ?? null,
            company: fields.company ?? null,
            title: fields.title ?? null,
            phone: fields.phone ?? null,
            notes: fields.notes ?? null,
            nameKey: contactNameKey({ fullName, company: fields.company ?? null }),
            source,
          })
          .onConflictDoNothing()
          .returning({ id: contacts.id });
        return inserted;
      });
      if (row) return { id: row.id, created: true };
      // Lost a race on the unique email: the other insert wins.
      const [winner] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), email ? eq(contacts.email, email) : isNull(contacts.email)))
        .limit(1);
      if (!winner) throw new Error('contact upsert failed');
      return { id: winner.id, created: false };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
