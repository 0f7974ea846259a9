import { type AnswerShape, answerShapeOf, DATE_WORDS, holdsShape } from './cite.js';
import { sentencesWithSpans } from './passages.js';
import { PHONE_PATTERN } from './phones.js';

/**
 * The kind of value a question asks for, and whether a fact holds one: "What is Pinecrest's
 * budget?" wants an amount, so "he reviews the budget" is about the topic but no answer, and the
 * engine says it found nothing rather than quote it (issue 24, near misses).
 */

/** A month as a date names it ("Q1 2027", "April 2026"). */
const MONTH_NAMES = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';

/** Nouns that name an amount: asked about first, the question wants a figure. */
export const AMOUNT_NOUNS = new Set([
  'budget',
  'budgets',
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'fee',
  'fees',
  'rate',
  'rates',
  'discount',
  'commission',
  'salary',
  'amount',
  'total',
  'worth',
  'spend',
  'margin',
  'margins',
  'offer',
  'quote',
  'ceiling',
]);

/**
 * "What is", "which", "what's" (or typed "whats"), "how many", "how much was": the words after it, up to a verb,
 * name what is asked for ("how many users are…": users; "how much was the warehouse lease":
 * lease).
 */
const WHAT =
  /^(?:(?:what|which)(?:'s|s(?=\s)|\s+(?:is|was|are|were))?|how (?:many|much)(?:\s+(?:is|was|are|were))?)\s+/;
/**
 * A verb, an auxiliary or a subject pronoun: the thing asked for ends before it ("what price did
 * we agree", "which hotel I booked").
 */
const VERB =
  /^(?:am|is|are|was|were|be|been|did|does|do|will|would|has|have|had|can|could|should|may|might|must|i|we|you|they|he|she|it|\p{L}+ing)$/u;
/** "About": what follows names the topic asked about ("what did Rohan say about the lease"). */
const ABOUT = /\babout\s+/;

/**
 * The shape of the value asked for: the wording's ("when", "how much": `answerShapeOf`), else a
 * figure when the thing asked for is an amount ("What is Pinecrest's budget?", "What price did
 * we agree?"; not "What did Morag say about the renewal price?" nor "What is Quenby doing with the
 * budget?").
 */
export function askedValueKind(question: string): AnswerShape | undefined {
  const shape = answerShapeOf(question);
  if (shape !== undefined) return shape;
  const q = question.toLowerCase().replace(/[’‘]/g, "'").trim();
  // "What did Van Loon pay for the boxes?": the verb asks for an amount.
  if (PAID.test(q)) return 'figure';
  const what = WHAT.exec(q);
  if (what === null || what[0].startsWith('how')) return undefined;
  return wordsUntilVerb(q.slice(what[0].length)).some((w) => AMOUNT_NOUNS.has(w)) ? 'figure' : undefined;
}

/** The words of `text` before its first verb, without a possessive "'s". */
function wordsUntilVerb(text: string, untilVerb = true): string[] {
  const found: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}']+/u)) {
    if (word === '') continue;
    if (untilVerb && VERB.test(word)) break;
    found.push(word.replace(/'s$/, ''));
  }
  return found;
}

/**
 * The words naming what a question asks for, lower-case: after "what"/"which"/"how many" up to
 * the first verb ("What is Pinecrest's budget", "Which hotel am I staying at", "How many users
 * are…", "How much was the warehouse lease") and after "about"; not the amount nouns ("How much
 * is the pilot worth?": the pilot).
 */
export function askedWords(question: string): string[] {
  const q = question.toLowerCase().replace(/[’‘]/g, "'").trim();
  const what = WHAT.exec(q);
  const about = ABOUT.exec(q);
  return [
    ...(what === null ? [] : wordsUntilVerb(q.slice(what[0].length))),
    ...(about === null ? [] : wordsUntilVerb(q.slice(about.index + about[0].length), false)),
    // "What's the pilot worth?": the amount is the value asked for, which must be there anyway.
  ].filter((w) => !AMOUNT_NOUNS.has(w));
}

/**
 * Times of year a date answer may be given as, beside the dates `holdsShape` reads: "after
 * Easter", "before their autumn launch", "in 2027".
 */
const SEASONS =
  /\b(?:spring|summer|autumn|fall|winter|easter|christmas|xmas|new year|ramadan|eid|diwali|thanksgiving|(?:19|20)\d\d)\b/gi;

/**
 * A question that asks for money or a share: "how much does it cost", "what did Van Loon pay",
 * "what discount did we give". Its answer holds an amount in a currency ("€4,200", "AED 410,000",
 * "39.5k", "twelve thousand quid") or a percentage, not just any number ("600 containers").
 */
const MONEY_WORD =
  /^(?:prices?|pricing|priced|costs?|costing|charge[sd]?|charging|pay|paid|paying|fees?|budgets?|spend|spent|spending|worth|owe[sd]?|owing|salary|valuation|quote[sd]?|quoting|offer(?:ed|s)?|discounts?|commission|margins?|uplift)$/;
/** "What did Van Loon pay", "what did I quote them": the verb asks for money. */
const PAID =
  /^(?:and |so )?what (?:did|do|does|have|had|will|would)(?: \S+){0,4}? (?:pay|paid|quote[sd]?|offer(?:ed)?|charge[sd]?|spend|spent|owe[sd]?)\b/;

/**
 * Whether a question asks for money: the thing asked for is an amount ("what price…", "which
 * discount…"), or "how much" with a word of money ("how much does it cost"), or "what did X pay".
 * Not "What rate limit did we offer Fenwick?": the thing asked for is a rate limit.
 */
function asksMoney(q: string): boolean {
  const what = WHAT.exec(q);
  if (what !== null && !what[0].startsWith('how')) {
    const thing = wordsUntilVerb(q.slice(what[0].length));
    if (thing.length > 0) return thing.some((w) => MONEY_WORD.test(w));
    return PAID.test(q);
  }
  if (/\bhow much\b/.test(q)) return q.split(/[^\p{L}]+/u).some((w) => MONEY_WORD.test(w));
  return PAID.test(q);
}
/** An amount of money or a percentage, as mail writes it. */
const MONEY =
  /[€$£¥₹]\s?\d|\b(?:eur|usd|gbp|aed|cad|pln|brl|chf|sek|nok|dkk|aud|nzd|inr|jpy|sgd|hkd|zar|mxn)\s?\d|(?<![\d,.])\d[\d,.]*\s?(?:k|m|mn|bn|million|billion|thousand)?\s?(?:eur|euros?|usd|dollars?|bucks|gbp|pounds?|quid|aed|dirhams?|cad|pln|zlotys?|złoty|zł|zl|brl|reais|chf|francs?|sek|nok|dkk|kr|kroner|kronor|aud|nzd|inr|rupees?|yen)\b|(?<![\d,.])\d[\d,.]*\s?k\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s(?:hundred\s|thousand\s|million\s){0,2}(?:euros?|dollars?|bucks|pounds?|quid|dirhams?)\b|\d\s?%|\bper ?cent\b/i;
/** "How many trucks…": the thing counted follows. */
const HOW_MANY = /\bhow many\s/;

/**
 * The thing counted: the last word before the verb after "how many" ("how many training sessions
 * are…": sessions; "how many FM-350 meters does…": meters).
 */
function countedOf(question: string): string | undefined {
  const at = HOW_MANY.exec(question);
  if (at === null) return undefined;
  const words: string[] = [];
  for (const word of question
    .slice(at.index + at[0].length)
    .split(/\s+/)
    .slice(0, 4)
    .map(withoutTrailingMarks)) {
    if (word === '' || (VERB.test(word) && !word.endsWith('ing'))) break;
    if (/^\p{L}[\p{L}-]*$/u.test(word)) words.push(word);
  }
  return words[words.length - 1];
}
/** A number as mail writes a count: digits or a word. */
const COUNT_WORD =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen|dozens|hundreds|thousands)$/;
/** How many words may stand between a count and what it counts ("212 retail stores"). */
const COUNT_REACH = 3;

/** "meters?" → "meters", "212," → "212": a word without the marks that end it (no pattern: linear). */
function withoutTrailingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && !/[\p{L}\p{N}-]/u.test(word[end - 1] as string)) end--;
  return word.slice(0, end);
}

/** The same word, singular or plural ("truck", "trucks"; "entry", "entries"). */
function sameNoun(a: string, b: string): boolean {
  const stem = (w: string) =>
    w
      .replace(/ies$/, 'y')
      .replace(/(?:ches|shes|xes|ses)$/, (m) => m.slice(0, -2))
      .replace(/s$/, '');
  // "no-shows" counts "shows".
  const last = a.includes('-') ? a.slice(a.lastIndexOf('-') + 1) : a;
  return a === b || stem(a) === stem(b) || stem(last) === stem(b);
}

/**
 * Whether a sentence holding a figure holds the figure asked for: money for a question about a
 * price, a count of the thing for "how many X" (a number within a few words of X).
 */
export function holdsAskedFigure(sentence: string, question: string): boolean {
  const q = question.toLowerCase();
  const counted = countedOf(q);
  if (counted !== undefined) {
    const words = sentence
      .toLowerCase()
      .split(/[^\p{L}\p{N},.-]+/u)
      .map(withoutTrailingMarks);
    return words.some(
      (w, i) =>
        COUNT_WORD.test(w) && words.slice(i + 1, i + 2 + COUNT_REACH).some((next) => sameNoun(next, counted)),
    );
  }
  if (asksMoney(q)) return MONEY.test(sentence);
  return true;
}

export function holdsAskedValue(
  text: string,
  title: string,
  kind: AnswerShape,
  question: string,
  about: (sentence: string) => boolean,
  namesIt?: (sentence: string) => boolean,
): boolean {
  const titled = title !== '' && about(title);
  // "How many trucks does Jebel Cargo have?": the figure stands with the name asked about (in its
  // sentence, the one before, or the subject), not in a line about another customer.
  const near = (i: number) =>
    namesIt === undefined ||
    namesIt(sentences[i] as string) ||
    (i > 0 && namesIt(sentences[i - 1] as string)) ||
    (title !== '' && namesIt(title));
  const counting = countedOf(question.toLowerCase()) !== undefined;
  // A year the question names ("semester 1 2027") is no answer to it.
  const named = new Set(question.match(/\d+/g) ?? []);
  const season = (sentence: string) =>
    [...sentence.matchAll(SEASONS)].some((m) => !named.has(m[0].toLowerCase()));
  const holds = (sentence: string) =>
    (kind !== 'date' || stated(sentence, (clause) => DATE_WORDS.test(clause) || season(clause))) &&
    ((kind === 'figure'
      ? // "all four Baker Analytics sites": a count may be a word.
        (counting || holdsShape(withoutNonAmounts(sentence), kind, question)) &&
        holdsAskedFigure(sentence, question)
      : holdsShape(sentence, kind, question)) ||
      (kind === 'date' && season(sentence)));
  const sentences = sentencesWithSpans(text).map((s) => s.text);
  return sentences.some(
    (s, i) => holds(s) && (titled || about(s) || (i > 0 && about(sentences[i - 1] as string))) && near(i),
  );
}

/** A date offered rather than fixed: "maybe early November", "could we meet then?". */
const HEDGE =
  /\b(?:maybe|perhaps|possibly|could we|shall we|should we|how about|what about|would (?:\S+ ){0,4}?(?:work|suit))\b/i;

/** Where a sentence's clauses end: a comma, a semicolon or a colon, or a sentence's mark. */
const CLAUSE_END = /[,;:]\s|(?<=[.!?])\s+/;

/**
 * Whether a sentence states a date in a clause that neither asks nor hedges: "the demo tenant
 * expires on 13 Nov, can it be extended?" states one; "Shall we do a call next Tuesday?" and
 * "maybe an onsite in Austin in April" offer one, which is no fixed date.
 */
function stated(sentence: string, dated: (clause: string) => boolean): boolean {
  return sentence
    .split(CLAUSE_END)
    .some((clause) => !/\?\s*$/.test(clause) && !HEDGE.test(clause) && dated(clause));
}

/** A number written in thousands ("1 200 000", "420.000"): an amount, not a phone number. */
const THOUSANDS = /^\d{1,3}(?:[\s.]\d{3})+$/;
/**
 * A year as dates name it: after a quarter, a month or a preposition ("Q1 2027", "April 2026",
 * "in 2027", "since 2019"), or a span ("2026/27").
 */
const YEAR = new RegExp(
  `(?:\\b(?:q[1-4]|h[12]|fy|in|since|until|till|by|from|of|during|early|late|mid|end of|${MONTH_NAMES})\\s+)(?:19|20)\\d\\d\\b|\\b(?:19|20)\\d\\d[/-]\\d\\d\\b`,
  'gi',
);

/**
 * The sentence without numbers that are no amount: a phone number ("+43 732 555 0108" in a
 * signature) or a year ("They want to start in Q1 2027"), so a fact holding only those does not
 * answer "how much" (issue 24, near misses).
 */
export function withoutNonAmounts(sentence: string): string {
  return sentence
    .replace(PHONE_PATTERN, (m) => {
      const digits = m.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15 && !THOUSANDS.test(m.trim()) ? ' ' : m;
    })
    .replace(YEAR, ' ');
}
