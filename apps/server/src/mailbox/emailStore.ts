import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/index.js';
import { emailCopies, emails, threads } from '../db/schema.js';
import type { EmailRecord, LabelChange, Participant } from './types.js';

/**
 * Stores a batch of parsed emails for one mailbox, in the caller's transaction (the sync commits
 * the batch and its checkpoint together). Provider-neutral: threading and deduplication are the
 * same for Gmail, IMAP and mbox archives.
 *
 * - Unique per (mailbox, provider id): a resumed or repeated sync adds nothing.
 * - Unique per Message-ID within a user: the same email reached through two mailboxes (a Gmail
 *   account and its Takeout archive, INBOX and All Mail, an IMAP folder whose UIDVALIDITY changed)
 *   is stored once, and every copy is recorded (`email_copies`), so removing one copy at the
 *   provider keeps the email while another copy remains.
 * - Threads by the record's `threadKey` (mailbox/thread.ts): Gmail's thread id; else the root of
 *   References / In-Reply-To; else the email's own Message-ID; a reply without links, its subject.
 */

export interface StoreResult {
  /** Ids of the emails this batch added (duplicates excluded). */
  insertedIds: string[];
  inserted: number;
  duplicates: number;
}

const addressesOf = (e: EmailRecord): string[] => {
  const all = [e.from, ...e.to, ...e.cc, ...e.bcc].filter((p): p is Participant => p !== null);
  return [...new Set(all.map((p) => p.address).filter(Boolean))];
};

const participantsText = (list: Participant[]) =>
  list.map((p) => (p.name ? `${p.name} <${p.address}>` : p.address)).join(', ');

/** Text columns may not hold NUL; mail bodies sometimes do. */
const clean = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

export async function storeEmails(
  tx: Executor,
  userId: string,
  mailboxId: string,
  batch: readonly EmailRecord[],
): Promise<StoreResult> {
  // Within the batch: one row per provider id and per Message-ID.
  const seenProvider = new Set<string>();
  const seenMessageId = new Set<string>();
  const unique: EmailRecord[] = [];
  for (const e of batch) {
    if (seenProvider.has(e.providerId)) continue;
    if (e.messageId && seenMessageId.has(e.messageId)) continue;
    seenProvider.add(e.providerId);
    if (e.messageId) seenMessageId.add(e.messageId);
    unique.push(e);
  }
  if (unique.length === 0) return { insertedIds: [], inserted: 0, duplicates: batch.length };

  // Threads: every key the batch needs, with the count and latest date of its emails here, added
  // to a thread that exists (one write a thread, where counting after the insert wrote each twice).
  const threadOfKey = new Map<string, { k: string; s: string; n: number; l: Date | null }>();
  for (const e of unique) {
    const t = threadOfKey.get(e.threadKey);
    if (!t)
      threadOfKey.set(e.threadKey, { k: e.threadKey, s: clean(e.subject).slice(0, 500), n: 1, l: e.date });
    else {
      t.n += 1;
      if (e.date && (!t.l || e.date > t.l)) t.l = e.date;
    }
  }
  const threadRows = rowsOf<{ id: string; key: string }>(
    await tx.execute(sql`
      insert into ${threads} (user_id, key, subject, message_count, last_message_at)
      select ${userId}, v.k, v.s, v.n, v.l
      from json_to_recordset(${JSON.stringify([...threadOfKey.values()])}::json)
        as v(k text, s text, n int, l timestamptz)
      on conflict (user_id, key) do update set
        message_count = ${threads.messageCount} + excluded.message_count,
        last_message_at = greatest(${threads.lastMessageAt}, excluded.last_message_at)
      returning id, key`),
  );
  const threadIdOf = new Map(threadRows.map((t) => [t.key, t.id]));

  // The emails and their copies in one statement, the batch as one JSON parameter: a statement a
  // batch, not a parameter a field (drizzle building a 4,000-parameter insert cost as much as
  // PGlite running it). Its UTF-8 bytes, which PGlite passes on without sizing a string (db/index.ts).
  const rows = unique.map((e) => emailRow(e, threadIdOf.get(e.threadKey) ?? null));
  const copies = batch.map((e) => ({ p: e.providerId, m: e.messageId }));
  const inserted = rowsOf<{ id: string; provider_message_id: string }>(
    await tx.execute(sql`
      with ins as (
        insert into ${emails} (user_id, mailbox_id, ${EMAIL_COLUMN_LIST})
        select ${userId}, ${mailboxId}, ${EMAIL_JSON_VALUES}
        from json_to_recordset(${Buffer.from(JSON.stringify(rows))}::json) as v(${EMAIL_JSON_TYPES})
        on conflict do nothing
        returning id, provider_message_id, message_id
      ),
      ${recordCopies(userId, mailboxId, copies)}
      select id, provider_message_id from ins`),
  );

  // Emails already stored (a repeated or overlapping sync) were counted in their threads above:
  // those threads are counted again from their emails, and one this batch created for nothing goes.
  if (inserted.length < unique.length) {
    const added = new Set(inserted.map((r) => r.provider_message_id));
    const miscounted = unique.filter((e) => !added.has(e.providerId)).map((e) => threadIdOf.get(e.threadKey));
    await recountThreads(tx, userId, [...new Set(miscounted.filter((id): id is string => id !== undefined))]);
  }

  return {
    insertedIds: inserted.map((r) => r.id),
    inserted: inserted.length,
    duplicates: batch.length - inserted.length,
  };
}

/**
 * The `emails` columns a record fills: column, type, and its key in the batch's JSON (short keys
 * keep the parameter small).
 */
const EMAIL_COLUMNS = [
  ['provider_message_id', 'text', 'p'],
  ['message_id', 'text', 'm'],
  ['in_reply_to', 'text', 'r'],
  ['thread_id', 'uuid', 't'],
  ['from_address', 'text', 'fa'],
  ['from_name', 'text', 'fn'],
  ['to_addresses', 'text', 'ta'],
  ['to', 'jsonb', '"to"'],
  ['cc', 'jsonb', 'cc'],
  ['bcc', 'jsonb', 'bcc'],
  ['reply_to', 'jsonb', 'rt'],
  ['addresses', 'text[]', 'ad'],
  ['labels', 'text[]', 'lb'],
  ['subject', 'text', 's'],
  ['snippet', 'text', 'sn'],
  ['body_text', 'text', 'b'],
  ['quoted_text', 'text', 'q'],
  ['signature', 'text', 'sg'],
  ['attachments', 'jsonb', 'at'],
  ['is_bulk', 'boolean', 'bk'],
  ['is_list', 'boolean', 'ls'],
  ['sent_at', 'timestamptz', 'd'],
] as const;
const EMAIL_COLUMN_LIST = sql.raw(EMAIL_COLUMNS.map(([column]) => `"${column}"`).join(', '));
const EMAIL_JSON_VALUES = sql.raw(EMAIL_COLUMNS.map(([, , key]) => `v.${key}`).join(', '));
const EMAIL_JSON_TYPES = sql.raw(EMAIL_COLUMNS.map(([, type, key]) => `${key} ${type}`).join(', '));

/** A record as a row of the batch's JSON (keys of `EMAIL_COLUMNS`). */
function emailRow(e: EmailRecord, threadId: string | null) {
  return {
    p: e.providerId,
    m: e.messageId,
    r: e.inReplyTo,
    t: threadId,
    fa: e.from?.address ?? null,
    fn: e.from?.name ? clean(e.from.name) : null,
    ta: clean(participantsText(e.to)),
    to: e.to,
    cc: e.cc,
    bcc: e.bcc,
    rt: e.replyTo,
    ad: addressesOf(e),
    lb: e.labels,
    s: clean(e.subject),
    sn: clean(e.snippet),
    b: clean(e.bodyText),
    q: clean(e.quotedText),
    sg: clean(e.signature),
    at: e.attachments,
    bk: e.isBulk,
    ls: e.isList ?? false,
    d: e.date,
  };
}

/**
 * One `email_copies` row per message of the batch (a CTE of the insert statement, after `ins`):
 * the emails it added, and the emails already stored (or added by this batch) under the same
 * Message-ID, so that copy counts too. A copy recorded before (a repeated sync) is left as it is.
 */
function recordCopies(
  userId: string,
  mailboxId: string,
  batch: readonly { p: string; m: string | null }[],
): SQL {
  return sql`copied as (
    insert into ${emailCopies} (email_id, mailbox_id, provider_message_id)
    select * from (
      select coalesce(
          mine.id,
          same.id,
          -- Looked up only for a message this batch did not add (coalesce stops at the first).
          (select e.id from ${emails} e where e.user_id = ${userId} and e.message_id = b.m)
        ) as email_id, ${mailboxId}::uuid, b.p
      from json_to_recordset(${JSON.stringify(batch)}::json) as b(p text, m text)
      left join ins mine on mine.provider_message_id = b.p
      left join ins same on same.message_id = b.m
    ) c where c.email_id is not null
    on conflict do nothing
  )`;
}

/**
 * Labels changed at the provider (`MessageBatch.changed`) put on the emails holding those copies,
 * in the caller's transaction. A copy never stored changes nothing. An email held twice takes the
 * labels of the copy that changed last. Returns how many emails changed.
 */
export async function relabelEmails(
  tx: Executor,
  userId: string,
  mailboxId: string,
  changes: readonly LabelChange[],
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < changes.length; i += REMOVE_CHUNK) {
    const part = changes.slice(i, i + REMOVE_CHUNK).map((c) => ({ p: c.providerId, l: c.labels }));
    const rows = await tx.execute(sql`
      update ${emails} set labels = v.l
      from json_to_recordset(${JSON.stringify(part)}::json) as v(p text, l text[]), ${emailCopies}
      where ${emailCopies.mailboxId} = ${mailboxId} and ${emailCopies.providerMessageId} = v.p
        and ${emails.id} = ${emailCopies.emailId} and ${emails.userId} = ${userId}
        and ${emails.labels} is distinct from v.l
      returning ${emails.id}`);
    changed += rowsOf(rows).length;
  }
  return changed;
}

/** Provider ids deleted per statement (a Gmail history page or an IMAP batch may hold thousands). */
const REMOVE_CHUNK = 1_000;

/**
 * The copies the provider reports removed (`MessageBatch.removed`: deleted at the provider, or
 * moved out of a synced folder), in the caller's transaction. An email goes with its last copy,
 * and its thread's count and last date are brought up to date (a thread left empty goes); an
 * email with a copy left (in another folder or mailbox) stays and names that copy. Search, the
 * assistant and contacts' counts read the `emails` rows, so deleted mail is gone from them too.
 * An id never stored (an unreadable message) deletes nothing. Returns how many emails went.
 */
export async function removeEmails(
  tx: Executor,
  userId: string,
  mailboxId: string,
  providerIds: readonly string[],
): Promise<number> {
  let removed = 0;
  for (let i = 0; i < providerIds.length; i += REMOVE_CHUNK)
    removed += await dropCopies(tx, userId, mailboxId, providerIds.slice(i, i + REMOVE_CHUNK));
  return removed;
}

/**
 * Removes the copies a mailbox holds (those of `providerIds`, or all of them when `null`): emails
 * left with no copy are deleted, threads recounted; the others are re-pointed at a copy they keep.
 * Only emails whose named copy was dropped can be affected: any other still names a copy it has.
 * With `keepEmails` (a mailbox removed, its mail kept) nothing is deleted. Returns how many
 * emails were deleted.
 */
export async function dropCopies(
  tx: Executor,
  userId: string,
  mailboxId: string,
  providerIds: readonly string[] | null,
  options: { keepEmails?: boolean } = {},
): Promise<number> {
  const ofUser = sql`${emailCopies.emailId} in (select ${emails.id} from ${emails} where ${emails.userId} = ${userId})`;
  const inMailbox = providerIds
    ? and(eq(emailCopies.mailboxId, mailboxId), inArray(emailCopies.providerMessageId, [...providerIds]))
    : eq(emailCopies.mailboxId, mailboxId);
  await tx.delete(emailCopies).where(and(inMailbox, ofUser));
  const named = providerIds
    ? and(
        eq(emails.userId, userId),
        eq(emails.mailboxId, mailboxId),
        inArray(emails.providerMessageId, [...providerIds]),
      )
    : and(eq(emails.userId, userId), eq(emails.mailboxId, mailboxId));
  const copyLeft = sql`exists (select 1 from ${emailCopies} where ${emailCopies.emailId} = ${emails.id})`;
  const gone = options.keepEmails
    ? []
    : await tx
        .delete(emails)
        .where(and(named, sql`not ${copyLeft}`))
        .returning({ threadId: emails.threadId });
  // The rest still has a copy elsewhere: name one of them (the first, in a stable order).
  await tx.execute(sql`
    update ${emails} set (mailbox_id, provider_message_id) = (
      select c.mailbox_id, c.provider_message_id from ${emailCopies} c where c.email_id = ${emails.id}
      order by c.mailbox_id, c.provider_message_id limit 1)
    where ${and(named, copyLeft)}`);
  await recountThreads(tx, userId, [...new Set(gone.flatMap((g) => (g.threadId ? [g.threadId] : [])))]);
  return gone.length;
}

/** Threads' counts and last dates after emails left them; a thread left empty goes. */
async function recountThreads(tx: Executor, userId: string, threadIds: readonly string[]): Promise<void> {
  for (let i = 0; i < threadIds.length; i += REMOVE_CHUNK) {
    const ids = threadIds.slice(i, i + REMOVE_CHUNK);
    await tx
      .update(threads)
      .set({
        messageCount: sql`(select count(*)::int from ${emails} where ${emails.threadId} = ${threads.id})`,
        lastMessageAt: sql`(select max(${emails.sentAt}) from ${emails} where ${emails.threadId} = ${threads.id})`,
      })
      .where(and(inArray(threads.id, ids), eq(threads.userId, userId)));
    await tx
      .delete(threads)
      .where(and(inArray(threads.id, ids), eq(threads.messageCount, 0), eq(threads.userId, userId)));
  }
}
