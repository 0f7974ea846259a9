/**
 * Suggestions (issue 23, "no inbound lead is lost"): people who wrote to the user (not bulk, not a
 * list, not a machine or role address, not the user or a colleague on their work domain) and are
 * no contact, e.g. under the `two_way` policy someone the user never answered. Computed from the
 * stored mail when asked (spam, trash and drafts are never stored: mailbox/leftOut.ts), so they are
 * never stale; an address the user dismissed is never suggested again (`dismissed_suggestions`).
 */
import type { Contact, ContactSuggestion } from '@rapport/sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { rowsOf } from '../db/index.js';
import { contacts, dismissedSuggestions, emails } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { emailKey, isValidEmail } from '../lib/email.js';
import { contactsFromMail } from '../mailbox/contactsFromMail.js';
import { saveMailContacts } from '../mailbox/mailContacts.js';
import { latestMailFrom, textArray, userOwnAddresses } from './mailPolicy.js';

/** Suggestions answered at most (the best ones). */
export const MAX_SUGGESTIONS = 100;
/** A sender's weight halves every this many days since their last email. */
const HALF_LIFE_DAYS = 30;

export interface SuggestionsDeps {
  database: Database;
  now: () => number;
  accountEmail: (userId: string) => Promise<string>;
  /** The contact as the API answers it. */
  contact: (userId: string, id: string) => Promise<Contact>;
  /** After a contact was added (the server enqueues search.reindex). */
  afterAccept?: (userId: string) => Promise<unknown>;
}

/** Ranked by how much and how recently they wrote: emails × ½^(days since the last / 30). */
export function suggestionScore(emailCount: number, lastEmailAt: Date | null, now: number): number {
  if (!lastEmailAt) return 0;
  const days = Math.max(0, (now - lastEmailAt.getTime()) / 86_400_000);
  return emailCount * 0.5 ** (days / HALF_LIFE_DAYS);
}

export function createSuggestions(deps: SuggestionsDeps) {
  const { db } = deps.database;

  const ownAddresses = async (userId: string) =>
    userOwnAddresses(db, userId, await deps.accountEmail(userId));

  function addressOf(email: string): string {
    const key = emailKey(email);
    if (!isValidEmail(key)) throw badRequest('email: must be a valid email address');
    return key;
  }

  return {
    async list(userId: string): Promise<{ items: ContactSuggestion[] }> {
      const own = await ownAddresses(userId);
      const rows = rowsOf<{
        email: string;
        name: string | null;
        n: number | string;
        last: Date | string | null;
      }>(
        await db.execute(sql`
          select lower(e.from_address) as email, count(*) as n, max(e.sent_at) as last,
            (array_agg(e.from_name order by e.sent_at desc nulls last)
              filter (where coalesce(e.from_name, '') <> ''))[1] as name
          from ${emails} e
          where e.user_id = ${userId} and e.from_address is not null
            and not e.is_bulk and not e.is_list
            and not (lower(e.from_address) = any(${textArray(own)}))
            and not exists (select 1 from ${contacts} c
              where c.user_id = ${userId} and c.email = lower(e.from_address))
            and not exists (select 1 from ${dismissedSuggestions} d
              where d.user_id = ${userId} and d.email = lower(e.from_address))
          group by lower(e.from_address)`),
      );
      const now = deps.now();
      const items: (ContactSuggestion & { score: number })[] = [];
      for (const r of rows) {
        const last = r.last ? new Date(r.last) : null;
        // The same rules as contacts from mail: no machine, role address, colleague or bad address.
        const [person] = contactsFromMail(
          {
            from: { name: r.name ?? '', address: r.email },
            to: [],
            cc: [],
            bcc: [],
            replyTo: [],
            signature: '',
            date: last,
            bulk: { isBulk: false },
          },
          own,
        );
        if (!person) continue;
        const emailCount = Number(r.n);
        items.push({
          email: person.email,
          name: person.fullName,
          company: person.company,
          emailCount,
          lastEmailAt: last ? last.toISOString() : null,
          score: suggestionScore(emailCount, last, now),
        });
      }
      items.sort(
        (a, b) =>
          b.score - a.score ||
          (b.lastEmailAt ?? '').localeCompare(a.lastEmailAt ?? '') ||
          a.email.localeCompare(b.email),
      );
      return { items: items.slice(0, MAX_SUGGESTIONS).map(({ score: _, ...item }) => item) };
    },

    /**
     * Makes a person who wrote to the user a contact, from their own mail (name, company, title and
     * phone as contacts from mail have them), merged by the one identity rule; source `suggestion`,
     * so no contact policy change ever removes it. An address that never wrote to the user is a 404.
     */
    async accept(userId: string, email: string): Promise<Contact> {
      const address = addressOf(email);
      const own = await ownAddresses(userId);
      const mail = await latestMailFrom(db, userId, [address]);
      const candidates = mail.flatMap((source) => contactsFromMail(source, own, new Set([address])));
      if (candidates.length === 0) throw notFound('No suggestion for this address');
      await saveMailContacts(deps.database, { userId, kind: 'suggestion' }, candidates);
      await db
        .delete(dismissedSuggestions)
        .where(and(eq(dismissedSuggestions.userId, userId), eq(dismissedSuggestions.email, address)));
      const [row] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.email, address)));
      if (!row) throw notFound('No suggestion for this address');
      await deps.afterAccept?.(userId);
      return deps.contact(userId, row.id);
    },

    /** Never suggests this address to this user again. */
    async dismiss(userId: string, email: string): Promise<void> {
      const address = addressOf(email);
      await db.insert(dismissedSuggestions).values({ userId, email: address }).onConflictDoNothing();
    },
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
