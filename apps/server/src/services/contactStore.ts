import { and, eq, or, sql } from 'drizzle-orm';
import { contactNameKey } from '../csv/dedupe.js';
import type { ContactChanges, ContactStore, ExistingContact, FieldConflict } from '../csv/types.js';
import type { Db } from '../db/index.js';
import { type ContactRow, contactColumns, contacts } from '../db/schema.js';

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
      const lowered = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
      const keys = [...new Set(nameKeys)];
      if (lowered.length === 0 && keys.length === 0) return [];
      // One array parameter each (`= any`), not thousands of IN parameters.
      const rows = await db
        .select(contactColumns)
        .from(contacts)
        .where(
          and(
            eq(contacts.userId, userId),
            or(
              sql`${contacts.email} = any(${sql.param(lowered)}::text[])`,
              sql`${contacts.nameKey} = any(${sql.param(keys)}::text[])`,
            ),
          ),
        );
      return rows.map(toExisting);
    },

    async upsertBatch({ insert, update }: ContactChanges) {
      await db.transaction(async (tx) => {
        // More sort/accumulation memory for this transaction only: the GIN search index flushes its
        // pending list during large inserts, several times faster with room to do it in one pass.
        await tx.execute(sql`set local work_mem = '64MB'`);
        if (insert.length > 0) {
          const col = <T>(pick: (c: (typeof insert)[number]) => T) => sql.param(insert.map(pick));
          // unnest() over column arrays: one statement, ~5x faster than a VALUES list on PGlite.
          await tx.execute(sql`
            insert into contacts (user_id, email, first_name, last_name, full_name, company, title, phone, notes,
              custom_fields, conflicts, name_key, source)
            select ${userId}::uuid, t.email, t.first_name, t.last_name, t.full_name, t.company, t.title, t.phone,
              t.notes, t.custom_fields::jsonb, t.conflicts::jsonb, t.name_key, ${source}
            from unnest(
              ${col((c) => (c.email ? c.email.trim().toLowerCase() : null))}::text[],
              ${col((c) => c.firstName)}::text[], ${col((c) => c.lastName)}::text[],
              ${col((c) => c.fullName)}::text[], ${col((c) => c.company)}::text[],
              ${col((c) => c.title)}::text[], ${col((c) => c.phone)}::text[], ${col((c) => c.notes)}::text[],
              ${col((c) => JSON.stringify(c.customFields ?? {}))}::text[],
              ${col((c) => JSON.stringify(c.conflicts ?? []))}::text[],
              ${col((c) => contactNameKey(c))}::text[]
            ) as t(email, first_name, last_name, full_name, company, title, phone, notes, custom_fields, conflicts, name_key)
            on conflict do nothing`);
          // A contact with this email that appeared meanwhile (another import) is kept, never duplicated.
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
