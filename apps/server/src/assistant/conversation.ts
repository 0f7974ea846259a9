import { type AnswerShape, DATE_WORDS, holdsShape } from './cite.js';
import type { Passage } from './passages.js';
import type { Fact } from './types.js';

/**
 * The answer inside a conversation (issue 24): once the email that is about the question is found,
 * the words that answer may be in another email of its conversation. A question ("Is there a
 * recommended chamber temperature?") is answered in the reply; "what did we quote them" by the
 * user's own email, not the customer's request; and a value that changed over the conversation (a
 * price revised, terms countered) is the latest email stating it, not the first. Framework-free.
 */

/** A reply prefix ("Re:", "AW:", "Fwd:", "RE[2]:") or a list tag at a subject's start. */
const SUBJECT_PREFIX =
  /^(?:(?:re|aw|sv|vs|wg|fw|fwd|tr|rv|antw)\s*(?:\[\d+\]|\(\d+\))?\s*[:：]|\[[^\]]{0,64}\])\s*/i;
/** A subject this short ("Hi", "Re: ok") may be two conversations' with one person. */
const MIN_SUBJECT_CHARS = 5;

/** The subject without its reply prefixes, lower-case. */
export function conversationSubject(subject: string): string {
  let s = subject.replace(/\s+/g, ' ').trim();
  for (let next = s.replace(SUBJECT_PREFIX, ''); next !== s; next = s.replace(SUBJECT_PREFIX, '')) s = next;
  return s.toLowerCase();
}

/** The addresses an email's From and To name, lower-case. */
export function participants(fact: Fact): Set<string> {
  const text = `${fact.fields?.from ?? ''} ${fact.fields?.to ?? ''}`.toLowerCase();
  // Split, then kept: a pattern for "x@y" retried from every letter of a long word.
  return new Set(text.split(/[\s<>,;"'()]+/).filter((t) => /^[^@]+@[^@]+$/.test(t)));
}

/**
 * Each email's conversation: its thread, joined with the threads of emails of the same subject
 * (reply prefixes off) that share a participant other than the user (`own`): a client that keeps only the parent in
 * References starts a new thread at every reply.
 */
export function conversationKeys(emails: readonly Fact[], own: ReadonlySet<string>): Map<Fact, string> {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(k, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(rb, ra);
  };
  const keyOf = (f: Fact) => `t:${f.thread ?? f.id}`;
  const bySubject = new Map<string, Fact[]>();
  for (const f of emails) {
    find(keyOf(f));
    const subject = conversationSubject(f.title ?? f.fields?.subject ?? '');
    if (subject.length < MIN_SUBJECT_CHARS) continue;
    const same = bySubject.get(subject) ?? [];
    // Someone besides the user: everyone's mail is to or from the user.
    const people = participants(f);
    for (const other of same) {
      if ([...participants(other)].some((p) => people.has(p) && !own.has(p))) union(keyOf(other), keyOf(f));
    }
    same.push(f);
    bySubject.set(subject, same);
  }
  return new Map(emails.map((f) => [f, find(keyOf(f))]));
}

/** Where a forwarded or quoted earlier message starts inside an email's own text. */
const FORWARD_MARKER =
  /^[ \t]*(?:-{2,}[ \t]*(?:forwarded message|original message|ursprüngliche nachricht|message transféré|mensaje reenviado)|begin forwarded message:)/im;

/** A numbered point at a line's start: "2)", "2.", "(2)". */
const ENUMERATOR = /^\(?(\d{1,2})[.)]\s/;

/** A sentence that asks rather than says. */
export const asks = (sentence: string) => /\?\s*["')\]]*$/.test(sentence.trim());

/** The numbers a text names on their own ("200 kg", not the 12 of "PA12" or "PO-6898"). */
export function numbersOf(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d-])\d(?:[\d,.]*\d)?(?![\p{L}\d-])/gu)].map((m) => m[0]);
}

/** Words that ask for an amount of money. */
const MONEY_ASKED =
  /\b(?:price[ds]?|pricing|cost|costs|quoted?|quotes|budget|fee|fees|charged?|paid|pay|amount)\b/i;

/** A currency written beside an amount: every currency counts as one unit ("EUR 41,800", "€39.500"). */
const CURRENCY =
  /^(?:[€$£¥]|(?:eur|usd|gbp|chf|aud|cad|sek|nok|dkk|kr|pln|zł|aed|sar|qar|a\$|us\$)(?![\p{L}]))/iu;
/** A figure: "41,800", "39.500", "48 000" (a space between thousands), with what is around it. */
const AMOUNT =
  /(?<![\p{L}\d-])([€$£¥]\s?)?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d[\d,.]*)(?:\s?(%|k\b))?(?:\s*([\p{L}°%]+))?/gu;
/** Words after a number that do not say what it counts. */
const NOT_UNITS = new Set([
  'and',
  'or',
  'of',
  'for',
  'to',
  'the',
  'a',
  'an',
  'in',
  'on',
  'at',
  'is',
  'are',
  'per',
]);

/**
 * What the figures of a sentence measure: "money" for an amount with a currency on either side,
 * else the word after the number, singular ("45 days net" → day, "18% margin" → %); "date" for a
 * sentence holding a date. Figures the question names ("200 kg") are left out.
 */
export function unitsOf(sentence: string, question: string): Set<string> {
  const units = new Set<string>();
  const asked = new Set(numbersOf(question));
  for (const m of sentence.matchAll(AMOUNT)) {
    const digits = (m[2] ?? '').replace(/[.,]$/, '');
    // A year ("in 2027") dates the figures, it is not one.
    if (asked.has(digits) || (m[1] === undefined && /^(?:19|20)\d\d$/.test(digits))) continue;
    const before =
      sentence
        .slice(Math.max(0, (m.index ?? 0) - 5), m.index)
        .trim()
        .split(/\s+/)
        .pop() ?? '';
    const after = (m[4] ?? '').toLowerCase();
    if (m[1] !== undefined || CURRENCY.test(before) || CURRENCY.test(after)) units.add('money');
    else if (m[3] === '%' || after.startsWith('%') || after === 'percent') units.add('%');
    else if (after !== '' && !NOT_UNITS.has(after) && /^\p{L}/u.test(after))
      units.add(after.replace(/s$/, ''));
  }
  if (DATE_WORDS.test(sentence)) units.add('date');
  return units;
}

/** One email of a conversation, with its sentences. */
export interface ConversationMail {
  fact: Fact;
  /** Its own content sentences (no greeting, sign-off or signature). */
  sentences: Passage[];
  fromOwner: boolean;
}

export interface AnswerOptions {
  question: string;
  shape: AnswerShape | undefined;
  /** "What did we quote them?": the user's own email says it. */
  askedOfOwner: boolean;
  /** How well a sentence answers (the question's words, names and asked-for value). */
  matches: (sentence: string) => number;
  /** How many of the question's keyword groups a sentence holds. */
  covers: (sentence: string) => number;
}

export interface Chosen {
  mail: ConversationMail;
  passage: Passage;
}

/**
 * Whether the user's own mail holds the answer: "what did we offer", "did I quote", "our best
 * offer", "do we accept". ("What did Graham send me?" asks about his mail.)
 */
export function askedOfOwner(question: string): boolean {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (
    /\b(?:did|do|have|had|will|can|should|could|would) (?:we|i)\b|\b(?:we|i) (?:\w+ed|gave|sent|quoted|said|told|agreed|offered|proposed|promised)\b/.test(
      q,
    )
  )
    return true;
  // "our best offer" is ours, unless someone else does the verb: "By when did Tarsis need our offer?"
  return /\bour\b/.test(q) && !OTHER_SUBJECT.test(q);
}

/** An auxiliary followed by someone other than the user: "did Tarsis", "does Vireo", "is Omar". */
const OTHER_SUBJECT =
  /\b(?:did|does|do|has|have|had|will|would|can|could|should|is|was|are|were)\s+(?!(?:we|i|our|my|us|the|a|an|it|there|this|that)\b)[a-z]/;

/**
 * The question asks what was said first, not what stands now ("What margin did Nilemark ask
 * for?", "our original quote"): a value restated later is not the answer.
 */
const FIRST_STATEMENT = /\b(?:ask(?:ed|ing)? for|request(?:ed)?|original(?:ly)?|first|initial(?:ly)?)\b/i;

/** The sentence of `text` that `matches` scores highest (the first of equals). */
function mostAbout(text: string, matches: (sentence: string) => number): string {
  let best = '';
  let top = Number.NEGATIVE_INFINITY;
  // Any case after the stop: "quick one. we're forecasting ~14,000 pallets. can you…?"
  for (const s of text.split(/(?<=[.!?])\s+/)) {
    const score = matches(s);
    if (score > top) [best, top] = [s, score];
  }
  return best;
}

/**
 * A quote cut short ("…can you send me the latest on: MRR, burn and…") with its last sentence
 * whole again from the email, so a question cut before its "?" still asks.
 */
function wholeQuote(mail: ConversationMail, quote: string): string {
  if (!quote.endsWith('…')) return quote;
  const cut = quote.slice(0, -1).trimEnd();
  const start = Math.max(cut.lastIndexOf('.'), cut.lastIndexOf('!'), cut.lastIndexOf('?')) + 1;
  const tail = cut.slice(start).trim();
  const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
  const sentence = tail === '' ? undefined : mail.sentences.find((p) => flat(p.text).startsWith(tail));
  return sentence === undefined ? quote : `${cut.slice(0, start)}${flat(sentence.text)}`;
}

/** The sentence of `mail` that answers best, with its score, or undefined when none does. */
function bestAnswering(
  mail: ConversationMail,
  options: AnswerOptions,
  accept: (sentence: string) => boolean,
): { passage: Passage; score: number } | undefined {
  let best: { passage: Passage; score: number } | undefined;
  for (const passage of mail.sentences) {
    if (asks(passage.text) || !accept(passage.text)) continue;
    const score = options.matches(passage.text);
    if (best === undefined || score > best.score) best = { passage, score };
  }
  return best;
}

/**
 * The email and sentence of the conversation that answer, given the one ranking chose (`cited`,
 * quoting `quote`), or undefined to keep it. `mails` are the conversation's emails the search found.
 */
export function answerInConversation(
  cited: ConversationMail,
  quote: string,
  mails: readonly ConversationMail[],
  options: AnswerOptions,
): Chosen | undefined {
  const { shape, question } = options;
  const byDate = [...mails].sort((a, b) => a.fact.date.localeCompare(b.fact.date));
  // "What price did we offer?" asks for an amount of money, not the tonnes it was for.
  const money = shape === 'figure' && MONEY_ASKED.test(question);
  const holds = (s: string) =>
    shape === undefined
      ? true
      : holdsShape(s, shape, question) && (!money || unitsOf(s, question).has('money'));
  // The cited words ask when the sentence of them that is most about the question asks.
  // A request holding the value asked about ("Could you quote … about 40 litres per month?") says it.
  const about = mostAbout(wholeQuote(cited, quote), options.matches);
  const asked = asks(about) && !(shape !== undefined && holds(about));
  const wrongSpeaker = options.askedOfOwner && !cited.fromOwner;
  const lacksValue = shape !== undefined && !holds(quote);
  // The value the cited words state (they answer, by someone else than asked about), stated again
  // later by the user: the latest statement is the answer ("60 days net" countered with "45 days").
  if (wrongSpeaker && !asked && !lacksValue) {
    const revised = revisedLater({ mail: cited, passage: undefined }, quote, byDate, options);
    if (revised !== undefined) return revised;
  }
  let chosen: Chosen | undefined;
  if (asked || wrongSpeaker || lacksValue) {
    // The question in one email, the answer in a later one: from the user when it is their answer
    // that is asked for, else from someone other than who asked.
    const answering = byDate.filter(
      (m) =>
        m.fact.id !== cited.fact.id &&
        (options.askedOfOwner ? m.fromOwner : !asked || m.fromOwner !== cited.fromOwner) &&
        (m.fact.date > cited.fact.date || (wrongSpeaker && !asked)),
    );
    let best: { mail: ConversationMail; passage: Passage; score: number } | undefined;
    // The value may be in the cited email itself, in a request that states it ("Could you quote
    // QS-Bio Clear, about 40 litres per month?") when the user's own answer is not asked for.
    if (lacksValue && !wrongSpeaker && !asked && shape !== undefined) {
      const inCited = cited.sentences.filter((p) => holds(p.text) && options.covers(p.text) > 0);
      const top = inCited.sort((a, b) => options.matches(b.text) - options.matches(a.text))[0];
      if (top !== undefined) return { mail: cited, passage: top };
    }
    // "2) do you accept payment by letter of credit?" is answered by the reply's "2) Yes, …".
    const item = asked ? ENUMERATOR.exec(quote.trim())?.[1] : undefined;
    for (const mail of item === undefined ? [] : answering) {
      const answer = mail.sentences.find((p) => ENUMERATOR.exec(p.text)?.[1] === item && !asks(p.text));
      if (answer !== undefined) return { mail, passage: answer };
    }
    for (const mail of answering) {
      const found = bestAnswering(
        mail,
        options,
        (s) => holds(s) && (shape !== undefined || options.covers(s) > 0),
      );
      // The earliest reply that answers as well as any: the one that answered the question.
      if (found !== undefined && (best === undefined || found.score > best.score)) best = { mail, ...found };
    }
    if (best !== undefined) chosen = { mail: best.mail, passage: best.passage };
    // "Can we fix the docs? ---- Forwarded message ---- … the docs were wrong in two places": a
    // question about a forwarded message is answered by what it says.
    if (chosen === undefined && asked) {
      const marker = FORWARD_MARKER.exec(cited.fact.text)?.index;
      const forwarded =
        marker === undefined
          ? undefined
          : bestAnswering(
              { ...cited, sentences: cited.sentences.filter((p) => p.start > marker) },
              options,
              (t) => holds(t) && options.covers(t) > 0,
            );
      if (forwarded !== undefined) return { mail: cited, passage: forwarded.passage };
    }
  }
  const from = chosen ?? { mail: cited, passage: undefined };
  return revisedLater(from, quote, byDate, options) ?? chosen;
}

/**
 * A value stated again later in the conversation (a price revised, terms countered and accepted):
 * the latest sentence with a figure of the same kind (an amount, days, a percentage; a date when
 * a date is asked for) that holds the figures the question names and does not ask.
 */
function revisedLater(
  from: { mail: ConversationMail; passage: Passage | undefined },
  quote: string,
  byDate: readonly ConversationMail[],
  options: AnswerOptions,
): Chosen | undefined {
  const { question, shape } = options;
  const text = from.passage?.text ?? quote;
  if (asks(text) || FIRST_STATEMENT.test(question)) return undefined;
  const units = unitsOf(text, question);
  if (shape !== 'date') units.delete('date');
  if (shape === 'figure' && MONEY_ASKED.test(question))
    for (const u of units) if (u !== 'money') units.delete(u);
  if (units.size === 0) return undefined;
  const named = numbersOf(question);
  let latest: Chosen | undefined;
  for (const mail of byDate) {
    if (mail.fact.date <= from.mail.fact.date) continue;
    // The user's own figure when theirs is asked for; else the same side's ("How many pallets is
    // Tidewater forecasting?" is not answered by the user's reply that they can cover more).
    if (options.askedOfOwner ? !mail.fromOwner : mail.fromOwner !== from.mail.fromOwner) continue;
    for (const passage of mail.sentences) {
      if (asks(passage.text) || !named.every((n) => passage.text.includes(n))) continue;
      const theirs = unitsOf(passage.text, question);
      // A later date or amount is a new one for the same thing only when it says what it is for
      // ("going ahead at A$39,000" is a price, not the "budget of A$36k" it follows); days, a
      // percentage, kilograms say it by their unit.
      const says = options.covers(passage.text) > 0 || options.covers(text) === 0;
      const same = [...units].filter((u) => theirs.has(u) && ((u !== 'date' && u !== 'money') || says));
      if (same.length > 0) {
        latest = { mail, passage };
        break;
      }
    }
  }
  return latest;
}
