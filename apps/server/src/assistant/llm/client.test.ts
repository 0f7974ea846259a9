import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmSettings } from '../../config.js';
import { createLlmClient, type LlmError } from './client.js';
import { type FakeLlm, fakeEmbedding, INVENTED_FIGURE, NOT_FOUND_REPLY, startFakeLlm } from './fakeLlm.js';
import { buildPrompt } from './prompt.js';

let fake: FakeLlm;
let settings: LlmSettings;
beforeAll(async () => {
  fake = await startFakeLlm();
  settings = {
    baseUrl: fake.url,
    apiKey: 'sk-test',
    model: 'fake-llm',
    embeddingModel: 'fake-embedding',
    embeddingMinSimilarity: 0.5,
    timeoutMs: 2_000,
    contextTokens: 8_192,
  };
});
afterAll(() => fake?.close());

const prompt = buildPrompt(
  'When is the Zephyr demo?',
  [],
  [
    {
      kind: 'post_update',
      id: 'a',
      date: '2026-11-12T09:00:00.000Z',
      text: 'Lunch with Bob was fine.',
      rank: 1,
    },
    {
      kind: 'post_update',
      id: 'b',
      date: '2026-11-13T09:00:00.000Z',
      text: 'Called Marta. The Zephyr demo is on Tuesday. She liked it.',
      rank: 0.5,
    },
  ],
  { contextTokens: 8_192 },
);

async function failure(work: Promise<unknown>): Promise<LlmError> {
  try {
    await work;
  } catch (e) {
    return e as LlmError;
  }
  throw new Error('expected a failure');
}

describe('the LLM client against the fake server', () => {
  it('streams the answer piece by piece and returns it whole', async () => {
    fake.state.mode = 'good';
    const pieces: string[] = [];
    const text = await createLlmClient(settings).complete(prompt.messages, {
      onDelta: (t) => pieces.push(t),
    });
    expect(text).toBe('The Zephyr demo is on Tuesday [2].');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
    const request = fake.chatRequests().at(-1);
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-llm', stream: true, messages: prompt.messages });
  });

  it('hears the invented figure from the `invent` mode', async () => {
    fake.state.mode = 'invent';
    expect(await createLlmClient(settings).complete(prompt.messages)).toBe(
      `The Zephyr demo is on Tuesday [2]. The deal is worth ${INVENTED_FIGURE} [2].`,
    );
  });

  it('hears "not found" when no passage holds the question\'s words', async () => {
    fake.state.mode = 'good';
    const other = buildPrompt('Who won the cup?', [], [prompt.passages[0]?.fact ?? ({} as never)], {
      contextTokens: 8_192,
    });
    expect(await createLlmClient(settings).complete(other.messages)).toBe(NOT_FOUND_REPLY);
  });

  it.each([
    ['timeout', 'timeout', undefined],
    ['rate_limit', 'rate_limited', 429],
    ['server_error', 'provider_error', 500],
  ] as const)('turns the `%s` mode into a %s error', async (mode, code, status) => {
    fake.state.mode = mode;
    const started = Date.now();
    const error = await failure(createLlmClient({ ...settings, timeoutMs: 300 }).complete(prompt.messages));
    expect(error.name).toBe('LlmError');
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops a stream that is still writing at the deadline', async () => {
    const slow = await startFakeLlm({ chunkDelayMs: 200 });
    try {
      const pieces: string[] = [];
      const error = await failure(
        createLlmClient({ ...settings, baseUrl: slow.url, timeoutMs: 300 }).complete(prompt.messages, {
          onDelta: (t) => pieces.push(t),
        }),
      );
      expect(error.code).toBe('timeout');
      expect(pieces.length).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });

  it('reports a server that is not there as a network error', async () => {
    const error = await failure(
      createLlmClient({ ...settings, baseUrl: 'http://127.0.0.1:9/v1' }).complete(prompt.messages),
    );
    expect(error.code).toBe('network');
  });

  it('embeds texts with the embedding model, in order', async () => {
    fake.state.mode = 'good';
    const vectors = await createLlmClient(settings).embed(['Zephyr demo', 'Lunch with Bob']);
    expect(vectors).toHaveLength(2);
    expect(vectors[0]?.[0]).toBeCloseTo(fakeEmbedding('Zephyr demo')[0] ?? Number.NaN, 5);
    expect(vectors[1]?.[5]).toBeCloseTo(fakeEmbedding('Lunch with Bob')[5] ?? Number.NaN, 5);
    expect(fake.state.requests.at(-1)?.body).toMatchObject({
      model: 'fake-embedding',
      encoding_format: 'float',
    });
  });

  it('refuses to embed without an embedding model', async () => {
    const error = await failure(createLlmClient({ ...settings, embeddingModel: undefined }).embed(['x']));
    expect(error.code).toBe('bad_answer');
  });
});
