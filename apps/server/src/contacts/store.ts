import { and, asc, eq, or, sql } from 'drizzle-orm';
import { type Database, pgliteTransactionOf, rowsOf, type Transaction } from '../db/index.js';
import { type ContactRow, contactColumns, contacts } from '../db/schema.js';
import { uuidv7 } from '../lib/crypto.js';
import { emailKey } from '../lib/email.js';
import { contactNameKey } from './identity.js';
import type {
  ContactChanges,
  ContactStore,
  ContactUpdate,
  ExistingContact,
  FieldConflict,
  NewContact,
} from './model.js';
import { beginContactWrite } from './writes.js';
import { createWrittenContacts } from './written.js';

/** The columns a new contact is written with, in the order of `contactRecord`. */
const CONTACT_RECORD_COLUMNS = [
  'id',
  'user_id',
  'email',
  'first_name',
  'last_name',
  'full_name',
  'company',
  'title',
  'phone',
  'notes',
  'custom_fields',
  'conflicts',
  'name_key',
  'source',
] as const;

/** SQL type of each record column (for json_to_recordset on PostgreSQL). */
const CONTACT_RECORD_TYPES: Record<(typeof CONTACT_RECORD_COLUMNS)[number], string> = {
  id: 'uuid',
  user_id: 'uuid',
  email: 'text',
  first_name: 'text',
  last_name: 'text',
  full_name: 'text',
  company: 'text',
  title: 'text',
  phone: 'text',
  notes: 'text',
  custom_fields: 'jsonb',
  conflicts: 'jsonb',
  name_key: 'text',
  source: 'text',
};

/** A new contact as text values (null for SQL NULL), in `CONTACT_RECORD_COLUMNS` order. */
function contactRecord(userId: string, source: string, c: NewContact & { id: string }): (string | null)[] {
  return [
    c.id,
    userId,
    c.email ? emailKey(c.email) : null,
    c.firstName,
    c.lastName,
    c.fullName,
    c.company,
    c.title,
    c.phone,
    c.notes,
    JSON.stringify(c.customFields ?? {}),
    JSON.stringify(c.conflicts ?? []),
    contactNameKey(c),
    source,
  ].map((v) => v ?? null);
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One line of COPY's text format: tab-separated, `\N` for NULL, backslash escapes. */
export function copyLine(values: readonly (string | null)[]): string {
  return `${values.map((v) => (v === null ? '\\N' : v.replace(/[\\\t\n\r]/g, (ch) => COPY_ESCAPES[ch] ?? ch))).join('\t')}\n`;
}

/** A stored contact as the identity module reads it. */
export function toExisting(row: ContactRow): ExistingContact {
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

/**
 * Applies one update to a user's contact: fills empty columns only (`coalesce`), merges custom
 * fields, appends conflicts, and keeps the name key in step with the name and company.
 */
export async function applyContactUpdate(tx: Transaction, userId: string, u: ContactUpdate): Promise<void> {
  const { customFields, ...scalars } = u.patch;
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const [field, value] of Object.entries(scalars)) {
    if (typeof value !== 'string') continue;
    const column = contacts[field as Exclude<keyof typeof scalars, 'customFields'>];
    set[field] = sql`coalesce(${column}, ${field === 'email' ? emailKey(value) : value})`;
  }
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

/**
 * Thrown when a contact this import meant to create appeared meanwhile (another import of the same
 * user on another instance): the batch is rolled back and the job retries from its checkpoint,
 * where a fresh store sees that contact and merges into it.
 */
export class ContactStoreConflictError extends Error {
  readonly code = 'CONTACT_STORE_CONFLICT';
  constructor(expected: number, inserted: number) {
    super(`Contacts changed during the import: ${expected - inserted} of ${expected} already existed`);
  }
}

/** The identities the user's contacts already have: emails, and name keys of those without one. */
interface KnownKeys {
  emails: Set<string>;
  nameKeys: Set<string>;
}

/**
 * The CSV import's `ContactStore` over SQL, every query scoped by the importing user's id.
 *
 * Lookups touch the database only for contacts that existed before the import: the store reads
 * the user's identities once (email, else name key), and answers for the contacts it wrote itself
 * from `written`, which holds exactly what it committed (ids are made here, so it knows
 * them). A first import of 100k new contacts thus makes no lookup query at all.
 *
 * Updates only fill empty columns (`coalesce`), so a contact changed meanwhile by someone else
 * (a post update) never loses a value.
 */
/**
 * Writes an import's checkpoint inside the batch's transaction (the csv.import job records it on
 * its job row). Without one, a checkpoint given to `upsertBatch` is not kept.
 */
export type CheckpointWriter<Checkpoint> = (tx: Transaction, checkpoint: Checkpoint) => Promise<unknown>;

export function createSqlContactStore<Checkpoint = unknown>(
  database: Database,
  userId: string,
  source = 'csv',
  writeCheckpoint?: CheckpointWriter<Checkpoint>,
  /**
   * `oneLookup`: the store serves one `saveContacts` (a batch of mail): it looks the contacts up
   * directly instead of reading every identity of the user first, which pays off only over many
   * batches (a CSV import).
   */
  options: { oneLookup?: boolean } = {},
): ContactStore<Checkpoint> {
  const { db } = database;
  let known: KnownKeys | undefined;
  const written = createWrittenContacts();

  /** Inserts new contacts; any of them existing already (a concurrent import) fails the batch. */
  async function insertContacts(tx: Transaction, records: (string | null)[][]): Promise<void> {
    const copy = database.kind === 'pglite' ? pgliteTransactionOf(tx) : undefined;
    if (copy) {
      // COPY from an in-memory blob: PGlite's fastest way in (~2x an unnest insert for 5,000 rows).
      try {
        await copy.query(`copy contacts (${CONTACT_RECORD_COLUMNS.join(', ')}) from '/dev/blob'`, [], {
          blob: new Blob([records.map(copyLine).join('')]),
        });
      } catch (e) {
        if ((e as { code?: string }).code === '23505') throw new ContactStoreConflictError(records.length, 0);
        throw e;
      }
      return;
    }
    // One JSON parameter read by json_to_recordset(): serialised natively, parsed by the server.
    // The jsonb columns travel as text (their JSON) and are cast, or they would land as strings.
    const rows = records.map((r) =>
      Object.fromEntries(CONTACT_RECORD_COLUMNS.map((name, i) => [name, r[i] ?? null])),
    );
    const columns = sql.raw(CONTACT_RECORD_COLUMNS.join(', '));
    const values = sql.raw(
      CONTACT_RECORD_COLUMNS.map((name) =>
        CONTACT_RECORD_TYPES[name] === 'jsonb' ? `${name}::jsonb` : name,
      ).join(', '),
    );
    const types = sql.raw(
      CONTACT_RECORD_COLUMNS.map(
        (name) => `${name} ${CONTACT_RECORD_TYPES[name] === 'jsonb' ? 'text' : CONTACT_RECORD_TYPES[name]}`,
      ).join(', '),
    );
    const result = await tx.execute(sql`
      with ins as (insert into contacts (${columns})
      select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as t(${types})
      on conflict do nothing returning 1)
      select count(*) as inserted from ins`);
    const inserted = Number(rowsOf<{ inserted: number | string }>(result)[0]?.inserted ?? 0);
    // A contact with this email appeared meanwhile: never duplicate it, retry the batch instead.
    if (inserted !== records.length) throw new ContactStoreConflictError(records.length, inserted);
  }

  async function knownKeys(): Promise<KnownKeys> {
    if (known) return known;
    const rows = await db
      .select({ email: contacts.email, nameKey: contacts.nameKey })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    const keys: KnownKeys = { emails: new Set(), nameKeys: new Set() };
    for (const r of rows) {
      if (r.email) keys.emails.add(emailKey(r.email));
      else if (r.nameKey) keys.nameKeys.add(r.nameKey);
    }
    known = keys;
    return keys;
  }

  async function findStored(emails: string[], nameKeys: string[]): Promise<ExistingContact[]> {
    const keys = options.oneLookup ? undefined : await knownKeys();
    const lowered = [...new Set(emails.map(emailKey))].filter((e) => !keys || keys.emails.has(e));
    const named = [...new Set(nameKeys)].filter((k) => !keys || keys.nameKeys.has(k));
    if (lowered.length === 0 && named.length === 0) return [];
    // One array parameter each (`= any`), not thousands of IN parameters.
    const rows = await db
      .select(contactColumns)
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, userId),
          or(
            sql`${contacts.email} = any(${sql.param(lowered)}::text[])`,
            sql`(${contacts.email} is null and ${contacts.nameKey} = any(${sql.param(named)}::text[]))`,
          ),
        ),
      )
      .orderBy(asc(contacts.createdAt), asc(contacts.id));
    return rows.map(toExisting);
  }

  return {
    async findExisting({ emails, nameKeys }) {
      // Contacts from before the import were created before the ones it wrote: creation order.
      const stored = await findStored(emails, nameKeys);
      const ids = new Set(stored.map((c) => c.id));
      const mine = written.find(emails, nameKeys);
      return [...stored, ...mine.filter((c) => !ids.has(c.id))];
    },

    async upsertBatch({ insert, update }: ContactChanges, checkpoint?: Checkpoint) {
      const created = insert.map((c) => ({ ...c, id: uuidv7() }));
      const keep = checkpoint && writeCheckpoint ? writeCheckpoint : undefined;
      if (created.length === 0 && update.length === 0) {
        if (keep && checkpoint) await db.transaction((tx) => keep(tx, checkpoint));
        return;
      }
      await db.transaction(async (tx) => {
        await beginContactWrite(tx, userId);
        if (created.length > 0)
          await insertContacts(
            tx,
            created.map((c) => contactRecord(userId, source, c)),
          );
        for (const u of update) await applyContactUpdate(tx, userId, u);
        if (keep && checkpoint) await keep(tx, checkpoint);
      });
      // Committed: remember what this import wrote, for the following batches' lookups.
      for (const c of created) written.add(c);
      for (const u of update) written.apply(u);
      if (known)
        for (const u of update)
          if (typeof u.patch.email === 'string') known.emails.add(emailKey(u.patch.email));
    },
  };
}
