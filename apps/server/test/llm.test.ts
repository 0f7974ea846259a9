import type { AddressInfo } from 'node:net';
import type { Notification } from '@rapport/sdk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { NOTHING_FOUND_ANSWER } from '../src/assistant/constants.js';
import { type FakeLlm, INVENTED_FIGURE, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import { createUser, expectRoute, startTestServer, type TestServer, type TestUser } from './helpers.js';

/**
 * The LLM engine end to end: POST /api/chat/ask on a server whose LLM_BASE_URL points at the
 * in-repo fake OpenAI-compatible server, in each of the fake's modes.
 */

const TIMEOUT_MS = 2_000;
const ZEPHYR = 'Spoke with Marta Kowalski today. The Zephyr migration budget is $48,000 for the first phase.';
const ZEPHYR_SENTENCE = 'The Zephyr migration budget is $48,000 for the first phase';
const QUESTION = 'What is the Zephyr migration budget?';

let fake: FakeLlm;
let server: TestServer;
let user: TestUser;
let updateId: string;

beforeAll(async () => {
  fake = await startFakeLlm({ chunkDelayMs: 1 });
  server = await startTestServer({
    env: {
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-llm',
      LLM_API_KEY: 'sk-rapport',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  user = await createUser(server.app);
  const created = expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', { description: ZEPHYR }),
    201,
  );
  updateId = created.id;
  await user.api('POST', '/post-updates', { description: 'Lunch with Bob Stone about the Q3 hiring plan.' });
  await server.app.rapport.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  fake.state.mode = 'good';
});

async function ask(question: string, asker: TestUser = user, chatId?: string) {
  return expectRoute(
    'chat.ask',
    await asker.api('POST', '/chat/ask', { question, chatHistory: [], ...(chatId ? { chatId } : {}) }),
  );
}

/** What the built-in engine says: its citations read "[post update, 12 Nov 2026]". */
const BUILT_IN_CITATION = /\[post update, \d{1,2} \w{3} \d{4}\]/;

describe('the LLM engine (fake OpenAI-compatible server)', () => {
  it('answers from the passages it was given, citing the one that holds the answer', async () => {
    fake.state.mode = 'good';
    const before = fake.chatRequests().length;
    const warn = vi.spyOn(server.app.log, 'warn');
    const answer = await ask(QUESTION);
    expect(warn.mock.calls).toEqual([]);
    expect(answer.answer).toBe(`${ZEPHYR_SENTENCE} [1].`);
    expect(answer.sources).toHaveLength(1);
    expect(answer.sources[0]).toMatchObject({ kind: 'post_update', id: updateId });
    expect(answer.sources[0]?.quote).toContain('$48,000');
    expect(answer.sources[0]?.quote.length).toBeLessThanOrEqual(160);

    const requests = fake.chatRequests().slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.authorization).toBe('Bearer sk-rapport');
    const body = requests[0]?.body as { messages: { role: string; content: string }[]; stream: boolean };
    expect(body.stream).toBe(true);
    const prompt = body.messages.find((m) => m.role === 'user')?.content ?? '';
    // Only retrieved passages, numbered; nothing the question is not about.
    expect(prompt).toMatch(/^Passages:\n\n\[1\] Post update · /);
    expect(prompt).toContain(ZEPHYR);
    expect(prompt).not.toContain('Bob Stone');
    expect(prompt).toContain(`Question: ${QUESTION}`);
  });

  it('drops the sentence with an invented figure and keeps the supported one', async () => {
    fake.state.mode = 'invent';
    const info = vi.spyOn(server.app.log, 'info');
    const answer = await ask(QUESTION);
    expect(answer.answer).toBe(`${ZEPHYR_SENTENCE} [1].`);
    expect(answer.answer).not.toContain(INVENTED_FIGURE);
    expect(answer.sources.map((s) => s.id)).toEqual([updateId]);
    expect(info.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
      /dropped 1 unsupported sentence.*1250000/,
    );
  });

  it.each([
    ['timeout', /the language model failed \(timeout: no complete answer within 2000 ms\)/],
    ['rate_limit', /the language model failed \(rate_limited: rate limited \(429\)\)/],
    ['server_error', /the language model failed \(provider_error: the provider answered 500/],
  ] as const)(
    'answers with the built-in engine when the model is in `%s` mode, and logs why',
    async (mode, line) => {
      fake.state.mode = mode;
      const warn = vi.spyOn(server.app.log, 'warn');
      const started = Date.now();
      const answer = await ask(QUESTION);
      expect(answer.answer).toMatch(BUILT_IN_CITATION);
      expect(answer.answer).toContain('$48,000');
      expect(answer.sources.map((s) => s.id)).toContain(updateId);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      expect(lines[0]).toMatch(/answered with the built-in engine$/);
    },
  );

  it('never asks the model when nothing is retrieved', async () => {
    const before = fake.state.requests.length;
    const answer = await ask('What is the budget of Quuxcorp?');
    expect(answer).toMatchObject({ answer: NOTHING_FOUND_ANSWER, sources: [] });
    expect(fake.state.requests.length).toBe(before);
  });

  it("never sends another user's data to the model", async () => {
    const other = await createUser(server.app);
    const before = fake.state.requests.length;
    const answer = await ask(QUESTION, other);
    expect(answer).toMatchObject({ answer: NOTHING_FOUND_ANSWER, sources: [] });
    expect(fake.state.requests.length).toBe(before);
  });

  it('falls back to the built-in answer when no sentence survives the check', async () => {
    fake.state.mode = 'uncited';
    const info = vi.spyOn(server.app.log, 'info');
    const answer = await ask(QUESTION);
    expect(info.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
      /no sentence of the model's answer passed the citation check/,
    );
    expect(answer.answer).toMatch(BUILT_IN_CITATION);
    expect(answer.sources.map((s) => s.id)).toContain(updateId);
  });

  it('streams the draft over the notification socket while POST /chat/ask returns the checked answer', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws/notifications?token=${user.accessToken}`);
    const received: Notification[] = [];
    ws.on('message', (raw) => received.push(JSON.parse(String(raw)) as Notification));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    try {
      const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
      fake.state.mode = 'invent';
      const answer = await ask(QUESTION, user, chat.id);
      const deltas = () => received.filter((m) => m.type === 'CHAT_ANSWER_DELTA');
      // The draft is what the model wrote (invented figure included); the answer is the checked one.
      // The socket may still be delivering the last deltas when the answer returns.
      await vi.waitFor(() =>
        expect(
          deltas()
            .map((d) => d.message)
            .join(''),
        ).toBe(`${ZEPHYR_SENTENCE} [1]. The deal is worth ${INVENTED_FIGURE} [1].`),
      );
      expect(deltas().every((d) => d.data?.chatId === chat.id && d.id === undefined)).toBe(true);
      expect(answer.answer).toBe(`${ZEPHYR_SENTENCE} [1].`);
      expect(answer.message?.ai_response).toBe(answer.answer);
      // Drafts are not stored: a reconnect does not replay them.
      const stored = expectRoute('notifications.list', await user.api('GET', '/notifications'));
      expect(stored.some((n) => n.type === 'CHAT_ANSWER_DELTA')).toBe(false);
    } finally {
      ws.close();
    }
  });
});
