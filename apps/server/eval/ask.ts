/** Asks each question through `POST /api/chat/ask` and scores the answer (score.ts). */
import { performance } from 'node:perf_hooks';
import { scoreAnswerable, scoreUnanswerable } from './score.js';
import type { SourceResolver } from './sources.js';
import type { AskedSource, Question, QuestionResult, Truth } from './types.js';
import type { Api } from './world.js';

interface AskBody {
  answer?: unknown;
  sources?: { kind?: unknown; id?: unknown; quote?: unknown }[];
  detail?: unknown;
}

function sourcesOf(body: AskBody): AskedSource[] {
  return (body.sources ?? []).map((s) => ({
    kind: String(s.kind ?? ''),
    id: String(s.id ?? ''),
    quote: String(s.quote ?? ''),
  }));
}

async function askOne(
  api: Api,
  resolver: SourceResolver,
  truth: Truth,
  q: Question,
): Promise<QuestionResult> {
  const base = { id: q.id, kind: q.kind, question: q.question, answerable: q.kind !== 'unanswerable' };
  let expectedIds: Set<string> | undefined;
  let facts: readonly (string | readonly string[])[] = [];
  if (q.kind !== 'unanswerable') {
    try {
      expectedIds = new Set((await Promise.all(q.sources.map((k) => resolver.resolve(k)))).flat());
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      return {
        ...base,
        status: 0,
        answer: '',
        sources: [],
        latencyMs: 0,
        missingFacts: [],
        goodCitations: 0,
        citations: 0,
        notFound: false,
        correct: false,
        error,
      };
    }
    facts = typeof q.facts === 'function' ? q.facts(truth) : q.facts;
  }
  const started = performance.now();
  const res = await api('POST', '/chat/ask', {
    question: q.question,
    chatHistory: q.history ?? [],
  });
  const latencyMs = performance.now() - started;
  const body = (() => {
    try {
      return res.json() as AskBody;
    } catch {
      return {} as AskBody;
    }
  })();
  const answer =
    res.statusCode === 200
      ? String(body.answer ?? '')
      : `HTTP ${res.statusCode}: ${String(body.detail ?? res.body)}`;
  const sources = res.statusCode === 200 ? sourcesOf(body) : [];
  const score =
    q.kind === 'unanswerable'
      ? scoreUnanswerable(answer, sources)
      : scoreAnswerable(answer, sources, facts, expectedIds ?? new Set());
  return {
    ...base,
    status: res.statusCode,
    answer,
    sources,
    latencyMs,
    ...score,
    correct: res.statusCode === 200 && score.correct,
  };
}

/** Every question in turn (one at a time, so latencies are not skewed by each other). */
export async function askAll(
  api: Api,
  resolver: SourceResolver,
  questions: readonly Question[],
  onResult: (r: QuestionResult, index: number) => void = () => {},
): Promise<QuestionResult[]> {
  const truth = await resolver.truth();
  const results: QuestionResult[] = [];
  for (const [i, q] of questions.entries()) {
    const result = await askOne(api, resolver, truth, q);
    results.push(result);
    onResult(result, i);
  }
  return results;
}
