import { contactNameKey } from '../contacts/identity';
import type { ContactChanges, ExistingContact, FieldConflict } from '../contacts/model';
import { emailKey } from '../lib/email';
import type { ImportCheckpoint, ImportContactStore } from './types';

/**
 * A `ContactStore` in memory: the reference behaviour the SQL store must match, used by the
 * tests and the benchmark. Contacts are returned in creation order; an inserted contact that
 * carries an `id` keeps it.
 */
export interface MemoryContactStore extends ImportContactStore {
  contacts(): ExistingContact[];
  /** Number of `upsertBatch` calls that wrote contacts (not only a checkpoint). */
  readonly batches: number;
  /** The checkpoint the last batch was stored with, as a job row would hold it. */
  checkpoint(): ImportCheckpoint | undefined;
}

export function createMemoryContactStore(initial: readonly ExistingContact[] = []): MemoryContactStore {
  const byId = new Map<string, ExistingContact>();
  const order = new Map<string, number>();
  const idsByEmail = new Map<string, string>();
  const idsByName = new Map<string, string[]>();
  let nextId = 1;
  let batches = 0;
  let checkpoint: ImportCheckpoint | undefined;

  // Name keys are indexed for contacts without an email only: the only ones they match.
  const nameKeyOf = (c: ExistingContact) => (c.email ? null : contactNameKey(c));
  const index = (c: ExistingContact, previous?: ExistingContact) => {
    if (c.email) idsByEmail.set(emailKey(c.email), c.id);
    const nk = nameKeyOf(c);
    const old = previous ? nameKeyOf(previous) : null;
    if (old && old !== nk)
      idsByName.set(
        old,
        (idsByName.get(old) ?? []).filter((id) => id !== c.id),
      );
    if (nk) {
      const ids = idsByName.get(nk) ?? [];
      if (!ids.includes(c.id)) ids.push(c.id);
      idsByName.set(nk, ids);
    }
  };
  const clone = (c: ExistingContact): ExistingContact => ({
    ...c,
    customFields: { ...c.customFields },
    conflicts: [...(c.conflicts ?? [])],
  });
  const add = (c: Omit<ExistingContact, 'id'> & { id?: string }) => {
    const id = c.id ?? `c${nextId++}`;
    const contact = clone({ ...c, id });
    byId.set(id, contact);
    order.set(id, order.size);
    index(contact);
  };
  for (const c of initial) add(c);

  return {
    get batches() {
      return batches;
    },
    contacts: () => [...byId.values()].map(clone),
    async findExisting({ emails, nameKeys }) {
      const ids = new Set<string>();
      for (const e of emails) {
        const id = idsByEmail.get(emailKey(e));
        if (id) ids.add(id);
      }
      for (const nk of nameKeys) {
        for (const id of idsByName.get(nk) ?? []) if (!byId.get(id)?.email) ids.add(id);
      }
      // Creation order, as the SQL store returns them (ORDER BY created_at, id).
      return [...ids].sort((a, b) => order.get(a)! - order.get(b)!).map((id) => clone(byId.get(id)!));
    },
    checkpoint: () => checkpoint,
    async upsertBatch({ insert, update }: ContactChanges, place?: ImportCheckpoint) {
      if (insert.length > 0 || update.length > 0) batches++;
      for (const c of insert) {
        if (c.email && idsByEmail.has(emailKey(c.email))) throw new Error(`duplicate email ${c.email}`);
        add(c);
      }
      for (const { id, patch, conflicts } of update) {
        const current = byId.get(id);
        if (!current) throw new Error(`no contact ${id}`);
        const { customFields, ...scalars } = patch;
        const next: ExistingContact = {
          ...current,
          ...scalars,
          customFields: { ...current.customFields, ...customFields },
          conflicts: [...(current.conflicts ?? []), ...(conflicts as FieldConflict[])],
        };
        byId.set(id, next);
        index(next, current);
      }
      if (place) checkpoint = structuredClone(place);
    },
  };
}
