import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/index.js';
import { emailCopies, emails, threads } from '../db/schema.js';
import type { EmailRecord, LabelChange, Participant } from '../mailbox/types.js';

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
  if (unique.length === 0) {
    await recordCopies(tx, userId, mailboxId, batch, []);
    return { insertedIds: [], inserted: 0, duplicates: batch.length };
  }

  // Threads: upsert every key the batch needs and learn the ids.
  const keyOf = new Map(unique.map((e) => [e, e.threadKey]));
  const subjectOfKey = new Map<string, string>();
  for (const e of unique) {
    const key = keyOf.get(e) as string;
    if (!subjectOfKey.has(key)) subjectOfKey.set(key, clean(e.subject).slice(0, 500));
  }
  const threadRows = await tx
    .insert(threads)
    .values([...subjectOfKey].map(([key, subject]) => ({ userId, key, subject })))
    .onConflictDoUpdate({ target: [threads.userId, threads.key], set: { key: sql`excluded.key` } })
    .returning({ id: threads.id, key: threads.key });
  const threadIdOf = new Map(threadRows.map((t) => [t.key, t.id]));

  const inserted = await tx
    .insert(emails)
    .values(
      unique.map((e) => ({
        userId,
        mailboxId,
        providerMessageId: e.providerId,
        messageId: e.messageId,
        inReplyTo: e.inReplyTo,
        threadId: threadIdOf.get(keyOf.get(e) as string) ?? null,
        fromAddress: e.from?.address ?? null,
        fromName: e.from?.name ? clean(e.from.name) : null,
        toAddresses: clean(participantsText(e.to)),
        to: e.to,
        cc: e.cc,
        bcc: e.bcc,
        replyTo: e.replyTo,
        addresses: addressesOf(e),
        labels: e.labels,
        subject: clean(e.subject),
        snippet: clean(e.snippet),
        bodyText: clean(e.bodyText),
        quotedText: clean(e.quotedText),
        signature: clean(e.signature),
        attachments: e.attachments,
        isBulk: e.isBulk,
        sentAt: e.date,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: emails.id,
      threadId: emails.threadId,
      sentAt: emails.sentAt,
      providerMessageId: emails.providerMessageId,
    });
  await recordCopies(tx, userId, mailboxId, batch, inserted);

  // Thread counts and last dates from what was really added.
  const perThread = new Map<string, { n: number; last: Date | null }>();
  for (const row of inserted) {
    if (!row.threadId) continue;
    const t = perThread.get(row.threadId) ?? { n: 0, last: null };
    t.n += 1;
    if (row.sentAt && (!t.last || row.sentAt > t.last)) t.last = row.sentAt;
    perThread.set(row.threadId, t);
  }
  if (perThread.size > 0) {
    const counts = [...perThread].map(([id, t]) => ({ id, n: t.n, last: t.last?.toISOString() ?? null }));
    await tx.execute(sql`
      update ${threads} set
        message_count = ${threads.messageCount} + v.n,
        last_message_at = greatest(${threads.lastMessageAt}, v.last)
      from json_to_recordset(${JSON.stringify(counts)}::json) as v(id uuid, n int, last timestamptz)
      where ${threads.id} = v.id`);
  }
  // Threads this batch created but filled with nothing (every email was a duplicate).
  const emptyNew = threadRows.map((t) => t.id).filter((id) => !perThread.has(id));
  if (emptyNew.length > 0)
    await tx
      .delete(threads)
      .where(and(inArray(threads.id, emptyNew), eq(threads.messageCount, 0), eq(threads.userId, userId)));

  return {
    insertedIds: inserted.map((r) => r.id),
    inserted: inserted.length,
    duplicates: batch.length - inserted.length,
  };
}

/**
 * One `email_copies` row per message of the batch: the emails it added, and the emails already
 * stored (or added by this batch) under the same Message-ID, so that copy counts too. A copy
 * recorded before (a repeated sync) is left as it is.
 */
async function recordCopies(
  tx: Executor,
  userId: string,
  mailboxId: string,
  batch: readonly EmailRecord[],
  inserted: readonly { id: string; providerMessageId: string | null }[],
): Promise<void> {
  const emailOf = new Map<string, string>();
  for (const row of inserted) if (row.providerMessageId) emailOf.set(row.providerMessageId, row.id);
  // Only duplicates by Message-ID are looked up: a fresh import pays one insert, no query.
  const wanted = [
    ...new Set(
      batch.filter((e) => !emailOf.has(e.providerId) && e.messageId).map((e) => e.messageId as string),
    ),
  ];
  const byMessageId = new Map<string, string>();
  if (wanted.length > 0) {
    const rows = await tx
      .select({ id: emails.id, messageId: emails.messageId })
      .from(emails)
      .where(and(eq(emails.userId, userId), inArray(emails.messageId, wanted)));
    for (const r of rows) if (r.messageId) byMessageId.set(r.messageId, r.id);
  }
  const copies = batch.flatMap((e) => {
    const emailId = emailOf.get(e.providerId) ?? (e.messageId ? byMessageId.get(e.messageId) : undefined);
    return emailId ? [{ emailId, mailboxId, providerMessageId: e.providerId }] : [];
  });
  if (copies.length > 0) await tx.insert(emailCopies).values(copies).onConflictDoNothing();
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

/**
 * The emails `mailboxId` holds a copy of: an email in a Gmail account and in its Takeout archive
 * belongs to both, whichever copy it names (`GET /emails?mailboxId=`, `POST /chat/ask`'s scope).
 */
export const heldByMailbox = (mailboxId: string): SQL =>
  sql`exists (select 1 from ${emailCopies} where ${emailCopies.emailId} = ${emails.id} and ${emailCopies.mailboxId} = ${mailboxId})`;

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
  // The rest still has a copy elsewhere: name one of them.
  await tx
    .update(emails)
    .set({
      mailboxId: sql`(select c.mailbox_id from ${emailCopies} c where c.email_id = ${emails.id} order by c.mailbox_id, c.provider_message_id limit 1)`,
      providerMessageId: sql`(select c.provider_message_id from ${emailCopies} c where c.email_id = ${emails.id} order by c.mailbox_id, c.provider_message_id limit 1)`,
    })
    .where(and(named, copyLeft));
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
