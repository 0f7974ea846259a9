import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildAppOptions } from '../src/app.js';
import { type FakeLlm, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import { embeddings } from '../src/db/schema.js';
import { createInlineJobRunner } from '../src/jobs/inline.js';
import { createPgBossRunner } from '../src/jobs/pgboss.js';
import { createUser, startTestServer, type TestServer } from './helpers.js';

/**
 * The `search.embed` job honours a provider's 429 Retry-After (issue 13): through the real job,
 * the real LLM client and the fake OpenAI-compatible server, on both runners, the retry waits at
 * least what the provider asked (longer than the kind's backoff the test gives it) and embeds only
 * what the run cut short by the 429 left out.
 */

const RETRY_AFTER_S = 3;
const EMBEDDINGS_PATH = '/v1/embeddings';
const NOTES = [
  'The renewal call went well.',
  'Sent the onboarding checklist.',
  'The kickoff moved to the spring.',
  'Quarterly numbers look fine.',
  'Asked legal to review the terms.',
];

const runners: [string, NonNullable<BuildAppOptions['jobs']>][] = [
  // No backoff of its own: only the Retry-After can make it wait.
  ['inline', () => createInlineJobRunner({ delayScale: 0 })],
  // pg-boss's backoff is whole seconds with jitter: 1-2 s here (the enqueue's retryDelayMs, plus
  // up to a poll), under the 3 s asked.
  ['pg-boss', (database) => createPgBossRunner(database, { pollingIntervalSeconds: 0.5 })],
];

let open: { server: TestServer; fake: FakeLlm } | undefined;
afterEach(async () => {
  await open?.server.close();
  await open?.fake.close();
  open = undefined;
});

const textsOf = (fake: FakeLlm) =>
  fake.state.requests
    .filter((r) => r.path === EMBEDDINGS_PATH)
    .map((r) => ({ at: r.at, input: (r.body as { input: string[] }).input }));

describe.each(runners)('the search.embed job on the %s runner', (_name, jobs) => {
  it("waits out a 429's Retry-After, keeps what it embedded before, then embeds the rest", async () => {
    const fake = await startFakeLlm({ chunkDelayMs: 0 });
    const server = await startTestServer({
      env: { LLM_TIMEOUT_MS: '2000', ...fake.env },
      jobs,
      // Several calls to the provider: the 429 comes after one batch was embedded.
      searchEmbed: { batchSize: 2 },
    });
    open = { server, fake };
    const { rapport } = server.app;
    const user = await createUser(server.app);
    for (const description of NOTES)
      expect((await user.api('POST', '/post-updates', { description })).statusCode).toBe(201);
    await rapport.jobs.idle();
    // No name in the notes, so no contact and no reindex yet: every note waits for its vector.
    const store = rapport.services.embeddings?.store;
    const model = fake.env.EMBEDDING_MODEL;
    expect(await store?.pending(user.id, model, 100)).toHaveLength(NOTES.length);

    const warn = vi.spyOn(server.app.log, 'warn');
    const before = textsOf(fake).length;
    fake.state.retryAfter = String(RETRY_AFTER_S);
    fake.state.next = ['good', 'rate_limit'];
    await rapport.jobs.enqueue(
      'search.embed',
      { userId: user.id, notify: false },
      { key: user.id, retryDelayMs: 100 },
    );
    await rapport.jobs.idle();

    const calls = textsOf(fake).slice(before);
    const [first, refused, retry] = calls;
    expect(first?.input).toHaveLength(2);
    // The retry came no sooner than the provider asked.
    expect((retry?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000);
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      new RegExp(
        `search\\.embed: the embedding model failed \\(rate_limited: .*trying again later \\(not before ${RETRY_AFTER_S * 1000} ms`,
      ),
    );
    // The first batch stayed: the retry sent only the rest, and every source has its vector.
    const afterRetry = calls.slice(2).flatMap((c) => c.input);
    expect(afterRetry.filter((t) => first?.input.includes(t))).toEqual([]);
    expect([...(first?.input ?? []), ...afterRetry].sort()).toEqual([...NOTES].sort());
    const stored = await rapport.database.db.select().from(embeddings).where(eq(embeddings.userId, user.id));
    expect(stored).toHaveLength(NOTES.length);
    expect(await store?.pending(user.id, model, 100)).toEqual([]);
  }, 30_000);
});
