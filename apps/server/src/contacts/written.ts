import { emailKey } from '../lib/email.js';
import { dedupeKey } from './identity.js';
import type { ContactUpdate, ExistingContact } from './model.js';

/**
 * The contacts one import has written, by identity (email, else name key): how the SQL store
 * answers lookups for contacts created by the import's earlier batches without a query. It holds
 * exactly what was committed, with updates applied the way SQL applies them (empty fields filled,
 * custom fields merged, conflicts appended). The import never creates two contacts with one
 * identity, and identities never move during an import (csv/README.md), so one contact per key.
 */
export function createWrittenContacts() {
  const byKey = new Map<string, ExistingContact>();
  const keyById = new Map<string, string>();
  const copy = (c: ExistingContact): ExistingContact => ({
    ...c,
    customFields: { ...c.customFields },
    conflicts: [...(c.conflicts ?? [])],
  });

  return {
    /** Remembers a committed new contact (kept by reference: the caller hands it over). */
    add(contact: ExistingContact): void {
      const key = dedupeKey(contact);
      if (!key || byKey.has(key)) return;
      byKey.set(key, contact);
      keyById.set(contact.id, key);
    },

    /** Applies a committed update, if it concerns a contact written here. */
    apply(update: ContactUpdate): void {
      const key = keyById.get(update.id);
      const contact = key ? byKey.get(key) : undefined;
      if (!key || !contact) return;
      const { customFields, ...scalars } = update.patch;
      for (const [field, value] of Object.entries(scalars) as [keyof typeof scalars, string | null][]) {
        if (typeof value === 'string' && !contact[field]) contact[field] = value;
      }
      if (customFields) contact.customFields = { ...contact.customFields, ...customFields };
      if (update.conflicts.length > 0)
        contact.conflicts = [...(contact.conflicts ?? []), ...update.conflicts];
      const next = dedupeKey(contact);
      if (next && next !== key) {
        byKey.delete(key);
        byKey.set(next, contact);
        keyById.set(contact.id, next);
      }
    },

    /** Copies of the written contacts with one of these emails, or without email and one of these name keys. */
    find(emails: readonly string[], nameKeys: readonly string[]): ExistingContact[] {
      const found = new Map<string, ExistingContact>();
      for (const email of emails) {
        const c = byKey.get(`e:${emailKey(email)}`);
        if (c) found.set(c.id, c);
      }
      // `apply` re-keys a contact whose identity changed, so an `n:` key is always a contact
      // without email whose current name key it is.
      for (const nameKey of nameKeys) {
        const c = byKey.get(`n:${nameKey}`);
        if (c) found.set(c.id, c);
      }
      return [...found.values()].map(copy);
    },
  };
}
