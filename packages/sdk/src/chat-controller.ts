/**
 * The chat send flow of spec §4/§5, free of any UI framework: intent check (the text restored
 * on a mode mismatch), chat creation, Query Mode asks (the typing reply, a title generated after
 * the first query in a "New Chat"), Input Mode post updates (pending → done / error with the
 * text restored), pasted CSV detection. It talks to the API through the SDK client and to the
 * app through small ports: a cache of chats, messages and post updates, a notifier and the
 * upload queue. The web app binds it to its TanStack Query cache; a Node client can use
 * `createMemoryChatCache`.
 */
import { buildChatHistory, fillFirstPendingReply, toUiMessage, type UiChatMessage } from './chat-model.js';
import type { RapportClient } from './client/client.js';
import type { Clock } from './clock.js';
import { DEFAULT_CHAT_TITLE } from './constants.js';
import type { ChatSummary, PostUpdate } from './contract/schemas.js';
import { errorDescription } from './errors.js';
import { distinctChatTitle } from './rules/chatTitles.js';
import { detectPastedCsv, PASTED_CSV_FILE_NAME } from './rules/files.js';
import { type ChatMode, intentMismatchMessage } from './rules/intent.js';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type ToastText, VALIDATION } from './rules/messages.js';

/** The API calls the send flow makes (a `RapportClient` has them all). */
export interface ChatControllerClient {
  chat: Pick<RapportClient['chat'], 'create' | 'ask' | 'generateTitle' | 'rename'>;
  postUpdates: Pick<RapportClient['postUpdates'], 'create' | 'detectIntentions'>;
}

/** A list the cache holds per chat. */
export type ChatList = 'messages' | 'postUpdates';

/**
 * Where the app keeps what it shows. Updates are functions of the old value (undefined when the
 * cache holds nothing yet) so a binding can apply them atomically.
 */
export interface ChatCache {
  chats(): readonly ChatSummary[] | undefined;
  updateChats(update: (old: readonly ChatSummary[] | undefined) => ChatSummary[] | undefined): void;
  messages(chatId: string): readonly UiChatMessage[] | undefined;
  updateMessages(
    chatId: string,
    update: (old: readonly UiChatMessage[] | undefined) => UiChatMessage[] | undefined,
  ): void;
  updatePostUpdates(chatId: string, update: (old: readonly PostUpdate[] | undefined) => PostUpdate[]): void;
  /** Stops a read of the list in flight, which would overwrite an optimistic item. */
  cancel?(chatId: string, list: ChatList): Promise<void> | void;
  /** The chat list changed on the server (a reply, a post update): read it again when useful. */
  chatsChanged?(): void;
}

/** Shows a toast (§2); errors are shown with `error`. */
export interface ChatNotifier {
  notify(text: ToastText): void;
  error(text: ToastText): void;
}

/** The upload queue: attachments and pasted CSV go through it. */
export interface ChatUploads {
  add(file: File): unknown;
}

export interface ChatControllerOptions {
  client: ChatControllerClient;
  cache: ChatCache;
  notifier: ChatNotifier;
  uploads: ChatUploads;
  /** Told of a chat created for a first message (the web app opens it). Awaited before the send goes on. */
  onChatCreated?: (chat: ChatSummary) => void | Promise<void>;
  /** Told whether the chat's last post update failed (§4 the chat's post-update error flag). */
  onPostUpdateResult?: (chatId: string, failed: boolean) => void;
  /** Stamps the optimistic items (their local ids and dates). */
  clock?: Pick<Clock, 'now'>;
  /**
   * The asker's IANA time zone, sent with each question so "today" and "last week" are their own
   * days; by default the runtime's (the browser's, or the Node process's).
   */
  timeZone?: string;
}

export interface SendInput {
  text: string;
  mode: ChatMode;
  chatId: string | null;
  attachments: readonly File[];
}

/** What happened to the text: `restore` asks the composer to put it back in the box. */
export type SendOutcome = 'sent' | 'ignored' | 'restore';

export interface ChatController {
  send(input: SendInput): Promise<SendOutcome>;
  /** §5: pasted CSV text is uploaded as pasted.csv through the queue. False when the text is not CSV. */
  uploadPastedCsv(text: string): boolean;
  /** Clears the typing flag once a reply has filled in. */
  markTyped(chatId: string, messageId: string): void;
}

interface ChatRef {
  id: string;
  title: string;
}

/** The local id of an optimistic item; the server's item replaces it. */
export const LOCAL_ID_PREFIX = 'local-';

/** Replaces the optimistic item by the server's, or appends it when a refetch dropped it. */
function upsert<T extends { id: string }>(items: readonly T[], localId: string, item: T): T[] {
  const found = items.some((i) => i.id === localId || i.id === item.id);
  return found ? items.map((i) => (i.id === localId || i.id === item.id ? item : i)) : [...items, item];
}

export function createChatController(options: ChatControllerOptions): ChatController {
  const { client, cache, notifier, uploads } = options;
  const clock = options.clock ?? { now: () => Date.now() };

  const sendFailed = (error: unknown): SendOutcome => {
    notifier.error({
      title: ERROR_MESSAGES.chatSend.title,
      description: errorDescription(error, ERROR_MESSAGES.chatSend.description),
    });
    return 'restore';
  };

  const uploadPastedCsv = (text: string): boolean => {
    if (!detectPastedCsv(text)) return false;
    try {
      uploads.add(new File([text], PASTED_CSV_FILE_NAME, { type: 'text/csv' }));
      notifier.notify(VALIDATION.csvDetection);
    } catch {
      notifier.error(ERROR_MESSAGES.csvParse);
    }
    return true;
  };

  const ensureChat = async (chatId: string | null): Promise<ChatRef> => {
    if (chatId) {
      const known = cache.chats()?.find((c) => c.id === chatId);
      return { id: chatId, title: known?.title ?? DEFAULT_CHAT_TITLE };
    }
    const chat = await client.chat.create({ title: DEFAULT_CHAT_TITLE });
    cache.updateChats((old) => [chat, ...(old ?? []).filter((c) => c.id !== chat.id)]);
    cache.updateMessages(chat.id, () => []);
    cache.updatePostUpdates(chat.id, () => []);
    await options.onChatCreated?.(chat);
    return { id: chat.id, title: chat.title };
  };

  /**
   * §4: a title from the first entry of a "New Chat" (a query, or an update in Input Mode), told
   * apart from the user's other chats by the person it is about or the date (issue 26).
   */
  const generateTitle = async (text: string, chatId: string, person?: string | null): Promise<void> => {
    try {
      const generated = (await client.chat.generateTitle({ text })).title;
      const others = (cache.chats() ?? []).filter((c) => c.id !== chatId).map((c) => c.title);
      const title =
        generated &&
        distinctChatTitle(generated, others, {
          person,
          at: new Date(clock.now()),
          timeZone: options.timeZone,
        });
      if (title && title !== DEFAULT_CHAT_TITLE) {
        cache.updateChats((old) => old?.map((c) => (c.id === chatId ? { ...c, title } : c)));
        await client.chat.rename(chatId, { title });
      }
    } catch {
      // The chat keeps "New Chat"; nothing the user must act on.
    }
  };

  const ask = async (text: string, chat: ChatRef, attachments: readonly File[]): Promise<SendOutcome> => {
    await cache.cancel?.(chat.id, 'messages');
    const before = cache.messages(chat.id) ?? [];
    const isFirstQuery = before.length === 0;
    const pending: UiChatMessage = {
      id: `${LOCAL_ID_PREFIX}${clock.now()}`,
      role: 'user',
      content: text,
      aiResponse: null,
      createdAt: new Date(clock.now()),
      typing: false,
      attachments: attachments.map((f) => ({ name: f.name, size: f.size })),
      sources: [],
    };
    cache.updateMessages(chat.id, () => [...before, pending]);
    let person: string | null = null;
    try {
      const response = await client.chat.ask({
        question: text,
        chatHistory: buildChatHistory(before),
        chatId: chat.id,
        timeZone: options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      cache.updateMessages(chat.id, (old) => {
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
      const lastMessage = { content: text, createdAt: new Date(clock.now()).toISOString() };
      cache.updateChats((old) => old?.map((c) => (c.id === chat.id ? { ...c, lastMessage } : c)));
      person = response.sources.find((s) => s.kind === 'contact')?.title ?? null;
    } catch (error) {
      cache.updateMessages(chat.id, (old) => (old ?? []).filter((m) => m.id !== pending.id));
      return sendFailed(error);
    }
    // §4: after the first query in a chat titled "New Chat", a title is generated from the text.
    if (isFirstQuery && chat.title === DEFAULT_CHAT_TITLE) await generateTitle(text, chat.id, person);
    cache.chatsChanged?.();
    return 'sent';
  };

  const postUpdate = async (text: string, chat: ChatRef): Promise<SendOutcome> => {
    const chatId = chat.id;
    const pending: PostUpdate = {
      id: `${LOCAL_ID_PREFIX}${clock.now()}`,
      description: text,
      createdAt: new Date(clock.now()).toISOString(),
      status: 'pending',
      showStatus: true,
      chatId,
    };
    // A refetch in flight would overwrite the optimistic item: cancel it first.
    await cache.cancel?.(chatId, 'postUpdates');
    cache.updatePostUpdates(chatId, (old) => [...(old ?? []), pending]);
    try {
      // The poster's days: "today" and "Tuesday" are read in their time zone (issue 25).
      const created = await client.postUpdates.create({
        chatId,
        description: text,
        timeZone: options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      cache.updatePostUpdates(chatId, (old) => upsert(old ?? [], pending.id, created));
      options.onPostUpdateResult?.(chatId, false);
      notifier.notify(SUCCESS_MESSAGES.postUpdate);
      // Issue 26: an Input Mode chat is titled from its first update, as a query titles its chat.
      if (chat.title === DEFAULT_CHAT_TITLE) await generateTitle(text, chatId);
      cache.chatsChanged?.();
      return 'sent';
    } catch (error) {
      // §4: marked error, the text restored to the box, the chat's post-update error flag set.
      cache.updatePostUpdates(chatId, (old) =>
        upsert(old ?? [], pending.id, { ...pending, status: 'error' as const }),
      );
      options.onPostUpdateResult?.(chatId, true);
      return sendFailed(error);
    }
  };

  const send = async ({ text: raw, mode, chatId, attachments }: SendInput): Promise<SendOutcome> => {
    const text = raw.trim();
    // §5: a message that is empty after trimming is ignored.
    if (!text && attachments.length === 0) return 'ignored';

    for (const file of attachments) uploads.add(file);
    if (!text) return 'sent';

    if (mode === 'input' && uploadPastedCsv(text)) return 'sent';

    let intent: Awaited<ReturnType<ChatControllerClient['postUpdates']['detectIntentions']>>;
    try {
      intent = await client.postUpdates.detectIntentions({ text });
    } catch (error) {
      return sendFailed(error);
    }
    const mismatch = intentMismatchMessage(mode, intent);
    if (mismatch) {
      notifier.notify(mismatch);
      return 'restore';
    }

    let chat: ChatRef;
    try {
      chat = await ensureChat(chatId);
    } catch (error) {
      return sendFailed(error);
    }
    return mode === 'query' ? ask(text, chat, attachments) : postUpdate(text, chat);
  };

  const markTyped = (chatId: string, messageId: string): void => {
    cache.updateMessages(chatId, (old) =>
      old?.map((m) => (m.id === messageId && m.typing ? { ...m, typing: false } : m)),
    );
  };

  return { send, uploadPastedCsv, markTyped };
}
