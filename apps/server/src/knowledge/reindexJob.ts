import { reindexContacts } from '../contacts/search.js';
import type { Database } from '../db/index.js';
import type { JobPayload } from '../jobs/registry.js';
import { reindexEmails } from '../mailbox/emailSearch.js';
import type { NotificationsService } from '../platform/notifications.js';

/**
 * The `search.reindex` job: brings the user's contacts search index up to date (see
 * contacts/search.ts) and indexes new emails (mailbox/emailSearch.ts), then tells the
 * owner the new data can be queried (spec §9 EMBEDDING_UPDATE_COMPLETE). Post updates keep a
 * generated search column and need no work here. With an embedding model (`embed`), the
 * `search.embed` job follows and sends the notification once the vectors are made; when one is
 * already queued or running for the user, this job notifies itself. Idempotent.
 */
export function createSearchReindexJob(deps: {
  database: Database;
  notifications: NotificationsService;
  /** Queues `search.embed`; resolves false when one is already queued or running. Absent: no model. */
  embed?: ((userId: string, notify: boolean) => Promise<boolean>) | undefined;
}) {
  return async (payload: JobPayload<'search.reindex'>): Promise<void> => {
    await reindexContacts(deps.database.db, payload.userId);
    await reindexEmails(deps.database.db, payload.userId);
    const notify = payload.notify !== false;
    if (deps.embed && (await deps.embed(payload.userId, notify))) return;
    if (!notify) return;
    await deps.notifications.notify(
      payload.userId,
      'EMBEDDING_UPDATE_COMPLETE',
      'You can now query the updated data',
    );
  };
}
