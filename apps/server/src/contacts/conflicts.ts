import type { ContactConflict } from '@rapport/sdk/contract';
import { sameValue } from './identity.js';
import type { FieldConflict } from './model.js';

/**
 * A contact's conflicts as the user settles them (issue 25): a value a source proposed that
 * differs from the stored one (contacts/identity.ts records it; nothing overwrites). Open while
 * the field still holds something else; per field, the latest proposal is the one shown.
 * Framework-free: the server reads and writes the `conflicts` column around these rules.
 */

/** The contact fields a conflict may be about: its columns and custom fields (`customFields.<key>`). */
export const CONFLICT_FIELDS = new Set([
  'email',
  'firstName',
  'lastName',
  'fullName',
  'company',
  'title',
  'phone',
]);

export const isConflictField = (field: string) =>
  CONFLICT_FIELDS.has(field) || (field.startsWith('customFields.') && field.length > 13);

interface Stored {
  customFields: Record<string, string> | null;
  [column: string]: unknown;
}

/** The value a contact holds in `field` (a column or `customFields.<key>`); null when empty. */
export function storedValue(contact: Stored, field: string): string | null {
  const value = field.startsWith('customFields.') ? contact.customFields?.[field.slice(13)] : contact[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

const asConflicts = (raw: unknown): FieldConflict[] =>
  Array.isArray(raw)
    ? raw.filter(
        (c): c is FieldConflict =>
          typeof c === 'object' &&
          c !== null &&
          typeof (c as FieldConflict).field === 'string' &&
          typeof (c as FieldConflict).incoming === 'string',
      )
    : [];

/** The open conflicts of a contact, one per field (the latest proposal), in the order first recorded. */
export function openConflicts(contact: Stored & { conflicts: unknown }): ContactConflict[] {
  const byField = new Map<string, ContactConflict>();
  for (const c of asConflicts(contact.conflicts)) {
    if (!isConflictField(c.field)) continue;
    const stored = storedValue(contact, c.field);
    if (stored !== null && sameValue(c.field, stored, c.incoming)) {
      byField.delete(c.field);
      continue;
    }
    byField.set(c.field, {
      field: c.field,
      stored,
      proposed: c.incoming,
      ...(c.postUpdateId ? { postUpdateId: c.postUpdateId } : {}),
      ...(c.at ? { at: c.at } : {}),
    });
  }
  return [...byField.values()];
}

/** The recorded conflicts without those of `field` (settled either way). */
export function withoutField(raw: unknown, field: string): FieldConflict[] {
  return asConflicts(raw).filter((c) => c.field !== field);
}
