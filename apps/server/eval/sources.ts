/**
 * Source keys (types.ts) to the ids the API returns, read from the imported data. A key that
 * matches nothing means the question set no longer fits the data: an error, never a silent pass.
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/index.js';
import { contacts, emails, postUpdates } from '../src/db/schema.js';
import type { SourceKey, Truth } from './types.js';

export function describeKey(key: SourceKey): string {
  if ('mail' in key) return key.subject ? `mail from ${key.mail} "${key.subject}"` : `mail from ${key.mail}`;
  if ('messageId' in key) return `mail <${key.messageId}>`;
  if ('contact' in key) return `contact ${key.contact}`;
  return `update "${key.update}"`;
}

export interface SourceResolver {
  /** The ids a key stands for; throws when it matches nothing (or an update phrase matches twice). */
  resolve(key: SourceKey): Promise<string[]>;
  truth(): Promise<Truth>;
}

export function createSourceResolver(database: Database, userId: string): SourceResolver {
  const { db } = database;
  const cache = new Map<string, Promise<string[]>>();

  const emailIds = async (condition: SQL | undefined) =>
    (
      await db
        .select({ id: emails.id })
        .from(emails)
        .where(and(eq(emails.userId, userId), condition))
    ).map((r) => r.id);

  async function lookup(key: SourceKey): Promise<string[]> {
    let ids: string[];
    if ('mail' in key) {
      ids = await emailIds(
        and(
          eq(emails.fromAddress, key.mail.toLowerCase()),
          key.subject === undefined ? undefined : eq(emails.subject, key.subject),
        ),
      );
    } else if ('messageId' in key) {
      ids = await emailIds(eq(emails.messageId, key.messageId));
    } else if ('contact' in key) {
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.email, key.contact.toLowerCase())));
      ids = rows.map((r) => r.id);
    } else {
      const rows = await db
        .select({ id: postUpdates.id })
        .from(postUpdates)
        .where(
          and(
            eq(postUpdates.userId, userId),
            sql`strpos(lower(${postUpdates.description}), ${key.update.toLowerCase()}) > 0`,
          ),
        );
      if (rows.length > 1) throw new Error(`${describeKey(key)} matches ${rows.length} post updates`);
      ids = rows.map((r) => r.id);
    }
    if (ids.length === 0) throw new Error(`${describeKey(key)} matches nothing in the imported data`);
    return ids;
  }

  return {
    resolve(key) {
      const name = JSON.stringify(key);
      let ids = cache.get(name);
      if (!ids) {
        ids = lookup(key);
        cache.set(name, ids);
      }
      return ids;
    },
    async truth() {
      const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId));
      return { contactCount: Number(row?.n ?? 0) };
    },
  };
}
