/**
 * Deleting a chat (issue 26): it leaves the list at once, and the server deletes it only when the
 * Undo toast has gone (`CHAT_DELETE_UNDO_MS`), so Undo needs no server round trip. Leaving the
 * page sends the pending deletions at once.
 */
import {
  CHAT_DELETE_UNDO_MS,
  type ChatSummary,
  errorDescription,
  scheduleUndoable,
  type UndoableAction,
} from '@rapport/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify, notifyError } from '../../lib/notify';
import { CHATS_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';

/** Chats deleted but still in their undo window: a list read meanwhile leaves them out. */
const pending = new Map<string, UndoableAction>();

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const action of pending.values()) action.flush();
  });
}

/** The chat list without the chats waiting to be deleted. */
export const withoutPendingDeletes = (list: ChatSummary[]): ChatSummary[] =>
  pending.size === 0 ? list : list.filter((c) => !pending.has(c.id));

export function useDeleteChat() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CHATS_KEY });

  return (chat: ChatSummary, isCurrent: boolean) => {
    const action = scheduleUndoable(() => {
      api()
        .chat.remove(chat.id)
        .catch((error: unknown) =>
          notifyError({ title: 'Error', description: errorDescription(error, 'Could not delete the chat') }),
        )
        .finally(() => {
          pending.delete(chat.id);
          refresh();
        });
    }, CHAT_DELETE_UNDO_MS);
    pending.set(chat.id, action);
    queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) => old?.filter((c) => c.id !== chat.id));
    if (isCurrent) void navigate({ to: '/' });
    notify({
      title: 'Chat deleted',
      description: chat.title,
      durationMs: CHAT_DELETE_UNDO_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          if (!action.undo()) return;
          pending.delete(chat.id);
          refresh();
          notify({ title: 'Chat restored', description: chat.title });
        },
      },
    });
  };
}
