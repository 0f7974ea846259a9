/**
 * Live notifications (spec §9): while a verified user is signed in, the notification socket is
 * open and each message becomes a toast (toastForNotification). Completed post updates refresh
 * the cached chats; EMAIL_SYNC_* keep the mailbox list live; the pieces of an answer a model is
 * writing fill its reply as a draft. A socket closed because the session ended (issue 22) signs
 * the person out here and sends them to /sign-in. The socket code is its own chunk, loaded on sign-in.
 */
import type { NotificationMessage } from '@rapport/realtime';
import { appendAnswerDraft, type UiChatMessage } from '@rapport/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadSkippedRows } from '../lib/csvImports';
import { followMailboxSync } from '../lib/mailboxSync';
import { notify } from '../lib/notify';
import { CHAT_KEY_PREFIX, CHATS_KEY, jobKey, messagesKey } from '../lib/queryKeys';
import { endSession, isSigningOutHere } from '../lib/services';
import { useSession } from '../state/session';

export function NotificationsBridge() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const active = status === 'authenticated' && Boolean(user?.emailVerified);

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../lib/notifications').then(({ getNotifications, toastForNotification }) => {
      if (cancelled) return;
      const notifications = getNotifications();
      const onMessage = (msg: NotificationMessage) => {
        const toast = toastForNotification(msg);
        const importId = msg.data?.jobId;
        // An import's final notification says what it did; rows it skipped can be downloaded (issue 26).
        const skippedRows =
          msg.type === 'CSV_PROCESSING_COMPLETE' && importId !== undefined && (msg.data?.errors ?? 0) > 0
            ? {
                label: 'Download skipped rows',
                onClick: () =>
                  void downloadSkippedRows(
                    importId,
                    typeof msg.data?.fileName === 'string' ? msg.data.fileName : 'import.csv',
                  ),
              }
            : undefined;
        if (toast) notify(skippedRows ? { ...toast, action: skippedRows } : toast);
        if (
          msg.type.startsWith('CSV_PROCESSING_') &&
          importId !== undefined &&
          msg.type !== 'CSV_PROCESSING_PROGRESS'
        )
          void queryClient.invalidateQueries({ queryKey: jobKey(importId) });
        if (msg.type.startsWith('EMAIL_SYNC_')) followMailboxSync(queryClient, msg);
        // The model's draft fills the waiting question's reply until POST /chat/ask brings the checked one.
        const chatId = msg.data?.chatId;
        if (msg.type === 'CHAT_ANSWER_DELTA' && chatId !== undefined) {
          queryClient.setQueryData<UiChatMessage[]>(messagesKey(chatId), (old) =>
            old === undefined ? old : appendAnswerDraft(old, msg.message),
          );
        }
        if (msg.type.startsWith('POST_UPDATE_')) {
          void queryClient.invalidateQueries({ queryKey: CHAT_KEY_PREFIX });
          void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
        }
      };
      const offs = [
        notifications.on('message', onMessage),
        notifications.on('auth_error', (alert) => notify(alert)),
        notifications.on('failed', (alert) => notify(alert)),
        // Signed out elsewhere or reset: the tokens are dead; App.tsx goes to /sign-in.
        notifications.on('session_ended', (alert) => {
          // This tab's own sign-out closes the socket too; its flow says what happened.
          if (isSigningOutHere()) return;
          notify(alert);
          endSession();
        }),
      ];
      notifications.connect();
      stop = () => {
        for (const off of offs) off();
        notifications.close();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, queryClient]);

  return null;
}
