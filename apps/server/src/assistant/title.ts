import { wordTable } from '../lib/wordTable.js';
import { DEFAULT_CHAT_TITLE, MAX_TITLE_SOURCE_CHARS, MAX_TITLE_WORDS } from './constants.js';
import { analyse, type TokenInfo } from './nlp.js';

/**
 * A chat title from the first query: the topic of the question as a short noun phrase
 * ("who did I meet from Acme last week?" → "Meetings With Acme Last Week").
 * Question scaffolding (wh-words, auxiliaries, pronouns, politeness, "show me") is
 * dropped; the content words keep their order.
 */

/** Request phrasing removed from the start, longest first. */
const LEADING_FILLERS = [
  'can you please',
  'could you please',
  'would you please',
  'can you',
  'could you',
  'would you',
  'will you',
  'please',
  'pls',
  'hey',
  'hi',
  'hello',
  'ok',
  'okay',
  'so',
  'and',
  'also',
  'i want to know',
  'i would like to know',
  "i'd like to know",
  'i need to know',
  'i need',
  'i want',
  'help me find',
  'help me',
  'show me',
  'tell me about',
  'tell me',
  'give me',
  'find me',
  'get me',
  'remind me',
  'pull up',
  'look up',
  'lookup',
  'search for',
  'search',
  'find',
  'show',
  'list',
  'summarize',
  'summarise',
  'display',
];

const DROPPED = new Set([
  'who',
  'whom',
  'whose',
  'what',
  'whats',
  'when',
  'where',
  'which',
  'how',
  'why',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'has',
  'have',
  'had',
  "'s",
  'i',
  'me',
  'my',
  'we',
  'us',
  'our',
  'you',
  'your',
  'it',
  'they',
  'them',
  'there',
  'the',
  'a',
  'an',
  'all',
  'any',
  'some',
  'many',
  'much',
  'please',
  'yet',
  'still',
  'ever',
  'also',
  'just',
  'really',
  'get',
  'got',
  'know',
  'see',
  'find',
  'show',
  'tell',
  'give',
  'need',
  'want',
  'say',
  'said',
  'anyone',
  'anything',
  'everything',
  'else',
  'not',
  "n't",
]);

/** Activities asked about, named as the topic ("who did I meet" → "Meetings"). */
const VERB_TOPICS = wordTable<string>({
  meet: 'Meetings',
  call: 'Calls',
  speak: 'Conversations',
  talk: 'Conversations',
  email: 'Emails',
});

/** Connectors: never first or last in a title. */
const MINOR_WORDS = new Set([
  'with',
  'from',
  'at',
  'of',
  'for',
  'in',
  'on',
  'and',
  'or',
  'by',
  'to',
  'per',
  'vs',
  'about',
]);

/** AP-style title case: short connectors stay lower-case unless first ("Contacts at Acme", "Meetings With Acme"). */
const LOWER_CASE_WORDS = new Set(['at', 'of', 'for', 'in', 'on', 'and', 'or', 'by', 'to', 'per', 'vs']);

const PARTNER_PREPOSITIONS = new Set(['from', 'at', 'to', 'with']);

/** Words that cannot end a title ("Emails From"). */
const DANGLING = new Set([...MINOR_WORDS, 'this', 'next', 'last']);

function stripLeadingFillers(text: string): string {
  let rest = text;
  for (;;) {
    const lower = rest.toLowerCase();
    const filler = LEADING_FILLERS.find(
      (f) => lower === f || lower.startsWith(`${f} `) || lower.startsWith(`${f},`),
    );
    if (filler === undefined) return rest;
    rest = rest
      .slice(filler.length)
      .replace(/^[\s,]+/, '')
      .trim();
  }
}

function capitalise(word: string, first: boolean): string {
  if (word.includes('@')) return word.toLowerCase();
  const lower = word.toLowerCase();
  if (!first && LOWER_CASE_WORDS.has(lower)) return lower;
  // Keep acronyms and brand casing the user typed (CTO, Q3, iPhone).
  if (/[A-Z]/.test(word.slice(1)) || /\d/.test(word)) return word;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function titleWords(tokens: TokenInfo[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined) continue;
    if (t.type === 'punctuation' || t.type === 'emoji' || t.pos === 'PUNCT' || t.pos === 'SYM') {
      if (t.type !== 'email') continue;
    }
    if (t.value === "'s" || t.value === '’s') {
      // Possessive: glue to the previous word ("Jane Doe's").
      if (out.length > 0) out[out.length - 1] = `${out[out.length - 1]}'s`;
      continue;
    }
    const topic = t.pos === 'VERB' && i > 0 ? VERB_TOPICS[t.lemma] : undefined;
    if (topic !== undefined) {
      // "met anyone from Acme", "emailed Ben" → "Meetings with Acme", "Emails with Ben".
      let j = i + 1;
      while (tokens[j] !== undefined && DROPPED.has(tokens[j]?.normal ?? '')) j += 1;
      const next = tokens[j];
      out.push(topic);
      if (next !== undefined && PARTNER_PREPOSITIONS.has(next.normal)) {
        out.push('with');
        i = j;
      } else if (next?.pos === 'PROPN') {
        out.push('with');
        i = j - 1;
      }
      continue;
    }
    // "to" joins nouns ("Reply to Proposal") but not verbs ("promised to send").
    if (t.normal === 'to' && (tokens[i + 1]?.pos === 'VERB' || tokens[i + 1]?.pos === 'AUX')) continue;
    if (DROPPED.has(t.normal)) continue;
    if (!/[\p{L}\p{N}]/u.test(t.value)) continue;
    out.push(t.value);
  }
  return out;
}

function trimDangling(words: string[]): string[] {
  const out = [...words];
  while (out.length > 0 && MINOR_WORDS.has((out[0] ?? '').toLowerCase())) out.shift();
  while (out.length > 0 && DANGLING.has((out[out.length - 1] ?? '').toLowerCase())) out.pop();
  // Collapse repeated connectors left by dropped words ("From with").
  return out.filter(
    (w, i) => !(MINOR_WORDS.has(w.toLowerCase()) && MINOR_WORDS.has((out[i + 1] ?? '').toLowerCase())),
  );
}

function toTitle(words: string[]): string {
  return words.map((w, i) => capitalise(w, i === 0)).join(' ');
}

/** A title of at most six words for a chat's first query; "New Chat" when there is nothing to name. */
export function makeTitle(text: string): string {
  const cleaned = String(text ?? '')
    .slice(0, MAX_TITLE_SOURCE_CHARS)
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.?!,;:…]+$/u, '');
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return DEFAULT_CHAT_TITLE;
  const body = stripLeadingFillers(cleaned) || cleaned;
  let words = trimDangling(titleWords(analyse(body).tokens));
  if (words.length > MAX_TITLE_WORDS) words = trimDangling(words.slice(0, MAX_TITLE_WORDS));
  if (words.length === 0) {
    // Nothing topical ("hi there"): title the words as typed.
    words = trimDangling(
      cleaned
        .split(' ')
        .map((w) => w.replace(/[^\p{L}\p{N}@.'-]/gu, ''))
        .filter((w) => /[\p{L}\p{N}]/u.test(w))
        .slice(0, MAX_TITLE_WORDS),
    );
  }
  const title = toTitle(words).replace(/[\s.?!,;:…'-]+$/u, '');
  return title === '' ? DEFAULT_CHAT_TITLE : title;
}
