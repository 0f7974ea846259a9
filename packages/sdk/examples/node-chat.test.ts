/**
 * A Node client sending chat messages with the same send flow as the web app: the SDK client
 * on memory storage, the chat controller over the in-memory cache, a console notifier. The
 * API is the SDK's msw mock (sample responses).
 */
import { describe, expect, it } from 'vitest';
// In your own project: import { ... } from '@rapport/sdk';
import {
  createChatController,
  createMemoryChatCache,
  createRapportClient,
  memoryStorage,
  STORAGE_KEYS,
} from '../src/index.js';
import { setupRapportServer } from '../src/mocks/fixture.js';

const { baseUrl, answer } = setupRapportServer();

describe('a Node client chatting', () => {
  it('asks in a new chat, gets the reply and the generated title; a post update in Query Mode is refused', async () => {
    const client = createRapportClient({
      baseUrl,
      storage: memoryStorage({
        [STORAGE_KEYS.accessToken]: 'access-1',
        [STORAGE_KEYS.refreshToken]: 'refresh-1',
      }),
    });
    const cache = createMemoryChatCache({ chats: await client.chat.list() });
    const log: string[] = [];
    const chat = createChatController({
      client,
      cache,
      notifier: {
        notify: (t) => log.push(`${t.title}: ${t.description ?? ''}`),
        error: (t) => log.push(`✗ ${t.title}: ${t.description ?? ''}`),
      },
      uploads: { add: (file) => log.push(`upload ${file.name}`) },
    });

    answer('postUpdates.detectIntentions', () => 'Question');
    const outcome = await chat.send({
      text: 'Who did I meet at Acme?',
      mode: 'query',
      chatId: null,
      attachments: [],
    });

    expect(outcome).toBe('sent');
    const { chats, messages } = cache.getState();
    expect(chats?.[0]?.title).toBe('Meeting at Acme');
    expect(messages[chats?.[0]?.id ?? '']?.map((m) => m.aiResponse)).toEqual([
      'You met Grace Hopper on 20 Nov.',
    ]);

    answer('postUpdates.detectIntentions', () => 'PostUpdate');
    await expect(
      chat.send({ text: 'Met Grace at Acme', mode: 'query', chatId: 'chat_1', attachments: [] }),
    ).resolves.toBe('restore');
    expect(log).toEqual([
      "Query Mode: You are in query mode. I think you're trying to post an update, please do that in Input Mode.",
    ]);
  });
});
