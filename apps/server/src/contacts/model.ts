/**
 * The contact model, for every source (CSV import, mail, post updates, the API): the fields, an
 * incoming contact, a stored one, the changes a batch makes, and the store they are written to.
 */

/** The contact fields (a CSV column can map to them too, issue 4 "Header mapping"). */
export const CONTACT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'fullName',
  'company',
  'title',
  'phone',
  'notes',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * A contact as read from one source (a CSV row, after validation). Absent values are `null`, never `''`.
 * `email` is trimmed and lowercased (the stored form and the dedupe key).
 */
export interface ContactInput {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  company: string | null;
  title: string | null;
  phone: string | null;
  notes: string | null;
  /** Columns that map to no contact field, by their header text. */
  customFields: Record<string, string>;
}

/** A value from an import that disagreed with a non-empty value already held; never overwritten. */
export interface FieldConflict {
  /** A contact field, or `customFields.<header>` for a custom field. */
  field: string;
  existing: string;
  incoming: string;
  /** The post update that proposed `incoming`, when one did (issue 25: shown with its day). */
  postUpdateId?: string;
  /** When it was proposed (ISO 8601), when known. */
  at?: string;
}

/** A contact already in the store, as `ContactStore.findExisting` returns it. */
export interface ExistingContact extends ContactInput {
  id: string;
  /**
   * Conflicts already recorded on the contact. Given back so that re-importing a file does not
   * record the same conflict twice. Optional: a store that does not keep them may omit it.
   */
  conflicts?: FieldConflict[];
}

/** A contact the import creates, with the conflicts found between duplicate rows of the file. */
export interface NewContact extends ContactInput {
  conflicts: FieldConflict[];
}

export interface ContactUpdate {
  id: string;
  /** Only the fields that were empty and are now filled; `customFields` holds only new keys. */
  patch: Partial<ContactInput>;
  /** Conflicts to add to the contact (not already in `ExistingContact.conflicts`). */
  conflicts: FieldConflict[];
}

export interface ContactChanges {
  insert: NewContact[];
  update: ContactUpdate[];
}

export interface ExistingContactKeys {
  /** Trimmed, lowercased emails. */
  emails: string[];
  /** `contactNameKey()` values of rows that have no email; match contacts without email only. */
  nameKeys: string[];
}

/**
 * Where contacts live; the server implements it with SQL scoped by the importing user's id.
 *
 * - `findExisting` returns the user's contacts whose lowercased email is in `emails`, and the
 *   contacts *without an email* whose `contactNameKey` is in `nameKeys`. (A row without email
 *   dedupes against contacts without email only: identities must not move during an import, or
 *   re-importing a file could match differently; see csv/importer.ts.)
 * - `upsertBatch` applies one batch atomically (one transaction). With a `checkpoint` (an import's
 *   place after this batch, `Checkpoint`: the CSV importer's `ImportCheckpoint`) it commits that
 *   too, in the same transaction, even when the batch changes nothing: a crash then either loses
 *   both or keeps both, and a restart never redoes a committed batch (which would count its rows
 *   twice in the import's result).
 */
export interface ContactStore<Checkpoint = unknown> {
  findExisting(keys: ExistingContactKeys): Promise<ExistingContact[]>;
  upsertBatch(changes: ContactChanges, checkpoint?: Checkpoint): Promise<void>;
}
