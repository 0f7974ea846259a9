/**
 * The citation check: a model's answer keeps only the sentences whose cited passages hold
 * every figure, name and date they state. Plain functions over text, no model, no I/O.
 */
import { bestQuote, toSource } from '../compose.js';
import type { Answer, Fact, Source } from '../types.js';
import { CITATION_PATTERN, claimsOf, type Evidence, evidenceOf, unsupported, wordsOf } from './claims.js';

/** One numbered passage as the model saw it. */
export interface Passage {
  /** The number the model cites it by, from 1. */
  n: number;
  fact: Fact;
  /** Everything the model was shown for it (kind, date, names, subject and text). */
  text: string;
}

export interface AnswerSentence {
  /** The sentence as written, citations included. */
  text: string;
  /** Which line of the answer it sits on (answers keep their line breaks). */
  line: number;
  /** The list marker its line opened with ("- ", "2. "), written before the line's first kept sentence. */
  marker: string;
}

/** "Dr." and "e.g." do not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'etc',
  'jr',
  'sr',
  'e.g',
  'i.e',
  'approx',
  'no',
]);
const LEADING_CITATIONS = /^((?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])+)\s*/;
const LIST_MARKER = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

/** Splits an answer into sentences; a citation written after the full stop stays with its sentence. */
export function splitSentences(answer: string): AnswerSentence[] {
  const sentences: AnswerSentence[] = [];
  answer.split(/\r?\n/).forEach((rawLine, line) => {
    const marker = rawLine.match(LIST_MARKER)?.[0] ?? '';
    const body = rawLine.slice(marker.length).trim();
    if (body === '') return;
    const pieces: string[] = [];
    let start = 0;
    for (const m of body.matchAll(/(?<![.!?])[.!?]+["'”’)\]]*\s+/g)) {
      const end = (m.index ?? 0) + m[0].length;
      const before = body.slice(start, m.index).split(/\s+/).at(-1)?.toLowerCase() ?? '';
      // "Dr. Lee", "J. Smith": an abbreviation or an initial, not the end of a sentence.
      if (m[0].startsWith('.') && (ABBREVIATIONS.has(before) || /^\p{Lu}$/iu.test(before))) continue;
      pieces.push(body.slice(start, end).trim());
      start = end;
    }
    pieces.push(body.slice(start).trim());
    for (const piece of pieces.filter(Boolean)) {
      const lead = piece.match(LEADING_CITATIONS);
      const previous = sentences.at(-1);
      let text = piece;
      if (lead !== null && previous !== undefined && previous.line === line) {
        previous.text = `${previous.text} ${lead[1]?.trim()}`;
        text = piece.slice(lead[0].length).trim();
        if (text === '') continue;
      }
      sentences.push({ text, line, marker });
    }
  });
  return sentences;
}

/** The passage numbers a sentence cites, in order, without repeats. */
export function citedNumbers(sentence: string): number[] {
  const numbers: number[] = [];
  for (const m of sentence.matchAll(CITATION_PATTERN))
    for (const n of (m[1] ?? '').split(/[,;]/)) {
      const value = Number(n.trim());
      if (!numbers.includes(value)) numbers.push(value);
    }
  return numbers;
}

export type Verdict =
  | { kept: true; cites: number[] }
  | { kept: false; reason: 'no citation' | 'unknown passage' | 'unsupported'; missing?: string[] };

/** Whether one sentence stands: it cites passages that exist and hold everything it states. */
export function checkSentence(
  sentence: string,
  evidence: ReadonlyMap<number, Evidence>,
  knownNames: readonly string[],
): Verdict {
  const cites = citedNumbers(sentence);
  if (cites.length === 0) return { kept: false, reason: 'no citation' };
  const cited = cites.map((n) => evidence.get(n));
  if (cited.some((e) => e === undefined)) return { kept: false, reason: 'unknown passage' };
  const missing = unsupported(claimsOf(sentence, knownNames), cited as Evidence[]);
  if (missing.length > 0) return { kept: false, reason: 'unsupported', missing };
  return { kept: true, cites };
}

/**
 * Addresses and `<…>` in a name field. An address is tried only where a run of its characters
 * starts (issue 21: from every position of a long run it was quadratic), so one glued to the end
 * of another (`a@b.io+c@d.io`) goes with it. A `<` with no `>` after it would still be read to
 * the end again and again: this pattern reads a value only up to its last `>`.
 */
export const ADDRESSES_BEFORE_LAST_CLOSE = /<[^>]*>|(?<![\w.+-])[\w.+-]+@[\w.-]+/g;
const ADDRESSES = /(?<![\w.+-])[\w.+-]+@[\w.-]+/g;

/** `value` without its `<…>` and addresses, in linear time: after the last `>` no `<…>` can match. */
export function withoutAddresses(value: string): string {
  const end = value.lastIndexOf('>') + 1;
  return `${value.slice(0, end).replace(ADDRESSES_BEFORE_LAST_CLOSE, ' ')}${value.slice(end).replace(ADDRESSES, ' ')}`;
}

export function knownNamesOf(passages: readonly Passage[]): string[] {
  const names = new Set<string>();
  for (const { fact } of passages) {
    const f = fact.fields ?? {};
    for (const key of ['fullName', 'firstName', 'lastName', 'from', 'to'] as const) {
      const value = f[key] === undefined ? undefined : withoutAddresses(f[key]).trim();
      if (value) names.add(value);
    }
    if (fact.kind === 'contact' && fact.title) names.add(fact.title);
  }
  return [...names];
}

/** The sentence of the passage's own text that best matches what cites it, at most 160 characters. */
function quoteFor(fact: Fact, citing: readonly string[]): string {
  const asked = wordsOf(citing.join(' '));
  return bestQuote(
    fact.text,
    (sentence) => [...wordsOf(sentence)].filter((w) => w.length > 2 && asked.has(w)).length,
  );
}

export interface CheckedAnswer extends Answer {
  /** Sentences dropped and why, for the log. */
  dropped: { sentence: string; reason: string }[];
}

/**
 * Keeps the sentences that pass, renumbers their citations [1]..[k] in the order the sources
 * are listed, and lists those sources (the passages cited by a kept sentence). Null when no
 * sentence passes: the caller answers another way.
 */
export function checkAnswer(answer: string, passages: readonly Passage[]): CheckedAnswer | null {
  const evidence = new Map(passages.map((p) => [p.n, evidenceOf(p.text)]));
  const byNumber = new Map(passages.map((p) => [p.n, p]));
  const knownNames = knownNamesOf(passages);
  const kept: { sentence: AnswerSentence; cites: number[] }[] = [];
  const dropped: CheckedAnswer['dropped'] = [];
  for (const sentence of splitSentences(answer)) {
    const verdict = checkSentence(sentence.text, evidence, knownNames);
    if (verdict.kept) kept.push({ sentence, cites: verdict.cites });
    else
      dropped.push({
        sentence: sentence.text,
        reason: verdict.missing ? `${verdict.reason}: ${verdict.missing.join(', ')}` : verdict.reason,
      });
  }
  if (kept.length === 0) return null;

  const order: number[] = [];
  for (const { cites } of kept) for (const n of cites) if (!order.includes(n)) order.push(n);
  const renumber = (text: string) =>
    text.replace(CITATION_PATTERN, (_, list: string) => {
      const numbers = list.split(/[,;]/).map((n) => order.indexOf(Number(n.trim())) + 1);
      return `[${[...new Set(numbers)].join(', ')}]`;
    });

  const lines = new Map<number, string[]>();
  for (const { sentence } of kept) {
    const parts = lines.get(sentence.line) ?? [];
    parts.push(parts.length === 0 ? `${sentence.marker}${renumber(sentence.text)}` : renumber(sentence.text));
    lines.set(sentence.line, parts);
  }
  const sources: Source[] = order.map((n) => {
    const passage = byNumber.get(n) as Passage;
    const citing = kept.filter((k) => k.cites.includes(n)).map((k) => k.sentence.text);
    return toSource(passage.fact, quoteFor(passage.fact, citing));
  });
  return { answer: [...lines.values()].map((parts) => parts.join(' ')).join('\n'), sources, dropped };
}
