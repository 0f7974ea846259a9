/**
 * EMAIL_SYNC_* notifications keep the cached mailbox list live: a progress event writes its
 * counts and phase into the cache (no request per event), the others re-read the list.
 */

import type { NotificationMessage } from '@rapport/realtime';
import type { Mailbox } from '@rapport/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { MAILBOX_KEY_PREFIX, MAILBOXES_KEY } from './queryKeys';

export function applySyncProgress(
  mailboxes: Mailbox[] | undefined,
  msg: NotificationMessage,
): Mailbox[] | undefined {
  const data = msg.data ?? {};
  const id = typeof data.mailboxId === 'string' ? data.mailboxId : null;
  if (!mailboxes || !id) return mailboxes;
  return mailboxes.map((m) =>
    m.id === id
      ? {
          ...m,
          status: 'syncing',
          processed: typeof data.processed === 'number' ? data.processed : m.processed,
          total: typeof data.total === 'number' ? data.total : m.total,
          phase: typeof data.phase === 'string' ? data.phase : m.phase,
        }
      : m,
  );
}

export function followMailboxSync(queryClient: QueryClient, msg: NotificationMessage): void {
  if (msg.type === 'EMAIL_SYNC_PROGRESS') {
    queryClient.setQueryData<Mailbox[]>(MAILBOXES_KEY, (old) => applySyncProgress(old, msg));
    return;
  }
  void queryClient.invalidateQueries({ queryKey: MAILBOXES_KEY });
  void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY_PREFIX });
}
