import { contactFullName } from '@rapport/sdk/rules';
import { joinName, splitFullName } from '../contacts/names.js';
import { fold } from '../lib/fold.js';
import { emptyWordTable } from '../lib/wordTable.js';
import { FREE_MAIL_DOMAINS } from '../mailbox/constants.js';
import { onDomains, workDomainsOf } from '../mailbox/contactsFromMail.js';
import { type Citable, chooseCitations, holdsShape } from './cite.js';
import {
  citation,
  describeContact,
  describeEmail,
  endWithPeriod,
  formatSourceDate,
  shorten,
  toSource,
} from './compose.js';
import {
  MAX_ANSWER_FACTS,
  MAX_PERIOD_FACTS,
  MAX_QUOTE_CHARS,
  NOTHING_FOUND_ANSWER,
  SEARCH_LIMIT,
} from './constants.js';
import {
  answerInConversation,
  askedOfOwner,
  type ConversationMail,
  conversationKeys,
  participants,
} from './conversation.js';
import { weekdayIsRelative } from './dates.js';
import { domainLabelsOf, namedByDomain } from './domains.js';
import {
  type DraftThread,
  draftWithoutModel,
  draftThread as findDraftThread,
  parseDraftRequest,
} from './draftReply.js';
import { EMAIL_PATTERN, extractPhones, extractPostUpdateFacts } from './extract.js';
import { answerFirstQuestion, parseFirstQuestion } from './firstQuestions.js';
import { classifyIntent } from './intent.js';
import { isCommonWord, relatedWords } from './lexicon/index.js';
import { instantsOf, parseMetaQuestion } from './meta.js';
import { answerMetaQuestion } from './metaAnswer.js';
import { findNames } from './names.js';
import { holdsOffices } from './offices.js';
import { bestPassage, contentEnd, isSalutation, type Passage, sentencesWithSpans } from './passages.js';
import { type ContactField, type ResolvedQuestion, resolveQuestion, STOP_WORDS } from './query.js';
import { answerRelationQuestion, parseRelationQuestion } from './relations.js';
import { mentionEnd, personInRole, roleMentions, titleSearchWords } from './roles.js';
import { namesRival } from './statedRisk.js';
import { makeTitle } from './title.js';
import type { Answer, AnswerRequest, Assistant, Fact, KnowledgeSource, Source } from './types.js';
import { askedValueKind, askedWords, holdsAskedValue } from './valueKind.js';

/**
 * The built-in assistant: no model, no network. It answers only from what the
 * knowledge source returns for the user, cites every fact it uses, and says so
 * plainly when nothing relevant comes back.
 */

export interface BuiltInAssistantOptions {
  /** Searches the user's post updates, contacts and emails. */
  knowledge: KnowledgeSource;
  /** Clock for resolving "last week" in questions. */
  now?: () => Date;
  /** How many facts to ask the knowledge source for. */
  searchLimit?: number;
  /** How many facts one answer cites at most. */
  maxAnswerFacts?: number;
}

export const DEFAULT_OPTIONS = {
  now: () => new Date(),
  searchLimit: SEARCH_LIMIT,
  maxAnswerFacts: MAX_ANSWER_FACTS,
} satisfies Omit<Required<BuiltInAssistantOptions>, 'knowledge'>;

const FIELD_LABELS: Record<ContactField, string> = {
  phone: 'phone number',
  email: 'email address',
  company: 'company',
  title: 'job title',
};

export interface ScoredFact {
  fact: Fact;
  score: number;
  /** How many of the question's terms a sentence contains, for picking the quote. */
  matches: (sentence: string) => number;
  /** Whether the fact holds any of the question's words besides the names, or is near it by meaning (`similarity`). */
  hasKeyword: boolean;
  /** Whether it holds one of the question's own keywords, not only words related to them. */
  direct: boolean;
  /**
   * It asks for the value asked about without holding it ("Could you send over a quote?"): an
   * answer only through a reply in its conversation that holds the value.
   */
  asksOnly?: boolean;
  /** How many of the question's keyword groups `text` holds. */
  covers: (text: string) => number;
  /** How many of the question's names `text` holds, or the fact's sender is. */
  names: (text: string) => number;
}

/**
 * The forms a word may stand for, without a stemmer or a tagger: "deals" → deal, "worried" →
 * worry, "closing" → close/clos, "quotes" → quote, "planned" → plan. Matching a question's word
 * against a text's word succeeds when their forms meet. Cheap enough to run over every fact.
 */
export function formsOf(word: string): string[] {
  const w = fold(word.toLowerCase().replace(/['’]s$/, ''));
  const forms = [w];
  if (w.length <= 3) return forms;
  const add = (f: string) => {
    if (f.length >= 3) forms.push(f);
  };
  if (/ies$/.test(w)) add(`${w.slice(0, -3)}y`);
  else if (/(?:s|x|z|ch|sh)es$/.test(w)) {
    add(w.slice(0, -2));
    // "purchases" → purchase, "licenses" → license (as "boxes" → box)
    add(w.slice(0, -1));
  } else if (/[^s]s$/.test(w)) add(w.slice(0, -1));
  if (/ied$/.test(w)) add(`${w.slice(0, -3)}y`);
  // "correction" → correct, "confirmations" → confirmat(e)
  const noun = /ions?$/.exec(w);
  if (noun && w.length - noun[0].length >= 4) add(w.slice(0, -noun[0].length));
  // "payment" → pay, "shipment" → ship ("comment" is not "com", a part of every address).
  const ment = /ments?$/.exec(w);
  if (ment && w.length - ment[0].length >= 3 && !w.startsWith('com')) add(w.slice(0, -ment[0].length));
  // "renewal" → renew, "approval" → approve, "proposal" → propose
  if (/[^aeiou]al$/.test(w) && w.length >= 7) {
    add(w.slice(0, -2));
    add(`${w.slice(0, -2)}e`);
  }
  for (const suffix of ['ing', 'ed']) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    const base = w.slice(0, -suffix.length);
    add(base);
    add(`${base}e`);
    // "planned" → plan, "running" → run
    if (/([^aeiou])\1$/.test(base)) add(base.slice(0, -1));
  }
  return forms;
}

/** Every form of every word of `text` (lower-case, accent-folded). */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ??
    []) {
    for (const form of formsOf(token)) words.add(form);
    // "acme-robotics.example", "o'brien", "priyanka.rao@solace-retail.example": the parts are words too.
    if (/[.'’@-]/.test(token))
      for (const part of token.split(/[.'’@-]+/)) for (const f of formsOf(part)) words.add(f);
  }
  return words;
}

function haystackOf(fact: Fact): string {
  return [fact.title ?? '', fact.text, ...Object.values(fact.fields ?? {})].join(' \n ');
}

/** An email's context: who wrote and received it, the sender's company and title (not its words). */
const CONTEXT_FIELDS = ['from', 'to', 'fromCompany', 'fromTitle'];

/** A fact's own words (an email's subject and body, a note, a card) and its context. */
function partsOf(fact: Fact): { body: string; context: string } {
  if (fact.kind !== 'email') return { body: haystackOf(fact), context: '' };
  const f = fact.fields ?? {};
  return {
    body: [fact.title ?? '', fact.text, f.subject ?? ''].join(' \n '),
    context: CONTEXT_FIELDS.map((k) => f[k] ?? '').join(' \n '),
  };
}

/** An address, a phrase or a number written with separators ("2,000"): matched as written. */
const asWritten = (term: string) => /[@ ,]/.test(term);

/** `term` in `lowerText`; a number not inside a longer one ("2,000" is not in "12,000"). */
function holdsWritten(lowerText: string, term: string): boolean {
  if (!/^\d/.test(term)) return lowerText.includes(term);
  for (let at = lowerText.indexOf(term); at >= 0; at = lowerText.indexOf(term, at + 1)) {
    const before = lowerText[at - 1] ?? '';
    const after = lowerText[at + term.length] ?? '';
    if (!/[\d,.]/.test(before) && !/\d|[,.]\d/.test(after + (lowerText[at + term.length + 1] ?? '')))
      return true;
  }
  return false;
}

function termMatches(words: Set<string>, lowerText: string, term: string): boolean {
  if (asWritten(term)) return holdsWritten(lowerText, term);
  return formsOf(term).some((form) => words.has(form));
}

/** A keyword in the fact's context (sender, company, recipients) counts this share of one in its words. */
export const CONTEXT_WEIGHT = 0.6;
/** The shortest lower-case word taken for a name of the user's data ("acme"). */
const MIN_TYPED_NAME = 4;
/** A word WordNet relates to a keyword ("weighing" for "considering") counts this share of the keyword. */
export const RELATED_WEIGHT = 0.5;
/**
 * A fact that names nobody asked about is about the question when the keywords it holds weigh at
 * least this share of all the question's keywords (each weighted by how rare it is among the
 * facts found). Calibrated on the dev eval (docs/decisions.md).
 */
export const RELEVANCE_SHARE = 0.5;
/**
 * The document frequency a keyword no fact holds is counted with: below one, so it weighs more than
 * a keyword one fact holds, but not so far below that one missing word outweighs two found
 * (calibrated with `RELEVANCE_SHARE` on the dev eval: docs/decisions.md).
 */
const ABSENT_DF = 0.75;
/** Rounding: two related words of two keywords weigh exactly half. */
const SHARE_TOLERANCE = 1e-9;

/**
 * The words WordNet relates to each keyword group (its forms' too: "renewals" → renewal → renew),
 * without stop words or the question's own words; numbers and addresses have none.
 */
export function relatedGroupsOf(q: Pick<ResolvedQuestion, 'keywordGroups' | 'terms'>): string[][] {
  const own = new Set(q.terms);
  return q.keywordGroups.map((group) => {
    const found: string[] = [];
    for (const word of group) {
      if (/[\d@]/.test(word)) continue;
      for (const form of formsOf(word))
        for (const r of relatedWords(form))
          if (!own.has(r) && (!STOP_WORDS.has(r) || RELATED_CONTENT.has(r)) && !found.includes(r))
            found.push(r);
    }
    return found.slice(0, MAX_RELATED_WORDS);
  });
}

/** Each keyword's related words, for the search (`SearchRequest.related`). */
function relatedTerms(q: ResolvedQuestion): Record<string, string[]> {
  const related = relatedGroupsOf(q);
  const byTerm = emptyWordTable<string[]>();
  q.keywordGroups.forEach((group, g) => {
    for (const k of group) if ((related[g] ?? []).length > 0) byTerm[k] = related[g] ?? [];
  });
  return byTerm;
}

/** How many related words a keyword group is expanded with at most. */
const MAX_RELATED_WORDS = 16;

/**
 * Stop words of a question that still say something as another word's relative: "do I need to"
 * frames a question, but "we need the DPA signed" is what "require" asks about.
 */
const RELATED_CONTENT = new Set(['need', 'needs']);

/** A text's words, ready for `termMatches`. */
interface Words {
  words: Set<string>;
  lower: string;
}
const wordsAndLower = (text: string): Words => ({ words: wordsOf(text), lower: text.toLowerCase() });

/** A term ready to look up: its forms, or the text itself for an address or a phrase. */
type CompiledTerm = { forms: string[] } | { phrase: string };

const compileTerm = (term: string): CompiledTerm =>
  asWritten(term) ? { phrase: term } : { forms: formsOf(term) };

function compiledMatches({ words, lower }: Words, term: CompiledTerm): boolean {
  return 'phrase' in term ? holdsWritten(lower, term.phrase) : term.forms.some((form) => words.has(form));
}

/** The question's keyword groups and their related words, each term's forms worked out once. */
interface GroupMatcher {
  own: CompiledTerm[][];
  related: CompiledTerm[][];
}

function groupMatcher(q: ResolvedQuestion, related: string[][]): GroupMatcher {
  return {
    own: q.keywordGroups.map((group) => group.map(compileTerm)),
    related: q.keywordGroups.map((_, g) => (related[g] ?? []).map(compileTerm)),
  };
}

/**
 * How well each keyword group is met in `text`: 1 by one of the question's own words,
 * `RELATED_WEIGHT` by a word WordNet relates to it, 0 not at all.
 */
function groupStrengths(matcher: GroupMatcher, text: Words): number[] {
  return matcher.own.map((group, g) => {
    if (group.some((t) => compiledMatches(text, t))) return 1;
    return (matcher.related[g] ?? []).some((t) => compiledMatches(text, t)) ? RELATED_WEIGHT : 0;
  });
}

/** Keeps the facts that are about the question and orders them best first. */
function rankFacts(facts: Fact[], q: ResolvedQuestion): ScoredFact[] {
  const maxRank = Math.max(1e-9, ...facts.map((f) => f.rank));
  const seen = new Set<string>();
  const unique = facts.filter((fact) => {
    const key = `${fact.kind}:${fact.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const matcher = groupMatcher(q, relatedGroupsOf(q));
  const analysed = unique.map((fact) => {
    const { body, context } = partsOf(fact);
    const ownWords = wordsAndLower(body);
    const contextWords = wordsAndLower(context);
    // Names are matched in both: the sender's company names the email's company.
    const lower = `${ownWords.lower} \n ${contextWords.lower}`;
    const words = new Set([...ownWords.words, ...contextWords.words]);
    const inBody = groupStrengths(matcher, ownWords);
    const inContext = context === '' ? [] : groupStrengths(matcher, contextWords);
    // The fact's own words count fully, its context (who wrote it, their company) less.
    const groupHits = inBody.map((hit, g) => Math.max(hit, (inContext[g] ?? 0) * CONTEXT_WEIGHT));
    return { fact, lower, words, groupHits, domains: domainLabelsOf(context) };
  });
  // A keyword found in most results ("emailed") says less than a rare one ("partnership").
  // A keyword no result holds ("quantum" in "quantum sensors") weighs most, a little more than one
  // only one result holds: facts that only hold the others are about something else.
  const dfs = q.keywordGroups.map((_, g) => analysed.filter((a) => (a.groupHits[g] ?? 0) > 0).length);
  const weights = dfs.map((df) => Math.log(1 + analysed.length / Math.max(df, ABSENT_DF)));
  const valueKind = q.field === undefined ? askedValueKind(q.text) : undefined;
  const unheard = valueKind === undefined ? dfs.map(() => false) : unheardWords(q, dfs);
  // "When does my train to Hamburg leave?": when no fact holds "train", none is about it.
  const things = new Set(q.things ?? []);
  const thingUnheard = q.keywordGroups.some(
    (group, g) => things.has(group[0] ?? '') && dfs[g] === 0 && q.framing?.[g] !== true,
  );
  // Unless a fact holds enough of the rest ("the balance for stand B-14 is due", for "When is the
  // AME booth balance due?"): three of the question's own words.
  const enoughOfTheRest = (hits: readonly number[]) => hits.filter((hit) => hit === 1).length >= 3;
  const reachable = weights.reduce((sum, w) => sum + w, 0);
  // "What's the latest price we offered Larkspur?": when every word frames the question, the names
  // and the value asked for (money) decide.
  const needed =
    q.shape === 'figure' || q.asksRival === true
      ? q.keywordGroups.filter((_, g) => q.framing?.[g] !== true).length
      : q.keywordGroups.length;
  // What a fact must hold a share of: every keyword but the framing ones ("want") it lacks.
  const framing = q.framing ?? [];
  const identifiers = q.keywords.filter((k) => /\d/.test(k));
  const range = q.dateRange && instantsOf(q.dateRange);

  const covers = (text: string) => groupStrengths(matcher, wordsAndLower(text)).reduce((a, b) => a + b, 0);
  // Names usually sit in a note's first sentence; the words asked about pick the sentence that
  // answers, and for "when" or "how much" the one holding a date or a figure.
  const namesIn = (text: string) => {
    const tw = wordsOf(text);
    const tl = text.toLowerCase();
    return q.names.filter((n) =>
      n
        .toLowerCase()
        .split(/\s+/)
        .some((p) => termMatches(tw, tl, p)),
    ).length;
  };
  const matches = (sentence: string) => {
    // A sentence that asks ("could you send your price for 120 seats?") does not hold the answer.
    const shaped =
      q.shape !== undefined && !/\?\s*$/.test(sentence) && holdsShape(sentence, q.shape, q.text) ? 1 : 0;
    // The asked-for kind of value outweighs one more keyword: "Invoice number DT-2026-044." does
    // not say how much the invoice is, "€9.900,00, due 15/09" does.
    // "deal reg number": the sentence holding the code ("Registered: TW-DR-0193").
    const coded =
      (q.asksCode === true && holdsCode(sentence, q.text)) || (q.asksRival === true && namesRival(sentence))
        ? 1
        : 0;
    return namesIn(sentence) + 2 * covers(sentence) + SHAPE_WEIGHT * (shaped + coded);
  };
  // A sentence about the question: it holds some of its words, or names whom it asks about.
  const aboutQuestion = (text: string) =>
    covers(text) > 0 || namesIn(text) > 0 || (q.keywordGroups.length === 0 && q.names.length === 0);

  const scored: ScoredFact[] = [];
  for (const { fact, lower, words, groupHits, domains } of analysed) {
    let nameScore = 0;
    let namesFound = 0;
    for (const name of q.names) {
      const before = nameScore;
      const parts = name.includes('@') ? [name.toLowerCase()] : name.toLowerCase().split(/\s+/);
      const hits = parts.map((p) => termMatches(words, lower, p));
      // "Jane" for "Jane Doe" counts; "Smith" alone does not make Bob Smith into John Smith.
      if (hits.every(Boolean)) nameScore += 1;
      // "Larkspur": mail to or from dana@larkspurmarkets.example.
      else if (!name.includes('@') && namedByDomain(name, domains)) nameScore += 1;
      // "Lena Fisher" for Lena Fischer: the first name right and the rest one typo away.
      else if (hits[0] === true && parts.slice(1).every((p, i) => hits[i + 1] || nearWord(words, p)))
        nameScore += 0.9;
      else if (hits[0] === true) nameScore += 0.6;
      if (nameScore > before) namesFound += 1;
    }
    const groupsMatched = groupHits.filter((hit) => hit > 0).length;
    const weight = groupHits.reduce((sum, hit, g) => sum + hit * (weights[g] ?? 0), 0);
    const required = weights.reduce(
      (sum, w, g) => sum + ((framing[g] === true && (groupHits[g] ?? 0) === 0) || unheard[g] ? 0 : w),
      0,
    );

    // Near the question by meaning (an embedding model), though in other words.
    const similarity = fact.similarity ?? 0;
    // "Which hotel did Tomás book in Reykjavik?": every name asked about must be there.
    // And with or without names, the words asked about must be there, enough of them by weight:
    // "What is the marketing budget of Acme?" is not answered by Acme's budget.
    // With words of the question left out as unheard, one of the others must be its own word.
    const held = !unheard.some(Boolean) || groupHits.some((hit) => hit === 1);
    const aboutIt =
      (groupsMatched > 0 && held && weight >= required * RELEVANCE_SHARE - SHARE_TOLERANCE) || similarity > 0;
    const relevant =
      q.names.length > 0 ? namesFound === q.names.length && (needed === 0 || aboutIt) : aboutIt;
    if (thingUnheard && similarity === 0 && !enoughOfTheRest(groupHits)) continue;
    // "Which vendor is Tarsis considering instead of us?": a sentence naming a rival answers.
    if (q.asksRival === true && !sentencesWithSpans(fact.text).some((s) => namesRival(s.text))) continue;
    // "What's the tracking number for the Al Dana shipment?": the answer holds a code.
    if (
      q.asksCode === true &&
      fact.kind !== 'contact' &&
      !holdsCode(`${fact.title ?? ''} ${fact.text}`, q.text)
    )
      continue;
    // "invoice 9999", "PO-6898": a number or code asked about must be there, not a neighbour of it.
    if (!relevant || !identifiers.every((t) => termMatches(words, lower, t))) continue;
    // "What did the CFO of Al Dana approve?": an office asked about must be there (offices.ts).
    if (!holdsOffices(q.keywordGroups, groupHits, lower)) continue;
    // "What is Pinecrest's budget?": a note or email about the budget without an amount is no answer.
    // An email that asks for it ("Could you send over a quote?") stays while its reply may answer.
    let asksOnly = false;
    // An email from, to or at the company asked about is about it, whichever sentence says what.
    const atNamed =
      fact.kind === 'email' &&
      (fromNamed(fact, q.names) || byDomain(q.names, domains) || namesIn(partsOf(fact).context) > 0);
    // In an email that is not theirs (a forecast listing every customer), the value must stand with
    // the name; a note or a card is about the person it names, whichever sentence says what.
    const namedIn =
      q.names.length === 0 || atNamed || fact.kind !== 'email'
        ? undefined
        : (text: string) => namesIn(text) > 0;
    if (
      valueKind !== undefined &&
      // "What price did I give Baltmet?": only the value is asked about, so in mail with Baltmet
      // any sentence holding it answers ("Glass-filled PA12 is EUR 9,200 per tonne").
      !holdsAskedValue(
        fact.text,
        fact.title ?? '',
        valueKind,
        q.text,
        needed === 0 && atNamed ? () => true : aboutQuestion,
        namedIn,
      )
    ) {
      if (fact.kind !== 'email' || !asksAbout(fact.text, aboutQuestion)) continue;
      asksOnly = true;
    }

    const inRange = range !== undefined && fact.date >= range.start && fact.date < range.end;
    const hasField = q.field !== undefined && (fact.fields?.[q.field] ?? '') !== '';
    const score =
      nameScore * 3 +
      Math.max(weight, similarity * reachable) +
      (fact.kind === q.kind ? 0.5 : 0) +
      (q.aboutPerson && fact.kind === 'contact' && nameScore >= 1 ? 3 : 0) +
      // "What did Piotr say…": his own email, before the user's reply to him.
      (fact.kind === 'email' && fromNamed(fact, q.names) ? 1 : 0) +
      // "When should I follow up with Sara?": the user's own notes hold what they should do.
      (q.ownTask && fact.kind === 'post_update' ? 1 : 0) +
      (inRange ? 1 : 0) +
      (hasField ? 1 : 0) +
      (fact.rank / maxRank) * 0.25 +
      // Two cards for one name: the fuller one is the person the user works with.
      (fact.kind === 'contact' ? Object.keys(fact.fields ?? {}).length * 0.02 : 0);
    // An email from, to or at the company asked about names it, whatever its quote says.
    const inContext = fact.kind === 'email' && (fromNamed(fact, q.names) || byDomain(q.names, domains));
    const names = (text: string) => (inContext ? 1 : namesIn(text));
    scored.push({
      fact,
      score,
      matches,
      covers,
      names,
      hasKeyword: groupsMatched > 0 || similarity > 0,
      ...(asksOnly ? { asksOnly } : {}),
      direct: groupHits.some((hit) => hit >= CONTEXT_WEIGHT),
    });
  }
  scored.sort((a, b) => b.score - a.score || b.fact.date.localeCompare(a.fact.date));

  // "What did Sara worry about?": when some facts about Sara hold "worry", the ones that only
  // name her are not the answer.
  // "What is Sara's home address?": when no fact holds any of the words asked about, facts that
  // only name her are not an answer either.
  let best = scored;
  if (needed > 0) best = best.filter((s) => s.hasKeyword);
  // "emails from John", "what happened last week": narrow to that kind / period when any fact fits.
  if (q.kind !== undefined && best.some((s) => s.fact.kind === q.kind))
    best = best.filter((s) => s.fact.kind === q.kind);
  // "What did Luis send me this week?": his mail, not the user's replies to him.
  // And when nothing of theirs is found, what others wrote about them is no answer.
  const sentByThem = (s: ScoredFact) =>
    s.fact.kind !== 'email' ||
    fromNamed(s.fact, q.names) ||
    byDomain(q.names, domainLabelsOf(s.fact.fields?.from ?? ''));
  if (q.sentByNamed) best = best.filter(sentByThem);
  const saidByThem = (s: ScoredFact) => s.fact.kind === 'email' && sentByThem(s);
  if (q.saidByNamed && best.some(saidByThem)) best = best.filter(sentByThem);
  if (range !== undefined) {
    // "What did Tom say in March?": mail and notes from other months are not the answer, and a
    // contact card, which has no date of its own, says nothing about that period.
    best = best.filter(
      (s) => s.fact.kind !== 'contact' && s.fact.date >= range.start && s.fact.date < range.end,
    );
  }
  // Cite what answers, not its neighbours: facts well behind the best one are left out.
  // An email that only asks sets no bar: the answer may hold none of the question's words.
  const top = (best.find((s) => s.asksOnly !== true) ?? best[0])?.score ?? 0;
  const cited = best.filter((s) => s.score >= top * CITE_SHARE_OF_BEST);
  // "What did I originally quote them?": of the answers, the earliest first; "latest": the newest.
  if (q.order === 'earliest') cited.sort((a, b) => a.fact.date.localeCompare(b.fact.date));
  if (q.order === 'latest') cited.sort((a, b) => b.fact.date.localeCompare(a.fact.date));
  return cited;
}

/** Whether `text` holds a code or number of three characters or more that the question does not. */
function holdsCode(text: string, question: string): boolean {
  const codes = (t: string) =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => /\d/.test(w));
  const asked = new Set(codes(question));
  return codes(text).some((code) => code.length >= 3 && !asked.has(code));
}

/** Content words of a sentence, for `takesUp`: numbers and words of three letters or more. */
function contentWordsOf(text: string): Set<string> {
  return new Set([...wordsOf(text)].filter((w) => (/\d/.test(w) || w.length >= 3) && !STOP_WORDS.has(w)));
}

/**
 * Whether a reply's passage takes up the question an email asked: it holds one of the question's
 * keywords, or a word of the asking sentence ("40 stores").
 */
function takesUp(passage: string, askingText: string, covers: (text: string) => number): boolean {
  if (covers(passage) >= 1) return true;
  const asked = sentencesWithSpans(askingText)
    .filter((s) => /\?\s*$/.test(s.text))
    .flatMap((s) => [...contentWordsOf(s.text)]);
  const words = contentWordsOf(passage);
  return asked.some((w) => words.has(w));
}

/** Whether a sentence of `text` that is a question ("Could you send a quote?") is about it. */
function asksAbout(text: string, about: (sentence: string) => boolean): boolean {
  return sentencesWithSpans(text).some((s) => /\?\s*$/.test(s.text) && about(s.text));
}

/**
 * Per keyword group of a question asking for a figure or a date: found by the names asked about,
 * every fact is about them, so a keyword none of them holds ("worth", "latest") is the question's
 * wording rather than a sign that they are about something else, unless it names what is asked for
 * ("Which hotel…", "How many users…"). The value asked for must then be there (`holdsAskedValue`).
 */
function unheardWords(q: ResolvedQuestion, dfs: readonly number[]): boolean[] {
  if (q.names.length === 0) return dfs.map(() => false);
  const asked = new Set(askedWords(q.text).flatMap(formsOf));
  return dfs.map(
    (df, g) => df === 0 && !(q.keywordGroups[g] ?? []).some((w) => formsOf(w).some((f) => asked.has(f))),
  );
}

/** Whether one of `names` (not an address) is the start of one of the domain `labels`. */
function byDomain(names: readonly string[], labels: readonly string[]): boolean {
  return names.some((n) => !n.includes('@') && namedByDomain(n, labels));
}

/** Whether the email was written by one of `names` (name or address in its From). */
function fromNamed(fact: Fact, names: readonly string[]): boolean {
  const from = fold(fact.fields?.from ?? '');
  return from !== '' && names.some((n) => n.trim() !== '' && from.includes(fold(n)));
}

/** Words asking for what a signature holds: a number, an address, a title. */
const CONTACT_DETAILS =
  /\b(?:phone|number|mobile|cell|tel|telephone|fax|e-?mail address|address|title|position|role|extension)\b/i;

/** How many of the cited people's latest emails are read for the rest of their conversations. */
const CONVERSATION_MAIL = 60;

/** What holding the asked-for kind of value (a figure, a date) weighs in a sentence's score: above one keyword's 2. */
const SHAPE_WEIGHT = 3;

/** A fact is cited when it scores at least this share of the best fact's score. */
const CITE_SHARE_OF_BEST = 0.75;

/**
 * True when `words` holds a word one edit from `word` (two when either is long): a typo in a name.
 * "Hofman" for "Hoffmann" drops two letters of a long name, as "Fisher" drops one of "Fischer".
 */
export function nearWord(words: ReadonlySet<string>, word: string): boolean {
  if (word.length < 4) return false;
  for (const w of words) {
    const allowed = Math.max(w.length, word.length) >= 8 ? 2 : 1;
    if (Math.abs(w.length - word.length) > allowed || w[0] !== word[0]) continue;
    if (editDistance(w, word, allowed) <= allowed) return true;
  }
  return false;
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

function subjectName(q: ResolvedQuestion, fact?: Fact): string | undefined {
  const f = fact?.fields;
  // A contact's own name by the one rule of the web app, the SDK and the server.
  const contactName = f ? contactFullName(f) : null;
  if (fact?.kind === 'contact' && contactName !== null) return contactName;
  return q.names.find((n) => !n.includes('@')) ?? q.names[0];
}

function possessive(name: string): string {
  return `${name}'s`;
}

function fieldSentence(field: ContactField, name: string | undefined, value: string): string {
  if (name === undefined) return `The ${FIELD_LABELS[field]} is ${value}.`;
  if (field === 'company') return `${name} works at ${value}.`;
  return `${possessive(name)} ${FIELD_LABELS[field]} is ${value}.`;
}

/**
 * A value for the field written in a post update or email ("Jane's new number is
 * 555-0100"), only when its sentence names the person asked about (or refers to them by
 * pronoun in a text about nobody else), so a number is never pinned on someone the text
 * does not tie it to.
 */
function fieldFromText(
  field: ContactField,
  scored: ScoredFact,
  subject: string | undefined,
): { value: string; quote: string } | undefined {
  if (subject === undefined || field === 'title') return undefined;
  if (field === 'company') {
    const first = subject.toLowerCase().split(/\s+/)[0];
    const person = extractPostUpdateFacts(scored.fact.text, new Date(scored.fact.date)).people.find(
      (p) => p.company !== undefined && p.firstName?.toLowerCase() === first,
    );
    if (person?.company === undefined) return undefined;
    return { value: person.company, quote: shorten(scored.fact.text) };
  }
  const nameParts = subject
    .toLowerCase()
    .split(/\s+/)
    .filter((p) => p.length > 1);
  // "Priya left Hooli. Her new number is…": a pronoun may stand for the subject when the
  // text names nobody else.
  const others = findNames(scored.fact.text).filter(
    (n) =>
      n.kind === 'person' &&
      !n.name.includes('@') &&
      !nameParts.includes(n.name.toLowerCase().split(/\s+/)[0] ?? ''),
  );
  let subjectNamed = false;
  for (const sentence of scored.fact.text.split(/(?<=[.!?])\s+/)) {
    const words = new Set(
      sentence
        .toLowerCase()
        .split(/[^\p{L}\p{N}@.'-]+/u)
        .map((w) => w.replace(/'s$/, '')),
    );
    const names = nameParts.some((p) => words.has(p));
    subjectNamed ||= names;
    const byPronoun =
      subjectNamed && others.length === 0 && ['she', 'her', 'he', 'his', 'him'].some((p) => words.has(p));
    if (!names && !byPronoun) continue;
    const value = field === 'phone' ? extractPhones(sentence)[0] : sentence.match(EMAIL_PATTERN)?.[0];
    if (value !== undefined) return { value, quote: shorten(sentence) };
  }
  return undefined;
}

const SIGN_OFF_WORDS = new Set(['thanks', 'thank', 'you', 'best', 'regards', 'cheers', 'kind', 'br']);

/**
 * `text.replace(/<.*>/, '')` in linear time (issue 21; the pattern tried every `<` of a line to
 * its end): from the first `<` with a `>` after it on its line to that line's last `>`.
 */
function withoutAngleBrackets(text: string): string {
  for (let open = text.indexOf('<'); open >= 0; ) {
    const rest = text.slice(open).search(/[\n\r\u2028\u2029]/);
    const end = rest < 0 ? text.length : open + rest;
    const close = text.slice(open + 1, end).lastIndexOf('>');
    if (close >= 0) return text.slice(0, open) + text.slice(open + 2 + close);
    open = text.indexOf('<', end);
  }
  return text;
}

/** Whether a sentence is only the email's sender signing off ("Katrin", "Thanks, Lena Fischer"). */
function signOffOf(fact: Fact): (sentence: string) => boolean {
  const sender = new Set(
    fold(withoutAngleBrackets(fact.fields?.from ?? ''))
      .toLowerCase()
      .split(/[^\p{L}]+/u),
  );
  return (sentence) => {
    const words = fold(sentence)
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    return words.some((w) => sender.has(w)) && words.every((w) => sender.has(w) || SIGN_OFF_WORDS.has(w));
  };
}

/** An email's own content sentences: no greeting, sign-off or signature block. */
function contentSentences(fact: Fact): Passage[] {
  const signOff = signOffOf(fact);
  const text = fact.text.slice(0, contentEnd(fact.text, signOff));
  return sentencesWithSpans(text).filter((p) => !isSalutation(p.text) && !signOff(p.text));
}

/** A fact's source and the answer's line for it (worked out only for the facts cited). */
function factLine(
  s: ScoredFact,
  bySender: boolean,
  chosen?: Passage,
  keepSignature = false,
): { line: () => string; source: Source } {
  const { fact } = s;
  if (fact.kind === 'contact') {
    const description = describeContact(fact);
    // "Which purchases does Zoë sign off?": the answer is in the notes on her card.
    const notes = fact.fields?.notes;
    const note = notes ? bestPassage(notes, s.matches) : undefined;
    if (note !== undefined && s.matches(note.quote) >= 2) {
      return {
        line: () => `${endWithPeriod(description)} Notes: ${endWithPeriod(note.quote)} ${citation(fact)}`,
        source: toSource(fact, note.quote),
      };
    }
    return {
      line: () => `${endWithPeriod(description)} ${citation(fact)}`,
      source: toSource(fact, description),
    };
  }
  const signOff = fact.kind === 'email' ? signOffOf(fact) : undefined;
  // An email's signature block is who wrote it, not what they said: its own words end before it.
  const text =
    signOff === undefined || keepSignature ? fact.text : fact.text.slice(0, contentEnd(fact.text, signOff));
  const { quote, span } = chosen
    ? // One sentence chosen from the conversation: the answer line holds it whole (a list's length).
      { quote: shorten(chosen.text, 2 * MAX_QUOTE_CHARS), span: { start: chosen.start, end: chosen.end } }
    : bestPassage(text, s.matches, signOff);
  const said = () => `${endWithPeriod(quote)}${workedOutDates(quote, fact.date)}`;
  return {
    // The answer first, then where it was said.
    line: () => `${fact.kind === 'email' ? describeEmail(fact, said(), bySender) : said()} ${citation(fact)}`,
    source: { ...toSource(fact, quote), span },
  };
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A date with a month name ("30 June") may mean either year: it is quoted as written. */
const MONTH_WORD = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** A weekday's name ("Thursday", "next Tue"). */
const WEEKDAY_WORD = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i;

/** Words for the day of writing itself: the citation's date already says it. */
const SAME_DAY = /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i;

/** "Wed 9 Dec 2026" for 2026-12-09. */
export function formatDay(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAY_NAMES[d.getUTCDay()]} ${formatSourceDate(d.toISOString())}`;
}

/**
 * Relative dates in a quote worked out from the day it was written: "Follow up in two
 * weeks." written on 25 Nov 2026 → " (in two weeks: Wed 9 Dec 2026)". Dates that carry
 * their year need no help.
 */
function workedOutDates(quote: string, writtenAt: string): string {
  const written = new Date(writtenAt);
  if (Number.isNaN(written.getTime())) return '';
  const weekdaysRelative = weekdayIsRelative(quote);
  const worked = extractPostUpdateFacts(quote, written)
    .dates.filter(
      (d) =>
        d.iso !== undefined &&
        !/\d{4}/.test(d.text) &&
        !MONTH_WORD.test(d.text) &&
        !SAME_DAY.test(d.text) &&
        (weekdaysRelative || !WEEKDAY_WORD.test(d.text)),
    )
    .map((d) => `${d.text}: ${formatDay(d.iso as string)}`);
  return worked.length === 0 ? '' : ` (${[...new Set(worked)].join('; ')})`;
}

/** The facts worth citing for `q`, best first, each with the line that quotes it. */
/** A contact's name as asked: folded, without an honorific ("Dr. Claudia Reuter" → "claudia reuter"). */
const personKey = (name: string) => {
  const { firstName, lastName } = splitFullName(name);
  return fold(joinName(firstName, lastName) ?? name);
};

/**
 * "Who is Sara Lee?": when her own card is among the facts, another contact's card that only
 * mentions her ("works with Sara Lee") is no answer about her.
 */
function ownCards(q: ResolvedQuestion, scored: ScoredFact[]): ScoredFact[] {
  if (q.aboutPerson !== true) return scored;
  const asked = new Set(q.names.map(personKey));
  const isOwn = (s: ScoredFact) => s.fact.kind === 'contact' && asked.has(personKey(s.fact.title ?? ''));
  return scored.some(isOwn) ? scored.filter((s) => s.fact.kind !== 'contact' || isOwn(s)) : scored;
}

function citedFacts(q: ResolvedQuestion, scored: ScoredFact[]): Citable[] {
  // "Who is unhappy with the onboarding?": the person who wrote it is the answer.
  const bySender = q.field === undefined && !q.aboutPerson && /^who\b/i.test(q.text);
  // "Tony's office number?", "her position": what a signature says is asked for.
  const keepSignature = CONTACT_DETAILS.test(q.text);
  const candidates = ownCards(q, scored).map((s): Citable => {
    const { line, source } = factLine(s, bySender, undefined, keepSignature);
    const inQuote = s.covers(source.quote);
    // A keyword only in an email's subject ("Invoice 8831") counts half: the quote is what is cited.
    const inTitle = s.fact.kind === 'email' ? s.covers(`${s.fact.title ?? ''} ${source.quote}`) : inQuote;
    return {
      fact: s.fact,
      line,
      source,
      coverage: inQuote + (inTitle - inQuote) / 2,
      named: s.fact.kind === 'contact' || s.names(s.fact.kind === 'email' ? source.quote : s.fact.text) > 0,
    };
  });
  return chooseCitations(candidates, {
    hasKeywords: q.keywordGroups.length > 0,
    hasNames: q.names.length > 0,
    aboutPerson: q.aboutPerson === true,
    shape: q.shape,
    question: q.text,
  });
}

/**
 * Each cited email's answer within its conversation (conversation.ts): the reply that answers the
 * question it asks, the user's own email when their answer is asked for, the latest statement of
 * a value that changed. One email per conversation when something is asked about.
 */
function answerFromConversations(
  q: ResolvedQuestion,
  scored: ScoredFact[],
  cited: Citable[],
  facts: Fact[],
  own: ReadonlySet<string>,
): Citable[] {
  const ranked = scored[0];
  const asking = new Set(scored.filter((s) => s.asksOnly === true).map((s) => s.fact.id));
  if (ranked === undefined || q.keywordGroups.length === 0)
    return cited.filter((c) => !asking.has(c.fact.id));
  const ids = new Set<string>();
  const emails = facts.filter((f) => f.kind === 'email' && !ids.has(f.id) && ids.add(f.id));
  const keys = conversationKeys(emails, own);
  const workDomains = workDomainsOf(own);
  const mailOf = new Map<Fact, ConversationMail>();
  const mail = (fact: Fact): ConversationMail => {
    let m = mailOf.get(fact);
    if (m === undefined) {
      const from = [...participants({ ...fact, fields: { from: fact.fields?.from ?? '' } })][0];
      // The user's side: their addresses and colleagues on their work domain ("we offered").
      const ours = from !== undefined && (own.has(from) || onDomains(from, workDomains));
      m = { fact, sentences: contentSentences(fact), fromOwner: ours };
      mailOf.set(fact, m);
    }
    return m;
  };
  const options = {
    question: q.text,
    shape: q.shape,
    askedOfOwner: own.size > 0 && askedOfOwner(q.text),
    matches: ranked.matches,
    covers: ranked.covers,
  };
  const bySender = q.field === undefined && !q.aboutPerson && /^\s*who\b/i.test(q.text);
  const seen = new Set<string>();
  const out: Citable[] = [];
  for (const c of cited) {
    const fact = emails.find((f) => f.id === c.fact.id) ?? (c.fact.kind === 'email' ? c.fact : undefined);
    const key = fact && keys.get(fact);
    const asks = asking.has(c.fact.id);
    if (fact === undefined || key === undefined) {
      if (!asks) out.push(c);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    const mates = emails.filter((f) => keys.get(f) === key).map(mail);
    const chosen = answerInConversation(mail(fact), c.source.quote, mates, options);
    // Asked and never answered: no answer. A reply answers when it takes up what was asked ("For 40
    // stores… it's $12.5k" after "Could you send a quote for 40 stores?"), not with another topic.
    if (
      asks &&
      (chosen === undefined ||
        chosen.mail.fact.id === fact.id ||
        !takesUp(chosen.passage.text, fact.text, ranked.covers))
    ) {
      seen.delete(key);
      continue;
    }
    if (chosen === undefined) {
      out.push(c);
      continue;
    }
    const scoredMate: ScoredFact = { ...ranked, fact: chosen.mail.fact };
    const { line, source } = factLine(scoredMate, bySender, chosen.passage);
    out.push({ ...c, fact: chosen.mail.fact, line, source });
  }
  return out;
}

function answerField(q: ResolvedQuestion, field: ContactField, scored: ScoredFact[]): Answer {
  const fromContact = scored.find((s) => s.fact.kind === 'contact' && (s.fact.fields?.[field] ?? '') !== '');
  if (fromContact !== undefined) {
    const value = fromContact.fact.fields?.[field] ?? '';
    const sentence = fieldSentence(field, subjectName(q, fromContact.fact), value);
    return {
      answer: `${sentence} ${citation(fromContact.fact)}`,
      sources: [toSource(fromContact.fact, describeContact(fromContact.fact))],
    };
  }
  const subject = subjectName(q);
  for (const s of scored) {
    const found = fieldFromText(field, s, subject);
    if (found !== undefined) {
      const sentence = fieldSentence(field, subject, found.value);
      return { answer: `${sentence} ${citation(s.fact)}`, sources: [toSource(s.fact, found.quote)] };
    }
  }
  // Facts about the person exist but none holds the field: that is not an answer, and never a guess.
  return nothingFound();
}

/** The question with its one name's final "s" dropped ("Grahams phone" → "Graham phone"), if it has one. */
function withoutPossessive(question: string, names: string[]): string | undefined {
  const [name, ...others] = names;
  if (name === undefined || others.length > 0 || !/^\p{L}+[^s\W]s$/u.test(name)) return undefined;
  const at = question.indexOf(name);
  return at === -1
    ? undefined
    : `${question.slice(0, at)}${name.slice(0, -1)}'s${question.slice(at + name.length)}`;
}

function nothingFound(): Answer {
  return { answer: NOTHING_FOUND_ANSWER, sources: [] };
}

/** The built-in assistant, plus the search its answers rest on (for engines that wrap it). */
export interface BuiltInAssistant extends Assistant {
  /**
   * The facts an answer to this request may rest on, best first: the same search and ranking
   * `answer` uses. Empty when nothing in the user's data is about the question.
   */
  retrieve(request: AnswerRequest): Promise<Fact[]>;
  /** "Draft a reply to Jane": the last conversation with her, or undefined for any other question (issue 26). */
  draftThread(request: AnswerRequest): Promise<DraftThread | undefined>;
  /** What the search made of a question, for the eval's probe (`eval/probe.ts`): never shown to users. */
  explain?(request: AnswerRequest): Promise<{ q: ResolvedQuestion; facts: Fact[]; scored: ScoredFact[] }>;
}

/** The assistant that needs no model: rules for intent and titles, search-and-cite for answers. */
export function createBuiltInAssistant(options: BuiltInAssistantOptions): BuiltInAssistant {
  const { knowledge, now, searchLimit, maxAnswerFacts } = { ...DEFAULT_OPTIONS, ...options };

  /**
   * "what did we quote brennholt": a word typed in lower case that is no common English word and
   * names a contact, a company or a mail domain of the user's is a name asked about, not a keyword.
   */
  async function withTypedNames(q: ResolvedQuestion, userId: string): Promise<ResolvedQuestion> {
    const meta = knowledge.meta;
    if (meta?.namesAmong === undefined) return q;
    const words = q.text.split(/[^\p{L}\p{N}'-]+/u).map((w) => w.replace(/'s$/, ''));
    const typed = new Set(words.filter((w) => /^\p{Ll}/u.test(w)));
    const heads = new Set(q.keywordGroups.map((g) => g[0] ?? ''));
    // "jebel cargo", "van loon": two words typed in lower case that start a company's name.
    const pairs = words.flatMap((w, i) => {
      const next = words[i + 1] ?? '';
      return typed.has(w) && typed.has(next) && (heads.has(w) || heads.has(next)) ? [`${w} ${next}`] : [];
    });
    const candidates = [...heads].filter(
      (w) => w.length >= MIN_TYPED_NAME && typed.has(w) && !/\d/.test(w) && !STOP_WORDS.has(w),
    );
    if (candidates.length === 0 && pairs.length === 0) return q;
    // An English word ("wattle", "price") is a name only as a company's: never a surname's.
    const common = candidates.filter(isCommonWord);
    const rare = candidates.filter((w) => !isCommonWord(w));
    const [rareFound, commonFound, pairsFound] = await Promise.all([
      rare.length > 0 ? meta.namesAmong(userId, rare) : [],
      common.length > 0 ? meta.namesAmong(userId, common, { companiesOnly: true }) : [],
      pairs.length > 0 ? meta.namesAmong(userId, pairs, { companiesOnly: true }) : [],
    ]);
    // A pair found is one name; its words are no names of their own.
    const inPairs = new Set(pairsFound.flatMap((p) => p.split(' ')));
    const found = new Set([...rareFound, ...commonFound].filter((w) => !inPairs.has(w)));
    if (found.size === 0 && pairsFound.length === 0) return q;
    const kept = q.keywordGroups.map((g) => !found.has(g[0] ?? '') && !inPairs.has(g[0] ?? ''));
    const keywordGroups = q.keywordGroups.filter((_, g) => kept[g]);
    const framing = q.framing?.filter((_, g) => kept[g]);
    const capital = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
    // "benoit lefebvre": names found side by side are one person's.
    const joined: string[] = [];
    for (const [i, w] of words.entries()) {
      if (!found.has(w)) continue;
      const last = joined[joined.length - 1];
      if (last !== undefined && found.has(words[i - 1] ?? '')) joined[joined.length - 1] = `${last} ${w}`;
      else joined.push(w);
    }
    const typedNames = [...pairsFound, ...new Set(joined)].map((name) =>
      name.split(' ').map(capital).join(' '),
    );
    return {
      ...q,
      names: [...q.names, ...typedNames],
      keywordGroups,
      keywords: keywordGroups.flat(),
      ...(framing?.some(Boolean) ? { framing } : { framing: undefined }),
    };
  }

  /**
   * "what does rheinfracht's COO want": the question with the person who holds that role named in
   * its place (roles.ts), so every rule about a named person applies to them; the question as asked
   * when nobody holds the role, or two people hold it equally well.
   */
  async function namingRoles(request: AnswerRequest): Promise<AnswerRequest> {
    const meta = knowledge.meta;
    if (meta?.titledPeople === undefined) return request;
    const mentions = roleMentions(request.question);
    if (mentions.length === 0) return request;
    let question = request.question;
    for (const mention of [...mentions].reverse()) {
      const domains = mention.own ? await ownDomains(request.userId) : [];
      if (mention.own && domains.length === 0) continue;
      const people = await meta.titledPeople(
        request.userId,
        mention.company
          ? { companyWords: mention.company.map((c) => c.key) }
          : mention.own
            ? { domains }
            : { titleWords: titleSearchWords(mention.role) },
      );
      const person = personInRole(mention, people);
      if (person === undefined) continue;
      question = `${question.slice(0, mention.start)}${person.name}${question.slice(mentionEnd(mention, person))}`;
    }
    return question === request.question ? request : { ...request, question };
  }

  /** The user's own work domains ("our CEO" works there); never a free-mail domain. */
  async function ownDomains(userId: string): Promise<string[]> {
    const own = (await knowledge.conversations?.ownAddresses(userId)) ?? [];
    const domains = own.map((a) => a.split('@')[1]?.toLowerCase() ?? '');
    return [...new Set(domains.filter((d) => d !== '' && !FREE_MAIL_DOMAINS.includes(d)))];
  }

  async function search({ question, history, userId, mailboxId, timeZone }: AnswerRequest) {
    const q = await withTypedNames(resolveQuestion(question, history ?? [], now(), timeZone), userId);
    if (q.terms.length === 0) return { q, scored: [], facts: [] as Fact[] };
    const facts = await knowledge.search({
      userId,
      query: q.text,
      terms: q.terms,
      names: q.names.map((n) => (n.includes('@') ? [n.toLowerCase()] : n.toLowerCase().split(/\s+/))),
      related: relatedTerms(q),
      limit: searchLimit,
      ...(mailboxId ? { mailboxId } : {}),
      ...(q.dateRange ? { range: instantsOf(q.dateRange) } : {}),
    });
    return { q, scored: rankFacts(facts, q), facts };
  }

  /**
   * The user's addresses and the mail of the people in the cited emails (one query): the rest of
   * their conversations, which the search may not have returned (a reply that says only "we can do
   * 45 days net" holds none of the question's words).
   */
  async function conversationMail(cited: Citable[], userId: string, mailboxId: string | undefined) {
    const conversations = knowledge.conversations;
    const emails = cited.filter((c) => c.fact.kind === 'email');
    if (conversations === undefined || emails.length === 0) return { own: new Set<string>(), mail: [] };
    const own = new Set(await conversations.ownAddresses(userId));
    const people = new Set(emails.flatMap((c) => [...participants(c.fact)].filter((a) => !own.has(a))));
    if (people.size === 0) return { own, mail: [] };
    const found = await conversations.mailOf(userId, [...people], CONVERSATION_MAIL, mailboxId);
    const mail = found.map(
      (e): Fact => ({
        kind: 'email',
        id: e.id,
        date: e.date,
        text: e.text,
        rank: 0,
        ...(e.subject ? { title: e.subject } : {}),
        ...(e.thread ? { thread: e.thread } : {}),
        fields: {
          from: e.fromName ? `${e.fromName} <${e.fromAddress ?? ''}>` : (e.fromAddress ?? ''),
          ...(e.to ? { to: e.to } : {}),
          ...(e.subject ? { subject: e.subject } : {}),
        },
      }),
    );
    return { own, mail };
  }

  async function draftThread(request: AnswerRequest): Promise<DraftThread | undefined> {
    const asked = knowledge.conversations && parseDraftRequest(request.question);
    if (!asked) return undefined;
    return findDraftThread(asked.person, knowledge, request);
  }

  /**
   * "What is Hiroshi Tanaka's phone?" when he wrote but is no contact (or his card lacks it): the
   * signature of his newest mail.
   */
  async function fieldFromSender(q: ResolvedQuestion, field: ContactField, userId: string) {
    const name = q.names.find((n) => !n.includes('@'));
    if (name === undefined || field === 'email' || !knowledge.meta?.senderDetails) return undefined;
    const sender = await knowledge.meta.senderDetails(userId, name);
    const value = sender?.[field];
    if (sender === undefined || value === undefined) return undefined;
    const fact = { kind: 'email' as const, date: sender.email.date };
    return {
      answer: `${fieldSentence(field, sender.name, value)} ${citation(fact)}`,
      sources: [
        {
          kind: 'email' as const,
          id: sender.email.id,
          date: sender.email.date,
          quote: shorten(`${sender.name}, ${value}`),
          ...(sender.email.subject ? { title: sender.email.subject } : {}),
        },
      ],
    };
  }

  const assistant: BuiltInAssistant = {
    async detectIntent(text: string) {
      return classifyIntent(text);
    },

    async generateTitle(text: string) {
      return makeTitle(text);
    },

    draftThread,

    explain: async (request) => search(await namingRoles(request)),

    async retrieve(asked: AnswerRequest): Promise<Fact[]> {
      const request = await namingRoles(asked);
      // A metadata question is answered from SQL by `answer`, not from passages.
      if (knowledge.meta && parseMetaQuestion(request.question, now(), request.timeZone)) return [];
      const { q, scored } = await search(request);
      if (q.field !== undefined) return scored.map((s) => s.fact);
      return citedFacts(q, scored).map((c) => c.fact);
    },

    async answer(asked: AnswerRequest): Promise<Answer> {
      const request = await namingRoles(asked);
      const { question, userId, mailboxId } = request;
      // "Draft a reply to Jane": what the reply should answer (writing it needs a model).
      const draft = await draftThread(request);
      if (draft !== undefined) return draftWithoutModel(draft);
      const meta = knowledge.meta && parseMetaQuestion(question, now(), request.timeZone);
      if (meta && knowledge.meta) {
        const answered = await answerMetaQuestion(meta, knowledge.meta, { userId, mailboxId, now: now() });
        if (answered !== undefined) return answered;
      }
      // "What did Olga ask for?", "Which deals are at risk?": from who wrote what to whom.
      // What someone asked for is first what the user's notes and the search say ("asked for API
      // access"), else the asks in their own mail.
      const first = knowledge.conversations && parseFirstQuestion(question, now(), request.timeZone);
      const fromMail = async () =>
        first ? await answerFirstQuestion(first, knowledge, { userId, mailboxId, now: now() }) : undefined;
      if (first && first.type !== 'requestsOf' && first.type !== 'followUpOf') {
        const answered = await fromMail();
        if (answered !== undefined) return answered;
      }
      // "Who put me in touch with Dana?": the sender of the introduction.
      const relation = parseRelationQuestion(question);
      if (relation !== undefined) {
        const answered = await answerRelationQuestion(relation, knowledge, { userId, mailboxId });
        if (answered !== undefined) return answered;
      }
      const { q, scored, facts } = await search(request);
      if (q.field !== undefined) {
        const answered = answerField(q, q.field, scored);
        if (answered.sources.length > 0) return answered;
        const fromSender = await fieldFromSender(q, q.field, userId);
        if (fromSender !== undefined) return fromSender;
        // "Grahams phone": a possessive typed without its apostrophe, on a name no list knows.
        const bare = withoutPossessive(request.question, q.names);
        return bare === undefined ? answered : assistant.answer({ ...request, question: bare });
      }
      // What they asked for, in words related to "ask" only ("we need to decide"), is their asks.
      if (first?.type === 'requestsOf' && !scored.some((s) => s.direct))
        return (await fromMail()) ?? nothingFound();
      // "When should I follow up with Ines?": the user's note found first answers in its own words;
      // else the follow-up their notes set for that person (followUpOf.ts), before any email.
      if (first?.type === 'followUpOf' && scored[0]?.fact.kind !== 'post_update') {
        const answered = await fromMail();
        if (answered !== undefined) return answered;
      }
      if (scored.length === 0) return nothingFound();
      // A period with nothing else asked about is a listing: what came in that month.
      const max =
        q.dateRange && q.keywordGroups.length === 0
          ? Math.max(maxAnswerFacts, MAX_PERIOD_FACTS)
          : maxAnswerFacts;
      const ranked = citedFacts(q, scored);
      const { own, mail } = await conversationMail(ranked.slice(0, max), userId, mailboxId);
      const cited = answerFromConversations(q, scored, ranked, [...facts, ...mail], own).slice(0, max);
      if (cited.length === 0) return nothingFound();
      return { answer: cited.map((c) => c.line()).join('\n'), sources: cited.map((c) => c.source) };
    },
  };
  return assistant;
}
