/**
 * An in-repo stand-in for an OpenAI-compatible server (`npm run fake-llm`, and the LLM tests):
 * `POST /v1/chat/completions` (streamed as server-sent events, or whole), `POST /v1/embeddings`
 * and `GET /v1/models`, with OpenAI's JSON shapes. Its answers come from the numbered passages
 * of Rapport's prompt, and each instance behaves one way (`mode`, changeable at any time; the
 * modes in `next`, if any, answer the next requests one each first):
 *
 * - `good`: answers with the passage sentence that holds most of the question's words, cited [n];
 * - `invent`: the same, plus a sentence citing that passage with a figure it does not hold;
 * - `uncited`: the good answer's words with no citation at all;
 * - `timeout`: accepts the request and never answers;
 * - `rate_limit`: 429 with OpenAI's error body and a Retry-After (`retryAfter`, default 20 s);
 * - `server_error`: 500.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const FAKE_LLM_MODES = ['good', 'invent', 'uncited', 'timeout', 'rate_limit', 'server_error'] as const;
export type FakeLlmMode = (typeof FAKE_LLM_MODES)[number];

export const FAKE_LLM_MODEL = 'fake-llm';
export const FAKE_EMBEDDING_MODEL = 'fake-embedding';
export const FAKE_EMBEDDING_DIMENSIONS = 256;
/** Buckets each meaning is spread over: a chance collision of two words weighs a quarter of a shared word. */
const BUCKETS_PER_WORD = 4;
/** What `invent` adds: a figure no passage holds. */
export const INVENTED_FIGURE = '$1,250,000';
export const NOT_FOUND_REPLY = "I couldn't find that in your emails, contacts or updates.";

export interface FakeLlmOptions {
  mode?: FakeLlmMode;
  port?: number;
  /** Pause between streamed chunks. */
  chunkDelayMs?: number;
  /** The `retry-after` header of a `rate_limit` answer (default '20'; null sends none). */
  retryAfter?: string | null;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** When it arrived (ms since the epoch). */
  at: number;
}

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
}

const STOP = new Set(
  'about what when where which with from that this have does did your their there they them than then what who whom whose how much many tell show give find please'.split(
    ' ',
  ),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3 && !STOP.has(w));

/** The passages of Rapport's prompt: "[n] heading\nbody" blocks between "Passages:" and "Question:". */
export function passagesOf(prompt: string): { n: number; body: string }[] {
  const block = prompt.split(/\nQuestion:/)[0]?.split(/\n\n(?=\[\d+\] )/) ?? [];
  const passages: { n: number; body: string }[] = [];
  for (const part of block) {
    const m = part.match(/^(?:Passages:\n\n)?\[(\d+)\] [^\n]*(?:\n([\s\S]*))?$/);
    if (m) passages.push({ n: Number(m[1]), body: (m[2] ?? '').trim() });
  }
  return passages;
}

/** What the `good` model says: the best sentence of the best passage, cited. */
export function goodAnswer(prompt: string): { text: string; n?: number } {
  const question = new Set(wordsOf(prompt.split(/\nQuestion:/).at(-1) ?? '').map(meaningOf));
  let best: { n: number; sentence: string; score: number } | undefined;
  for (const { n, body } of passagesOf(prompt)) {
    for (const sentence of body.split(/(?<=[.!?])\s+|\n+/)) {
      const score = wordsOf(sentence).filter((w) => question.has(meaningOf(w))).length;
      if (score > 0 && (best === undefined || score > best.score))
        best = { n, sentence: sentence.trim(), score };
    }
  }
  if (best === undefined) return { text: NOT_FOUND_REPLY };
  return { text: `${best.sentence.replace(/[.!?…]+$/, '')} [${best.n}].`, n: best.n };
}

/**
 * What the fake writes when asked for a reply (Rapport's draft prompt, issue 26): a greeting to the
 * last passage's sender, their last question quoted back, and a promise to come back to it; under
 * `invent`, also a figure the thread does not hold.
 */
export function draftReply(prompt: string, mode: FakeLlmMode): string {
  const last = passagesOf(prompt).at(-1);
  const heading = prompt.match(new RegExp(`\\[${last?.n ?? 0}\\] [^\\n]*from ([^<·\\n]+)`))?.[1]?.trim();
  const first = heading?.split(/\s+/)[0] ?? 'there';
  const asked = last?.body.split(/(?<=[.!?])\s+|\n+/).find((s) => /\?\s*$|\b(?:could|can|please)\b/i.test(s));
  return [
    `Hi ${first},`,
    '',
    asked
      ? `Thank you for your message. You asked: "${asked.trim()}" I will come back to you on this shortly.`
      : 'Thank you for your message. I will come back to you shortly.',
    ...(mode === 'invent' ? [`We can offer a discount of ${INVENTED_FIGURE}.`] : []),
    '',
    'Best regards',
  ].join('\n');
}

function answerFor(mode: FakeLlmMode, body: ChatBody): string {
  const prompt = (body.messages ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
  const system = body.messages?.find((m) => m.role === 'system')?.content;
  if (typeof system === 'string' && system.startsWith('You write a reply email'))
    return draftReply(prompt, mode);
  const good = goodAnswer(prompt);
  if (mode === 'invent' && good.n !== undefined)
    return `${good.text} The deal is worth ${INVENTED_FIGURE} [${good.n}].`;
  if (mode === 'uncited') return good.text.replace(/\s*\[\d+\]/g, '');
  return good.text;
}

/**
 * Words the fake "understands" as one meaning, as a real embedding model learns from text: a
 * question in other words than the passage's ("nervous about pricing" for "worried about the
 * cost") lands near it only through this table. Deliberately small and written out.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['worried', 'worry', 'worries', 'concern', 'concerns', 'concerned', 'nervous', 'anxious', 'uneasy'],
  ['cost', 'costs', 'price', 'prices', 'pricing', 'expensive', 'budget'],
  ['cancel', 'cancelled', 'cancellation', 'terminate', 'churn', 'leave', 'leaving'],
  ['vehicle', 'vehicles', 'truck', 'trucks', 'fleet', 'lorry', 'lorries'],
  ['holiday', 'holidays', 'vacation', 'vacations'],
  ['contract', 'agreement', 'deal'],
];

const MEANING = new Map<string, string>(
  SYNONYMS.flatMap((group) => group.map((w) => [w, group[0] as string])),
);

/** A word as the fake understands it: its synonym group's first word, else itself. */
export const meaningOf = (word: string) => MEANING.get(word) ?? word;

/**
 * A deterministic unit vector per text: each of its words' meanings (`SYNONYMS`) adds ±1 to
 * `BUCKETS_PER_WORD` of `FAKE_EMBEDDING_DIMENSIONS` buckets picked by its hash (a sparse random
 * projection), so equal texts embed equally, texts sharing words or meanings point the same way,
 * and unrelated words seldom do.
 */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const w of wordsOf(text)) {
    const h = createHash('sha256').update(meaningOf(w)).digest();
    for (let k = 0; k < BUCKETS_PER_WORD; k++) {
      const i = (h.readUInt16BE(3 * k) ?? 0) % FAKE_EMBEDDING_DIMENSIONS;
      v[i] = (v[i] ?? 0) + ((h[3 * k + 2] ?? 0) % 2 === 0 ? 1 : -1);
    }
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const openAiError = (
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string,
  headers = {},
) => json(res, status, { error: { message, type, param: null, code } }, headers);

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeLlm(options: FakeLlmOptions = {}) {
  const state = {
    mode: options.mode ?? ('good' as FakeLlmMode),
    /** Modes for the next POST requests, one each, before `mode` again. */
    next: [] as FakeLlmMode[],
    retryAfter: options.retryAfter === undefined ? ('20' as string | null) : options.retryAfter,
    requests: [] as RecordedRequest[],
  };
  const chunkDelayMs = options.chunkDelayMs ?? 2;
  const sockets = new Set<Socket>();
  let sequence = 0;

  async function chat(res: ServerResponse, body: ChatBody, mode: FakeLlmMode) {
    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? FAKE_LLM_MODEL;
    const text = answerFor(mode, body);
    if (!body.stream) {
      json(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    // A few words a chunk, as a model streams tokens.
    for (const piece of text.match(/\S+\s*/g) ?? []) {
      res.write(chunk({ content: piece }, null));
      if (chunkDelayMs > 0) await sleep(chunkDelayMs);
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const at = Date.now();
    state.requests.push({ path, authorization: req.headers.authorization, body, at });
    if (req.method === 'GET' && path === '/v1/models') {
      json(res, 200, {
        object: 'list',
        data: [FAKE_LLM_MODEL, FAKE_EMBEDDING_MODEL].map((id) => ({
          id,
          object: 'model',
          created: 0,
          owned_by: 'rapport',
        })),
      });
      return;
    }
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/embeddings')) {
      openAiError(
        res,
        404,
        `Unknown request URL: ${req.method} ${path}`,
        'invalid_request_error',
        'unknown_url',
      );
      return;
    }
    if (body === undefined || typeof body !== 'object' || body === null) {
      openAiError(res, 400, 'The body is not valid JSON.', 'invalid_request_error', 'invalid_json');
      return;
    }
    const mode = state.next.shift() ?? state.mode;
    switch (mode) {
      case 'timeout':
        return; // Never answers; close() cuts the connection.
      case 'rate_limit':
        openAiError(
          res,
          429,
          'Rate limit reached for requests. Please try again in 20s.',
          'requests',
          'rate_limit_exceeded',
          state.retryAfter === null ? {} : { 'retry-after': state.retryAfter },
        );
        return;
      case 'server_error':
        openAiError(
          res,
          500,
          'The server had an error while processing your request.',
          'server_error',
          'internal_error',
        );
        return;
    }
    if (path === '/v1/embeddings') {
      const input = (body as { input?: unknown }).input;
      const texts =
        typeof input === 'string' ? [input] : Array.isArray(input) ? input.map(String) : undefined;
      if (texts === undefined) {
        openAiError(res, 400, "'input' is required.", 'invalid_request_error', 'missing_input');
        return;
      }
      json(res, 200, {
        object: 'list',
        data: texts.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })),
        model: (body as { model?: string }).model ?? FAKE_EMBEDDING_MODEL,
        usage: { prompt_tokens: 0, total_tokens: 0 },
      });
      return;
    }
    await chat(res, body as ChatBody, mode);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/v1`;
  return {
    url,
    state,
    /** The settings that point Rapport at this fake. */
    env: { LLM_BASE_URL: url, LLM_MODEL: FAKE_LLM_MODEL, EMBEDDING_MODEL: FAKE_EMBEDDING_MODEL },
    /** Chat completion requests received so far. */
    chatRequests: () => state.requests.filter((r) => r.path === '/v1/chat/completions'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
