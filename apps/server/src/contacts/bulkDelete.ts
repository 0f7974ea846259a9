import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { contacts } from '../db/schema.js';
import { isUuid } from '../platform/owned.js';
import { beginContactWrite } from './writes.js';

/**
 * Deletes the user's contacts among `ids` in one transaction (issue 26, the People page's
 * selection). Ids that are not uuids or not the user's contacts are skipped, so another user's id
 * deletes nothing and reveals nothing; answers how many were deleted. Their emails stay.
 */
export async function deleteContacts(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return 0;
  return db.transaction(async (tx) => {
    await beginContactWrite(tx, userId);
    const gone = await tx
      .delete(contacts)
      .where(and(eq(contacts.userId, userId), inArray(contacts.id, valid)))
      .returning({ id: contacts.id });
    return gone.length;
  });
}
