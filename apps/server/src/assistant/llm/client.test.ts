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
    expect(error.retryAfterMs).toBe(mode === 'rate_limit' ? 20_000 : undefined);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("carries the wait of a 429's Retry-After, and none when the header is missing", async () => {
    fake.state.mode = 'rate_limit';
    try {
      for (const [header, wait] of [
        ['2', 2000],
        [null, undefined],
      ] as const) {
        fake.state.retryAfter = header;
        const error = await failure(createLlmClient(settings).embed(['Zephyr demo']));
        expect(error.code).toBe('rate_limited');
        expect(error.retryAfterMs).toBe(wait);
      }
    } finally {
      fake.state.retryAfter = '20';
    }
  });

  it('carries the wait of a 503 with an HTTP-date Retry-After, and none for a 500 with one', async () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const answer = (status: number) => async () =>
      new Response(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }), {
        status,
        headers: { 'content-type': 'application/json', 'retry-after': 'Wed, 25 Nov 2026 12:00:05 GMT' },
      });
    const unavailable = await failure(
      createLlmClient(settings, { fetch: answer(503), now: () => now }).embed(['x']),
    );
    expect(unavailable).toMatchObject({ code: 'provider_error', status: 503, retryAfterMs: 5000 });
    const broken = await failure(
      createLlmClient(settings, { fetch: answer(500), now: () => now }).embed(['x']),
    );
    expect(broken).toMatchObject({ code: 'provider_error', status: 500, retryAfterMs: undefined });
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
