import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PersonField } from '../assistant/types.js';
import type { ContactInput, FieldConflict } from '../csv/types.js';
import type { Database, Transaction } from '../db/index.js';
import { contactColumns, contacts } from '../db/schema.js';
import { uuidv7 } from '../lib/crypto.js';
import { contactNameKey, emailKey, mergeContact } from './identity.js';
import { matchMention, mentionKeys } from './mentions.js';
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

/**
 * What linking one mention did: the contact it is about (its name, what was filled, the conflicts
 * recorded; `version`: a created contact's `updated_at`; `title`: a created contact's), or null
 * when none could be told.
 */
export type LinkedMention = {
  id: string;
  created: boolean;
  name: string;
  filled: FilledField[];
  conflicts: FieldConflict[];
  title: string | null;
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

async function linkOne(
  tx: Transaction,
  userId: string,
  mention: ContactInput,
  source: string,
): Promise<LinkedMention> {
  const match = matchMention(mention, await candidatesOf(tx, userId, mention));
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
      conflicts: [],
      title: fields.title,
      version: row!.updatedAt,
    };
  }
  const existing = match.contact;
  const { patch, conflicts } = mergeContact(existing, { ...fields, notes: null });
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
  return {
    id: existing.id,
    created: false,
    name: nameOf({ ...existing, ...patch }),
    filled,
    conflicts,
    title: null,
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
  mentions: readonly ContactInput[],
  source: string,
  within?: AfterLinking,
): Promise<LinkedMention[]> {
  if (mentions.length === 0 && !within) return [];
  return database.db.transaction(async (tx) => {
    if (mentions.length > 0) await beginContactWrite(tx, userId);
    const linked: LinkedMention[] = [];
    for (const mention of mentions) linked.push(await linkOne(tx, userId, mention, source));
    await within?.(tx, linked);
    return linked;
  });
}
