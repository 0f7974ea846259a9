import { MAX_INTENT_CHARS } from './constants.js';
import {
  DRAFT_DETERMINERS,
  DRAFT_NOUNS,
  DRAFT_VERBS,
  INTERROGATIVES,
  INVERTING_AUX,
  IRREGULAR_PAST,
  KEYBOARD_RUNS,
  LOOKUP_NOUNS,
  LOOKUP_OPENERS,
  NOTE_PREFIX,
  POLITE_OPENERS,
  REQUEST_VERBS,
  SMALL_TALK,
} from './intent-lexicon.js';
import { analyse, type TokenInfo } from './nlp.js';
import type { Intent } from './types.js';

/**
 * Rule/feature-based intent detection over wink-nlp tokens.
 *
 * The order of the rules is the design: first decide whether the text carries any
 * content at all (greetings, thanks, acknowledgements, keyboard mash, emoji → not
 * detected), then look for question form (a question mark, an interrogative or an
 * inverted auxiliary at the start of a sentence, a request such as "show me"), and
 * otherwise treat a statement with a verb or with contact details as a post update.
 */

function isWord(t: TokenInfo): boolean {
  return /\p{L}/u.test(t.value) && t.type !== 'email' && t.type !== 'url' && t.type !== 'emoji';
}

/**
 * Keyboard mash and letter spam: a run of four keys in keyboard order ("asdf", "erty"),
 * one letter repeated ("aaaa"), a short chunk repeated ("sdfsdf"), or a long word with no vowel.
 */
export function looksLikeGibberish(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length < 3) return false;
  for (const row of KEYBOARD_RUNS) {
    for (let i = 0; i + 4 <= row.length; i++) {
      if (w.includes(row.slice(i, i + 4))) return true;
    }
  }
  if (/(.)\1{3,}/.test(w)) return true;
  if (/^(.{2,4})\1+$/.test(w) && !/^(ha|he|hi|lo|ho)+$/.test(w)) return true;
  if (w.length >= 4 && !/[aeiouy]/.test(w)) return true;
  return false;
}

function isPastVerb(t: TokenInfo): boolean {
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
  if (IRREGULAR_PAST.has(t.normal)) return true;
  return t.normal.endsWith('ed') && t.lemma !== t.normal;
}

function isFiniteVerb(t: TokenInfo): boolean {
  if (t.pos === 'AUX') return true;
  if (t.pos !== 'VERB') return false;
  return !t.normal.endsWith('ing');
}

interface Sentence {
  tokens: TokenInfo[];
  words: TokenInfo[];
  endsWithQuestionMark: boolean;
}

function splitSentences(tokens: TokenInfo[]): Sentence[] {
  const sentences: Sentence[] = [];
  let current: TokenInfo[] = [];
  const flush = (questionMark: boolean) => {
    const words = current.filter(isWord);
    if (current.length > 0) sentences.push({ tokens: current, words, endsWithQuestionMark: questionMark });
    current = [];
  };
  for (const t of tokens) {
    current.push(t);
    if (t.pos === 'PUNCT' && /^[.!?]+$/.test(t.value)) flush(t.value.includes('?'));
  }
  flush(false);
  return sentences;
}

interface Stripped {
  words: TokenInfo[];
  /** The opener itself asked for something ("I want to see…", "I need to know…"). */
  asked: boolean;
}

/** Skips "please", "can you", "could you please", "I need to know"... to reach the real request. */
function stripOpeners(words: TokenInfo[]): Stripped {
  let i = 0;
  for (;;) {
    const w = words[i]?.normal;
    const next = words[i + 1]?.normal;
    if (w !== undefined && POLITE_OPENERS.has(w) && words.length - i > 2) {
      i += 1;
      continue;
    }
    if ((w === 'can' || w === 'could' || w === 'would' || w === 'will') && next === 'you') {
      i += 2;
      continue;
    }
    if (w === 'i' && (next === 'need' || next === 'want' || next === 'would' || next === 'wanna')) {
      const after = words.slice(i + 2).map((t) => t.normal);
      const like = after[0] === 'like' ? 1 : 0;
      const rest = after.slice(like);
      if (
        rest[0] === 'to' &&
        rest[1] !== undefined &&
        ['know', 'see', 'find', 'check', 'get'].includes(rest[1])
      ) {
        return { words: words.slice(i + 2 + like + 2), asked: true };
      }
    }
    return { words: words.slice(i), asked: false };
  }
}

/** "What a great call!", "How nice!": exclamations that start like questions. */
function isExclamation(s: Sentence, words: TokenInfo[]): boolean {
  if (s.endsWithQuestionMark) return false;
  const last = s.tokens[s.tokens.length - 1];
  if (last?.value.includes('!') !== true) return false;
  const first = words[0]?.normal;
  const second = words[1];
  if (first === 'what') return second?.normal === 'a' || second?.normal === 'an';
  if (first === 'how') return second?.pos === 'ADJ' || second?.pos === 'ADV';
  return false;
}

function sentenceIsQuestion(s: Sentence): boolean {
  if (s.endsWithQuestionMark && s.words.length > 0) return true;
  const { words, asked } = stripOpeners(s.words);
  if (asked) return true;
  const first = words[0];
  const second = words[1];
  if (first === undefined) return false;
  // "What's", "whats", "how's", "who'd" are interrogatives too.
  const firstRoot = first.normal.replace(/(?:'s|s|'d|'re|'ll)$/, '');
  if (isExclamation(s, words)) return false;
  // "same for Acme", "what about Globex": a follow-up on the previous question.
  if (/^(same|ditto) (for|with)\b/.test(words.map((w) => w.normal).join(' '))) return true;
  if (INTERROGATIVES.has(first.normal) || INTERROGATIVES.has(firstRoot)) {
    // "When I called Bob, he said…" is a statement that starts with a subordinate clause.
    const subordinate =
      (first.normal === 'when' || first.normal === 'where') &&
      second?.pos === 'PRON' &&
      words[2] !== undefined &&
      isPastVerb(words[2]) &&
      s.tokens.some((t) => t.value === ',');
    return !subordinate;
  }
  if (INVERTING_AUX.has(first.normal) && second !== undefined) {
    const subjectLike =
      ['PRON', 'PROPN', 'DET', 'NOUN', 'NUM', 'ADJ'].includes(second.pos) || second.normal === 'there';
    if (subjectLike && second.normal !== 'to') return true;
  }
  if (DRAFT_VERBS.has(first.normal)) {
    // "draft (me) (a) (short) reply …": what to write comes within the next few words.
    let k = 1;
    while (k < 4 && words[k] !== undefined && DRAFT_DETERMINERS.has(words[k]?.normal ?? '')) k++;
    if (DRAFT_NOUNS.has(words[k]?.normal ?? '')) return true;
  }
  if (REQUEST_VERBS.has(first.normal)) {
    // "Help me find…", "Tell me…", "Show emails…": imperative retrieval. "Check" only with an object.
    // "Remind me who…" asks; "Remind me to call Jane" is a note to self.
    if (first.normal === 'remind') return second?.normal === 'me' && words[2]?.normal !== 'to';
    if (first.normal === 'look' || first.normal === 'pull')
      return second?.normal === 'up' || second?.normal === 'for';
    return true;
  }
  // "I need the email address of Rachel Green" asks; "I need to send…" is a note to self.
  const wantAt = first.normal === 'i' ? 1 : 0;
  const wantVerb = words[wantAt]?.normal;
  if (wantVerb === 'need' || wantVerb === 'want' || wantVerb === 'would') {
    const rest = words.slice(wantAt + 1);
    return rest.some((t) => LOOKUP_NOUNS.has(t.normal)) && !rest.slice(0, 2).some((t) => t.normal === 'to');
  }
  if (LOOKUP_OPENERS.has(first.normal) && !s.words.some(isFiniteVerb)) {
    // "any emails from legal" looks something up; "All good." does not.
    return words.slice(1).some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !SMALL_TALK.has(t.normal));
  }
  return false;
}

/** A verbless fragment naming what to look up: "Jane Doe phone number", "contacts at Northwind". */
function isLookupFragment(s: Sentence, hasContactDetails: boolean): boolean {
  if (hasContactDetails) return false;
  if (s.words.some((t) => isFiniteVerb(t) && !LOOKUP_NOUNS.has(t.normal))) return false;
  return s.words.length >= 2 && s.words.some((t) => LOOKUP_NOUNS.has(t.normal));
}

function isSmallTalk(words: TokenInfo[]): boolean {
  return words.every((t) => SMALL_TALK.has(t.normal.replace(/[^a-z']/g, '')) || looksLikeGibberish(t.value));
}

/** Classifies a chat text as a question, a post update, or neither. */
export function classifyIntent(text: string): Intent {
  const normalised = String(text ?? '')
    .slice(0, MAX_INTENT_CHARS)
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (normalised === '') return 'Intentions not detected.';
  const { tokens, entities } = analyse(normalised);
  const words = tokens.filter(isWord);
  const hasContactDetails =
    tokens.some((t) => t.type === 'email') || entities.some((e) => e.type === 'EMAIL' || e.type === 'PHONE');
  // A pasted email address on its own is a contact to record.
  if (words.length === 0) return hasContactDetails ? 'PostUpdate' : 'Intentions not detected.';
  if (!hasContactDetails && isSmallTalk(words)) return 'Intentions not detected.';

  if (NOTE_PREFIX.test(normalised)) return 'PostUpdate';

  const sentences = splitSentences(tokens).filter((s) => s.words.length > 0);
  // Any sentence asking something makes the message a question ("Thanks. Who is…?").
  if (sentences.some(sentenceIsQuestion)) return 'Question';

  const contentWords = words.filter((t) => !SMALL_TALK.has(t.normal));
  if (contentWords.length <= 1 && !hasContactDetails) {
    // A single content word ("Acme", "banana") says nothing, unless it is a report ("Met Jane").
    if (!words.some(isPastVerb) || words.length < 2) return 'Intentions not detected.';
  }
  if (hasContactDetails) return 'PostUpdate';
  if (
    sentences.length === 1 &&
    sentences[0] !== undefined &&
    isLookupFragment(sentences[0], hasContactDetails)
  ) {
    return 'Question';
  }
  // A statement: any finite verb, or a past participle/noun-phrase report ("Demo done for…").
  const hasVerb = words.some((t) => isFiniteVerb(t) || isPastVerb(t) || t.normal === 'done');
  if (hasVerb) return 'PostUpdate';
  // Verbless notes with names or numbers ("Acme - Jane - demo Tuesday") are updates, not lookups.
  if (words.length >= 3 && words.some((t) => t.pos === 'PROPN')) return 'PostUpdate';
  return 'Intentions not detected.';
}
