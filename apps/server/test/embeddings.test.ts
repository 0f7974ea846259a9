import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTHING_FOUND_ANSWER } from '../src/assistant/constants.js';
import { FAKE_EMBEDDING_DIMENSIONS, type FakeLlm, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import { embeddings } from '../src/db/schema.js';
import { createInlineJobRunner } from '../src/jobs/inline.js';
import { createVectorStore } from '../src/knowledge/vectors.js';
import { createUser, expectRoute, startTestServer, type TestServer, type TestUser } from './helpers.js';

/**
 * Vector similarity with an embedding model (issue 13), end to end against the in-repo fake
 * OpenAI-compatible server, whose embeddings put words of one meaning together ("nervous" and
 * "worried", "pricing" and "cost"): a question in other words than the note's is answered from
 * it only when EMBEDDING_MODEL is set.
 */

const WORRY = 'Daniel Kim was worried about the cost of the renewal.';
const DECOY = 'Lunch with Bob Stone about the Q3 hiring plan.';
/** Shares no word with WORRY: "nervous" ~ "worried", "pricing" ~ "cost" only by meaning. */
const QUESTION = 'Who is nervous about pricing?';
const EMBEDDINGS_PATH = '/v1/embeddings';

let withModel: { fake: FakeLlm; server: TestServer; user: TestUser; noteId: string };
let withoutModel: { fake: FakeLlm; server: TestServer; user: TestUser };

async function setUp(env: (fake: FakeLlm) => Record<string, string>) {
  const fake = await startFakeLlm({ chunkDelayMs: 0 });
  const server = await startTestServer({
    env: { LLM_TIMEOUT_MS: '1000', ...env(fake) },
    // Retries of the embedding job at once, not after 30 s.
    jobs: () => createInlineJobRunner({ delayScale: 0 }),
  });
  const user = await createUser(server.app);
  const note = expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', { description: WORRY }),
    201,
  );
  await user.api('POST', '/post-updates', { description: DECOY });
  await server.app.rapport.jobs.idle();
  return { fake, server, user, noteId: note.id };
}

beforeAll(async () => {
  withModel = await setUp((fake) => fake.env);
  withoutModel = await setUp((fake) => ({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-llm' }));
});
afterAll(async () => {
  for (const s of [withModel, withoutModel]) {
    await s?.server.close();
    await s?.fake.close();
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  withModel.fake.state.mode = 'good';
  withModel.fake.state.retryAfter = '20';
});

async function ask(user: TestUser, question = QUESTION) {
  return expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question, chatHistory: [] }));
}

const embeddingCalls = (fake: FakeLlm) =>
  fake.state.requests.filter((r) => r.path === EMBEDDINGS_PATH).length;

async function storedVectors(server: TestServer) {
  return server.app.rapport.database.db
    .select({
      kind: embeddings.kind,
      id: embeddings.sourceId,
      model: embeddings.model,
      dims: embeddings.dims,
    })
    .from(embeddings);
}

describe('vector similarity with EMBEDDING_MODEL', () => {
  it('embeds what is indexed in batches and answers a question in other words from it', async () => {
    const { server, user, noteId, fake } = withModel;
    const stored = await storedVectors(server);
    expect(stored.filter((v) => v.kind === 'post_update')).toHaveLength(2);
    expect(
      stored.every((v) => v.model === fake.env.EMBEDDING_MODEL && v.dims === FAKE_EMBEDDING_DIMENSIONS),
    ).toBe(true);
    const answer = await ask(user);
    expect(answer.answer).not.toBe(NOTHING_FOUND_ANSWER);
    expect(answer.answer).toContain('worried about the cost');
    expect(answer.sources.map((s) => s.id)).toEqual([noteId]);
  });

  it('without EMBEDDING_MODEL makes no embedding call and does not answer the reworded question', async () => {
    const { fake, user, server } = withoutModel;
    const answer = await ask(user);
    expect(answer).toMatchObject({ answer: NOTHING_FOUND_ANSWER, sources: [] });
    // The same note is still found by its own words.
    expect((await ask(user, 'Who was worried about the cost?')).answer).toContain('worried about the cost');
    expect(embeddingCalls(fake)).toBe(0);
    expect(await storedVectors(server)).toEqual([]);
  });

  it("never answers from another user's vectors", async () => {
    const stranger = await createUser(withModel.server.app);
    expect(await ask(stranger)).toMatchObject({ answer: NOTHING_FOUND_ANSWER, sources: [] });
  });

  it('a 429 from the embeddings endpoint fails neither the post update nor the answer', async () => {
    const { fake, server, user } = withModel;
    fake.state.mode = 'rate_limit';
    // No Retry-After: the kind's backoff alone (none here); test/embedRetry.test.ts waits one out.
    fake.state.retryAfter = null;
    const warn = vi.spyOn(server.app.log, 'warn');
    const before = embeddingCalls(fake);
    const created = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', {
        description: 'Priya Nair asked for the onboarding checklist.',
      }),
      201,
    );
    await server.app.rapport.jobs.idle();
    // Tried on the first run and on each of the kind's 4 retries, then left for the next update.
    expect(embeddingCalls(fake) - before).toBe(5);
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /search\.embed: the embedding model failed \(rate_limited/,
    );
    const list = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
    expect(list.find((u) => u.id === created.id)?.status).toBe('done');

    // The question's embedding is refused too: the answer is ranked by its words.
    const answer = await ask(user, 'Who asked for the onboarding checklist?');
    expect(answer.answer).toContain('onboarding checklist');
    expect(answer.sources.map((s) => s.id)).toEqual([created.id]);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/assistant: the embedding model failed \(rate_limited/);

    // Once the provider answers, the next run makes the vector left out.
    fake.state.mode = 'good';
    await server.app.rapport.jobs.enqueue('search.embed', { userId: user.id }, { key: user.id });
    await server.app.rapport.jobs.idle();
    expect((await storedVectors(server)).some((v) => v.id === created.id)).toBe(true);
  });

  it('a timeout from the embeddings endpoint fails neither the job nor the answer', async () => {
    const { fake, server, user, noteId } = withModel;
    fake.state.mode = 'timeout';
    const warn = vi.spyOn(server.app.log, 'warn');
    const before = embeddingCalls(fake);
    await user.api('POST', '/post-updates', { description: 'Marta Lopez moved the kickoff to the spring.' });
    await server.app.rapport.jobs.enqueue('search.reindex', { userId: user.id });
    await server.app.rapport.jobs.idle();
    expect(embeddingCalls(fake) - before).toBe(5);
    // Four runs are retried later; the last one ends the job without failing it.
    const lines = warn.mock.calls.flat().filter((l) => String(l).startsWith('search.embed'));
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => /\(timeout: .*trying again later/.test(String(l)))).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/\(timeout: .*the next index update tries again/);
    const notifications = expectRoute('notifications.list', await user.api('GET', '/notifications'));
    expect(notifications.map((n) => n.type)).toContain('EMBEDDING_UPDATE_COMPLETE');
    const answer = await ask(user, 'Who was worried about the cost?');
    expect(answer.sources.map((s) => s.id)).toEqual([noteId]);
  }, 30_000);

  it('embeds everything again for another model and never compares vectors of two models', async () => {
    const { fake, server, user, noteId } = withModel;
    const { db } = server.app.rapport.database;
    const store = server.app.rapport.services.embeddings;
    expect(store).toBeDefined();
    // As another model left them: every source of the user with a 3-dimensional vector.
    const sources = await db
      .select({ kind: embeddings.kind, id: embeddings.sourceId })
      .from(embeddings)
      .where(eq(embeddings.userId, user.id));
    await store?.store.save(
      user.id,
      'old-model',
      sources.map((s) => ({ source: { ...s, text: '', version: null }, vector: [1, 0, 0] })),
    );
    expect(await store?.store.usersWithPending(fake.env.EMBEDDING_MODEL)).toContain(user.id);
    // No vector of the configured model: the reworded question finds nothing.
    expect(await ask(user)).toMatchObject({ answer: NOTHING_FOUND_ANSWER, sources: [] });

    await server.app.rapport.jobs.enqueue('search.embed', { userId: user.id }, { key: user.id });
    await server.app.rapport.jobs.idle();
    const stored = (await storedVectors(server)).filter((v) => v.kind === 'post_update');
    expect(
      stored.every((v) => v.model === fake.env.EMBEDDING_MODEL && v.dims === FAKE_EMBEDDING_DIMENSIONS),
    ).toBe(true);
    expect((await ask(user)).sources.map((s) => s.id)).toEqual([noteId]);
  });

  it('says in one line at start that vector search runs without pgvector, where it is missing', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const store = createVectorStore({ database: withModel.server.app.rapport.database, log });
    // Neither PGlite nor this machine's PostgreSQL has the extension (docs/decisions.md).
    expect(await store.start()).toBe('in-process');
    expect(log.warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^vector search runs without pgvector \(.+\): vectors are stored as real\[\] and ranked in-process$/,
        ),
      ],
    ]);
    expect(log.info).not.toHaveBeenCalled();
  });
});
