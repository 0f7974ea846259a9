/**
 * What a sentence of a model's answer asserts that can be checked against the passage it
 * cites: its figures (numbers, amounts, phone digits), names (capitalised words, email
 * addresses, known contact names written in any case) and dates (months, weekdays,
 * "tomorrow"). Plain functions, no model, no I/O.
 */
import { MONTHS, WEEKDAYS } from '../dates.js';
import { analyse } from '../nlp.js';

export interface Claims {
  /** Numeric values, normalised ("$40k" and "40,000" are both "40000"). */
  figures: string[];
  /** Folded words ("jürgen" → "jurgen") and email addresses. */
  names: string[];
  /** Three-letter month/weekday keys ("nov", "tue") and relative day words ("tomorrow"). */
  dates: string[];
}

/** "november" and "nov" → "nov"; "tuesday", "tue" and "tues" → "tue". */
const MONTH_NAMES = new Map(
  MONTHS.flatMap((m) => [[m, m.slice(0, 3)] as const, [m.slice(0, 3), m.slice(0, 3)] as const]),
);
MONTH_NAMES.set('sept', 'sep');
const WEEKDAY_NAMES = new Map(
  WEEKDAYS.flatMap((d) => [[d, d.slice(0, 3)] as const, [d.slice(0, 3), d.slice(0, 3)] as const]),
);
for (const [abbr, key] of [
  ['tues', 'tue'],
  ['thur', 'thu'],
  ['thurs', 'thu'],
] as const)
  WEEKDAY_NAMES.set(abbr, key);
const RELATIVE_DAYS = new Set(['today', 'tomorrow', 'yesterday', 'tonight']);

/**
 * Capitalised words that say nothing checkable: sentence openers, pronouns, function words,
 * and the words models put around a cited fact. Everything else capitalised counts as a name.
 */
const NOT_NAMES = new Set(
  `a an the this that these those there here it its i i'm i've i'd you your yours he she him her his hers they them
their we our us me my mine who whom whose what when where which why how yes no not and but or nor so yet also
however although though because since while if then than as at by for from in into of on onto to with within without
about after before during until upon via per both either neither each every all any some most many much more few
one none no-one nobody someone somebody something nothing anything everything based according regarding overall
note please sure okay ok additionally furthermore moreover meanwhile instead still just only already again later
earlier soon once be is are was were been being am do does did done have has had having will would shall should can
could may might must let lets let's there's here's that's it's he's she's they're we're you're don't didn't doesn't
isn't wasn't aren't weren't won't can't couldn't wouldn't shouldn't hasn't haven't hadn't`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case, accents and ß folded, so "Jürgen Weiß" and "jurgen weiss" compare equal. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** "[1]", "[2, 3]", "[1][2]" markers. */
export const CITATION_PATTERN = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/g;

export function withoutCitations(sentence: string): string {
  return sentence.replace(CITATION_PATTERN, ' ');
}

/** Starts where the local part starts, as extract.ts's EMAIL_PATTERN (linear, issue 21). */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const FIGURE =
  /(?<![\p{L}\p{N}])[$€£¥]?\s?(\d+(?:[.,]\d+)*)(?:\s?(k|m|bn|thousand|million|billion)(?![\p{L}]))?(?:st|nd|rd|th|am|pm|%)?(?![\p{L}\p{N}])/giu;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

/** The numeric value of "40,000", "1.5", "0134" (as digits), as a comparable string. */
function figureValue(digits: string, multiplier: string | undefined): string {
  // "40,000" and "1,250,000" group thousands; "1.5" is a decimal.
  const grouped = /^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(/,/g, '.');
  const value = Number(grouped);
  if (!Number.isFinite(value)) return grouped;
  const scaled = multiplier === undefined ? value : value * (MULTIPLIERS[multiplier.toLowerCase()] ?? 1);
  return String(Math.round(scaled * 1000) / 1000);
}

/** Every figure in a text, as values. */
export function figuresOf(text: string): string[] {
  const found: string[] = [];
  for (const m of withoutCitations(text.replace(EMAIL, ' ')).matchAll(FIGURE)) {
    const digits = m[1];
    if (digits === undefined) continue;
    found.push(figureValue(digits.replace(/[.,]$/, ''), m[2]));
  }
  return found;
}

/** Words of a text, folded, possessives dropped, for looking names and dates up. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const w of fold(text).split(/[^\p{L}\p{N}'’]+/u)) {
    const word = w.replace(/['’]s?$/u, '').replace(/^['’]+/u, '');
    if (word !== '') words.add(word);
  }
  return words;
}

function dateKey(word: string): string | undefined {
  return MONTH_NAMES.get(word) ?? WEEKDAY_NAMES.get(word) ?? (RELATIVE_DAYS.has(word) ? word : undefined);
}

/** Month, weekday and relative-day keys a text mentions. */
export function datesOf(text: string): Set<string> {
  const keys = new Set<string>();
  for (const word of wordsOf(text)) {
    const key = dateKey(word);
    if (key !== undefined) keys.add(key);
  }
  return keys;
}

/**
 * The claims of one sentence. `knownNames` (contact and sender names of the passages the
 * model saw) count in any case: "sara lee" is as much a name as "Sara Lee".
 */
export function claimsOf(sentence: string, knownNames: readonly string[] = []): Claims {
  const text = withoutCitations(sentence);
  const names = new Set<string>();
  for (const email of text.match(EMAIL) ?? []) names.add(email.toLowerCase());
  const rest = text.replace(EMAIL, ' ');
  const dates = new Set<string>();
  const words = wordsOf(rest);
  for (const word of words) {
    const key = dateKey(word);
    // "may" the verb is not May the month; only a capitalised "May" is.
    if (key !== undefined && (word !== 'may' || /\bMay\b/.test(rest))) dates.add(key);
  }
  const opening = rest.match(/^[\s\p{P}]*([\p{L}\p{N}'’-]+)/u)?.[1];
  for (const m of rest.matchAll(/(?<![\p{L}\p{N}'’])[\p{Lu}][\p{L}\p{N}'’-]*/gu)) {
    // A sentence's first word is capitalised whatever it is: a name only when tagged as one.
    if (m.index === rest.indexOf(opening ?? '\u0000') && !isProperNoun(rest)) continue;
    for (const part of m[0].split('-')) {
      const word = fold(part).replace(/['’]s?$/u, '');
      if (word.length < 2 || NOT_NAMES.has(word) || dateKey(word) !== undefined) continue;
      if (/^\p{Lu}/u.test(part)) names.add(word);
    }
  }
  for (const name of knownNames) {
    for (const part of wordsOf(name)) if (part.length > 1 && words.has(part)) names.add(part);
  }
  return { figures: [...new Set(figuresOf(rest))], names: [...names], dates: [...dates] };
}

/** Whether the sentence opens with a proper noun ("Sara asked…", not "Discussed…"). */
function isProperNoun(sentence: string): boolean {
  const first = analyse(sentence.trim()).tokens.find((t) => t.type === 'word');
  return first?.pos === 'PROPN';
}

/** What a passage can vouch for, computed once per passage. */
export interface Evidence {
  figures: Set<string>;
  words: Set<string>;
  dates: Set<string>;
  emails: Set<string>;
}

export function evidenceOf(text: string): Evidence {
  return {
    figures: new Set(figuresOf(text)),
    words: wordsOf(text),
    dates: datesOf(text),
    emails: new Set((text.match(EMAIL) ?? []).map((e) => e.toLowerCase())),
  };
}

/** The claims none of the evidence holds; empty when the sentence is fully supported. */
export function unsupported(claims: Claims, evidence: readonly Evidence[]): string[] {
  const missing: string[] = [];
  for (const f of claims.figures) if (!evidence.some((e) => e.figures.has(f))) missing.push(f);
  for (const n of claims.names) {
    const held = n.includes('@')
      ? evidence.some((e) => e.emails.has(n))
      : evidence.some((e) => e.words.has(n));
    if (!held) missing.push(n);
  }
  for (const d of claims.dates) if (!evidence.some((e) => e.dates.has(d))) missing.push(d);
  return missing;
}
