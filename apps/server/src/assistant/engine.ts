import {
  bestQuote,
  citation,
  describeContact,
  describeEmail,
  endWithPeriod,
  shorten,
  toSource,
} from './compose.js';
import { MAX_ANSWER_FACTS, NOTHING_FOUND_ANSWER, SEARCH_LIMIT } from './constants.js';
import { EMAIL_PATTERN, extractPhones, extractPostUpdateFacts } from './extract.js';
import { classifyIntent } from './intent.js';
import { findNames } from './names.js';
import { analyse } from './nlp.js';
import { type ContactField, type ResolvedQuestion, resolveQuestion } from './query.js';
import { makeTitle } from './title.js';
import type { Answer, AnswerRequest, Assistant, Fact, KnowledgeSource, Source } from './types.js';

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

interface ScoredFact {
  fact: Fact;
  score: number;
  /** How many of the question's terms a sentence contains, for picking the quote. */
  matches: (sentence: string) => number;
}

const SUFFIXES = ['ies', 'ing', 'ed', 'es', 's'];

/** A crude stem so "deals" meets "deal" and "closing" meets "close" without a stemmer. */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 4) return w;
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
}

function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const t of analyse(text).tokens) {
    words.add(t.normal);
    words.add(t.lemma.toLowerCase());
    words.add(stem(t.normal));
  }
  return words;
}

function haystackOf(fact: Fact): string {
  return [fact.title ?? '', fact.text, ...Object.values(fact.fields ?? {})].join(' \n ');
}

function termMatches(words: Set<string>, lowerText: string, term: string): boolean {
  if (term.includes('@') || term.includes(' ')) return lowerText.includes(term);
  return words.has(term) || words.has(stem(term));
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
  const analysed = unique.map((fact) => {
    const haystack = haystackOf(fact);
    const lower = haystack.toLowerCase();
    const words = wordsOf(haystack);
    const groupHits = q.keywordGroups.map((group) => group.some((k) => termMatches(words, lower, k)));
    return { fact, lower, words, groupHits };
  });
  // A keyword found in most results ("emailed") says less than a rare one ("partnership").
  const weights = q.keywordGroups.map((_, g) => {
    const df = analysed.filter((a) => a.groupHits[g]).length;
    return df === 0 ? 0 : Math.log(1 + analysed.length / df);
  });
  const reachable = weights.reduce((sum, w) => sum + w, 0);

  const scored: ScoredFact[] = [];
  for (const { fact, lower, words, groupHits } of analysed) {
    let nameScore = 0;
    for (const name of q.names) {
      const parts = name.includes('@') ? [name.toLowerCase()] : name.toLowerCase().split(/\s+/);
      const hits = parts.map((p) => termMatches(words, lower, p));
      // "Jane" for "Jane Doe" counts; "Smith" alone does not make Bob Smith into John Smith.
      if (hits.every(Boolean)) nameScore += 1;
      else if (hits[0] === true) nameScore += 0.6;
    }
    const groupsMatched = groupHits.filter(Boolean).length;
    const weight = groupHits.reduce((sum, hit, g) => sum + (hit ? (weights[g] ?? 0) : 0), 0);

    const relevant = q.names.length > 0 ? nameScore > 0 : groupsMatched > 0 && weight >= reachable / 2;
    if (!relevant) continue;

    const day = fact.date.slice(0, 10);
    const inRange = q.dateRange !== undefined && day >= q.dateRange.from && day < q.dateRange.to;
    const hasField = q.field !== undefined && (fact.fields?.[q.field] ?? '') !== '';
    const score =
      nameScore * 3 +
      weight +
      (fact.kind === q.kind ? 0.5 : 0) +
      (inRange ? 1 : 0) +
      (hasField ? 1 : 0) +
      (fact.rank / maxRank) * 0.25;
    // Names usually sit in a note's first sentence; the words asked about pick the sentence that answers.
    const matches = (sentence: string) => {
      const sw = wordsOf(sentence);
      const sl = sentence.toLowerCase();
      const names = q.names.filter((n) =>
        n
          .toLowerCase()
          .split(/\s+/)
          .some((p) => termMatches(sw, sl, p)),
      ).length;
      const keywords = q.keywordGroups.filter((g) => g.some((k) => termMatches(sw, sl, k))).length;
      return names + 2 * keywords;
    };
    scored.push({ fact, score, matches });
  }
  scored.sort((a, b) => b.score - a.score || b.fact.date.localeCompare(a.fact.date));

  // "emails from John", "what happened last week": narrow to that kind / period when any fact fits.
  let best = scored;
  if (q.kind !== undefined && best.some((s) => s.fact.kind === q.kind))
    best = best.filter((s) => s.fact.kind === q.kind);
  const range = q.dateRange;
  if (range !== undefined) {
    const inRange = best.filter(
      (s) => s.fact.date.slice(0, 10) >= range.from && s.fact.date.slice(0, 10) < range.to,
    );
    if (inRange.length > 0) best = inRange;
  }
  return best;
}

function subjectName(q: ResolvedQuestion, fact?: Fact): string | undefined {
  const f = fact?.fields;
  const contactName = f?.fullName ?? ([f?.firstName, f?.lastName].filter(Boolean).join(' ') || undefined);
  if (fact?.kind === 'contact' && contactName !== undefined) return contactName;
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

function factLine(s: ScoredFact): { line: string; source: Source } {
  const { fact } = s;
  if (fact.kind === 'contact') {
    const description = describeContact(fact);
    return { line: `${endWithPeriod(description)} ${citation(fact)}`, source: toSource(fact, description) };
  }
  const quote = bestQuote(fact.text, s.matches);
  const line = fact.kind === 'email' ? describeEmail(fact, quote) : quote;
  return { line: `${endWithPeriod(line)} ${citation(fact)}`, source: toSource(fact, quote) };
}

function listFacts(scored: ScoredFact[], max: number): { lines: string[]; sources: Source[] } {
  const picked = scored.slice(0, max).map(factLine);
  return { lines: picked.map((p) => p.line), sources: picked.map((p) => p.source) };
}

function answerField(q: ResolvedQuestion, field: ContactField, scored: ScoredFact[], max: number): Answer {
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
  // Related facts exist but none holds the field: say which part is missing, show what there is.
  const name = subject;
  const missing =
    name === undefined
      ? `I couldn't find that ${FIELD_LABELS[field]} in your emails, contacts or updates.`
      : `I couldn't find ${possessive(name)} ${FIELD_LABELS[field]} in your emails, contacts or updates.`;
  const { lines, sources } = listFacts(scored, max);
  const about = name === undefined ? 'Related' : `What I have about ${name}`;
  return { answer: `${missing}\n${about}:\n${lines.map((l) => `- ${l}`).join('\n')}`, sources };
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
}

/** The assistant that needs no model: rules for intent and titles, search-and-cite for answers. */
export function createBuiltInAssistant(options: BuiltInAssistantOptions): BuiltInAssistant {
  const { knowledge, now, searchLimit, maxAnswerFacts } = { ...DEFAULT_OPTIONS, ...options };

  async function search({ question, history, userId, mailboxId }: AnswerRequest) {
    const q = resolveQuestion(question, history ?? [], now());
    if (q.terms.length === 0) return { q, scored: [] };
    const facts = await knowledge.search({
      userId,
      query: q.text,
      terms: q.terms,
      limit: searchLimit,
      ...(mailboxId ? { mailboxId } : {}),
    });
    return { q, scored: rankFacts(facts, q) };
  }

  return {
    async detectIntent(text: string) {
      return classifyIntent(text);
    },

    async generateTitle(text: string) {
      return makeTitle(text);
    },

    async retrieve(request: AnswerRequest): Promise<Fact[]> {
      return (await search(request)).scored.map((s) => s.fact);
    },

    async answer(request: AnswerRequest): Promise<Answer> {
      const { q, scored } = await search(request);
      if (scored.length === 0) return nothingFound();
      if (q.field !== undefined) return answerField(q, q.field, scored, maxAnswerFacts);
      const { lines, sources } = listFacts(scored, maxAnswerFacts);
      return { answer: lines.join('\n'), sources };
    },
  };
}
