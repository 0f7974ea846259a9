/**
 * The chat send flow of spec §4/§5 (the SDK's chat controller) bound to the app: the TanStack
 * Query cache as its cache, the app's toasts, the upload queue, and the router to open a chat
 * created for a first message. The chat's data: messages and post updates, polled while one
 * is pending.
 */
import {
  type ChatCache,
  type ChatController,
  type ChatControllerClient,
  type ChatList,
  type ChatSummary,
  createChatController,
  LOCAL_ID_PREFIX,
  type PostUpdate,
  toUiMessages,
  type UiChatMessage,
} from '@rapport/sdk';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { notify, notifyError } from '../../lib/notify';
import { CHATS_KEY, messagesKey, postUpdatesKey } from '../../lib/queryKeys';
import { getQueue } from '../../lib/queue';
import { api } from '../../lib/services';
import { workspace } from '../../state/workspace';

export type { SendInput, SendOutcome } from '@rapport/sdk';

/** How often a chat with a pending post update re-reads its post updates. */
export const PENDING_POST_UPDATE_POLL_MS = 3_000;

export function useChatData(chatId: string | null) {
  const id = chatId?.trim() ?? '';
  // §5 Other checks: a chat id must be non-blank before its messages are fetched; the
  // post-updates fetch is skipped (empty list) for an empty id.
  const messages = useQuery({
    queryKey: messagesKey(id),
    queryFn: async () => toUiMessages(await api().chat.messages(id)),
    enabled: id !== '',
  });
  const postUpdates = useQuery({
    queryKey: postUpdatesKey(id),
    queryFn: () => (id === '' ? Promise.resolve([] as PostUpdate[]) : api().chat.postUpdates(id)),
    enabled: id !== '',
    // Pending updates settle on the server; the socket says when, and this covers a missed message.
    refetchInterval: (query) =>
      query.state.data?.some((p) => p.status === 'pending' && !p.id.startsWith(LOCAL_ID_PREFIX))
        ? PENDING_POST_UPDATE_POLL_MS
        : false,
  });
  return { messages, postUpdates };
}

/** The TanStack Query cache as the chat controller's cache. */
export function queryChatCache(queryClient: QueryClient): ChatCache {
  const listKey = (chatId: string, list: ChatList) =>
    list === 'messages' ? messagesKey(chatId) : postUpdatesKey(chatId);
  return {
    chats: () => queryClient.getQueryData<ChatSummary[]>(CHATS_KEY),
    updateChats: (update) => queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) => update(old)),
    messages: (chatId) => queryClient.getQueryData<UiChatMessage[]>(messagesKey(chatId)),
    updateMessages: (chatId, update) =>
      queryClient.setQueryData<UiChatMessage[]>(messagesKey(chatId), (old) => update(old)),
    updatePostUpdates: (chatId, update) =>
      queryClient.setQueryData<PostUpdate[]>(postUpdatesKey(chatId), (old) => update(old)),
    cancel: (chatId, list) => queryClient.cancelQueries({ queryKey: listKey(chatId, list) }),
    chatsChanged: () => void queryClient.invalidateQueries({ queryKey: CHATS_KEY }),
  };
}

/** The client as the app holds it now (read at each call, as `api()` is). */
const currentClient: ChatControllerClient = {
  get chat() {
    return api().chat;
  },
  get postUpdates() {
    return api().postUpdates;
  },
};

export function useChatActions(): ChatController {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(
    () =>
      createChatController({
        client: currentClient,
        cache: queryChatCache(queryClient),
        notifier: { notify, error: notifyError },
        uploads: { add: (file) => getQueue().add(file) },
        onChatCreated: async (chat) => {
          workspace.currentChatId = chat.id;
          await navigate({ to: '/chat/$chatId', params: { chatId: chat.id } });
        },
        onPostUpdateResult: (chatId, failed) => {
          workspace.postUpdateErrors[chatId] = failed;
        },
      }),
    [queryClient, navigate],
  );
}
