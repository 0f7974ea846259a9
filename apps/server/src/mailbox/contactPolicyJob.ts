import { policyKeeps } from '../contacts/mailPolicy.js';
import type { Database } from '../db/index.js';
import type { MailboxRow } from '../db/schema.js';
import type { JobContext, JobPayload } from '../jobs/types.js';
import type { JobsService } from '../platform/jobs.js';
import type { MailboxesService } from './mailboxes.js';
import { saveMailContacts } from './mailContacts.js';
import {
  deleteMailOnlyContacts,
  type MailGave,
  mailOnlyContacts,
  readMailboxPeople,
  remember,
} from './mailOnlyContacts.js';

export interface MailboxContactPolicyDeps {
  database: Database;
  mailboxes: MailboxesService;
  jobs: JobsService;
  accountEmail: (userId: string) => Promise<string>;
  /** After contacts changed (the server enqueues search.reindex). */
  afterApply?: (userId: string) => Promise<unknown>;
}

/**
 * `mailbox.contactPolicy` (issue 23): a mailbox's contact policy, changed by `PATCH /mailboxes/{id}`,
 * applied to the mail it already holds, with progress (emails read of the mailbox's total).
 * Every email the mailbox holds is read again as the sync reads a batch (contacts/mailPolicy.ts):
 * the people the policy keeps are saved by the one identity rule (idempotent, so a retry repeats
 * nothing). Then the contacts that only this mailbox's mail made and the policy no longer keeps go
 * (`removeMailOnlyContacts`); anything a person or another source added keeps a contact.
 */
export function createMailboxContactPolicyJob(deps: MailboxContactPolicyDeps) {
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
      const reading = await readMailboxPeople(deps.database, row, await deps.accountEmail(userId));
      const { total, wroteTo } = reading;
      const counts = { created: 0, updated: 0, skipped: 0, removed: 0 };
      /** Addresses the policy keeps, and every value mail gave each person (for "was it edited"). */
      const kept = new Set<string>();
      const given: MailGave = new Map();
      let processed = 0;
      for await (const chunk of reading.chunks) {
        const { candidates } = chunk;
        for (const c of candidates) remember(given, c);
        const keep = candidates.filter((c) => policyKeeps(policy, c, wroteTo));
        for (const c of keep) kept.add(c.email);
        const saved = await saveMailContacts(deps.database, row, keep);
        counts.created += saved.created;
        counts.updated += saved.updated;
        counts.skipped += saved.skipped;
        processed = chunk.processed;
        await deps.jobs.progress(userId, jobId, { processed, total: Math.max(total, processed) });
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

  /** Deletes the contacts this mailbox's mail alone made that the policy no longer keeps (mailOnlyContacts.ts). */
  async function removeMailOnlyContacts(
    mailbox: MailboxRow,
    kept: ReadonlySet<string>,
    given: MailGave,
  ): Promise<number> {
    const gone = [...given.keys()].filter((email) => !kept.has(email));
    if (gone.length === 0) return 0;
    const found = await mailOnlyContacts(deps.database, mailbox, gone, given);
    return deleteMailOnlyContacts(
      deps.database,
      mailbox.userId,
      found.map((c) => c.id),
    );
  }
}
