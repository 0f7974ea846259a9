import { emailKey } from '../lib/email';
import { fold } from '../lib/fold';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactInput,
  type ContactStore,
  type ContactUpdate,
  type ExistingContact,
  type FieldConflict,
  type NewContact,
} from './model';

/**
 * A contact's identity, once for every source (CSV import, mail, post updates): the key (email,
 * else normalised name + company) and the merge rule (fill empty fields, record conflicts, never
 * overwrite). Framework-free; `saveContacts` writes through a `ContactStore`.
 */

/** An incoming contact with the given fields, the others empty. */
export function contactInput(fields: Partial<ContactInput>): ContactInput {
  return {
    email: null,
    firstName: null,
    lastName: null,
    fullName: null,
    company: null,
    title: null,
    phone: null,
    notes: null,
    customFields: {},
    ...fields,
  };
}

const ASCII = /^\p{ASCII}*$/u;

/**
 * Lowercase, accents and punctuation removed, spaces collapsed: "  José  O'Neil " → "jose oneil",
 * "Søren Weiß" → "soren weiss" (letters without a decomposition are folded as contact search folds
 * them, lib/fold.ts; migration 0008 brought stored name keys in line).
 */
export function normalizeNamePart(text: string): string {
  // Decomposing and folding are only needed (and only cost) when there is something beyond ASCII.
  const plain = ASCII.test(text) ? text : fold(text.normalize('NFKD').replace(/\p{M}/gu, ''));
  return plain
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The key that dedupes rows without an email: normalised full name + "|" + normalised company
 * ("ann lee|acme"). Null when the contact has no name. The server stores it (or computes the same
 * thing in SQL) to answer `ContactStore.findExisting({ nameKeys })`.
 */
export function contactNameKey(contact: Pick<ContactInput, 'fullName' | 'company'>): string | null {
  const name = contact.fullName ? normalizeNamePart(contact.fullName) : '';
  if (name === '') return null;
  return `${name}|${contact.company ? normalizeNamePart(contact.company) : ''}`;
}

/**
 * The identity of a contact within an import: its email when it has one, else its name key.
 * Prefixed so an email can never equal a name key.
 */
export function dedupeKey(contact: ContactInput): string | null {
  if (contact.email) return `e:${emailKey(contact.email)}`;
  const nameKey = contactNameKey(contact);
  return nameKey === null ? null : `n:${nameKey}`;
}

type ScalarField = Exclude<ContactField, 'email'>;
const SCALAR_FIELDS = CONTACT_FIELDS.filter((f): f is ScalarField => f !== 'email');

/** Whether two values say the same thing: phones by their digits, other text ignoring case/spacing. */
export function sameValue(field: string, a: string, b: string): boolean {
  if (a === b) return true;
  if (field === 'phone') {
    const da = a.replace(/\D/g, '');
    const db = b.replace(/\D/g, '');
    if (da !== '' || db !== '') return da === db;
  }
  return a.trim().toLowerCase() === b.trim().toLowerCase() || normalizeNamePart(a) === normalizeNamePart(b);
}

export interface MergeResult<T extends ContactInput> {
  /** `existing` with the empty fields filled (and, when it carries `conflicts`, the new ones appended). */
  merged: T;
  /** True when at least one empty field was filled. Conflicts alone do not count as a change. */
  changed: boolean;
  /** The filled fields only; `customFields` holds only the new keys. Empty object when unchanged. */
  patch: Partial<ContactInput>;
  /** Conflicts not already recorded in `existing.conflicts`. */
  conflicts: FieldConflict[];
}

/**
 * Merges an incoming row into a contact: a field that is empty on the contact is filled; a field
 * that holds a different value is left alone and the disagreement is recorded as a conflict
 * (once: a conflict already in `existing.conflicts` is not recorded again). Merging the same row
 * twice therefore changes nothing the second time.
 */
export function mergeContact<T extends ContactInput & { conflicts?: FieldConflict[] }>(
  existing: T,
  incoming: ContactInput,
): MergeResult<T> {
  const known = existing.conflicts ?? [];
  const conflicts: FieldConflict[] = [];
  const patch: Partial<ContactInput> = {};
  const record = (field: string, current: string, value: string) => {
    if (sameValue(field, current, value)) return;
    const seen = (c: FieldConflict) => c.field === field && sameValue(field, c.incoming, value);
    if (known.some(seen) || conflicts.some(seen)) return;
    conflicts.push({ field, existing: current, incoming: value });
  };

  if (!existing.email && incoming.email) patch.email = incoming.email;
  else if (existing.email && incoming.email) record('email', existing.email, incoming.email);

  for (const field of SCALAR_FIELDS) {
    const value = incoming[field];
    if (value === null || value === '') continue;
    const current = existing[field];
    if (current === null || current === '') patch[field] = value;
    else record(field, current, value);
  }

  const newCustom: Record<string, string> = {};
  for (const [key, value] of Object.entries(incoming.customFields)) {
    if (value === '') continue;
    const current = existing.customFields[key];
    if (current === undefined || current === '') newCustom[key] = value;
    else record(`customFields.${key}`, current, value);
  }
  if (Object.keys(newCustom).length > 0) patch.customFields = newCustom;

  const changed = Object.keys(patch).length > 0;
  const merged: T = {
    ...existing,
    ...patch,
    customFields: changed ? { ...existing.customFields, ...newCustom } : existing.customFields,
  };
  if (existing.conflicts && conflicts.length > 0) merged.conflicts = [...existing.conflicts, ...conflicts];
  return { merged, changed, patch, conflicts };
}

type StoredConflicts = ExistingContact & { conflicts: FieldConflict[] };

type Entry =
  | { kind: 'insert'; contact: NewContact }
  | {
      kind: 'update';
      current: StoredConflicts;
      patch: Partial<ContactInput>;
      conflicts: FieldConflict[];
      /** False when this import created the contact in an earlier batch (its fills count as skipped). */
      preExisting: boolean;
    };

/** What `saveContacts` did with each incoming contact (see the CSV importer's row accounting). */
export interface SaveCounts {
  created: number;
  updated: number;
  skipped: number;
}

/**
 * Saves contacts from any source by the one identity rule: each is matched to a stored contact
 * by its key, merged into it (`mergeContact`), or created; duplicates among `contacts` merge into
 * one. One lookup and one `upsertBatch` for the lot. Idempotent: saving the same contacts again
 * changes nothing. `createdKeys` carries the keys created by earlier calls of the same import.
 */
export async function saveContacts<Checkpoint>(
  store: ContactStore<Checkpoint>,
  contacts: readonly ContactInput[],
  createdKeys: Set<string> = new Set(),
  /** An import's place once these are saved, given the counts; committed with them (ContactStore). */
  checkpointAfter?: (counts: SaveCounts) => Checkpoint,
): Promise<SaveCounts> {
  const counts: SaveCounts = { created: 0, updated: 0, skipped: 0 };
  // One lookup per batch for every email and every name key of a row without email.
  const emails = new Set<string>();
  const nameKeys = new Set<string>();
  for (const c of contacts) {
    if (c.email) emails.add(emailKey(c.email));
    else {
      const nk = contactNameKey(c);
      if (nk) nameKeys.add(nk);
    }
  }
  const found = await store.findExisting({ emails: [...emails], nameKeys: [...nameKeys] });
  // A contact's identity never changes during an import: its email, or, for a contact without
  // email, its name key (a row without email fills only fields its name key does not depend on,
  // since it matched on them). So a row matches the same contact whether that contact was written
  // in this batch or an earlier one, and re-importing a file matches every row again.
  const stored = new Map<string, ExistingContact>();
  for (const contact of found) {
    const key = dedupeKey(contact);
    if (key && !stored.has(key)) stored.set(key, contact);
  }
  const entries = new Map<string, Entry>();

  for (const contact of contacts) {
    const key = dedupeKey(contact)!;
    let entry = entries.get(key);
    if (!entry) {
      const existing = stored.get(key);
      if (!existing) {
        entries.set(key, { kind: 'insert', contact: { ...contact, conflicts: [] } });
        counts.created++;
        continue;
      }
      entry = {
        kind: 'update',
        current: { ...existing, conflicts: existing.conflicts ?? [] },
        patch: {},
        conflicts: [],
        preExisting: !createdKeys.has(key),
      };
      entries.set(key, entry);
    }
    if (entry.kind === 'insert') {
      entry.contact = mergeContact(entry.contact, contact).merged;
      counts.skipped++;
      continue;
    }
    const { merged, changed, patch, conflicts } = mergeContact(entry.current, contact);
    entry.current = merged;
    const { customFields, ...scalars } = patch;
    Object.assign(entry.patch, scalars);
    if (customFields) entry.patch.customFields = { ...entry.patch.customFields, ...customFields };
    entry.conflicts.push(...conflicts);
    if (changed && entry.preExisting) counts.updated++;
    else counts.skipped++;
  }

  const insert: NewContact[] = [];
  const update: ContactUpdate[] = [];
  for (const entry of entries.values()) {
    if (entry.kind === 'insert') insert.push(entry.contact);
    else if (Object.keys(entry.patch).length > 0 || entry.conflicts.length > 0) {
      update.push({ id: entry.current.id, patch: entry.patch, conflicts: entry.conflicts });
    }
  }
  const checkpoint = checkpointAfter?.(counts);
  if (insert.length > 0 || update.length > 0 || checkpoint)
    await store.upsertBatch({ insert, update }, checkpoint);
  for (const contact of insert) {
    const key = dedupeKey(contact);
    if (key) createdKeys.add(key);
  }
  return counts;
}
