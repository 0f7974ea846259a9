import { FIRST_NAMES } from './first-names.js';
import { titleAtStart } from './jobTitles.js';
import { analyse, type TokenInfo } from './nlp.js';

/**
 * Finding people and companies in text. wink-nlp's lite model has no person or
 * organisation recogniser, so capitalised runs are classified by the wording around them
 * ("met with Jane", "Jane from Acme", "the Globex deal"), company suffixes ("Inc",
 * "Industries") and a list of common first names. The rules prefer missing a name to
 * inventing one.
 */

const COMPANY_SUFFIXES = new Set([
  'inc',
  'inc.',
  'ltd',
  'ltd.',
  'llc',
  'corp',
  'corp.',
  'corporation',
  'co',
  'co.',
  'gmbh',
  'ag',
  'plc',
  'sa',
  'industries',
  'enterprises',
  'group',
  'holdings',
  'technologies',
  'systems',
  'labs',
  'partners',
  'capital',
  'ventures',
  'solutions',
  'dynamics',
  'bank',
  'consulting',
  'software',
  'media',
]);

/** Verbs whose object is a person ("called Bob", "emailed Fred", "introduced me to Ravi"). */
const PERSON_VERBS = new Set([
  'met',
  'meet',
  'called',
  'emailed',
  'phoned',
  'texted',
  'pinged',
  'thanked',
  'told',
  'asked',
]);

/** Activities that take "with"/"to" + a person ("lunch with Sophie", "spoke to Raj", "followed up with Nadia"). */
const PERSON_ACTIVITIES = new Set([
  'met',
  'meet',
  'meeting',
  'call',
  'called',
  'spoke',
  'speak',
  'talked',
  'talk',
  'lunch',
  'dinner',
  'coffee',
  'breakfast',
  'chat',
  'chatted',
  'up',
  'introduced',
  'introduce',
  'me',
  'us',
]);

/** Activities named by a noun; "meeting with X Y" is as often a company as a person. */
const ACTIVITY_NOUNS = new Set(['meeting', 'call', 'lunch', 'dinner', 'coffee', 'breakfast', 'chat']);

/** Nouns after a name that make it an organisation ("the Globex deal", "the Hooli team"). */
const ORGANISATION_NOUNS = new Set([
  'team',
  'office',
  'deal',
  'account',
  'contract',
  'renewal',
  'board',
  'founders',
  'expansion',
  'project',
  'pilot',
  'folks',
  'people',
  'support',
  'headquarters',
  'hq',
]);

/** Capitalised words that are not names: sentence-initial verbs and nouns, titles, time words. */
const NOT_NAMES = new Set([
  'met',
  'called',
  'emailed',
  'spoke',
  'talked',
  'had',
  'sent',
  'signed',
  'closed',
  'followed',
  'scheduled',
  'booked',
  'visited',
  'received',
  'got',
  'phoned',
  'lunch',
  'dinner',
  'coffee',
  'breakfast',
  'meeting',
  'call',
  'demo',
  'renewal',
  'update',
  'note',
  'notes',
  'proposal',
  'contract',
  'intro',
  'quick',
  'good',
  'great',
  'new',
  'follow',
  'just',
  'finally',
  'customer',
  'presentation',
  'vendor',
  'budget',
  'marked',
  'reminder',
  'next',
  'first',
  'today',
  'tomorrow',
  'yesterday',
  'tonight',
  'the',
  'a',
  'an',
  'i',
  'we',
  'they',
  'he',
  'she',
  'ceo',
  'cto',
  'cfo',
  'cmo',
  'coo',
  'vp',
  'head',
  'director',
  'manager',
  'sales',
  'mr',
  'mrs',
  'ms',
  'dr',
  'fyi',
  'todo',
  'action',
  'items',
  'email',
  'phone',
  'mobile',
  'tel',
  'team',
  'office',
  'won',
  'lost',
  'deal',
  'kickoff',
  'pricing',
  // Question scaffolding that wink may tag as a proper noun at the start of a question.
  'show',
  'list',
  'find',
  'tell',
  'give',
  'search',
  'get',
  'remind',
  'summarize',
  'summarise',
  'any',
  'please',
  'and',
  'also',
  'hi',
  'hello',
  'hey',
  'thanks',
  'who',
  'what',
  'whats',
  'when',
  'where',
  'which',
  'how',
  'why',
  'is',
  'are',
  'did',
  'does',
  'do',
  'can',
  'could',
  'contacts',
  'emails',
  'here',
]);

const WEEKDAY_OR_MONTH =
  /^(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?$|^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$|^(january|february|march|april|june|july|august|september|october|november|december)$/i;

export function isCapitalised(t: TokenInfo): boolean {
  return /^\p{Lu}/u.test(t.value) && /\p{L}/u.test(t.value);
}

/**
 * `midSentence`: a capital there says "name" whatever the tagger thinks ("Olivia Grant",
 * "Cooper Marine" come back as verbs); at the start of a sentence only the tag can tell.
 */
/** Honorifics before a name, never a name of their own ("Dr." would make a contact "Dr"). */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'sir', 'dame']);

function isNameToken(t: TokenInfo, midSentence: boolean): boolean {
  if (!isCapitalised(t)) return false;
  if (t.type !== 'word') return false;
  if (NOT_NAMES.has(t.normal) || WEEKDAY_OR_MONTH.test(t.value)) return false;
  // "Met Dr. Sofia Russo": an honorific (with its full stop, one token) is nobody's name.
  if (HONORIFICS.has(t.normal.replace(/\.$/, ''))) return false;
  // Acronyms (NDA, RFP, QBR) are documents and roles far more often than names.
  if (/^[A-Z]{2,5}$/.test(t.value) || /\d/.test(t.value)) return false;
  return midSentence || t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'X';
}

/** Whether token `i` starts a sentence (or a quote, or a line of a list). */
function startsSentence(tokens: TokenInfo[], i: number): boolean {
  const prev = tokens[i - 1];
  return prev === undefined || /^[.!?:;"'“(\-–—•*]$/.test(prev.value);
}

export interface NameRun {
  words: string[];
  start: number;
  end: number;
}

/** Maximal runs of capitalised name-like tokens, split at punctuation. */
/** Lower-case particles inside a surname ("de Wit", "van Loon", "da Silva", "von der Leyen", "Al"). */
const NAME_PARTICLES = new Set([
  ...['de', 'da', 'do', 'dos', 'das', 'di', 'du', 'del', 'della', 'der', 'den', 'van', 'von'],
  ...['ter', 'ten', 'la', 'le', 'bin', 'ibn', 'al', 'el'],
]);

/** Whether the tokens from `i` are more particles, then a capitalised name word. */
function particleLeadsToName(tokens: readonly TokenInfo[], i: number): boolean {
  let j = i;
  while (tokens[j] !== undefined && NAME_PARTICLES.has(tokens[j]?.value ?? '')) j++;
  const next = tokens[j];
  return next !== undefined && next.type === 'word' && isCapitalised(next) && isNameToken(next, true);
}

function nameRuns(tokens: TokenInfo[]): NameRun[] {
  const runs: NameRun[] = [];
  let current: NameRun | undefined;
  tokens.forEach((t, i) => {
    const continuesCompany = current !== undefined && COMPANY_SUFFIXES.has(t.normal) && isCapitalised(t);
    // "Blue Sun", "Red May": a short weekday or month word inside a name, not followed by a day number.
    const continuesName =
      current !== undefined &&
      t.type === 'word' &&
      /^[A-Z][a-z]{2}$/.test(t.value) &&
      WEEKDAY_OR_MONTH.test(t.value) &&
      tokens[i + 1]?.type !== 'number';
    // "Bram de Wit", "Pieter van der Berg": a lower-case particle between two parts of one name.
    const continuesParticle =
      current !== undefined && NAME_PARTICLES.has(t.value) && particleLeadsToName(tokens, i + 1);
    // "Acme Corp. Jane is CTO": a word closed by a full stop (not an initial) ends the sentence.
    const prev = tokens[i - 1]?.value ?? '';
    if (current !== undefined && prev.length > 2 && prev.endsWith('.')) {
      runs.push(current);
      current = undefined;
    }
    if (
      isNameToken(t, !startsSentence(tokens, i)) ||
      continuesCompany ||
      continuesName ||
      continuesParticle
    ) {
      if (current === undefined) current = { words: [], start: i, end: i };
      current.words.push(t.value);
      current.end = i;
    } else if (current !== undefined) {
      runs.push(current);
      current = undefined;
    }
  });
  if (current !== undefined) runs.push(current);
  return runs;
}

export interface ClassifiedRuns {
  runs: NameRun[];
  personRuns: Set<NameRun>;
  companyRuns: Set<NameRun>;
}

/** Splits capitalised runs into people, companies, and names the wording does not settle. */
export function classifyNameRuns(tokens: TokenInfo[]): ClassifiedRuns {
  const runs = nameRuns(tokens);
  const before = (run: NameRun) => tokens[run.start - 1]?.normal;
  const after = (run: NameRun) => tokens[run.end + 1]?.normal;

  const followedByAffiliation = (run: NameRun) => {
    const next = after(run);
    const nextToken = tokens[run.end + 2];
    return (
      (next === 'at' || next === 'from' || next === '@') &&
      nextToken !== undefined &&
      isCapitalised(nextToken)
    );
  };

  const isSubject = (run: NameRun) => {
    const prev = before(run);
    const next = tokens[run.end + 1];
    const sentenceStart = prev === undefined || /^[.!?:;]$/.test(prev);
    return sentenceStart && next !== undefined && (next.pos === 'VERB' || next.pos === 'AUX');
  };
  const emailInSentenceAfter = (run: NameRun) => {
    for (let i = run.end + 1; i < tokens.length && !/^[.!?;]$/.test(tokens[i]?.value ?? ''); i++) {
      if (tokens[i]?.type === 'email') return true;
    }
    return false;
  };

  /** "Ida Berg, Head of Ops" or "Lars Vik (CFO)": a job title right after a full name. */
  const titledAfter = (run: NameRun) => {
    const rest: string[] = [];
    for (let i = run.end + 1; i < tokens.length && !/^[.!?;]$/.test(tokens[i]?.value ?? ''); i++)
      rest.push(tokens[i]?.value ?? '');
    return titleAtStart(rest.join(' ')) !== undefined;
  };

  const personRuns = new Set<NameRun>();
  /** Whether the wording (or a known first name) says a run names a person. */
  const personEvidence = (run: NameRun): boolean => {
    const prev = before(run);
    const prevPrev = tokens[run.start - 2]?.normal;
    const knownFirstName = FIRST_NAMES.has((run.words[0] ?? '').toLowerCase());
    const runBefore = runs[runs.indexOf(run) - 1];
    const byWording =
      (prev !== undefined && PERSON_VERBS.has(prev)) ||
      (prev === 'and' &&
        runBefore !== undefined &&
        runBefore.end === run.start - 2 &&
        personRuns.has(runBefore)) ||
      ((prev === 'with' || prev === 'to') &&
        prevPrev !== undefined &&
        PERSON_ACTIVITIES.has(prevPrev) &&
        // "meeting with Massive Dynamic": after a noun, only a single name or a known first name.
        (!ACTIVITY_NOUNS.has(prevPrev) || run.words.length === 1 || knownFirstName)) ||
      followedByAffiliation(run) ||
      // "Prof. Anika Rao": an honorific says a person follows.
      (prev !== undefined && HONORIFICS.has(prev.replace(/\.$/, '')));
    const possessive = tokens[run.end + 1]?.value === "'s";
    if (run.words.length === 1)
      return byWording || (knownFirstName && (isSubject(run) || possessive || prev === 'to'));
    return byWording || knownFirstName || isSubject(run) || emailInSentenceAfter(run) || titledAfter(run);
  };

  const companyRuns = new Set<NameRun>();
  for (const run of runs) {
    const last = run.words[run.words.length - 1]?.toLowerCase() ?? '';
    const prev = before(run);
    const next = tokens[run.end + 1];
    const hasSuffix = COMPANY_SUFFIXES.has(last) && run.words.length > 1;
    const beforeOrgNoun = next !== undefined && ORGANISATION_NOUNS.has(next.normal);
    // "Called Acme support line": a single name used to qualify a noun is not a person.
    const modifiesNoun =
      run.words.length === 1 && next?.pos === 'NOUN' && !isCapitalised(next) && next.normal !== 're';
    const afterOrgPreposition = prev === 'from' || prev === 'at' || prev === '@' || prev === 'joined';
    if (hasSuffix || beforeOrgNoun) companyRuns.add(run);
    else if (run.words.length <= 3 && !modifiesNoun && personEvidence(run)) personRuns.add(run);
    else if (afterOrgPreposition) companyRuns.add(run);
  }
  return { runs, personRuns, companyRuns };
}

export interface NamedEntity {
  name: string;
  kind: 'person' | 'company' | 'unknown';
}

/**
 * Names in a text in order of appearance, with what the wording says they are. Used to
 * resolve follow-up questions ("and her phone?") against earlier turns.
 */
export function findNames(text: string): NamedEntity[] {
  const normalised = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  if (normalised === '') return [];
  const { tokens } = analyse(normalised);
  const { runs, personRuns, companyRuns } = classifyNameRuns(tokens);
  const found: NamedEntity[] = [];
  for (const run of runs) {
    const name = run.words.join(' ').replace(/[.,]$/, '');
    if (found.some((f) => f.name.toLowerCase() === name.toLowerCase())) continue;
    const kind = personRuns.has(run) ? 'person' : companyRuns.has(run) ? 'company' : 'unknown';
    found.push({ name, kind });
  }
  for (const t of tokens) {
    if (t.type === 'email' && !found.some((f) => f.name === t.value.toLowerCase())) {
      found.push({ name: t.value.toLowerCase(), kind: 'person' });
    }
  }
  return found;
}
