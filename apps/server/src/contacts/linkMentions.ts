import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PersonField } from '../assistant/types.js';
import type { Database, Transaction } from '../db/index.js';
import { contactColumns, contacts } from '../db/schema.js';
import { uuidv7 } from '../lib/crypto.js';
import { emailKey } from '../lib/email.js';
import { contactNameKey, mergeContact, sameValue } from './identity.js';
import { matchMention, mentionKeys } from './mentions.js';
import type { ContactInput, ExistingContact, FieldConflict } from './model.js';
import { applyContactUpdate, toExisting } from './store.js';
import { beginContactWrite } from './writes.js';

/**
 * A person a post update mentions, as a contact's fields, with the ones it states as changed
 * (`PersonField`s: title, company, phone, email, location, role): those replace the stored value.
 */
export type Mention = ContactInput & { changed: readonly PersonField[] };

/** A field a mention filled on a contact that had it empty. */
export interface FilledField {
  field: string;
  before: string | null;
  after: string;
}

/** A value a mention stated as changed that replaced a different stored one. */
export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

/** The post update a mention came from: its conflicts say so, with its time. */
export interface MentionOrigin {
  postUpdateId: string;
  at: string;
}

/**
 * What linking one mention did: the contact it is about (its name, what was filled or changed, the
 * conflicts recorded; `version`: a created contact's `updated_at`; `title`: a created contact's),
 * or null when none could be told.
 */
export type LinkedMention = {
  id: string;
  created: boolean;
  name: string;
  filled: FilledField[];
  changed: ChangedField[];
  conflicts: FieldConflict[];
  title: string | null;
  /** The contact's company once linked (follow-ups say it: "Demo with Jane Doe (Acme Corp)"). */
  company: string | null;
  version: Date | null;
} | null;

const nameOf = (c: { fullName?: string | null; firstName?: string | null; email?: string | null }) =>
  c.fullName || c.firstName || c.email || '(no name)';

/** The contacts a mention may be about: its email's, and those of its normalised name. */
async function candidatesOf(tx: Transaction, userId: string, mention: ContactInput) {
  const { email, name } = mentionKeys(mention);
  const wanted = [
    ...(email ? [eq(contacts.email, email)] : []),
    // A name key is "<name>|<company>"; normalised names hold no "|", "%" or "_".
    ...(name ? [sql`${contacts.nameKey} like ${`${name}|%`}`] : []),
  ];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.userId, userId), or(...wanted)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  return rows.map(toExisting);
}

const SCALAR_CHANGES = new Set<string>(['title', 'company', 'phone', 'email']);

/**
 * Writes the values `mention` states as changed over different stored ones ("is now Head of
 * Procurement": the title was Executive Assistant); returns what changed and the mention without
 * those values, for the ordinary merge of the rest. An email another contact has is left to the
 * merge (a conflict): two contacts never share one.
 */
async function replaceStated(
  tx: Transaction,
  userId: string,
  existing: ExistingContact,
  mention: ContactInput,
  stated: readonly PersonField[],
): Promise<{ changed: ChangedField[]; rest: ContactInput }> {
  const changed: ChangedField[] = [];
  const rest: ContactInput = { ...mention, customFields: { ...mention.customFields } };
  const set: Record<string, unknown> = {};
  const custom: Record<string, string> = {};
  for (const field of stated) {
    if (SCALAR_CHANGES.has(field)) {
      const key = field as 'title' | 'company' | 'phone' | 'email';
      const value = mention[key];
      const current = existing[key];
      if (!value || !current || sameValue(field, current, value)) continue;
      if (key === 'email') {
        const [other] = await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.userId, userId), eq(contacts.email, emailKey(value))));
        if (other) continue;
      }
      changed.push({ field, before: current, after: value });
      set[key] = key === 'email' ? emailKey(value) : value;
      rest[key] = null;
    } else {
      const value = mention.customFields[field];
      const current = existing.customFields[field];
      if (!value || !current || sameValue(field, current, value)) continue;
      changed.push({ field: `customFields.${field}`, before: current, after: value });
      custom[field] = value;
      delete rest.customFields[field];
    }
  }
  if (changed.length === 0) return { changed, rest };
  if (Object.keys(custom).length > 0)
    set.customFields = sql`${contacts.customFields} || ${JSON.stringify(custom)}::jsonb`;
  const company = typeof set.company === 'string' ? set.company : existing.company;
  set.nameKey = contactNameKey({ fullName: existing.fullName, company });
  await tx
    .update(contacts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(contacts.id, existing.id), eq(contacts.userId, userId)));
  return { changed, rest };
}

async function linkOne(
  tx: Transaction,
  userId: string,
  input: ContactInput | Mention,
  source: string,
  origin?: MentionOrigin,
): Promise<LinkedMention> {
  const stated = 'changed' in input ? input.changed : [];
  const { changed: _stated, ...mention } = { changed: [], ...input };
  // "Tom Becker moved to Globex": the Tom Becker at Initech is meant, not another person.
  const matchOn = stated.includes('company') ? { ...mention, company: null } : mention;
  const match = matchMention(matchOn, await candidatesOf(tx, userId, matchOn));
  if (match.kind === 'unnamed' || match.kind === 'ambiguous') return null;
  // Notes from a post update add to what the contact says; every other field only fills.
  const { notes, ...fields } = mention;
  if (match.kind === 'new') {
    const [row] = await tx
      .insert(contacts)
      .values({
        ...fields,
        userId,
        email: fields.email ? emailKey(fields.email) : null,
        notes,
        nameKey: contactNameKey(fields),
        source,
        id: uuidv7(),
      })
      .returning({ id: contacts.id, updatedAt: contacts.updatedAt });
    return {
      id: row!.id,
      created: true,
      name: nameOf(fields),
      filled: [],
      changed: [],
      conflicts: [],
      title: fields.title,
      company: fields.company,
      version: row!.updatedAt,
    };
  }
  const found = match.contact;
  const { changed, rest } = await replaceStated(tx, userId, found, { ...fields, notes: null }, stated);
  const existing = { ...found };
  for (const c of changed)
    if (c.field.startsWith('customFields.'))
      existing.customFields = { ...existing.customFields, [c.field.slice(13)]: c.after };
    else Object.assign(existing, { [c.field]: c.after });
  const merged = mergeContact(existing, rest);
  const patch = merged.patch;
  const conflicts = origin ? merged.conflicts.map((c) => ({ ...c, ...origin })) : merged.conflicts;
  if (Object.keys(patch).length > 0 || conflicts.length > 0)
    await applyContactUpdate(tx, userId, { id: existing.id, patch, conflicts });
  if (notes)
    await tx
      .update(contacts)
      .set({
        notes: existing.notes ? `${existing.notes}\n${notes}` : notes,
        updatedAt: sql`now()`,
      })
      .where(and(eq(contacts.id, existing.id), eq(contacts.userId, userId)));
  const filled: FilledField[] = [];
  for (const [field, value] of Object.entries(patch))
    if (typeof value === 'string') {
      const before = existing[field as keyof typeof existing];
      filled.push({
        field,
        before: typeof before === 'string' && before !== '' ? before : null,
        after: value,
      });
    }
  // Where they are and their part in a deal (issue 25) fill custom fields.
  for (const [key, value] of Object.entries(patch.customFields ?? {}))
    filled.push({ field: `customFields.${key}`, before: null, after: value });
  return {
    id: existing.id,
    created: false,
    name: nameOf({ ...existing, ...patch }),
    filled,
    changed,
    conflicts,
    title: null,
    company: patch.company ?? existing.company,
    version: null,
  };
}

/** Runs in the linking transaction with what it did (post updates record their changes there). */
export type AfterLinking = (tx: Transaction, linked: readonly LinkedMention[]) => Promise<void>;

/**
 * Links the people a post update mentions to the user's contacts (contacts/mentions.ts), by the
 * one identity rule: a contact found is merged (empty fields filled, conflicts recorded, nothing
 * overwritten); a person not found becomes a contact. One transaction for all the mentions, which
 * reads after `beginContactWrite`, so no other write of the user's contacts comes between the
 * read and the write. Returns one entry per mention, in order.
 */
export async function linkMentions(
  database: Database,
  userId: string,
  mentions: readonly (ContactInput | Mention)[],
  source: string,
  within?: AfterLinking,
  origin?: MentionOrigin,
): Promise<LinkedMention[]> {
  if (mentions.length === 0 && !within) return [];
  return database.db.transaction(async (tx) => {
    if (mentions.length > 0) await beginContactWrite(tx, userId);
    const linked: LinkedMention[] = [];
    for (const mention of mentions) linked.push(await linkOne(tx, userId, mention, source, origin));
    await within?.(tx, linked);
    return linked;
  });
}
