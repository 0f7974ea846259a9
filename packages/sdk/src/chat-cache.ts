/**
 * An in-memory `ChatCache` for Node clients, scripts and tests: the chats, and each chat's
 * messages and post updates, as one state object with `getState()` and `subscribe()`.
 */

import type { ChatCache } from './chat-controller.js';
import type { UiChatMessage } from './chat-model.js';
import type { ChatSummary, PostUpdate } from './contract/schemas.js';

export interface ChatCacheState {
  chats: readonly ChatSummary[] | undefined;
  messages: Readonly<Record<string, readonly UiChatMessage[]>>;
  postUpdates: Readonly<Record<string, readonly PostUpdate[]>>;
}

export interface MemoryChatCache extends ChatCache {
  getState(): ChatCacheState;
  subscribe(listener: (state: ChatCacheState) => void): () => void;
  postUpdates(chatId: string): readonly PostUpdate[] | undefined;
}

export function createMemoryChatCache(initial: Partial<ChatCacheState> = {}): MemoryChatCache {
  let state: ChatCacheState = { chats: undefined, messages: {}, postUpdates: {}, ...initial };
  const listeners = new Set<(state: ChatCacheState) => void>();
  const set = (next: ChatCacheState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chats: () => state.chats,
    updateChats: (update) => set({ ...state, chats: update(state.chats) }),
    messages: (chatId) => state.messages[chatId],
    updateMessages(chatId, update) {
      const next = update(state.messages[chatId]);
      const { [chatId]: _dropped, ...rest } = state.messages;
      set({ ...state, messages: next === undefined ? rest : { ...rest, [chatId]: next } });
    },
    postUpdates: (chatId) => state.postUpdates[chatId],
    updatePostUpdates: (chatId, update) =>
      set({ ...state, postUpdates: { ...state.postUpdates, [chatId]: update(state.postUpdates[chatId]) } }),
  };
}
