import { expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { apiFor, createUser, expectRoute, freshDatabaseEnv, testConfig } from './helpers.js';

it('keeps accounts, sessions, chats and post updates across a restart on the same data folder', async () => {
  const env = await freshDatabaseEnv();
  const config = testConfig(env);
  const fast = { passwordHashCost: { memoryCost: 1024, timeCost: 1 }, globalRateLimitPerMinute: 0 };
  try {
    const first = await buildApp({ config, ...fast });
    await first.ready();
    const user = await createUser(first);
    const chat = expectRoute(
      'chat.create',
      await user.api('POST', '/chat/create', { title: 'Survives' }),
      201,
    );
    await user.api('POST', `/chat/${chat.id}/message`, { content: 'remember me' });
    await user.api('POST', '/post-updates', { chatId: chat.id, description: 'Met Olga Petrova at Vostok' });
    await first.rapport.jobs.idle();
    await first.close();

    // Same data folder (or database), same generated secrets: the old tokens still work.
    const second = await buildApp({ config: testConfig(env), ...fast });
    await second.ready();
    try {
      const api = apiFor(second, user.accessToken);
      const chats = expectRoute('chat.list', await api('GET', '/chat/user'));
      expect(chats.map((c) => c.title)).toEqual(['Survives']);
      // The post update came last, so it is the chat's preview.
      expect(chats[0]?.lastMessage?.content).toBe('Met Olga Petrova at Vostok');
      const updates = expectRoute('postUpdates.list', await api('GET', '/post-updates'));
      expect(updates.map((u) => u.status)).toEqual(['done']);
      expectRoute(
        'auth.refresh',
        await apiFor(second)('POST', '/auth/refresh', { refresh_token: user.refreshToken }),
      );
      expectRoute(
        'auth.login',
        await apiFor(second)('POST', '/auth/login', { email: user.email, password: user.password }),
      );
    } finally {
      await second.close();
    }
  } finally {
    await env.dispose();
  }
}, 120_000);
