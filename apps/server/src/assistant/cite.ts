import type { Fact, Source } from './types.js';

/**
 * Which of the facts an answer could rest on it cites: the passages that hold the answer, not
 * their neighbours. Ranking (engine.ts) decides what is about the question; these rules decide
 * which of those passages say what was asked, so every source a person opens shows the answer.
 */

/** What the words that answer look like: a date for "when", a figure for "how much". */
export type AnswerShape = 'date' | 'figure';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const COUNT =
  '(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|few|a couple of)';

/** A date as people write it: "16 October", "Oct 16", "2026-10-16", "Friday", "in two weeks", "week 44". */
export const DATE_WORDS = new RegExp(
  [
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\.? ${MONTH}\\b`,
    `\\b${MONTH}\\.? \\d{1,2}\\b`,
    `\\b(?:in|by|until|from|since|before|after|end of|early|late|mid) ${MONTH}\\b`,
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    '\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b',
    '\\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b',
    '\\b(?:today|tonight|tomorrow|yesterday)\\b',
    '\\b(?:next|this|last|coming) (?:week|month|quarter|year)\\b',
    `\\b(?:in|within|after|for) ${COUNT} (?:days?|weeks?|months?|years?)\\b`,
    '\\bend of (?:the )?(?:day|week|month|quarter|year)\\b',
    '\\bweek \\d{1,2}\\b',
    '\\bq[1-4]\\b',
  ].join('|'),
  'i',
);

/** A day of the month beside its month ("8 April", "Oct 16", "14/04"): part of a date. */
const DAY_OF_MONTH = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\.? ${MONTH}\\b|\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b`,
  'gi',
);

/** "FM-350", "PO-6898", "Q3", "line 3"'s neighbours aside: a figure is a number that stands alone. */
const FIGURE = /(?<![\p{L}\d-])[€$£]?\d[\d,.]*(?:\s?(?:%|k\b))?(?![\p{L}\d-])/gu;

/** The shape of the answer a question asks for, if the wording says. */
export function answerShapeOf(question: string): AnswerShape | undefined {
  const q = question.toLowerCase().replace(/[’‘]/g, "'").trim();
  if (
    /^(?:and |so |ok,? )?(?:when|by when|until when|till when|how soon|how long until)\b/.test(q) ||
    /\b(?:what|which) (?:date|day)\b|\b(?:deadline|due date)\b/.test(q)
  )
    return 'date';
  if (
    /\bhow (?:much|many)\b/.test(q) ||
    /\b(?:what|which) (?:price|budget|amount|discount|total|figure|percentage|rate|fee|cost)\b/.test(q) ||
    // "what did I quote Wattle", "what was offered": the verb asks for an amount. A noun that
    // names one ("what's the budget ceiling") is read by `askedValueKind` (valueKind.ts), which
    // also tells it from a topic ("what did Morag say about the renewal price?").
    /^(?:and |so |ok,? )?what (?:did|do|does|have|had|was|were|is|are)(?: (?:i|we|you|they|he|she|it))? (?:quote|quoted|offer|offered|charge|charged)\b/.test(
      q,
    )
  )
    return 'figure';
  return undefined;
}

/**
 * Whether `text` holds an answer of that shape. Numbers the question itself names ("invoice
 * 8831") are not an answer to it.
 */
export function holdsShape(text: string, shape: AnswerShape, question: string): boolean {
  if (shape === 'date') return DATE_WORDS.test(text);
  const asked = new Set(question.match(/\d[\d,.]*/g) ?? []);
  // "by 8 April" is a date, not a figure.
  for (const m of text.replace(DAY_OF_MONTH, ' ').matchAll(FIGURE)) {
    const digits = /\d[\d,.]*/.exec(m[0])?.[0]?.replace(/[.,]$/, '') ?? '';
    if (!asked.has(digits)) return true;
  }
  return false;
}

/**
 * Each thread's emails that hold an answer of that shape, latest first, in the place of the
 * thread's first email (a question and its answer: the answer came later).
 */
function latestShapedOfThreads(kept: Citable[], shape: AnswerShape, question: string): Citable[] {
  const byThread = new Map<string, Citable[]>();
  for (const c of kept) {
    const thread = c.fact.kind === 'email' ? c.fact.thread : undefined;
    if (thread === undefined || !holdsShape(c.source.quote, shape, question)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), c]);
  }
  const placed = new Set<string>();
  return kept.flatMap((c) => {
    const thread = c.fact.kind === 'email' ? c.fact.thread : undefined;
    const shaped = thread === undefined ? undefined : byThread.get(thread);
    if (thread === undefined || shaped === undefined || shaped.length < 2) return [c];
    if (placed.has(thread)) return [];
    placed.add(thread);
    return [...shaped].sort((a, b) => b.fact.date.localeCompare(a.fact.date));
  });
}

/** One fact as the answer would cite it. */
export interface Citable {
  fact: Fact;
  /** The answer's line for it: the quoted words with the kind and date. */
  line: () => string;
  source: Source;
  /** How many of the question's keyword groups the cited words (an email's subject too) hold. */
  coverage: number;
  /** Whether the passage names someone the question asks about (or is their email, or card). */
  named: boolean;
}

export interface CiteOptions {
  /** The question has words besides the names: cited words must hold them. */
  hasKeywords: boolean;
  /** The question names people or companies. */
  hasNames: boolean;
  /** "Who is Sara Lee?": her card is the answer, beside what was said. */
  aboutPerson: boolean;
  shape: AnswerShape | undefined;
  question: string;
}

const normalQuote = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The facts to cite, best first, from candidates in rank order:
 * - cited words holding the most keyword groups win ("Please send the renewal offer" does not
 *   answer "By when does Lena need our offer?" beside "She needs our offer by 16 October");
 * - for "when" and "how much" questions, passages holding a date or a figure win;
 * - a contact card is not cited beside an email or note that answers, unless the question asks
 *   who someone is;
 * - one email per thread when something is asked about (the reply that quotes the answer adds
 *   nothing), and one of several passages quoting the same words.
 */
export function chooseCitations(candidates: readonly Citable[], options: CiteOptions): Citable[] {
  let kept = [...candidates];
  const { shape } = options;
  // "When can Nordvik sign?": "We can sign on 20 March" answers, though "before we sign the
  // renewal" holds more of the words: for "when" and "how much", the passages holding a date or a
  // figure first, then the most words among them.
  if (shape !== undefined) {
    const shaped = kept.filter((c) => holdsShape(c.source.quote, shape, options.question));
    if (shaped.length > 0) kept = shaped;
  }
  if (options.hasKeywords && !options.aboutPerson) {
    const most = Math.max(0, ...kept.map((c) => c.coverage));
    kept = kept.filter((c) => c.coverage === most);
  }
  // "When is Tom's proposal due?": his note ("Tom wants the proposal by 13 November") before
  // the user's own email that names nobody ("I will send a proposal by Friday").
  // "What price did we give Brightline?": the reply in a thread with someone asked about holds the
  // figure they asked for, though it does not name them. (What they said is still their own mail.)
  const namedThreads = new Set(kept.filter((c) => c.named && c.fact.thread).map((c) => c.fact.thread));
  const named = (c: Citable) =>
    c.named ||
    (options.shape !== undefined && c.fact.thread !== undefined && namedThreads.has(c.fact.thread));
  if (options.hasNames && kept.some(named)) kept = kept.filter(named);
  if (options.hasKeywords && !options.aboutPerson && kept.some((c) => c.fact.kind !== 'contact'))
    kept = kept.filter((c) => c.fact.kind !== 'contact');
  // "What price did we give Brightline?": the customer's ask and the reply with the price are one
  // thread; the thread's place is its best email's, its email the latest holding the figure.
  if (shape !== undefined) kept = latestShapedOfThreads(kept, shape, options.question);
  const threads = new Set<string>();
  const quotes = new Set<string>();
  return kept.filter((c) => {
    // A listing ("What did Camille send me since Monday?") keeps each email: each says something.
    const thread = c.fact.kind === 'email' && options.hasKeywords ? c.fact.thread : undefined;
    if (thread !== undefined) {
      if (threads.has(thread)) return false;
      threads.add(thread);
    }
    const quote = normalQuote(c.source.quote);
    if (quotes.has(quote)) return false;
    quotes.add(quote);
    return true;
  });
}
