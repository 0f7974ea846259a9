/**
 * The send flow of spec §4/§5: intent check (restoring the text on a mismatch), chat creation,
 * Query Mode asks (typing reply, title generated after the first query in a "New Chat"), Input
 * Mode post updates (pending → done / error with the text restored).
 */
import {
  buildChatHistory,
  type ChatMode,
  type ChatSummary,
  DEFAULT_CHAT_TITLE,
  detectPastedCsv,
  ERROR_MESSAGES,
  errorDescription,
  fillFirstPendingReply,
  intentMismatchMessage,
  PASTED_CSV_FILE_NAME,
  type PostUpdate,
  SUCCESS_MESSAGES,
  toUiMessage,
  toUiMessages,
  type UiChatMessage,
  VALIDATION,
} from '@rapport/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { messagesKey } from '../../lib/chatKeys';
import { notify, notifyError } from '../../lib/notify';
import { getQueue } from '../../lib/queue';
import { api } from '../../lib/services';
import { workspace } from '../../state/workspace';
import { CHATS_KEY } from './Sidebar';

/** How often a chat with a pending post update re-reads its post updates. */
export const PENDING_POST_UPDATE_POLL_MS = 3_000;

export { messagesKey };
export const postUpdatesKey = (chatId: string) => ['chat', chatId, 'postUpdates'] as const;

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
      query.state.data?.some((p) => p.status === 'pending' && !p.id.startsWith('local-'))
        ? PENDING_POST_UPDATE_POLL_MS
        : false,
  });
  return { messages, postUpdates };
}

export interface SendInput {
  text: string;
  mode: ChatMode;
  chatId: string | null;
  attachments: File[];
}

/** What happened to the text: `restore` asks the composer to put it back in the box. */
export type SendOutcome = 'sent' | 'ignored' | 'restore';

function pastedCsvFile(text: string): File {
  return new File([text], PASTED_CSV_FILE_NAME, { type: 'text/csv' });
}

/** Replaces the optimistic item by the server's, or appends it when a refetch dropped it. */
function upsert<T extends { id: string }>(items: readonly T[], localId: string, item: T): T[] {
  const found = items.some((i) => i.id === localId || i.id === item.id);
  return found ? items.map((i) => (i.id === localId || i.id === item.id ? item : i)) : [...items, item];
}

export function useChatActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** §5: pasted CSV text is uploaded as pasted.csv through the queue, with "CSV Detection". */
  const uploadPastedCsv = useCallback((text: string): boolean => {
    if (!detectPastedCsv(text)) return false;
    try {
      getQueue().add(pastedCsvFile(text));
      notify(VALIDATION.csvDetection);
    } catch {
      notifyError(ERROR_MESSAGES.csvParse);
    }
    return true;
  }, []);

  const ensureChat = useCallback(
    async (chatId: string | null): Promise<{ id: string; title: string }> => {
      if (chatId) {
        const chats = queryClient.getQueryData<ChatSummary[]>(CHATS_KEY);
        const known = chats?.find((c) => c.id === chatId);
        return { id: chatId, title: known?.title ?? DEFAULT_CHAT_TITLE };
      }
      const chat = await api().chat.create({ title: DEFAULT_CHAT_TITLE });
      queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) => [
        chat,
        ...(old ?? []).filter((c) => c.id !== chat.id),
      ]);
      queryClient.setQueryData(messagesKey(chat.id), []);
      queryClient.setQueryData(postUpdatesKey(chat.id), []);
      workspace.currentChatId = chat.id;
      await navigate({ to: '/chat/$chatId', params: { chatId: chat.id } });
      return { id: chat.id, title: chat.title };
    },
    [queryClient, navigate],
  );

  const send = async ({ text: raw, mode, chatId, attachments }: SendInput): Promise<SendOutcome> => {
    const text = raw.trim();
    // §5: a message that is empty after trimming is ignored.
    if (!text && attachments.length === 0) return 'ignored';

    for (const file of attachments) getQueue().add(file);
    if (!text) return 'sent';

    if (mode === 'input' && uploadPastedCsv(text)) return 'sent';

    let intent: Awaited<ReturnType<ReturnType<typeof api>['postUpdates']['detectIntentions']>>;
    try {
      intent = await api().postUpdates.detectIntentions({ text });
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.chatSend.title,
        description: errorDescription(error, ERROR_MESSAGES.chatSend.description),
      });
      return 'restore';
    }
    const mismatch = intentMismatchMessage(mode, intent);
    if (mismatch) {
      notify(mismatch);
      return 'restore';
    }

    let chat: { id: string; title: string };
    try {
      chat = await ensureChat(chatId);
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.chatSend.title,
        description: errorDescription(error, ERROR_MESSAGES.chatSend.description),
      });
      return 'restore';
    }

    return mode === 'query' ? ask(text, chat, attachments) : postUpdate(text, chat.id);
  };

  const ask = async (
    text: string,
    chat: { id: string; title: string },
    attachments: File[],
  ): Promise<SendOutcome> => {
    const key = messagesKey(chat.id);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<UiChatMessage[]>(key) ?? [];
    const isFirstQuery = before.length === 0;
    const pending: UiChatMessage = {
      id: `local-${Date.now()}`,
      role: 'user',
      content: text,
      aiResponse: null,
      createdAt: new Date(),
      typing: false,
      attachments: attachments.map((f) => ({ name: f.name, size: f.size })),
      sources: [],
    };
    queryClient.setQueryData<UiChatMessage[]>(key, [...before, pending]);
    try {
      const response = await api().chat.ask({
        question: text,
        chatHistory: buildChatHistory(before),
        chatId: chat.id,
        // "today", "last week" are the asker's own days.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      queryClient.setQueryData<UiChatMessage[]>(key, (old) => {
        const list = old ?? [];
        // The stored exchange replaces the optimistic row (same id as a later refetch).
        if (response.message) {
          // A reply already shown as a streamed draft is replaced at once, not typed out again.
          const drafted = list.some((m) => m.id === pending.id && m.draft === true);
          const stored: UiChatMessage = {
            ...toUiMessage(response.message),
            aiResponse: response.message.ai_response ?? response.answer,
            typing: !drafted,
            attachments: pending.attachments,
            sources: response.sources,
          };
          return upsert(list, pending.id, stored);
        }
        return fillFirstPendingReply(list, response.answer, response.sources);
      });
      queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) =>
        old?.map((c) =>
          c.id === chat.id
            ? { ...c, lastMessage: { content: text, createdAt: new Date().toISOString() } }
            : c,
        ),
      );
    } catch (error) {
      queryClient.setQueryData<UiChatMessage[]>(key, (old) => (old ?? []).filter((m) => m.id !== pending.id));
      notifyError({
        title: ERROR_MESSAGES.chatSend.title,
        description: errorDescription(error, ERROR_MESSAGES.chatSend.description),
      });
      return 'restore';
    }
    // §4: after the first query in a chat titled "New Chat", a title is generated from the text.
    if (isFirstQuery && chat.title === DEFAULT_CHAT_TITLE) {
      try {
        const { title } = await api().chat.generateTitle({ text });
        if (title && title !== DEFAULT_CHAT_TITLE) {
          queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) =>
            old?.map((c) => (c.id === chat.id ? { ...c, title } : c)),
          );
          await api().chat.rename(chat.id, { title });
        }
      } catch {
        // The chat keeps "New Chat"; nothing the user must act on.
      }
    }
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    return 'sent';
  };

  const postUpdate = async (text: string, chatId: string): Promise<SendOutcome> => {
    const key = postUpdatesKey(chatId);
    const pending: PostUpdate = {
      id: `local-${Date.now()}`,
      description: text,
      createdAt: new Date().toISOString(),
      status: 'pending',
      showStatus: true,
      chatId,
    };
    // A refetch in flight would overwrite the optimistic item: cancel it first.
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<PostUpdate[]>(key, (old) => [...(old ?? []), pending]);
    try {
      const created = await api().postUpdates.create({ chatId, description: text });
      queryClient.setQueryData<PostUpdate[]>(key, (old) => upsert(old ?? [], pending.id, created));
      workspace.postUpdateErrors[chatId] = false;
      notify(SUCCESS_MESSAGES.postUpdate);
      void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      return 'sent';
    } catch (error) {
      // §4: marked error, the text restored to the box, the chat's post-update error flag set.
      queryClient.setQueryData<PostUpdate[]>(key, (old) =>
        upsert(old ?? [], pending.id, { ...pending, status: 'error' as const }),
      );
      workspace.postUpdateErrors[chatId] = true;
      notifyError({
        title: ERROR_MESSAGES.chatSend.title,
        description: errorDescription(error, ERROR_MESSAGES.chatSend.description),
      });
      return 'restore';
    }
  };

  /** Clears the typing flag once a reply has filled in. */
  const markTyped = useCallback(
    (chatId: string, messageId: string) => {
      queryClient.setQueryData<UiChatMessage[]>(messagesKey(chatId), (old) =>
        old?.map((m) => (m.id === messageId && m.typing ? { ...m, typing: false } : m)),
      );
    },
    [queryClient],
  );

  return { send, uploadPastedCsv, markTyped };
}
