import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { type ContactRow, contacts } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { ownedRow } from '../platform/owned.js';
import { isConflictField, openConflicts, withoutField } from './conflicts.js';
import { updateContact } from './edits.js';
import { beginContactWrite } from './writes.js';

/**
 * `POST /contacts/{id}/conflicts/{field}/resolve` (issue 25): the user settles a field's open
 * conflict. `stored` keeps the contact's value; `proposed` writes the proposed one as an edit of
 * theirs would (`PATCH /contacts/{id}`: same rules, an email another contact has is a 409). Either
 * way the field's recorded conflicts are dropped. Another user's contact is a 404; a field that is
 * no contact field, or has no open conflict, is a 400.
 */
export async function resolveConflict(
  db: Db,
  userId: string,
  id: string,
  field: string,
  keep: 'stored' | 'proposed',
  now: Date,
): Promise<ContactRow> {
  const row = await ownedRow(db, contacts, userId, id, 'Contact not found');
  if (!isConflictField(field))
    throw badRequest(
      `"${field.slice(0, 80)}" is not a contact field (one of email, firstName, lastName, fullName, company, title, phone, customFields.<key>)`,
    );
  const open = openConflicts(row).find((c) => c.field === field);
  if (!open) throw badRequest(`The contact has no open conflict on ${field}`);
  if (keep === 'proposed' && !field.startsWith('customFields.'))
    await updateContact(db, userId, id, { [field]: open.proposed }, now);
  return db.transaction(async (tx) => {
    await beginContactWrite(tx, userId);
    const [current] = await tx
      .select({ conflicts: contacts.conflicts })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
    const set: Record<string, unknown> = {
      conflicts: sql`${JSON.stringify(withoutField(current?.conflicts, field))}::jsonb`,
      updatedAt: now,
    };
    if (keep === 'proposed' && field.startsWith('customFields.'))
      set.customFields = sql`${contacts.customFields} || ${JSON.stringify({ [field.slice(13)]: open.proposed })}::jsonb`;
    const [updated] = await tx
      .update(contacts)
      .set(set)
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .returning();
    return updated ?? row;
  });
}
