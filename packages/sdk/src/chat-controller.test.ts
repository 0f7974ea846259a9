import { describe, expect, it } from 'vitest';
import { createMemoryChatCache } from './chat-cache.js';
import { createChatController, type SendInput } from './chat-controller.js';
import type { UiChatMessage } from './chat-model.js';
import { testClient } from './client/test-helpers.js';
import type { ChatSummary } from './contract/schemas.js';
import { setupRapportServer } from './mocks/fixture.js';
import { errorResponse } from './mocks/rapport.js';
import { sampleResponses } from './mocks/samples.js';
import {
  ERROR_MESSAGES,
  INTENT_MESSAGES,
  SUCCESS_MESSAGES,
  type ToastText,
  VALIDATION,
} from './rules/messages.js';

const { requests, baseUrl, answer } = setupRapportServer();

const NOW = Date.parse('2026-01-02T03:04:05.000Z');

function setup(initial: Parameters<typeof createMemoryChatCache>[0] = {}) {
  const { client } = testClient(baseUrl);
  const cache = createMemoryChatCache({ chats: [], ...initial });
  const notices: Array<{ kind: 'notify' | 'error'; text: ToastText }> = [];
  const uploaded: File[] = [];
  const created: string[] = [];
  const postUpdateResults: Array<[string, boolean]> = [];
  let chatsChanged = 0;
  const controller = createChatController({
    client,
    cache: {
      ...cache,
      chatsChanged: () => {
        chatsChanged += 1;
      },
    },
    notifier: {
      notify: (text) => notices.push({ kind: 'notify', text }),
      error: (text) => notices.push({ kind: 'error', text }),
    },
    uploads: { add: (file) => uploaded.push(file) },
    onChatCreated: (chat) => {
      created.push(chat.id);
    },
    onPostUpdateResult: (chatId, failed) => postUpdateResults.push([chatId, failed]),
    clock: { now: () => NOW },
    timeZone: 'Europe/Berlin',
  });
  return {
    controller,
    cache,
    notices,
    uploaded,
    created,
    postUpdateResults,
    chatsChanged: () => chatsChanged,
  };
}

const send = (input: Partial<SendInput>): SendInput => ({
  text: 'Who did I meet at Acme?',
  mode: 'query',
  chatId: null,
  attachments: [],
  ...input,
});

const calls = () => requests.map((r) => r.key);

const chat = (over: Partial<ChatSummary> = {}): ChatSummary => ({
  id: 'chat_9',
  title: 'Acme',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isActive: true,
  lastMessage: null,
  ...over,
});

const answered = (id: string, question: string, reply: string): UiChatMessage => ({
  id,
  role: 'user',
  content: question,
  aiResponse: reply,
  createdAt: new Date(NOW),
  typing: false,
  attachments: [],
  sources: [],
});

describe('send: what is not sent', () => {
  it.each(['', '   \n\t'])('ignores %j with no attachment and calls nothing', async (text) => {
    const t = setup();
    await expect(t.controller.send(send({ text }))).resolves.toBe('ignored');
    expect(calls()).toEqual([]);
    expect(t.notices).toEqual([]);
  });

  it('queues the attachments of a message with no text', async () => {
    const t = setup();
    const file = new File(['a,b\n1,2'], 'leads.csv', { type: 'text/csv' });
    await expect(t.controller.send(send({ text: ' ', attachments: [file] }))).resolves.toBe('sent');
    expect(t.uploaded).toEqual([file]);
    expect(calls()).toEqual([]);
  });

  it('uploads pasted CSV in Input Mode as pasted.csv with "CSV Detection", without asking the intent', async () => {
    const t = setup();
    const csv = 'name,email\nAda,ada@example.com\nGrace,grace@example.com';
    await expect(t.controller.send(send({ text: csv, mode: 'input' }))).resolves.toBe('sent');
    expect(t.uploaded.map((f) => [f.name, f.type])).toEqual([['pasted.csv', 'text/csv']]);
    await expect(t.uploaded[0]?.text()).resolves.toBe(csv);
    expect(t.notices).toEqual([{ kind: 'notify', text: VALIDATION.csvDetection }]);
    expect(calls()).toEqual([]);
  });

  it('says "CSV parsing failed" when the queue refuses the pasted CSV', () => {
    const t = setup();
    const controller = createChatController({
      client: testClient(baseUrl).client,
      cache: t.cache,
      notifier: { notify: () => {}, error: (text) => t.notices.push({ kind: 'error', text }) },
      uploads: {
        add: () => {
          throw new Error('quota');
        },
      },
    });
    expect(controller.uploadPastedCsv('a,b\n1,2\n3,4')).toBe(true);
    expect(t.notices).toEqual([{ kind: 'error', text: ERROR_MESSAGES.csvParse }]);
    expect(controller.uploadPastedCsv('just words')).toBe(false);
  });
});

describe('send: the intent check (§5)', () => {
  it.each([
    ['query', 'PostUpdate', INTENT_MESSAGES.queryGotPostUpdate],
    ['query', 'Intentions not detected.', INTENT_MESSAGES.queryNotDetected],
    ['input', 'Question', INTENT_MESSAGES.inputGotQuestion],
    ['input', 'Intentions not detected.', INTENT_MESSAGES.inputNotDetected],
  ] as const)('%s mode with intent %j restores the text and says so', async (mode, intent, text) => {
    answer('postUpdates.detectIntentions', () => intent);
    const t = setup();
    await expect(t.controller.send(send({ mode, text: 'Hello there' }))).resolves.toBe('restore');
    expect(t.notices).toEqual([{ kind: 'notify', text }]);
    expect(calls()).toEqual(['postUpdates.detectIntentions']);
    expect(t.cache.getState().chats).toEqual([]);
  });

  it('restores the text with the server detail when the intent check fails', async () => {
    answer('postUpdates.detectIntentions', () => errorResponse(503, 'The assistant is busy'));
    const t = setup();
    await expect(t.controller.send(send({}))).resolves.toBe('restore');
    expect(t.notices).toEqual([
      { kind: 'error', text: { title: ERROR_MESSAGES.chatSend.title, description: 'The assistant is busy' } },
    ]);
  });

  it('restores the text when the chat cannot be created', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.create', () => errorResponse(400, 'Title too long'));
    const t = setup();
    await expect(t.controller.send(send({}))).resolves.toBe('restore');
    expect(t.notices).toEqual([
      { kind: 'error', text: { title: ERROR_MESSAGES.chatSend.title, description: 'Title too long' } },
    ]);
    expect(t.created).toEqual([]);
  });
});

describe('send in Query Mode (§4)', () => {
  it('creates a "New Chat", asks with an empty history, types the reply and titles the chat', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    const t = setup();
    await expect(t.controller.send(send({}))).resolves.toBe('sent');

    expect(calls()).toEqual([
      'postUpdates.detectIntentions',
      'chat.create',
      'chat.ask',
      'chat.generateTitle',
      'chat.rename',
    ]);
    expect(requests[1]?.body).toEqual({ title: 'New Chat' });
    expect(requests[2]?.body).toEqual({
      question: 'Who did I meet at Acme?',
      chatHistory: [],
      chatId: 'chat_1',
      timeZone: 'Europe/Berlin',
    });
    expect(requests[3]?.body).toEqual({ text: 'Who did I meet at Acme?' });
    expect(requests[4]?.body).toEqual({ title: 'Meeting at Acme' });
    expect(t.created).toEqual(['chat_1']);

    const state = t.cache.getState();
    expect(state.chats?.map((c) => [c.id, c.title, c.lastMessage?.content])).toEqual([
      ['chat_1', 'Meeting at Acme', 'Who did I meet at Acme?'],
    ]);
    expect(state.messages.chat_1).toMatchObject([
      { id: 'msg_1', aiResponse: 'You met Grace Hopper on 20 Nov.', typing: true },
    ]);
    expect(state.postUpdates.chat_1).toEqual([]);
    expect(t.chatsChanged()).toBe(1);
  });

  it("tells a generated title apart from another chat's: the person the answer is about, else the date", async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.ask', () => ({
      ...sampleResponses['chat.ask'],
      sources: [{ kind: 'contact', id: 'c_1', date: '2026-01-01', quote: 'Grace', title: 'Grace Hopper' }],
    }));
    const t = setup({ chats: [chat({ id: 'chat_8', title: 'Meeting at Acme' })] });
    await t.controller.send(send({}));
    expect(requests.at(-1)?.body).toEqual({ title: 'Meeting at Acme · Grace Hopper' });

    answer('chat.ask', () => ({ ...sampleResponses['chat.ask'], sources: [] }));
    const u = setup({ chats: [chat({ id: 'chat_8', title: 'meeting at acme' })] });
    await u.controller.send(send({}));
    expect(requests.at(-1)?.body).toEqual({ title: 'Meeting at Acme · 2 Jan' });
  });

  it('sends the answered messages as history and titles nothing after the first query', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    const t = setup({
      chats: [chat({ title: 'New Chat' })],
      messages: { chat_9: [answered('m1', 'Who is Ada?', 'A mathematician.')] },
    });
    await expect(t.controller.send(send({ chatId: 'chat_9', text: '  And Grace?  ' }))).resolves.toBe('sent');
    expect(calls()).toEqual(['postUpdates.detectIntentions', 'chat.ask']);
    expect(requests[1]?.body).toEqual({
      question: 'And Grace?',
      chatHistory: [{ question: 'Who is Ada?', answer: 'A mathematician.' }],
      chatId: 'chat_9',
      timeZone: 'Europe/Berlin',
    });
    expect(t.cache.getState().messages.chat_9?.map((m) => m.id)).toEqual(['m1', 'msg_1']);
  });

  it('titles nothing in a chat whose title is not "New Chat"', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    const t = setup({ chats: [chat()] });
    await expect(t.controller.send(send({ chatId: 'chat_9' }))).resolves.toBe('sent');
    expect(calls()).toEqual(['postUpdates.detectIntentions', 'chat.ask']);
  });

  it('keeps "New Chat" when the title cannot be generated, and still sends', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.generateTitle', () => errorResponse(500, 'boom'));
    const t = setup();
    await expect(t.controller.send(send({}))).resolves.toBe('sent');
    expect(t.cache.getState().chats?.map((c) => c.title)).toEqual(['New Chat']);
    expect(t.notices).toEqual([]);
  });

  it('fills the first pending reply when the server returns no stored message', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.ask', () => ({ answer: 'Grace Hopper.', sources: [] }));
    const t = setup({ chats: [chat()] });
    await t.controller.send(send({ chatId: 'chat_9' }));
    expect(t.cache.getState().messages.chat_9).toMatchObject([
      { id: `local-${NOW}`, content: 'Who did I meet at Acme?', aiResponse: 'Grace Hopper.', typing: true },
    ]);
  });

  it('replaces a streamed draft at once instead of typing it again', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    const t = setup({ chats: [chat()] });
    answer('chat.ask', () => {
      // The socket streamed a draft into the optimistic row while the answer was checked.
      t.cache.updateMessages('chat_9', (old) =>
        old?.map((m) => ({ ...m, aiResponse: 'You met…', draft: true })),
      );
      return sampleResponses['chat.ask'];
    });
    await t.controller.send(send({ chatId: 'chat_9' }));
    expect(t.cache.getState().messages.chat_9).toMatchObject([{ id: 'msg_1', typing: false }]);
  });

  it('removes the optimistic question and restores the text when the ask fails', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.ask', () => errorResponse(502, 'The model did not answer'));
    const t = setup({ chats: [chat()], messages: { chat_9: [answered('m1', 'Q', 'A')] } });
    await expect(t.controller.send(send({ chatId: 'chat_9' }))).resolves.toBe('restore');
    expect(t.cache.getState().messages.chat_9?.map((m) => m.id)).toEqual(['m1']);
    expect(t.notices).toEqual([
      { kind: 'error', text: { title: 'Error', description: 'The model did not answer' } },
    ]);
  });

  it('lists the attachments on the question and queues them', async () => {
    answer('postUpdates.detectIntentions', () => 'Question');
    answer('chat.ask', () => ({ answer: 'Done.', sources: [] }));
    const t = setup({ chats: [chat()] });
    const file = new File(['x,y\n1,2'], 'people.csv', { type: 'text/csv' });
    await t.controller.send(send({ chatId: 'chat_9', attachments: [file] }));
    expect(t.uploaded).toEqual([file]);
    expect(t.cache.getState().messages.chat_9?.[0]?.attachments).toEqual([{ name: 'people.csv', size: 7 }]);
  });
});

describe('send in Input Mode (§4)', () => {
  it('shows the update pending, then the server one, and says "Post Update Success"', async () => {
    const t = setup({ chats: [chat()] });
    const seen: string[] = [];
    t.cache.subscribe((s) => {
      const last = s.postUpdates.chat_9?.at(-1);
      if (last) seen.push(`${last.id}:${last.status}`);
    });
    await expect(
      t.controller.send(send({ chatId: 'chat_9', mode: 'input', text: 'Met Grace' })),
    ).resolves.toBe('sent');
    expect(seen).toEqual([`local-${NOW}:pending`, 'pu_1:pending']);
    expect(requests.at(-1)?.body).toEqual({
      chatId: 'chat_9',
      description: 'Met Grace',
      timeZone: 'Europe/Berlin',
    });
    expect(t.postUpdateResults).toEqual([['chat_9', false]]);
    expect(t.notices).toEqual([{ kind: 'notify', text: SUCCESS_MESSAGES.postUpdate }]);
    expect(t.chatsChanged()).toBe(1);
  });

  it('titles a "New Chat" from its first update, and nothing after', async () => {
    const t = setup({ chats: [chat({ title: 'New Chat' })] });
    await t.controller.send(send({ chatId: 'chat_9', mode: 'input', text: 'Met Grace at Acme' }));
    expect(calls()).toEqual([
      'postUpdates.detectIntentions',
      'postUpdates.create',
      'chat.generateTitle',
      'chat.rename',
    ]);
    expect(requests[2]?.body).toEqual({ text: 'Met Grace at Acme' });
    expect(t.cache.getState().chats?.map((c) => c.title)).toEqual(['Meeting at Acme']);
    await t.controller.send(send({ chatId: 'chat_9', mode: 'input', text: 'Met Ada too' }));
    expect(calls().slice(4)).toEqual(['postUpdates.detectIntentions', 'postUpdates.create']);
  });

  it('marks the update as error, sets the error flag and restores the text when posting fails', async () => {
    answer('postUpdates.create', () => errorResponse(500, 'Could not save'));
    const t = setup({ chats: [chat()] });
    await expect(
      t.controller.send(send({ chatId: 'chat_9', mode: 'input', text: 'Met Grace' })),
    ).resolves.toBe('restore');
    expect(t.cache.getState().postUpdates.chat_9).toMatchObject([
      { id: `local-${NOW}`, description: 'Met Grace', status: 'error' },
    ]);
    expect(t.postUpdateResults).toEqual([['chat_9', true]]);
    expect(t.notices).toEqual([{ kind: 'error', text: { title: 'Error', description: 'Could not save' } }]);
  });
});

describe('markTyped', () => {
  it('clears the typing flag of that message only', () => {
    const typing = { ...answered('m1', 'Q', 'A'), typing: true };
    const t = setup({ messages: { c: [typing, { ...typing, id: 'm2' }] } });
    t.controller.markTyped('c', 'm1');
    expect(t.cache.getState().messages.c?.map((m) => m.typing)).toEqual([false, true]);
  });
});
