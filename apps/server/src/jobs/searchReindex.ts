import type { NotificationsService } from '../services/notifications.js';

export interface SearchReindexPayload {
  userId: string;
}

/**
 * The `search.reindex` job. Full-text documents are generated columns, so new data is
 * searchable as soon as it is committed; the job tells the owner so (spec §9
 * EMBEDDING_UPDATE_COMPLETE). It is the hook where a later issue refreshes embeddings.
 */
export function createSearchReindexJob(deps: { notifications: NotificationsService }) {
  return async (payload: SearchReindexPayload): Promise<void> => {
    await deps.notifications.notify(
      payload.userId,
      'EMBEDDING_UPDATE_COMPLETE',
      'You can now query the updated data',
    );
  };
}
