import { saveContacts } from '../contacts/identity.js';
import type { ContactInput } from '../contacts/model.js';
import { createSqlContactStore } from '../contacts/store.js';
import type { Database } from '../db/index.js';
import type { MailboxRow } from '../db/schema.js';
import type { JobContext, JobPayload } from '../jobs/types.js';
import type { JobsService } from '../platform/jobs.js';
import type { MailboxesService } from './mailboxes.js';
import { isMailboxError, type MailboxProvider, type ProviderContact } from './types.js';

export interface MailboxContactsDeps {
  database: Database;
  mailboxes: MailboxesService;
  jobs: JobsService;
  providerFor: (row: MailboxRow) => MailboxProvider<unknown> | Promise<MailboxProvider<unknown>>;
}

const toInput = (c: ProviderContact): ContactInput => ({ ...c, notes: null, customFields: {} });

/**
 * `mailbox.contacts`: the provider's own address book (Gmail: People API connections and other
 * contacts) merged into the user's contacts by the one identity rule: matched by email, empty
 * fields filled, nothing overwritten. Idempotent, so a retry after a failure repeats nothing.
 */
export function createMailboxContactsJob(deps: MailboxContactsDeps) {
  return async function runMailboxContacts(payload: JobPayload<'mailbox.contacts'>, ctx: JobContext) {
    const { userId, mailboxId, jobId } = payload;
    const job = await deps.jobs.find(userId, jobId);
    if (!job || job.status === 'completed' || job.status === 'error') return;
    await deps.jobs.start(userId, jobId, ctx.attempt);
    const counts = { created: 0, updated: 0, skipped: 0 };
    let processed = 0;
    try {
      const row = await deps.mailboxes.owned(userId, mailboxId);
      const provider = await deps.providerFor(row);
      for await (const page of provider.listContacts?.() ?? []) {
        const saved = await saveContacts(
          createSqlContactStore(deps.database, userId, row.kind),
          page.map(toInput),
        );
        counts.created += saved.created;
        counts.updated += saved.updated;
        counts.skipped += saved.skipped;
        processed += page.length;
        await deps.jobs.progress(userId, jobId, { processed, total: processed });
      }
      await deps.jobs.complete(userId, jobId, { processed, total: processed, result: counts });
    } catch (e) {
      const retryable = !isMailboxError(e) || e.retryable;
      if (retryable && ctx.attempt <= 3) throw e;
      await deps.jobs.fail(userId, jobId, e instanceof Error ? e.message : String(e));
      if (isMailboxError(e) && e.code === 'reconnect_required')
        await deps.mailboxes.markDisconnected(userId, mailboxId, e.message);
    }
  };
}
