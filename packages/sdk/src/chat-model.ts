/**
 * The one place that maps the server's chat messages (§3 "Chat message from the server")
 * to the interface's model (§3 "Chat message in the interface"), plus the timeline and
 * history rules of §2 and §4.
 */
import type { ChatMessageWire, ChatSummary, PostUpdate, QuestionAnswer, Source } from './contract/schemas.js';

export interface Attachment {
  name: string;
  size: number;
}

export interface UiChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The assistant's reply to this message; null until it arrives. */
  aiResponse: string | null;
  createdAt: Date;
  /** True while the reply is filling in (§2 typing indication). */
  typing: boolean;
  /**
   * True while `aiResponse` holds the model's unchecked draft, as it streams in
   * (CHAT_ANSWER_DELTA); the checked answer replaces it.
   */
  draft?: boolean;
  attachments: Attachment[];
  sources: Source[];
}

export function toUiMessage(wire: ChatMessageWire): UiChatMessage {
  return {
    id: wire.id,
    role: wire.is_user_message ? 'user' : 'assistant',
    content: wire.content,
    aiResponse: wire.ai_response,
    createdAt: new Date(wire.createdAt),
    typing: false,
    attachments: [],
    sources: wire.sources ?? [],
  };
}

export const toUiMessages = (wire: readonly ChatMessageWire[]): UiChatMessage[] => wire.map(toUiMessage);

/** §4: history is the existing messages as question/answer pairs (answered ones only). */
export function buildChatHistory(messages: readonly UiChatMessage[]): QuestionAnswer[] {
  return messages
    .filter((m) => m.role === 'user' && m.aiResponse !== null && !m.typing && !m.draft)
    .map((m) => ({ question: m.content, answer: m.aiResponse ?? '' }));
}

/** §4: the reply fills the first user message lacking an AI response and marks it typing. */
export function fillFirstPendingReply(
  messages: readonly UiChatMessage[],
  reply: string,
  sources: Source[] = [],
): UiChatMessage[] {
  const index = messages.findIndex((m) => m.role === 'user' && m.aiResponse === null);
  if (index === -1) return [...messages];
  return messages.map((m, i) => (i === index ? { ...m, aiResponse: reply, typing: true, sources } : m));
}

/**
 * A piece of the model's draft (CHAT_ANSWER_DELTA) appended to the question waiting for its
 * answer: the last user message with no reply or a draft one. Nothing waits: unchanged.
 */
export function appendAnswerDraft(messages: readonly UiChatMessage[], text: string): UiChatMessage[] {
  const index = messages.findLastIndex(
    (m) => m.role === 'user' && (m.aiResponse === null || m.draft === true),
  );
  if (index === -1) return [...messages];
  return messages.map((m, i) =>
    i === index
      ? { ...m, aiResponse: `${m.draft ? (m.aiResponse ?? '') : ''}${text}`, draft: true, typing: false }
      : m,
  );
}

export type TimelineItem =
  | { kind: 'message'; createdAt: Date; message: UiChatMessage }
  | { kind: 'postUpdate'; createdAt: Date; postUpdate: PostUpdate };

/** §2: messages and post updates interleaved in one timeline, ascending by createdAt (stable). */
export function mergeTimeline(
  messages: readonly UiChatMessage[],
  postUpdates: readonly PostUpdate[],
): TimelineItem[] {
  const items: TimelineItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, createdAt: message.createdAt, message })),
    ...postUpdates.map((postUpdate) => ({
      kind: 'postUpdate' as const,
      createdAt: new Date(postUpdate.createdAt),
      postUpdate,
    })),
  ];
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => a.item.createdAt.getTime() - b.item.createdAt.getTime() || a.order - b.order)
    .map(({ item }) => item);
}

/** §2: sidebar search matches the title or the last message's content, case-insensitively. */
export function filterChats<C extends Pick<ChatSummary, 'title' | 'lastMessage'>>(
  chats: readonly C[],
  query: string,
): C[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...chats];
  return chats.filter(
    (chat) =>
      chat.title.toLowerCase().includes(needle) ||
      (chat.lastMessage?.content ?? '').toLowerCase().includes(needle),
  );
}

/** §2 empty states of the sidebar. */
export function sidebarEmptyText(state: { loading: boolean; total: number; query: string }): string | null {
  if (state.loading) return 'Loading..';
  if (state.total > 0) return null;
  return state.query.trim() ? `No chats found matching "${state.query.trim()}"` : 'No chats found';
}
