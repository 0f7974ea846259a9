import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.js';
import { notFound } from '../http/errors.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs cannot exist; answer 404 without asking the database (which would reject the cast). */
export const isUuid = (id: string) => UUID_RE.test(id);

/** A user-owned table: an `id` and the owner's `user_id`. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * The user's row of `table`, or a 404 with `detail` (decisions.md: another user's object, an unknown
 * id and an id that is not a UUID all answer 404). The one "owned row or 404" of the services.
 */
export async function ownedRow<T extends OwnedTable>(
  db: Pick<Db, 'select'>,
  table: T,
  userId: string,
  id: string,
  detail: string,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw notFound(detail);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  if (!row) throw notFound(detail);
  return row as T['$inferSelect'];
}
