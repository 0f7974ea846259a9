import type { Database } from '../db/index.js';
import { reindexContacts } from '../services/contactSearch.js';
import { reindexEmails } from '../services/emailSearch.js';
import type { NotificationsService } from '../services/notifications.js';
import type { JobPayload } from './registry.js';

/**
 * The `search.reindex` job: brings the user's contacts search index up to date (see
 * services/contactSearch.ts) and indexes new emails (services/emailSearch.ts), then tells the
 * owner the new data can be queried (spec §9 EMBEDDING_UPDATE_COMPLETE). Post updates keep a
 * generated search column and need no work here. It is also the hook where a later issue
 * refreshes embeddings. Idempotent.
 */
export function createSearchReindexJob(deps: { database: Database; notifications: NotificationsService }) {
  return async (payload: JobPayload<'search.reindex'>): Promise<void> => {
    await reindexContacts(deps.database.db, payload.userId);
    await reindexEmails(deps.database.db, payload.userId);
    if (payload.notify === false) return;
    await deps.notifications.notify(
      payload.userId,
      'EMBEDDING_UPDATE_COMPLETE',
      'You can now query the updated data',
    );
  };
}
