/** How one answer scores, and the figures over a run. Pure: no database, no server. */
import {
  type AskedSource,
  type ExpectedFact,
  NOT_FOUND_SENTENCE,
  type QuestionKind,
  type QuestionResult,
} from './types.js';

/** Lower case, one space for every run of white space, Unicode NFC. */
export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `needle` occurs in `haystack` not inside a longer word or number ("2 Nov" is not in "12 Nov"). */
function containsWhole(haystack: string, needle: string): boolean {
  if (needle === '') return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
  }
  return false;
}

/** The fact, or one of its spellings, appears in the text as a whole (case and spacing ignored). */
export function hasFact(text: string, fact: ExpectedFact): boolean {
  const haystack = normalise(text);
  const spellings = typeof fact === 'string' ? [fact] : fact;
  return spellings.some((s) => containsWhole(haystack, normalise(s)));
}

/**
 * An answer that says it found nothing ("I couldn't find …"), however it goes on: facts that
 * follow such an opening were dumped beside it, not given as the answer.
 */
export function saysNotFound(answer: string): boolean {
  return /^i couldn['’]t find\b/i.test(answer.trim());
}

/** Exactly the not-found sentence and no sources. */
export function isNotFoundAnswer(answer: string, sources: readonly unknown[]): boolean {
  return answer.trim() === NOT_FOUND_SENTENCE && sources.length === 0;
}

export interface AnswerScore {
  missingFacts: string[];
  goodCitations: number;
  citations: number;
  notFound: boolean;
  correct: boolean;
}

/**
 * An answerable question's answer: right when every fact appears and it does not say it found
 * nothing; a citation is good when its id is an expected source or its quote holds a fact.
 */
export function scoreAnswerable(
  answer: string,
  sources: readonly AskedSource[],
  facts: readonly ExpectedFact[],
  expectedIds: ReadonlySet<string>,
): AnswerScore {
  const notFound = saysNotFound(answer);
  const missingFacts = facts
    .filter((f) => !hasFact(answer, f))
    .map((f) => (typeof f === 'string' ? f : (f[0] ?? '')));
  const goodCitations = sources.filter(
    (s) => expectedIds.has(s.id) || facts.some((f) => hasFact(s.quote, f)),
  ).length;
  return {
    missingFacts,
    goodCitations,
    citations: sources.length,
    notFound,
    correct: !notFound && missingFacts.length === 0,
  };
}

/** An unanswerable question's answer: right only as the exact not-found sentence with no sources. */
export function scoreUnanswerable(answer: string, sources: readonly AskedSource[]): AnswerScore {
  const notFound = isNotFoundAnswer(answer, sources);
  return { missingFacts: [], goodCitations: 0, citations: sources.length, notFound, correct: notFound };
}

/** The p-th percentile (0–100) by nearest rank; 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export interface Ratio {
  hits: number;
  total: number;
  /** hits / total, or null when there is nothing to divide. */
  rate: number | null;
}

const ratio = (hits: number, total: number): Ratio => ({
  hits,
  total,
  rate: total > 0 ? hits / total : null,
});

export interface Summary {
  questions: number;
  /** Answerable questions answered with every expected fact. */
  accuracy: Ratio;
  /** Of the sources cited for answerable questions, those that hold the answer. */
  citationPrecision: Ratio;
  /** Unanswerable questions answered with exactly the not-found sentence and no sources. */
  notFound: Ratio;
  /** Answerable questions answered "I couldn't find …" (the not-found sentence or a variant). */
  wronglyNotFound: number;
  /**
   * Answerable questions answered without an expected fact (not "I couldn't find …"): citing a
   * source that holds the answer (the wrong sentence of the right email) or only other sources.
   */
  wrongAnswers: { rightSource: number; otherSources: number };
  /** Questions whose ask call did not answer 200. */
  httpErrors: number;
  /** Questions that could not be scored (a stale source key). */
  stale: number;
  latencyMs: { p50: number; p95: number; max: number };
  byKind: Partial<Record<QuestionKind, Ratio>>;
}

export function summarise(results: readonly QuestionResult[]): Summary {
  const answerable = results.filter((r) => r.answerable);
  const unanswerable = results.filter((r) => !r.answerable);
  const latencies = results.filter((r) => r.status > 0).map((r) => r.latencyMs);
  const wrong = answerable.filter((r) => !r.correct && !r.notFound && !r.error);
  const byKind: Partial<Record<QuestionKind, Ratio>> = {};
  for (const r of results) {
    const k = byKind[r.kind] ?? ratio(0, 0);
    byKind[r.kind] = ratio(k.hits + (r.correct ? 1 : 0), k.total + 1);
  }
  return {
    questions: results.length,
    accuracy: ratio(answerable.filter((r) => r.correct).length, answerable.length),
    citationPrecision: ratio(
      answerable.reduce((n, r) => n + r.goodCitations, 0),
      answerable.reduce((n, r) => n + r.citations, 0),
    ),
    notFound: ratio(unanswerable.filter((r) => r.correct).length, unanswerable.length),
    wronglyNotFound: answerable.filter((r) => r.notFound).length,
    wrongAnswers: {
      rightSource: wrong.filter((r) => r.goodCitations > 0).length,
      otherSources: wrong.filter((r) => r.goodCitations === 0).length,
    },
    httpErrors: results.filter((r) => r.status !== 200 && !r.error).length,
    stale: results.filter((r) => r.error).length,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.length > 0 ? Math.max(...latencies) : 0,
    },
    byKind,
  };
}
