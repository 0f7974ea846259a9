import type { EmailDetail, EmailPage, EmailSummary, Thread } from '@rapport/sdk/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { toPrefixTsquery } from '../contacts/service.js';
import { contacts, type EmailRow, emails, threads } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { emailKey } from '../lib/email.js';
import type { ServiceContext } from '../platform/context.js';
import { isUuid, ownedRow } from '../platform/owned.js';
import { emailMatches } from './emailSearch.js';
import { heldByMailbox } from './scope.js';

export const EMAILS_PAGE_SIZE = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a list shows of an email: the columns `toEmailSummary` reads, not the bodies. */
export const SUMMARY_COLUMNS = {
  id: emails.id,
  mailboxId: emails.mailboxId,
  threadId: emails.threadId,
  subject: emails.subject,
  fromAddress: emails.fromAddress,
  fromName: emails.fromName,
  to: emails.to,
  sentAt: emails.sentAt,
  snippet: emails.snippet,
  labels: emails.labels,
  attachments: emails.attachments,
};
type EmailSummaryRow = Pick<EmailRow, keyof typeof SUMMARY_COLUMNS>;

export function toEmailSummary(row: EmailSummaryRow): EmailSummary {
  return {
    id: row.id,
    mailboxId: row.mailboxId,
    threadId: row.threadId,
    subject: row.subject ?? '',
    from: row.fromAddress ? { name: row.fromName, address: row.fromAddress } : null,
    to: row.to,
    date: iso(row.sentAt),
    snippet: row.snippet ?? '',
    labels: row.labels,
    hasAttachments: row.attachments.length > 0,
  };
}

export function toEmailDetail(row: EmailRow): EmailDetail {
  return {
    ...toEmailSummary(row),
    messageId: row.messageId,
    inReplyTo: row.inReplyTo,
    cc: row.cc,
    bcc: row.bcc,
    replyTo: row.replyTo,
    bodyText: row.bodyText ?? '',
    quotedText: row.quotedText ?? '',
    signature: row.signature ?? '',
    attachments: row.attachments,
  };
}

/** Newest first; emails without a date sort last. The cursor is (date, id) of the last row. */
const SORT_DATE = sql`coalesce(${emails.sentAt}, '-infinity'::timestamptz)`;

function encodeCursor(row: Pick<EmailRow, 'sentAt' | 'id'>): string {
  const date = row.sentAt ? row.sentAt.toISOString() : '-infinity';
  return Buffer.from(`${date}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { date: string; id: string } {
  const [date, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid = date === '-infinity' || !Number.isNaN(new Date(date ?? '').getTime());
  if (!id || !isUuid(id) || !valid) throw badRequest('cursor: is not valid');
  return { date: date as string, id };
}

export interface EmailListOptions {
  query?: string | undefined;
  mailboxId?: string | undefined;
  contactId?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The user's emails: read side of the mailbox (lists, one email, a thread). */
export function createEmailsService(ctx: ServiceContext) {
  const { db } = ctx.database;

  const ownedEmail = (userId: string, id: string): Promise<EmailRow> =>
    ownedRow(db, emails, userId, id, 'Email not found');

  return {
    async list(userId: string, options: EmailListOptions): Promise<EmailPage> {
      const limit = options.limit ?? EMAILS_PAGE_SIZE;
      const filters: SQL[] = [eq(emails.userId, userId)];
      if (options.mailboxId !== undefined) {
        // Another user's (or an unknown) mailbox simply has no emails here.
        if (!isUuid(options.mailboxId)) return { items: [], nextCursor: null, total: 0 };
        filters.push(heldByMailbox(options.mailboxId));
      }
      if (options.contactId !== undefined) {
        if (!isUuid(options.contactId)) throw notFound('Contact not found');
        const [contact] = await db
          .select({ email: contacts.email })
          .from(contacts)
          .where(and(eq(contacts.id, options.contactId), eq(contacts.userId, userId)));
        if (!contact) throw notFound('Contact not found');
        if (!contact.email) return { items: [], nextCursor: null, total: 0 };
        filters.push(sql`${emails.addresses} @> array[${emailKey(contact.email)}]::text[]`);
      }
      const tsquery = options.query ? toPrefixTsquery(options.query) : null;
      if (options.query && !tsquery) return { items: [], nextCursor: null, total: 0 };
      if (tsquery) filters.push(emailMatches(sql`to_tsquery('english', ${tsquery})`));
      const where = and(...filters);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(emails)
        .where(where);
      const page = [...filters];
      if (options.cursor) {
        const c = decodeCursor(options.cursor);
        page.push(sql`(${SORT_DATE}, ${emails.id}) < (${c.date}::timestamptz, ${c.id}::uuid)`);
      }
      const rows = await db
        .select(SUMMARY_COLUMNS)
        .from(emails)
        .where(and(...page))
        .orderBy(desc(SORT_DATE), desc(emails.id))
        .limit(limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toEmailSummary),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
        total: Number(total),
      };
    },

    async get(userId: string, id: string): Promise<EmailDetail> {
      return toEmailDetail(await ownedEmail(userId, id));
    },

    async thread(userId: string, id: string): Promise<Thread> {
      const thread = await ownedRow(db, threads, userId, id, 'Thread not found');
      const rows = await db
        .select()
        .from(emails)
        .where(and(eq(emails.threadId, id), eq(emails.userId, userId)))
        .orderBy(asc(SORT_DATE), asc(emails.id));
      return {
        id: thread.id,
        subject: thread.subject,
        messageCount: rows.length,
        lastMessageAt: iso(thread.lastMessageAt),
        emails: rows.map(toEmailDetail),
      };
    },
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
