import { eq } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { users } from '../db/schema.js';
import { markContactsChanged } from './search.js';

/** The owner of contacts being written does not exist (any more). */
export class ContactOwnerGoneError extends Error {
  readonly code = 'CONTACT_OWNER_GONE';
  constructor() {
    super('The owner of these contacts no longer exists');
  }
}

/**
 * Call first in every transaction that writes a user's contacts. It does, once per transaction,
 * what a foreign key on `contacts.user_id` did per row: locks the owner (key share, as a foreign
 * key check does) so the user cannot be deleted before this commits, and fails if they are gone.
 * It also marks the user's contacts search index as behind (contacts/search.ts).
 */
export async function beginContactWrite(tx: Executor, userId: string): Promise<void> {
  const owner = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (owner.length === 0) throw new ContactOwnerGoneError();
  await markContactsChanged(tx, userId);
}
