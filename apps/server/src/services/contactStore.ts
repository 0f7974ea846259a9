import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { contactNameKey } from '../csv/dedupe.js';
import type { ContactChanges, ContactStore, ExistingContact, FieldConflict } from '../csv/types.js';
import type { Db } from '../db/index.js';
import { type ContactRow, contacts } from '../db/schema.js';

const IN_CHUNK = 1000;

function toExisting(row: ContactRow): ExistingContact {
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
    conflicts: (row.conflicts ?? []) as FieldConflict[],
  };
}

/** The CSV import's `ContactStore` over SQL, every query scoped by the importing user's id. */
export function createSqlContactStore(db: Db, userId: string, source = 'csv'): ContactStore {
  return {
    async findExisting({ emails, nameKeys }) {
      const found = new Map<string, ExistingContact>();
      const lowered = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
      const keys = [...new Set(nameKeys)];
      for (let i = 0; i < Math.max(lowered.length, keys.length); i += IN_CHUNK) {
        const e = lowered.slice(i, i + IN_CHUNK);
        const k = keys.slice(i, i + IN_CHUNK);
        const conds = [];
        if (e.length > 0) conds.push(inArray(contacts.email, e));
        if (k.length > 0) conds.push(inArray(contacts.nameKey, k));
        if (conds.length === 0) continue;
        const rows = await db
          .select()
          .from(contacts)
          .where(and(eq(contacts.userId, userId), or(...conds)));
        for (const row of rows) found.set(row.id, toExisting(row));
      }
      return [...found.values()];
    },

    async upsertBatch({ insert, update }: ContactChanges) {
      await db.transaction(async (tx) => {
        if (insert.length > 0) {
          await tx
            .insert(contacts)
            .values(
              insert.map((c) => ({
                userId,
                email: c.email ? c.email.trim().toLowerCase() : null,
                firstName: c.firstName,
                lastName: c.lastName,
                fullName: c.fullName,
                company: c.company,
                title: c.title,
                phone: c.phone,
                notes: c.notes,
                customFields: c.customFields,
                conflicts: c.conflicts,
                nameKey: contactNameKey(c),
                source,
              })),
            )
            // A contact with this email appeared meanwhile (another import): keep it, never duplicate.
            .onConflictDoNothing();
        }
        for (const u of update) {
          const { customFields, ...scalars } = u.patch;
          const set: Record<string, unknown> = { ...scalars, updatedAt: new Date() };
          if (typeof set.email === 'string') set.email = set.email.trim().toLowerCase();
          if (customFields && Object.keys(customFields).length > 0)
            set.customFields = sql`${contacts.customFields} || ${JSON.stringify(customFields)}::jsonb`;
          if (u.conflicts.length > 0)
            set.conflicts = sql`${contacts.conflicts} || ${JSON.stringify(u.conflicts)}::jsonb`;
          const [row] = await tx
            .update(contacts)
            .set(set)
            .where(and(eq(contacts.id, u.id), eq(contacts.userId, userId)))
            .returning({ fullName: contacts.fullName, company: contacts.company, nameKey: contacts.nameKey });
          if (row && ('fullName' in scalars || 'company' in scalars)) {
            const nameKey = contactNameKey(row);
            if (nameKey !== row.nameKey)
              await tx
                .update(contacts)
                .set({ nameKey })
                .where(and(eq(contacts.id, u.id), eq(contacts.userId, userId)));
          }
        }
      });
    },
  };
}
