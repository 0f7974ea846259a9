import { UTC, wallClock } from '../lib/timeZone.js';
import { wordTable } from '../lib/wordTable.js';
import type { AnswerShape } from './cite.js';
import { MAX_HISTORY_TURNS } from './constants.js';
import { resolveDate } from './dates.js';
import { turnNames } from './followUp.js';
import { periodOf } from './meta.js';
import { findNames, type NamedEntity } from './names.js';
import { analyse } from './nlp.js';
import { asksBareNumber, possessiveOf, typedName } from './typedName.js';
import type { HistoryTurn, SourceKind } from './types.js';
import { AMOUNT_NOUNS, askedValueKind, askedWords } from './valueKind.js';

/**
 * Turns a chat question (plus the chat's history) into what to search for: the names
 * the answer must be about, other keywords, the contact field asked for, and a date
 * range when the question names one.
 */

export type ContactField = 'phone' | 'email' | 'company' | 'title';

const BARE_WEEKDAY = /^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;
const PAST_TENSE = /\b(?:did|was|were|sent|wrote|emailed|said|told|had|came)\b/i;
const isoDayOf = (d: Date) => d.toISOString().slice(0, 10);
const weekBefore = (day: string) => isoDayOf(new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 86_400_000));

/** Verbs of a person's own asking and thinking: "what does Claudia want", "what did Priya point to". */
const ASKING_VERB =
  /^(?:want|wants|need|needs|ask|asks|asked|require|requires|expect|expects|think|thinks|propose|proposes|suggest|suggests|offer|offers|point|points|prefer|prefers)\b/i;

/** "what does Claudia Reuter want to see": the person named is who wants it, in their own mail. */
function wantsOrAsks(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at === -1 || !/\b(?:does|did|do|will|would)\s+$/i.test(text.slice(Math.max(0, at - 8), at)))
    return false;
  return ASKING_VERB.test(
    text
      .slice(at + name.length)
      .replace(/^'s\b/, '')
      .trimStart(),
  );
}

export interface ResolvedQuestion {
  /** The question with pronouns replaced by what they refer to. */
  text: string;
  /** People, companies and email addresses the answer must be about. */
  names: string[];
  /** Other content words (lower-case; verbs also as their base form). */
  keywords: string[];
  /** `keywords` grouped by the word they came from ("met" → ["meet", "met"]). */
  keywordGroups: string[][];
  /**
   * Per keyword group: it frames the question rather than names what is asked (an adverb such as
   * "instead", a verb of wanting): it counts when a fact holds it, and is not required.
   */
  framing?: boolean[];
  /** Everything to search for: name words, emails and keywords, lower-case, unique. */
  terms: string[];
  field?: ContactField;
  /** The kind of record the question asks about ("emails from John" → email), for ranking. */
  kind?: SourceKind;
  /** "Who is Sara Lee?": the person's contact card answers first. */
  aboutPerson?: boolean;
  /** "When should I follow up with Sara?": a question about the user's own tasks. */
  ownTask?: boolean;
  /**
   * Calendar days [from, to) named by the question ("last week"), in the asker's time zone
   * (absent: UTC): only mail and notes of that period answer.
   */
  dateRange?: { from: string; to: string; timeZone?: string };
  /** "What did Luis send me?": what the people named wrote, not the user's mail to them. */
  sentByNamed?: boolean;
  /**
   * "What did Fernanda say about LGPD?": what they said, when any of their mail is about it; else
   * what was said to or about them (a reply of theirs may answer in the conversation).
   */
  saidByNamed?: boolean;
  /** "When…?" wants a date, "How much…?" a figure: the passage cited should hold one. */
  shape?: AnswerShape;
  /**
   * "What did I originally quote Larkspur?" asks for the earliest of the facts that answer, "the
   * latest price we've offered" for the newest: the word orders the answers, it is no keyword.
   */
  order?: 'earliest' | 'latest';
  /**
   * The keywords that are common nouns ("train", "budget"): what the question is about. When no
   * fact found holds one (nor a word related to it), nothing found is about the question.
   */
  things?: string[];
  /** "Brennholt PO number?", "the tracking number": a code is asked for, which the answer holds. */
  asksCode?: boolean;
  /**
   * "Which vendor is Tarsis considering instead of us?", "who are we up against at X", "who beat
   * us": a rival is asked for; the answer is a sentence naming one ("we're also talking to Fennec").
   */
  asksRival?: boolean;
}

/** A question asking for a competitor, and the words that only frame it. */
const RIVAL_QUESTION =
  /\b(?:vendors?|competitors?|competition|alternatives?|suppliers?|providers?)\b[^?]{0,60}\b(?:consider|considering|weigh|weighing|instead|against|evaluating|comparing|talking)\b|\bup against\b|\binstead of us\b|\bbeat us\b|\b(?:lose|lost) (?:\S+ )?to\b|\bwho (?:else )?(?:are|is) (?:they|\S+) (?:talking|speaking) to\b/i;
const RIVAL_FRAMES = new Set([
  'vendor',
  'vendors',
  'competitor',
  'competitors',
  'competition',
  'alternative',
  'alternatives',
  'supplier',
  'suppliers',
  'provider',
  'providers',
  'consider',
  'considering',
  'weigh',
  'weighing',
  'instead',
  'against',
  'evaluating',
  'comparing',
  'talking',
  'talk',
  'beat',
  'lose',
  'lost',
  'else',
]);

/** Nouns naming the kind of value asked for: an amount ("price") or a day ("deadline"). */
const VALUE_NOUNS = new Set([
  ...AMOUNT_NOUNS,
  'date',
  'day',
  'deadline',
  'time',
  'number',
  'amount',
  'figure',
]);

/**
 * Words that ask for the price itself ("what price did we give them", "what did we quote"): any
 * amount in mail with them may be it. Not "budget" or "discount": a kind of amount the mail names.
 */
const PRICE_WORDS = new Set([
  'price',
  'prices',
  'pricing',
  'quote',
  'quoted',
  'offer',
  'offered',
  'charge',
  'charged',
  'pay',
  'paid',
]);

/** Words that pick one of several answers by date rather than say what is asked about. */
const ORDER_WORDS: Record<string, 'earliest' | 'latest'> = {
  original: 'earliest',
  originally: 'earliest',
  initial: 'earliest',
  initially: 'earliest',
  latest: 'latest',
  newest: 'latest',
  current: 'latest',
  currently: 'latest',
};

/** A state the question asks about ("use", "run on"): with it, "today" means now. */
const STATE_NOW = /\b(?:use|uses|using|run|runs|running|work with|works with)\b/i;
/** Something that happens on a day ("came in today", "my call today"): "today" is then that day. */
const EVENT_TODAY =
  /\b(?:came|come|comes|sent|send|received|receive|got|get|emailed|wrote|write|arrived|meeting|call|calls|new)\b/i;

/** Pronouns that are the subject of the verb after them. */
const SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it']);

const PERSONAL_PRONOUNS = new Set(['she', 'her', 'hers', 'he', 'him', 'his']);
const NEUTRAL_PRONOUNS = new Set(['it', 'its', 'they', 'them', 'their', 'theirs']);
const POSSESSIVE_PRONOUNS = new Set(['her', 'his', 'its', 'their']);

/** Words that say nothing about what to look for. */
export const STOP_WORDS = new Set(
  `thru a about above after again against all also am an and any anyone anything are as at be because been before being
below between both but by can could did do does doing done down during each else ever every everything few for from
further get gets got had has have having here how i if in into is it its just know last latest let like list many me much
mention mentioned more most my myself need new news no nor not now of off on once only or other our ours out over
own please pull recent recently remind said same say search see she should show so some something status still stuff
summarise summarize summary tell than that the their theirs them then there these they thing things this those
through to too under until up update updates us very was we were what whats when where which while who whom
whose why will with would yet you your yours give find info information details latest happen happened going lookup
look fetch display check send sends sent sending write writes wrote written writing emailed emailing mailed
told ask asks asked hear heard talk talked speak spoke`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Framing verbs that say what is asked about when a particle follows: "what did Priya ask for",
 * "when should I check in with Grace", "what does Henrik need" (not "do I need to").
 */
const PHRASAL_KEYWORDS = wordTable<string[]>({
  ask: ['for'],
  asks: ['for'],
  asked: ['for'],
  check: ['in', 'on', 'back'],
  need: ['?', '.', 'the', 'a', 'an', 'our', 'my', 'his', 'her', 'their', 'from', 'by', 'for'],
  needs: ['?', '.', 'the', 'a', 'an', 'our', 'my', 'his', 'her', 'their', 'from', 'by', 'for'],
});

/** Words that are the question's frame when their neighbours say so (previous, next word). */
const QUESTION_FRAMES = wordTable<(previous: string, next: string) => boolean>({
  long: (previous) => previous === 'how',
  often: (previous) => previous === 'how',
  soon: (previous) => previous === 'how',
  according: (_, next) => next === 'to',
});

/** Verbs of wanting frame what is asked ("what does Jürgen want"; the mail says "would like"). */
const FRAMING_VERBS = new Set(['want', 'wish', 'prefer']);

/** Field words are what is asked for, not what to search for. */
const FIELD_WORDS: Record<ContactField, string[]> = {
  phone: ['phone', 'number', 'mobile', 'cell', 'telephone', 'tel', 'office', 'direct', 'landline', 'desk'],
  email: ['email', 'e-mail', 'address', 'mail'],
  company: ['company', 'employer', 'organisation', 'organization', 'work', 'works'],
  title: ['title', 'role', 'position', 'job'],
};

/** Words naming a kind of record: they choose where to look, not what to look for. */
const KIND_WORDS = wordTable<SourceKind>({
  email: 'email',
  emails: 'email',
  mail: 'email',
  mails: 'email',
  message: 'email',
  messages: 'email',
  thread: 'email',
  contact: 'contact',
  contacts: 'contact',
  update: 'post_update',
  updates: 'post_update',
  note: 'post_update',
  notes: 'post_update',
});

/**
 * A question about what someone wrote or sent: "did Lena send", "has Tom written", "Jürgen
 * emailed"; not "do I have to send" (a task, in the user's notes).
 */
const SENT_BY_MAIL =
  /\bdid\b[^?]*?\b(?:send|write|e-?mail|mail|message)\b|\b(?:has|have)\b[^?]*?\b(?:sent|written|e-?mailed|mailed|messaged)\b|\b(?:wrote|e-?mailed|mailed|messaged)\b/i;

/** Irregular past forms, so a search for "meet" also finds "Met with Jane". */
/**
 * Business abbreviations and how mail spells them out: "Brennholt PO number?" is answered by
 * "our purchase order 4500-7781". Matched as written phrases.
 */
const ABBREVIATIONS = wordTable<string[]>({
  po: ['purchase order'],
  nda: ['non-disclosure'],
  sow: ['statement of work'],
  rfp: ['request for proposal'],
  rfq: ['request for quotation', 'request for quote'],
  msa: ['master services agreement', 'master service agreement'],
  sla: ['service level'],
  dpa: ['data processing agreement'],
  poc: ['proof of concept'],
  reg: ['registration'],
  max: ['maximum'],
  min: ['minimum'],
  qty: ['quantity'],
  ref: ['reference'],
  yr: ['year'],
});

/**
 * "PO number", "invoice no", "tracking ID": after a noun, the word names the kind of value asked
 * for (a code, which the answer holds), not a word the answer says.
 */
function identifierNoun(tokens: readonly { normal: string; pos: string }[], i: number): boolean {
  const word = tokens[i]?.normal ?? '';
  const before = tokens[i - 1];
  return (
    (word === 'number' || word === 'id' || word === 'no' || word === 'reference') &&
    before !== undefined &&
    /^[\p{L}\p{N}]{2,}$/u.test(before.normal) &&
    !STOP_WORDS.has(before.normal)
  );
}

const IRREGULAR_FORMS = wordTable<string[]>({
  meet: ['met'],
  speak: ['spoke', 'spoken'],
  send: ['sent'],
  tell: ['told'],
  say: ['said'],
  pay: ['paid'],
  buy: ['bought'],
  sell: ['sold'],
  win: ['won'],
  lose: ['lost'],
  write: ['wrote'],
  leave: ['left'],
  bring: ['brought'],
  hear: ['heard'],
  catch: ['caught'],
});

/** The contact field a question asks for, if any ("Jane's phone?" → phone). */
export function detectField(question: string): ContactField | undefined {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (
    /\b(phone|mobile|cell|telephone)\b|(?<!\b(?!(?:the|a|an|his|her|their|its|direct|office|work|desk|contact|best)\b)[a-z]+ )\bnumber (of|for)\b|(?:'s|\b(?:his|her|their)) (?:(?:office|direct|work|desk) )?number\b/.test(
      q,
    )
  ) {
    return 'phone';
  }
  if (
    // "in her email" is where something was said, not the address asked for.
    /\be-?mail address\b|(?<!\b(?:in|from|on|by|via|through) )\b(his|her|their|its)\s+e-?mail\b|'s e-?mail\b|\be-?mail (of|for)\b|\bcontact (details|info)\b/.test(
      q,
    ) ||
    /^(and |what about |what's |whats )?(the )?e-?mail\??$/.test(q.trim()) ||
    // "benoit lefebvre email", "jess trans email?"
    /^(?!(?:what|who|when|where|why|how|which|did|does|do|has|have|had|can|could|will|would)\b)[\p{L} .'-]+ e-?mail(?: address)?\s*\??$/u.test(
      q.trim(),
    )
  ) {
    return 'email';
  }
  if (/\b(job title|title|role|position)\b/.test(q)) return 'title';
  // "What does Amara Okafor do?", "What is Jan-Erik's job?"
  if (/^what does .+ do(?: at .+| for a living)?\??$/.test(q.trim()) || /'s job\b|\bjob (of|for)\b/.test(q))
    return 'title';
  // "What company is Daniel with?", "who does Olivia work for?"; not "who works at Fabrikam?" (a search).
  const asksCompany = [
    /\b(which|what) (company|employer|organi[sz]ation)\b/,
    /\bwhere does .+ work\b/,
    /\bwho does .+ work for\b/,
    /\b(company|employer) (of|for)\b/,
    // "Zainab Okafor company?"
    /^[\p{L} .'-]+ (company|employer)\s*\??$/u,
    /'s (company|employer)\b/,
    /\b(his|her|their) (company|employer)\b/,
  ];
  if (asksCompany.some((re) => re.test(q))) return 'company';
  return undefined;
}

/**
 * The name a pronoun can refer to among the names of one turn (question first, then answer): a
 * person for "she"/"he", a company for "it", else what the wording did not tell. A person anywhere
 * in the turn wins over an untold name in its question: after "Why is the Lagos Freight shipment
 * delayed?" answered "Amara Okafor wrote…", "her" is Amara, not Lagos Freight.
 */
function pickAntecedent(names: NamedEntity[], pronoun: string): NamedEntity | undefined {
  if (PERSONAL_PRONOUNS.has(pronoun)) {
    return names.find((n) => n.kind === 'person') ?? names.find((n) => n.kind === 'unknown');
  }
  if (pronoun === 'it' || pronoun === 'its') {
    return names.find((n) => n.kind === 'company') ?? names.find((n) => n.kind === 'unknown');
  }
  return names.find((n) => n.kind === 'company') ?? names[0];
}

/** The most recent name in the history a pronoun can refer to; the user's own words first. */
export function findAntecedent(history: HistoryTurn[], pronoun: string): string | undefined {
  const oldest = Math.max(0, history.length - MAX_HISTORY_TURNS);
  for (let i = history.length - 1; i >= oldest; i--) {
    const turn = history[i];
    if (turn === undefined) continue;
    const found = pickAntecedent(turnNames(turn), pronoun);
    if (found !== undefined) return found.name;
  }
  return undefined;
}

function isElliptical(question: string): boolean {
  return /^\s*(and|also|plus|what about|how about|same for|ok and|and what about)\b/i.test(question);
}

function dayAfter(iso: string, unit: 'day' | 'week' | 'month' | 'year'): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (unit === 'day') d.setUTCDate(d.getUTCDate() + 1);
  if (unit === 'week') d.setUTCDate(d.getUTCDate() + 7);
  if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

interface QuestionParts {
  kind?: SourceKind;
  names: NamedEntity[];
  keywords: string[];
  keywordGroups: string[][];
  framing: boolean[];
  dateRange?: { from: string; to: string; timeZone?: string };
  pronouns: string[];
  order?: 'earliest' | 'latest';
  things: string[];
  asksCode: boolean;
}

function readQuestion(
  text: string,
  instant: Date,
  timeZone: string,
  field: ContactField | undefined,
): QuestionParts {
  const { tokens, entities } = analyse(text);
  const names = findNames(text);
  const nameWords = new Set(
    names.flatMap((n) =>
      wholeName(text, n.name)
        .toLowerCase()
        .split(/[\s-]+/),
    ),
  );
  const dateWords = new Set<string>();
  // "last week", "in March", "since Monday": the same periods metadata questions use.
  const found = periodOf(text, instant, timeZone);
  // "What system does Baltica use today?": "today" says now, not which mail to read.
  const period =
    found?.label === 'today' && STATE_NOW.test(text) && !EVENT_TODAY.test(text) ? undefined : found;
  let dateRange: QuestionParts['dateRange'] =
    period === undefined ? undefined : { from: period.from, to: period.to };
  if (found !== undefined && period === undefined) dateWords.add('today');
  for (const w of period?.label.toLowerCase().split(/\s+/) ?? []) dateWords.add(w);
  const now = wallClock(instant, timeZone);
  for (const e of entities) {
    if (e.type !== 'DATE' && e.type !== 'TIME') continue;
    // "Jan-Erik" is a name, not January.
    if (inHyphenatedWord(text, e.value)) continue;
    for (const w of e.value.toLowerCase().split(/\s+/)) dateWords.add(w);
    const next = dateRange === undefined ? resolveDate(e.value, now) : undefined;
    // "what did Inês send me on saturday", asked on a Monday: a bare weekday in a question about
    // the past is the last such day, not the next.
    const from =
      next !== undefined && BARE_WEEKDAY.test(e.value.trim()) && PAST_TENSE.test(text) && next > isoDayOf(now)
        ? weekBefore(next)
        : next;
    if (from !== undefined) {
      const v = e.value.toLowerCase();
      const bareMonth = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/.test(v);
      const unit = /week/.test(v)
        ? 'week'
        : /month/.test(v) || bareMonth
          ? 'month'
          : /year/.test(v)
            ? 'year'
            : 'day';
      dateRange = { from, to: dayAfter(from, unit) };
    }
  }
  const fieldWords = new Set(field === undefined ? [] : FIELD_WORDS[field]);
  const keywords: string[] = [];
  const keywordGroups: string[][] = [];
  const framing: boolean[] = [];
  const pronouns: string[] = [];
  let kind: SourceKind | undefined;
  let order: 'earliest' | 'latest' | undefined;
  const things: string[] = [];
  let asksCode = false;
  for (const [i, t] of tokens.entries()) {
    const normal = t.normal.replace(/^'+|'+$/g, '');
    const phrasal = PHRASAL_KEYWORDS[normal]?.includes(tokens[i + 1]?.normal ?? '') === true;
    if (PERSONAL_PRONOUNS.has(normal) || NEUTRAL_PRONOUNS.has(normal)) pronouns.push(normal);
    if (t.type === 'email') continue;
    if (!/[\p{L}\p{N}]/u.test(normal) || normal.length < 2) continue;
    if (t.pos === 'PUNCT' || t.pos === 'PRON' || t.pos === 'DET' || t.pos === 'AUX') continue;
    // "latest" is a stop word too: ordering the answers is all it says.
    if (ORDER_WORDS[normal] !== undefined && !nameWords.has(normal)) {
      order ??= ORDER_WORDS[normal];
      continue;
    }
    // "what did I first offer her", "Priya first said", "our first offer": the earliest; not "the
    // first delivery", which names the delivery.
    if (normal === 'first' && (t.pos === 'ADV' || tokens[i - 1]?.pos === 'PRON')) {
      order ??= 'earliest';
      continue;
    }
    if (
      (STOP_WORDS.has(normal) && !phrasal) ||
      nameWords.has(normal) ||
      dateWords.has(normal) ||
      fieldWords.has(normal)
    )
      continue;
    const kindWord = KIND_WORDS[normal];
    if (kindWord !== undefined) {
      kind ??= kindWord;
      continue;
    }
    if (normal === "'s" || normal === 'not') continue;
    // "How long…", "how often…" ask for the answer's kind, "according to X" for its source.
    if (QUESTION_FRAMES[normal]?.(tokens[i - 1]?.normal ?? '', tokens[i + 1]?.normal ?? '') === true)
      continue;
    const base = t.pos === 'VERB' ? t.lemma.toLowerCase() : normal;
    const forms = [
      ...new Set([base, normal, ...(IRREGULAR_FORMS[base] ?? []), ...(ABBREVIATIONS[normal] ?? [])]),
    ].filter((f) => phrasal || !STOP_WORDS.has(f));
    if (forms.length > 0 && !forms.every((f) => keywords.includes(f))) {
      keywordGroups.push(forms);
      // "What discount did Zorblax ask for?": asking for it, at the end, frames the thing asked
      // (the mail says "if you give us"); "did Sara ask for a recording" still needs the asking.
      const askedFor = phrasal && base === 'ask' && /^[?.!]?$/.test(tokens[i + 2]?.normal ?? '');
      const code = identifierNoun(tokens, i);
      if (code) asksCode = true;
      const frames = t.pos === 'ADV' || FRAMING_VERBS.has(base) || askedFor || code;
      framing.push(frames);
      // "does Soren use a month": a word right after its subject is its verb, whatever the tagger says.
      const previous = tokens[i - 1]?.normal ?? '';
      const afterSubject = nameWords.has(previous) || SUBJECTS.has(previous);
      if (t.pos === 'NOUN' && !frames && !afterSubject && forms[0] !== undefined) things.push(forms[0]);
      for (const f of forms) if (!keywords.includes(f)) keywords.push(f);
    }
  }
  const parts: QuestionParts = { names, keywords, keywordGroups, framing, pronouns, things, asksCode };
  if (dateRange !== undefined) parts.dateRange = timeZone === UTC ? dateRange : { ...dateRange, timeZone };
  if (kind !== undefined) parts.kind = kind;
  if (order !== undefined) parts.order = order;
  return parts;
}

function replacePronouns(text: string, name: string): string {
  return text.replace(/\b(she|he|him|her|hers|his|they|them|their|theirs|it|its)\b/gi, (p) =>
    POSSESSIVE_PRONOUNS.has(p.toLowerCase()) ? `${name}'s` : name,
  );
}

/** `text` as a regular expression that matches it literally. */
export { possessiveOf };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `part` stands in `text` only as a piece of a hyphenated word ("Jan" in "Jan-Erik"). */
function inHyphenatedWord(text: string, part: string): boolean {
  const escaped = literal(part);
  const alone = new RegExp(`(?<![\\p{L}-])${escaped}(?![\\p{L}-])`, 'iu');
  return !alone.test(text) && new RegExp(escaped, 'i').test(text);
}

/**
 * A name with the hyphenated first part the tokenizer split off ("Jan-Erik Solberg" read as
 * "Erik Solberg"): the name as the text writes it. A match starts only at the chain's first part
 * (the lookbehind), so a long chain is not read again from each of its parts (issue 21).
 */
export function wholeName(text: string, name: string): string {
  const escaped = literal(name);
  const match = new RegExp(`(?<!\\p{Lu}\\p{Ll}+-)(?:\\p{Lu}\\p{Ll}+-)+${escaped}(?![\\p{L}])`, 'u').exec(
    text,
  );
  return match ? match[0] : name;
}

/** What to search for to answer `question`, using `history` for follow-ups. */
export function resolveQuestion(
  question: string,
  history: HistoryTurn[],
  now: Date,
  timeZone: string = UTC,
): ResolvedQuestion {
  const text = question
    .replace(/[’‘]/g, "'")
    // "person12345" is how people type "Person 12345": search for both words.
    .replace(/\b(\p{L}{2,})(\d{3,})\b/gu, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  const previous = history[history.length - 1];
  const elliptical = isElliptical(text);
  let field = detectField(text) ?? (asksBareNumber(text) ? 'phone' : undefined);
  if (field === undefined && elliptical && previous !== undefined) field = detectField(previous.question);

  const parts = readQuestion(text, now, timeZone, field);
  const written = parts.names.map((n) => wholeName(text, possessiveOf(n.name)));
  // "Mary" of "Mary-Kate Olsen" is no name of its own.
  let names = [...new Set(written)].filter((n) => !written.some((m) => m.startsWith(`${n}-`)));
  let resolvedText = text;
  let keywords = parts.keywords;
  let keywordGroups = parts.keywordGroups;
  let framing = parts.framing;

  let followsUp = false;
  if (names.length === 0 && (parts.pronouns.length > 0 || elliptical)) {
    const pronoun = parts.pronouns[0] ?? 'they';
    const antecedent = findAntecedent(history, pronoun);
    if (antecedent !== undefined) {
      names = [antecedent];
      followsUp = true;
      resolvedText = parts.pronouns.length > 0 ? replacePronouns(text, antecedent) : `${text} ${antecedent}`;
    }
  }
  if (names.length === 0 && field !== undefined && !followsUp) {
    // "sorens phone number": a first name typed in lower case.
    const fieldWords = FIELD_WORDS[field];
    const typed = typedName(text, (w) => STOP_WORDS.has(w) || fieldWords.includes(w));
    if (typed !== undefined) {
      names = [typed];
      const nameWords = new Set(typed.toLowerCase().split(' '));
      const kept = keywordGroups.map(
        (g) => !g.some((w) => nameWords.has(w) || nameWords.has(possessiveOf(w))),
      );
      keywordGroups = keywordGroups.filter((_, g) => kept[g]);
      framing = framing.filter((_, g) => kept[g]);
      keywords = keywordGroups.flat();
    }
  }
  if (elliptical && field === undefined && keywords.length === 0 && previous !== undefined) {
    // "what about Globex?" after "what's the status of the Acme deal?" keeps "deal".
    const before = readQuestion(previous.question, now, timeZone, detectField(previous.question));
    keywords = before.keywords;
    keywordGroups = before.keywordGroups;
    framing = before.framing;
  }

  const nameTerms = names.flatMap((n) =>
    n.includes('@') ? [n.toLowerCase()] : n.toLowerCase().split(/\s+/),
  );
  const terms = [...new Set([...nameTerms, ...keywords])].filter((t) => t.length > 0);
  const resolved: ResolvedQuestion = { text: resolvedText, names, keywords, keywordGroups, terms };
  if (framing.some(Boolean)) resolved.framing = framing;
  // "What did Lena send me in January?", "What did Jürgen write about?": what they wrote is mail.
  const sentBy = SENT_BY_MAIL.test(text);
  if (parts.kind === undefined && sentBy) parts.kind = 'email';
  // Not "What did I send Luis?": the user is then the sender.
  if (sentBy && names.length > 0 && !/\b(?:did|have|had) i\b|\bi (?:sent|wrote|e-?mailed)\b/i.test(text))
    resolved.sentByNamed = true;
  else if (
    names.length > 0 &&
    ((/\bdid\b[^?]*?\b(?:say|tell|mention)\b/i.test(text) && !/\bdid i\b/i.test(text)) ||
      names.some((name) => wantsOrAsks(text, name)))
  )
    resolved.saidByNamed = true;
  if (field !== undefined) resolved.field = field;
  if (parts.dateRange !== undefined) resolved.dateRange = parts.dateRange;
  if (parts.kind !== undefined) resolved.kind = parts.kind;
  // "Who is Sara Lee?" asks for the person: her card first, then what was said.
  if (names.length > 0 && /^who(?:'s| is| was)\b/i.test(text)) resolved.aboutPerson = true;
  if (/\b(?:should i|do i (?:have|need) to|must i|am i supposed to)\b/i.test(text)) resolved.ownTask = true;
  // "What's the pilot worth?" wants a figure as "how much" does (valueKind.ts).
  const shape = askedValueKind(text);
  if (shape !== undefined) resolved.shape = shape;
  if (field === undefined && RIVAL_QUESTION.test(text)) {
    resolved.asksRival = true;
    const framed = keywordGroups.map(
      (group, g) => resolved.framing?.[g] === true || group.some((w) => RIVAL_FRAMES.has(w)),
    );
    if (framed.some(Boolean)) resolved.framing = framed;
  }
  // "What's the latest price we offered Larkspur?": asking for an amount, "price" and "offer" say
  // what kind of value is asked for, which the answer holds ("We can do $44,500"), in other words.
  if (shape === 'figure') {
    const framed = keywordGroups.map(
      (group, g) => resolved.framing?.[g] === true || group.some((w) => PRICE_WORDS.has(w)),
    );
    if (framed.some(Boolean)) resolved.framing = framed;
  }
  if (parts.order !== undefined) resolved.order = parts.order;
  // "What price did I give Baltmet?": a noun naming the kind of value asked for is checked by
  // the value ("EUR 9,200 per tonne"), not by the word.
  // "What changes did Larch ask for?": the word after "what" names the kind of answer ("two
  // redlines"), which mail seldom calls by that name; the other nouns name what it is about.
  const asked = new Set(askedWords(text));
  const things = parts.things.filter(
    (w) => keywords.includes(w) && !asked.has(w) && !(shape !== undefined && VALUE_NOUNS.has(w)),
  );
  if (things.length > 0) resolved.things = things;
  if (parts.asksCode && field === undefined) resolved.asksCode = true;
  return resolved;
}
