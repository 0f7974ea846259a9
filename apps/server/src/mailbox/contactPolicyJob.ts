import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  mailboxOwnerAddresses,
  policyKeeps,
  SOURCE_COLUMNS,
  type StoredSourceRow,
  storedSource,
  textArray,
  writtenTo,
} from '../contacts/mailPolicy.js';
import { beginContactWrite } from '../contacts/writes.js';
import type { Database } from '../db/index.js';
import { rowsOf } from '../db/index.js';
import { contacts, emailCopies, emails, type MailboxRow, postUpdateChanges } from '../db/schema.js';
import type { JobContext, JobPayload } from '../jobs/types.js';
import { emailKey } from '../lib/email.js';
import { yieldToEventLoop } from '../lib/yield.js';
import type { JobsService } from '../platform/jobs.js';
import { type ContactCandidate, contactsFromMail } from './contactsFromMail.js';
import type { MailboxesService } from './mailboxes.js';
import { saveMailContacts } from './mailContacts.js';
import { ownAddressesOfMailbox } from './scope.js';

export interface MailboxContactPolicyDeps {
  database: Database;
  mailboxes: MailboxesService;
  jobs: JobsService;
  accountEmail: (userId: string) => Promise<string>;
  /** After contacts changed (the server enqueues search.reindex). */
  afterApply?: (userId: string) => Promise<unknown>;
}

/** Emails read per step. */
const CHUNK = 500;

/** The contact fields mail fills; a contact whose values mail never gave was edited by a person. */
const MAIL_FIELDS = ['firstName', 'lastName', 'fullName', 'company', 'title', 'phone'] as const;

/**
 * `mailbox.contactPolicy` (issue 23): a mailbox's contact policy, changed by `PATCH /mailboxes/{id}`,
 * applied to the mail it already holds, with progress (emails read of the mailbox's total).
 * Every email the mailbox holds is read again as the sync reads a batch (contacts/mailPolicy.ts):
 * the people the policy keeps are saved by the one identity rule (idempotent, so a retry repeats
 * nothing). Then the contacts that only this mailbox's mail made and the policy no longer keeps go
 * (`removeMailOnlyContacts`); anything a person or another source added keeps a contact.
 */
export function createMailboxContactPolicyJob(deps: MailboxContactPolicyDeps) {
  const { db } = deps.database;

  return async function runMailboxContactPolicy(
    payload: JobPayload<'mailbox.contactPolicy'>,
    ctx: JobContext,
  ): Promise<void> {
    const { userId, mailboxId, jobId } = payload;
    const job = await deps.jobs.find(userId, jobId);
    if (!job || job.status === 'completed' || job.status === 'error') return;
    await deps.jobs.start(userId, jobId, ctx.attempt);
    try {
      const row = await deps.mailboxes.owned(userId, mailboxId);
      const policy = row.contactPolicy;
      const known = ownAddressesOfMailbox(row, await deps.accountEmail(userId));
      const own = [...new Set([...known, ...(await mailboxOwnerAddresses(db, mailboxId))])];
      const wroteTo = await writtenTo(db, userId, own);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(emailCopies)
        .where(eq(emailCopies.mailboxId, mailboxId));
      const counts = { created: 0, updated: 0, skipped: 0, removed: 0 };
      /** Addresses the policy keeps, and every value mail gave each person (for "was it edited"). */
      const kept = new Set<string>();
      const given = new Map<string, Record<(typeof MAIL_FIELDS)[number], Set<string>>>();
      let processed = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = rowsOf<StoredSourceRow>(
          await db.execute(sql`
            select ${SOURCE_COLUMNS} from ${emails} e
            where e.user_id = ${userId} and e.id > ${after}
              and exists (select 1 from ${emailCopies} c where c.email_id = e.id and c.mailbox_id = ${mailboxId})
            order by e.id limit ${CHUNK}`),
        );
        if (rows.length === 0) break;
        after = (rows.at(-1) as StoredSourceRow).id;
        const candidates = rows.flatMap((r) => contactsFromMail(storedSource(r), own, wroteTo));
        for (const c of candidates) remember(given, c);
        const keep = candidates.filter((c) => policyKeeps(policy, c, wroteTo));
        for (const c of keep) kept.add(c.email);
        const saved = await saveMailContacts(deps.database, row, keep);
        counts.created += saved.created;
        counts.updated += saved.updated;
        counts.skipped += saved.skipped;
        processed += rows.length;
        await deps.jobs.progress(userId, jobId, { processed, total: Math.max(total, processed) });
        await yieldToEventLoop();
      }
      counts.removed = await removeMailOnlyContacts(row, kept, given);
      await deps.jobs.complete(userId, jobId, {
        processed,
        total: Math.max(total, processed),
        result: counts,
      });
      if (counts.created + counts.updated + counts.removed > 0) await deps.afterApply?.(userId);
    } catch (e) {
      if (ctx.attempt <= 2) throw e;
      await deps.jobs.fail(userId, jobId, e instanceof Error ? e.message : String(e));
    }
  };

  /**
   * Deletes the contacts this mailbox's mail alone made that the policy no longer keeps: made from
   * mail of this mailbox's kind (`source`), named only in mail this mailbox holds (no other
   * mailbox's mail), with no notes or custom fields, never linked by a post update, and every
   * field a value this mailbox's mail gave (else a person edited it). The rest stay.
   */
  async function removeMailOnlyContacts(
    mailbox: MailboxRow,
    kept: ReadonlySet<string>,
    given: ReadonlyMap<string, Record<(typeof MAIL_FIELDS)[number], Set<string>>>,
  ): Promise<number> {
    const gone = [...given.keys()].filter((email) => !kept.has(email));
    if (gone.length === 0) return 0;
    const { userId } = mailbox;
    let removed = 0;
    for (let i = 0; i < gone.length; i += CHUNK) {
      const part = gone.slice(i, i + CHUNK);
      const found = await db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.userId, userId),
            eq(contacts.source, mailbox.kind),
            sql`${contacts.email} = any(${textArray(part)})`,
            sql`coalesce(${contacts.notes}, '') = ''`,
            sql`${contacts.customFields} = '{}'::jsonb`,
            sql`not exists (select 1 from ${postUpdateChanges} p where p.user_id = ${userId} and p.contact_id = ${contacts.id})`,
            sql`not exists (select 1 from ${emails} e where e.user_id = ${userId}
              and e.addresses @> array[${contacts.email}]
              and not exists (select 1 from ${emailCopies} c where c.email_id = e.id and c.mailbox_id = ${mailbox.id}))`,
          ),
        );
      const ids = found
        .filter((c) => {
          const values = given.get(emailKey(c.email ?? ''));
          return values !== undefined && MAIL_FIELDS.every((f) => c[f] === null || values[f].has(c[f]));
        })
        .map((c) => c.id);
      if (ids.length === 0) continue;
      await db.transaction(async (tx) => {
        await beginContactWrite(tx, userId);
        const deleted = await tx
          .delete(contacts)
          .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids)))
          .returning({ id: contacts.id });
        removed += deleted.length;
      });
    }
    return removed;
  }
}

function remember(
  given: Map<string, Record<(typeof MAIL_FIELDS)[number], Set<string>>>,
  c: ContactCandidate,
): void {
  let values = given.get(c.email);
  if (!values) {
    values = Object.fromEntries(MAIL_FIELDS.map((f) => [f, new Set<string>()])) as Record<
      (typeof MAIL_FIELDS)[number],
      Set<string>
    >;
    given.set(c.email, values);
  }
  for (const f of MAIL_FIELDS) {
    const v = c[f];
    if (v) values[f].add(v);
  }
}
