import type {
  Contact,
  ContactListFilter,
  ContactListQuery,
  ContactPage,
  ContactTimeline,
  ContactTimelineQuery,
  UpdateContactRequest,
} from '@rapport/sdk/contract';
import { contactFullName } from '@rapport/sdk/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { contactNameKey } from '../contacts/identity.js';
import { type ContactRow, contactColumns, contacts } from '../db/schema.js';
import { deleteContact, updateContact } from './contactEdits.js';
import { contactPage, contactsCsv } from './contactList.js';
import { mailOfAddresses, toContact } from './contactRows.js';
import { contactTimeline } from './contactTimeline.js';
import { beginContactWrite } from './contactWrites.js';
import type { ServiceContext } from './context.js';
import { ownedRow } from './owned.js';

export { type ContactMail, mailOfAddresses, toContact, toPrefixTsquery } from './contactRows.js';

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

export interface ContactsDeps {
  /** Brings the user's contacts search index up to date after an edit (the search.reindex job). */
  reindex?: (userId: string) => Promise<unknown>;
}

export function createContactsService(ctx: ServiceContext, deps: ContactsDeps = {}) {
  const { db } = ctx.database;

  return {
    list: (userId: string, input: ContactListQuery): Promise<ContactPage> => contactPage(db, userId, input),

    async get(userId: string, id: string): Promise<Contact> {
      const row = await ownedRow(db, contacts, userId, id, 'Contact not found');
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    async update(userId: string, id: string, body: UpdateContactRequest): Promise<Contact> {
      const row = await updateContact(db, userId, id, body, new Date(ctx.clock.now()));
      await deps.reindex?.(userId);
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    async remove(userId: string, id: string): Promise<{ message: string }> {
      await deleteContact(db, userId, id);
      await deps.reindex?.(userId);
      return { message: 'Contact deleted' };
    },

    timeline: (userId: string, id: string, input: ContactTimelineQuery): Promise<ContactTimeline> =>
      contactTimeline(db, userId, id, input),

    exportCsv: (userId: string, filter: ContactListFilter): Promise<string> =>
      contactsCsv(db, userId, filter),

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
      const fullName = contactFullName(fields);
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
