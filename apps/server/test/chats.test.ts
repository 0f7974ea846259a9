import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultExtractFacts } from '../src/knowledge/assistant.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let user: TestUser;
/** The fact extractor of this file fails on texts carrying this mark (to test the error path). */
const FAIL_MARK = '#fail-extraction';
/**
 * …and waits for `held.release()` on texts carrying this one (an update that stays pending). The
 * gate is made before the update is posted: released before the job reaches the extraction (a
 * job runner that picks the job up late), it lets it through instead of holding it for ever.
 */
const HOLD_MARK = '#hold-extraction';
function gate() {
  let release: () => void = () => {};
  const passed = new Promise<void>((r) => (release = r));
  return { passed, release };
}
let held = gate();
beforeAll(async () => {
  server = await startTestServer({
    extractFacts: async (text, now) => {
      if (text.includes(HOLD_MARK)) await held.passed;
      if (text.includes(FAIL_MARK)) throw new Error('extraction failed');
      return defaultExtractFacts(text, now);
    },
  });
  user = await createUser(server.app);
});
afterAll(async () => server?.close());

describe('chats', () => {
  it('creates a chat titled "New Chat" by default, or with the given title', async () => {
    const a = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
    expect(a.title).toBe('New Chat');
    expect(a.messages).toEqual([]);
    expect(a.isActive).toBe(true);
    const b = expectRoute(
      'chat.create',
      await user.api('POST', '/chat/create', { title: 'Acme renewal' }),
      201,
    );
    expect(b.title).toBe('Acme renewal');
    // An empty body is accepted as "no title".
    expect(expectRoute('chat.create', await user.api('POST', '/chat/create'), 201).title).toBe('New Chat');
  });

  it('stores messages in order and returns them with the chat', async () => {
    const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
    const m1 = expectRoute(
      'chat.addMessage',
      await user.api('POST', `/chat/${chat.id}/message`, { content: 'hello' }),
      201,
    );
    expect(m1).toMatchObject({ is_user_message: true, content: 'hello', ai_response: null, sources: [] });
    expectRoute(
      'chat.addMessage',
      await user.api('POST', `/chat/${chat.id}/message`, {
        content: 'who is Ann?',
        aiResponse: 'Ann is a CTO.',
      }),
      201,
    );
    const messages = expectRoute('chat.messages', await user.api('GET', `/chat/${chat.id}/messages`));
    expect(messages.map((m) => m.content)).toEqual(['hello', 'who is Ann?']);
    expect(messages[1]?.ai_response).toBe('Ann is a CTO.');
    const full = expectRoute('chat.get', await user.api('GET', `/chat/${chat.id}`));
    expect(full.messages).toHaveLength(2);
    expect(full.lastMessage?.content).toBe('who is Ann?');
  });

  it('lists chats with their last message, newest activity first', async () => {
    const u = await createUser(server.app);
    const first = expectRoute('chat.create', await u.api('POST', '/chat/create', { title: 'first' }), 201);
    const second = expectRoute('chat.create', await u.api('POST', '/chat/create', { title: 'second' }), 201);
    let list = expectRoute('chat.list', await u.api('GET', '/chat/user'));
    expect(list.map((c) => c.title)).toEqual(['second', 'first']);
    expect(list[0]?.lastMessage).toBeNull();
    await u.api('POST', `/chat/${first.id}/message`, { content: 'bump' });
    list = expectRoute('chat.list', await u.api('GET', '/chat/user'));
    expect(list.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(list[0]?.lastMessage?.content).toBe('bump');
  });

  it('previews a post update posted in a chat as its last entry', async () => {
    const u = await createUser(server.app);
    const quiet = expectRoute('chat.create', await u.api('POST', '/chat/create', { title: 'quiet' }), 201);
    const chat = expectRoute('chat.create', await u.api('POST', '/chat/create', { title: 'updates' }), 201);
    expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { chatId: chat.id, description: '  Met Jane from Acme ' }),
      201,
    );
    const list = expectRoute('chat.list', await u.api('GET', '/chat/user'));
    expect(list.map((c) => c.id)).toEqual([chat.id, quiet.id]);
    expect(list[0]?.lastMessage?.content).toBe('Met Jane from Acme');
    // A later message takes over the preview.
    await u.api('POST', `/chat/${chat.id}/message`, { content: 'who is Jane?' });
    const after = expectRoute('chat.list', await u.api('GET', '/chat/user'));
    expect(after[0]?.lastMessage?.content).toBe('who is Jane?');
  });

  it('lists every change at once: the list is kept only while no chat of the user changes', async () => {
    const other = await createUser(server.app);
    const titles = async () =>
      expectRoute('chat.list', await other.api('GET', '/chat/user')).map(
        (c) => `${c.title}:${c.lastMessage?.content ?? ''}`,
      );
    const chat = expectRoute('chat.create', await other.api('POST', '/chat/create', { title: 'One' }), 201);
    expect(await titles()).toEqual(['One:']);
    expect(await titles()).toEqual(['One:']);
    await other.api('POST', `/chat/${chat.id}/message`, { content: 'hello' });
    expect(await titles()).toEqual(['One:hello']);
    await other.api('PATCH', `/chat/${chat.id}`, { title: 'Renamed' });
    expect(await titles()).toEqual(['Renamed:hello']);
    // A write by any other path (another instance, a job, by hand) counts too: the database says so.
    await server.app.rapport.database.executeSql(`update chats set title = 'By hand' where id = $1`, [
      chat.id,
    ]);
    expect(await titles()).toEqual(['By hand:hello']);
    await server.app.rapport.database.executeSql('delete from chats where id = $1', [chat.id]);
    expect(await titles()).toEqual([]);
  });

  it('renames a chat', async () => {
    const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
    const renamed = expectRoute(
      'chat.rename',
      await user.api('PATCH', `/chat/${chat.id}`, { title: '  Q3 pipeline ' }),
    );
    expect(renamed.title).toBe('Q3 pipeline');
    expect(expectRoute('chat.get', await user.api('GET', `/chat/${chat.id}`)).title).toBe('Q3 pipeline');
  });

  it("answers an empty chat's messages with [] and a chat that does not exist with 404", async () => {
    const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
    expect(expectRoute('chat.messages', await user.api('GET', `/chat/${chat.id}/messages`))).toEqual([]);
    expectError(await user.api('GET', '/chat/00000000-0000-4000-8000-000000000000/messages'), 404);
  });

  it('answers 404 for a chat that does not exist or an id that is not a uuid', async () => {
    expectError(await user.api('GET', '/chat/00000000-0000-4000-8000-000000000000'), 404);
    expectError(await user.api('GET', '/chat/not-a-uuid/messages'), 404);
    expectError(await user.api('PATCH', '/chat/nope', { title: 'x' }), 404);
  });

  it("deletes a chat with its messages; its post updates stay; another user's chat is 404", async () => {
    const u = await createUser(server.app);
    const chat = expectRoute('chat.create', await u.api('POST', '/chat/create', {}), 201);
    expectRoute(
      'chat.addMessage',
      await u.api('POST', `/chat/${chat.id}/message`, { content: 'hello' }),
      201,
    );
    const update = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { description: 'Met Dana at Initech', chatId: chat.id }),
      201,
    );
    const other = await createUser(server.app);
    expectError(await other.api('DELETE', `/chat/${chat.id}`), 404);
    expect(expectRoute('chat.delete', await u.api('DELETE', `/chat/${chat.id}`))).toEqual({
      message: 'Chat deleted',
    });
    expectError(await u.api('GET', `/chat/${chat.id}`), 404);
    expectError(await u.api('GET', `/chat/${chat.id}/messages`), 404);
    expect(expectRoute('chat.list', await u.api('GET', '/chat/user')).map((c) => c.id)).not.toContain(
      chat.id,
    );
    const updates = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
    expect(updates.find((p) => p.id === update.id)).toMatchObject({ chatId: null });
    expectError(await u.api('DELETE', `/chat/${chat.id}`), 404);
    expectError(await u.api('DELETE', '/chat/not-a-uuid'), 404);
  });

  it('generates a short title of at most 6 words', async () => {
    const res = expectRoute(
      'chat.generateTitle',
      await user.api('POST', '/chat/generate-title', {
        text: 'what did Jane from Acme say about the renewal of the enterprise contract last week',
      }),
    );
    expect(res.title.length).toBeGreaterThan(0);
    expect(res.title.split(/\s+/).length).toBeLessThanOrEqual(6);
  });
});

describe('post updates', () => {
  it('stores an update pending, processes it to done, links contacts, and notifies', async () => {
    const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
    const created = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', {
        chatId: chat.id,
        description: 'Met with Priya Raman (priya@globex.com) from Globex. She wants a demo next Tuesday.',
      }),
      201,
    );
    expect(created.status).toBe('pending');
    expect(created.showStatus).toBe(true);
    expect(created.chatId).toBe(chat.id);
    await server.app.rapport.jobs.idle();
    const ofChat = expectRoute('chat.postUpdates', await user.api('GET', `/chat/${chat.id}/post-updates`));
    expect(ofChat.map((p) => [p.id, p.status])).toEqual([[created.id, 'done']]);
    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts?query=priya'));
    expect(contacts.items.some((c) => c.email === 'priya@globex.com')).toBe(true);
    const notes = expectRoute('notifications.list', await user.api('GET', '/notifications'));
    const types = notes.filter((n) => n.data?.postUpdateId === created.id).map((n) => n.type);
    expect(types).toEqual(['POST_UPDATE_START', 'POST_UPDATE_COMPLETE']);
    const lastId = notes.at(-1)?.id;
    expect(
      expectRoute('notifications.list', await user.api('GET', `/notifications?since=${lastId}`)),
    ).toEqual([]);
    const byTime = expectRoute(
      'notifications.list',
      await user.api('GET', '/notifications?since=2000-01-01T00:00:00Z'),
    );
    expect(byTime.length).toBe(notes.length);
  });

  it('lists all updates newest first; accepts an update without a chat', async () => {
    const u = await createUser(server.app);
    const a = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { description: 'first update' }),
      201,
    );
    expect(a.chatId).toBeNull();
    server.clock.advance(1000);
    const b = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { description: 'second update' }),
      201,
    );
    const list = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
    expect(list.map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it('disables showStatus; setting the status a post update already has changes nothing', async () => {
    const p = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', { description: 'called Bob' }),
      201,
    );
    await server.app.rapport.jobs.idle();
    const same = expectRoute(
      'postUpdates.updateStatus',
      await user.api('PATCH', `/post-updates/update-status/${p.id}`, { status: 'done' }),
    );
    expect(same.status).toBe('done');
    const hidden = expectRoute(
      'postUpdates.disableShowStatus',
      await user.api('PATCH', `/post-updates/disable-show-status/${p.id}`),
    );
    expect(hidden.showStatus).toBe(false);
    expectError(
      await user.api('PATCH', `/post-updates/update-status/${p.id}`, { status: 'finished' }),
      400,
      /status/,
    );
  });

  it('refuses to move a done post update (409 { detail, code })', async () => {
    const p = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', { description: 'called Carla' }),
      201,
    );
    await server.app.rapport.jobs.idle();
    for (const status of ['error', 'pending'] as const) {
      const err = expectError(
        await user.api('PATCH', `/post-updates/update-status/${p.id}`, { status }),
        409,
        /done/,
      );
      expect(err.code).toBe('conflict');
    }
    const [stored] = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
    expect(stored).toMatchObject({ id: p.id, status: 'done' });
  });

  it('retries an errored post update (error → pending processes it again) and refuses error → done', async () => {
    const u = await createUser(server.app);
    const p = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { description: `Met Dan Wu ${FAIL_MARK}` }),
      201,
    );
    await server.app.rapport.jobs.idle();
    expect(
      expectError(await u.api('PATCH', `/post-updates/update-status/${p.id}`, { status: 'done' }), 409).code,
    ).toBe('conflict');
    const retried = expectRoute(
      'postUpdates.updateStatus',
      await u.api('PATCH', `/post-updates/update-status/${p.id}`, { status: 'pending' }),
    );
    expect(retried).toMatchObject({ status: 'pending', error: null });
    await server.app.rapport.jobs.idle();
    // Processed again, and failed again (the mark is still there).
    const [stored] = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
    expect(stored).toMatchObject({ id: p.id, status: 'error' });
    const notes = expectRoute('notifications.list', await u.api('GET', '/notifications'));
    expect(notes.map((n) => n.type)).toEqual([
      'POST_UPDATE_START',
      'POST_UPDATE_ERROR',
      'POST_UPDATE_START',
      'POST_UPDATE_ERROR',
    ]);
  });

  it.each(['done', 'error'] as const)(
    'lets the owner settle a pending post update as %s; the processing that ends later leaves it so',
    async (status) => {
      held = gate();
      const u = await createUser(server.app);
      const p = expectRoute(
        'postUpdates.create',
        await u.api('POST', '/post-updates', { description: `Met Eve Ng ${HOLD_MARK}` }),
        201,
      );
      expect(p.status).toBe('pending');
      const settled = expectRoute(
        'postUpdates.updateStatus',
        await u.api('PATCH', `/post-updates/update-status/${p.id}`, { status }),
      );
      expect(settled.status).toBe(status);
      held.release();
      await server.app.rapport.jobs.idle();
      const [stored] = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
      expect(stored).toMatchObject({ id: p.id, status });
      const types = expectRoute('notifications.list', await u.api('GET', '/notifications')).map(
        (n) => n.type,
      );
      expect(types).not.toContain('POST_UPDATE_COMPLETE');
      expect(types).not.toContain('POST_UPDATE_ERROR');
    },
  );

  it('marks an update error when processing fails, and says so over notifications', async () => {
    const u = await createUser(server.app);
    const p = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', { description: `Met Ann Lee ${FAIL_MARK}` }),
      201,
    );
    await server.app.rapport.jobs.idle();
    const [stored] = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
    expect(stored).toMatchObject({ id: p.id, status: 'error' });
    const notes = expectRoute('notifications.list', await u.api('GET', '/notifications'));
    expect(notes.map((n) => n.type)).toEqual(['POST_UPDATE_START', 'POST_UPDATE_ERROR']);
  });

  it('refuses a post update into a chat that does not exist with 404', async () => {
    expectError(
      await user.api('POST', '/post-updates', {
        chatId: '00000000-0000-4000-8000-000000000000',
        description: 'x',
      }),
      404,
    );
  });
});

describe('the assistant', () => {
  it.each([
    ['who is the main contact at Globex', 'Question'],
    ['show me my contacts at Acme', 'Question'],
    ['Met with John from Initech today. He wants pricing by Friday.', 'PostUpdate'],
    ['asdfgh qwerty', 'Intentions not detected.'],
  ])('detects the intent of %j as %s', async (text, intent) => {
    const res = await user.api('POST', '/post-updates/detect-intentions', { text });
    expect(expectRoute('postUpdates.detectIntentions', res)).toBe(intent);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it("answers from the user's post updates, citing the source, and stores the exchange", async () => {
    const u = await createUser(server.app);
    const chat = expectRoute('chat.create', await u.api('POST', '/chat/create', {}), 201);
    const p = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', {
        chatId: chat.id,
        description: 'Spoke with Marta Kowalski about the Zephyr migration budget',
      }),
      201,
    );
    await server.app.rapport.jobs.idle();
    const ask = expectRoute(
      'chat.ask',
      await u.api('POST', '/chat/ask', {
        question: 'What about the Zephyr migration?',
        chatHistory: [],
        chatId: chat.id,
      }),
    );
    expect(ask.answer).toMatch(/Zephyr/);
    expect(ask.sources.some((s) => s.kind === 'post_update' && s.id === p.id)).toBe(true);
    expect(ask.message?.content).toBe('What about the Zephyr migration?');
    const messages = expectRoute('chat.messages', await u.api('GET', `/chat/${chat.id}/messages`));
    expect(messages.at(-1)?.ai_response).toBe(ask.answer);
    expect(messages.at(-1)?.sources.length).toBeGreaterThan(0);
  });

  it('links the people an update names to contacts and resolves a follow-up with the history', async () => {
    const u = await createUser(server.app);
    await u.api('POST', '/post-updates', {
      description: 'Met Jane Doe (jane.doe@acme.com) from Acme today. Her phone is +1 415 555 0134.',
    });
    await server.app.rapport.jobs.idle();
    const [jane] = expectRoute('contacts.list', await u.api('GET', '/contacts')).items;
    expect(jane).toMatchObject({
      email: 'jane.doe@acme.com',
      fullName: 'Jane Doe',
      company: 'Acme',
      source: 'post_update',
    });
    const first = expectRoute('chat.ask', await u.api('POST', '/chat/ask', { question: 'Who is Jane Doe?' }));
    const followUp = expectRoute(
      'chat.ask',
      await u.api('POST', '/chat/ask', {
        question: 'and her phone?',
        chatHistory: [{ question: 'Who is Jane Doe?', answer: first.answer }],
      }),
    );
    expect(followUp.answer).toContain('+1 415 555 0134');
    expect(followUp.sources.some((s) => s.kind === 'contact' && s.id === jane?.id)).toBe(true);
  });

  it('says plainly when nothing matches, citing nothing', async () => {
    const u = await createUser(server.app);
    const ask = expectRoute(
      'chat.ask',
      await u.api('POST', '/chat/ask', { question: 'What is the budget of Quuxcorp?' }),
    );
    expect(ask.sources).toEqual([]);
    expect(ask.answer.length).toBeGreaterThan(0);
  });
});
