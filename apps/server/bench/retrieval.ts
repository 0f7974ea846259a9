/**
 * `npm run bench -- --retrieval-only [--messages 100000]`: Query Mode's retrieval at mailbox scale
 * (issue 13), on the embedded database (or PostgreSQL with DATABASE_URL):
 *   1. the first half of the demo mailbox imported through POST /api/mailboxes/mbox, then the time
 *      the search index takes to build after it (EMAIL_SYNC_COMPLETE → EMBEDDING_UPDATE_COMPLETE);
 *   2. the second half (another seed: other messages), so the user holds `--messages` emails;
 *   3. a question set asked of the assistant directly (the built-in engine: retrieval and
 *      wording, no model, no HTTP), each question several times: p50/p95/max per kind;
 *   4. reading that mail through GET /api/emails (first page, word search, one mailbox's and a
 *      person's mail, a page deep in the list), GET /api/mailboxes (their email counts),
 *      GET /api/emails/{id} and GET /api/threads/{id}: p50/max each.
 * With `--embeddings`, EMBEDDING_MODEL points at the in-repo fake OpenAI-compatible server: the
 * index time then includes embedding every email (search.embed), and each answer embeds its
 * question (one local HTTP call to the fake) and ranks the user's vectors too; the answers are
 * still the built-in engine's, so no chat model time is in the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { createBuiltInAssistant } from '../src/assistant/index.js';
import { fakeEmbedding, startFakeLlm } from '../src/assistant/llm/fakeLlm.js';
import { loadConfig } from '../src/config.js';
import { demoMbox } from '../src/mailbox/demo.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Questions over the demo mailbox's people and topics (mailbox/demoData.ts), and metadata ones. */
const QUESTIONS: readonly (readonly [kind: string, question: string])[] = [
  ['text', 'What did Marta Silva say about invoice 2291?'],
  ['text', 'What did Lena Fischer say about the quote?'],
  ['text', 'What was the drift on the flow meter?'],
  ['text', 'Who is Sara Lee?'],
  ['text', 'What did Tom Baker say about the pilot?'],
  ['text', 'Any news about the NDA?'],
  ['text', 'What did Jürgen Weiß write about the contract renewal?'],
  ['text', 'site visit in Athens'],
  ['text', 'What did I hear from Priya Raman in March?'],
  ['text', 'calibration question'],
  ['field', "What is Lena Fischer's phone number?"],
  ['field', 'Where does jurgen weiss work?'],
  ['field', "What is Sara Lee's title?"],
  ['field', "What is Hannah Baker's email?"],
  ['meta', 'How many contacts do I have?'],
  ['meta', 'List my contacts at Acme Robotics'],
  ['meta', 'When did I last hear from Lena?'],
  ['meta', 'Who emailed me most last month?'],
  ['meta', "Who hasn't replied in 7 days?"],
  ['none', 'What is the capital of France?'],
];
const ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function importMbox(app: App, token: string, userId: string, archive: Buffer) {
  const boundary = '----rapport-bench-retrieval';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mbox"\r\n\r\n`,
    ),
    archive,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const events: { type: string; at: number }[] = [];
  const indexed = new Promise<void>((resolve) => {
    const stop = app.rapport.services.notifications.subscribe(userId, (n) => {
      events.push({ type: n.type, at: performance.now() });
      if (n.type === 'EMBEDDING_UPDATE_COMPLETE' || n.type === 'EMAIL_SYNC_ERROR') {
        stop();
        resolve();
      }
    });
  });
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/mailboxes/mbox',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  await indexed;
  const synced = events.find((e) => e.type === 'EMAIL_SYNC_COMPLETE')?.at ?? Number.NaN;
  const searchable = events.find((e) => e.type === 'EMBEDDING_UPDATE_COMPLETE')?.at ?? Number.NaN;
  return { importS: (synced - started) / 1000, indexS: (searchable - synced) / 1000 };
}

/**
 * Reading mail at the same scale, through the HTTP routes the web app calls (Fastify inject: no
 * network): the inbox's first page, a word search, a person's mail, a page deep in the list, one
 * email and its thread. The first round warms up and is not counted.
 */
async function browsingFigures(app: App, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  type Page = { items: { id: string; threadId: string | null }[]; nextCursor: string | null; total: number };
  const first = await get<Page>('/api/emails?limit=50');
  const person = (await get<{ items: { id: string }[] }>('/api/contacts?query=lena&limit=1')).items[0];
  let deep = first;
  for (let i = 0; i < 20 && deep.nextCursor; i++)
    deep = await get<Page>(`/api/emails?limit=50&cursor=${encodeURIComponent(deep.nextCursor)}`);
  const email = first.items[0];
  const mailbox = (await get<{ items: { id: string }[] }>('/api/mailboxes')).items[0];
  // A route whose object the demo mailbox did not provide is left out.
  const candidates: [string, string | undefined][] = [
    ['inbox, first 50', '/api/emails?limit=50'],
    ['search "invoice"', '/api/emails?limit=50&query=invoice'],
    ['search "calibration drift"', '/api/emails?limit=50&query=calibration%20drift'],
    ["one mailbox's mail", mailbox && `/api/emails?limit=50&mailboxId=${mailbox.id}`],
    ["a person's mail", person && `/api/emails?limit=50&contactId=${person.id}`],
    [
      'page 22 (cursor)',
      deep.nextCursor ? `/api/emails?limit=50&cursor=${encodeURIComponent(deep.nextCursor)}` : undefined,
    ],
    ['the mailboxes, counted', '/api/mailboxes'],
    ['one email', email && `/api/emails/${email.id}`],
    ['its thread', email?.threadId ? `/api/threads/${email.threadId}` : undefined],
  ];
  const routes = candidates.filter((r): r is [string, string] => r[1] !== undefined);
  const lines = [`mail browsing over ${first.total} emails (GET, ${ROUNDS * 2 - 1} rounds after a warm-up):`];
  for (const [name, url] of routes) {
    const ms: number[] = [];
    for (let round = 0; round < ROUNDS * 2; round++) {
      const t = performance.now();
      await get(url);
      if (round > 0) ms.push(performance.now() - t);
    }
    const sorted = ms.sort((a, b) => a - b);
    lines.push(
      `  ${name.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`,
    );
  }
  return lines;
}

export async function retrievalBench(
  messages: number,
  options: { embeddings?: boolean } = {},
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-retrieval-'));
  const fake = options.embeddings ? await startFakeLlm() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    RAPPORT_DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...fake?.env,
  });
  const app = await buildApp({ config, globalRateLimitPerMinute: 0 });
  await app.ready();
  const lines: string[] = [];
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Ada', last_name: 'Lovelace', email, password },
    });
    const login = (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    ).json() as { access_token: string; id: string };
    const otp = /code is (\d{6})/.exec(app.rapport.mailer.outbox()?.[0]?.text ?? '')?.[1];
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { authorization: `Bearer ${login.access_token}` },
      payload: { otp },
    });
    const owner = { address: email, name: 'Ada Lovelace' };
    const half = Math.floor(messages / 2);
    const first = await importMbox(app, login.access_token, login.id, demoMbox(half, { owner }));
    lines.push(
      `retrieval: ${half} messages imported in ${first.importS.toFixed(1)} s; search index built after it in ${first.indexS.toFixed(1)} s`,
    );
    const second = await importMbox(
      app,
      login.access_token,
      login.id,
      demoMbox(messages - half, { owner, seed: 2 }),
    );
    lines.push(
      `retrieval: ${messages - half} more imported in ${second.importS.toFixed(1)} s; index after it ${second.indexS.toFixed(1)} s`,
    );
    const emailCount = (
      await app.inject({
        method: 'GET',
        url: '/api/emails?limit=1',
        headers: { authorization: `Bearer ${login.access_token}` },
      })
    ).json() as { total: number };

    const { services } = app.rapport;
    // With a model configured the services' assistant is the LLM engine: the built-in one over the
    // same knowledge source (vectors included) keeps chat model time out of the figures.
    const assistant = fake ? createBuiltInAssistant({ knowledge: services.knowledge }) : services.assistant;
    const byKind = new Map<string, number[]>();
    const byQuestion = new Map<string, number>();
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, question] of QUESTIONS) {
        const t = performance.now();
        await assistant.answer({ question, history: [], userId: login.id });
        const ms = performance.now() - t;
        // The first round warms caches and the planner; it is not counted.
        if (round === 0) continue;
        all.push(ms);
        byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
        byQuestion.set(question, Math.max(byQuestion.get(question) ?? 0, ms));
      }
    }
    const fmt = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms, max ${(s[s.length - 1] ?? 0).toFixed(0)} ms`;
    };
    lines.push(
      `retrieval over ${emailCount.total} emails (${app.rapport.database.kind}${fake ? ', with embeddings' : ''}), ${QUESTIONS.length} questions × ${ROUNDS - 1}: ${fmt(all)}`,
    );
    for (const [kind, xs] of byKind) lines.push(`  ${kind.padEnd(5)} ${fmt(xs)}`);
    const slowest = [...byQuestion].sort((a, b) => b[1] - a[1]).slice(0, 3);
    lines.push(`  slowest: ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(0)} ms`).join(', ')}`);
    lines.push(...(await browsingFigures(app, login.access_token)));
    const { embeddings } = services;
    if (embeddings) {
      // The vectors' part alone: the question embedded by the fake (local HTTP) and ranked.
      const vectorMs: number[] = [];
      for (let round = 0; round < ROUNDS - 1; round++)
        for (const [, question] of QUESTIONS) {
          const t = performance.now();
          await embeddings.questions.similar(login.id, question, 20);
          vectorMs.push(performance.now() - t);
        }
      lines.push(`  vectors (question embedded + ${embeddings.store.ranking()} ranking) ${fmt(vectorMs)}`);
      // The ranking alone, the question's vector made beforehand: no model time.
      const rankingMs: number[] = [];
      for (let round = 0; round < ROUNDS - 1; round++)
        for (const [, question] of QUESTIONS) {
          const vector = fakeEmbedding(question);
          const t = performance.now();
          await embeddings.store.nearest(login.id, embeddings.model, vector, {
            limit: 20,
            minSimilarity: 0.5,
          });
          rankingMs.push(performance.now() - t);
        }
      lines.push(`  vectors ranking alone ${fmt(rankingMs)}`);
    }
    return lines.join('\n');
  } finally {
    await app.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
