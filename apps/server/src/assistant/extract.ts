import { resolveDate } from './dates.js';
import { isTitleOnly, titleBeside } from './jobTitles.js';
import { classifyNameRuns, type NameRun } from './names.js';
import { analyse } from './nlp.js';
import { EMAIL_PATTERN, extractPhones, pushUnique } from './phones.js';
import { readStatements } from './statements.js';
import type { ExtractedDate, ExtractedPerson, PostUpdateFacts } from './types.js';

export { EMAIL_PATTERN, extractPhones } from './phones.js';

/**
 * Pulls people, emails, companies, dates, phone numbers and next steps out of a post
 * update. wink-nlp finds emails and dates; names need heuristics because the lite model
 * has no person/organisation recogniser. The heuristics prefer missing a name to
 * inventing one: a single capitalised word counts as a person only where the wording
 * says so ("met with Jane", "Jane from Acme"), and as a company only after "from"/"at",
 * before a company suffix, or before "team".
 */

/** Sentences that carry a next step ("Need to send…", "Next step: …", "will get back to us"). */
const NEXT_STEP_PREFIX =
  /^\s*(?:next steps?|to ?do|action items?|follow[- ]?ups?|reminder(?: for myself)?)\s*(?:is|are)?\s*[:\-–—]?\s*/i;
const NEXT_STEP_MARKERS =
  /\b(?:will|won't|going to|need to|needs to|have to|has to|must|should|follow(?:ing)? up|remember to|plan to|wants?|asked for|requested|waiting for|reconnect|get back to|send|schedule|by (?:mon|tues|wednes|thurs|fri|satur|sun)day|next (?:week|month|step))\b/i;

function emailMatchesPerson(email: string, person: ExtractedPerson): boolean {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  // "kobrien@" is Kevin O'Brien's: the name's letters only.
  const letters = (name: string | undefined) => name?.toLowerCase().replace(/[^\p{L}]/gu, '');
  const first = letters(person.firstName);
  const last = letters(person.lastName);
  if (first && local.includes(first)) return true;
  if (last && last.length > 2 && local.includes(last)) return true;
  return false;
}

function toPerson(words: string[]): ExtractedPerson {
  const clean = words.map((w) => w.replace(/[.,]$/, ''));
  if (clean.length === 1) return { firstName: clean[0] };
  return {
    fullName: clean.join(' '),
    firstName: clean[0],
    lastName: clean[clean.length - 1],
  };
}

function extractDates(text: string, entities: { value: string; type: string }[], now: Date): ExtractedDate[] {
  const dates: ExtractedDate[] = [];
  const add = (phrase: string) => {
    const value = phrase.trim().replace(/[.,]$/, '');
    if (dates.some((d) => d.text.toLowerCase() === value.toLowerCase())) return;
    const resolved = resolveDate(value, now, { weekdayAfterToday: true });
    dates.push(resolved === undefined ? { text: value } : { text: value, iso: resolved });
  };
  for (const e of entities) {
    if (e.type === 'DATE') add(e.value);
  }
  // "in two weeks" (wink: DURATION) and "the 15th" (wink: ORDINAL) are dates in a note.
  for (const m of text.matchAll(
    /\b(?:in|within) (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|a couple of|a few) (?:days?|weeks?|months?)\b/gi,
  )) {
    add(m[0]);
  }
  for (const m of text.matchAll(/\bthe (\d{1,2}(?:st|nd|rd|th))\b(?! of [A-Z])/g)) add(m[0]);
  return dates;
}

function extractNextSteps(sentences: string[]): string[] {
  const steps: string[] = [];
  for (const sentence of sentences) {
    for (const clause of sentence.split(/;|\s[–—-]\s/)) {
      const trimmed = clause.trim().replace(/[.!]+$/, '');
      if (trimmed === '') continue;
      if (NEXT_STEP_PREFIX.test(trimmed)) {
        const rest = trimmed.replace(NEXT_STEP_PREFIX, '').trim();
        if (rest !== '') pushUnique(steps, rest);
      } else if (NEXT_STEP_MARKERS.test(trimmed)) {
        pushUnique(steps, trimmed);
      }
    }
  }
  return steps;
}

/** What a post update says about people, companies, contact details, dates and next steps. */
export function extractPostUpdateFacts(text: string, now: Date): PostUpdateFacts {
  const normalised = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  if (normalised === '')
    return { people: [], emails: [], companies: [], dates: [], nextSteps: [], phones: [] };
  const { tokens, entities, sentences } = analyse(normalised);

  const emails: string[] = [];
  for (const t of tokens) if (t.type === 'email') pushUnique(emails, t.value.toLowerCase());
  for (const m of normalised.matchAll(EMAIL_PATTERN)) pushUnique(emails, m[0].toLowerCase());

  const companies: string[] = [];
  const people: ExtractedPerson[] = [];
  const { personRuns, companyRuns } = classifyNameRuns(tokens);
  for (const run of companyRuns) pushUnique(companies, run.words.join(' ').replace(/[.,]$/, ''));
  const companyNames = new Set(companies.map((c) => c.toLowerCase()));

  const personByRun = new Map<NameRun, ExtractedPerson>();
  for (const run of personRuns) {
    if (companyNames.has(run.words.join(' ').toLowerCase())) continue;
    // "Head of Ops": the "Ops" of a title is no one's first name.
    if (isTitleOnly(run.words.join(' ').replace(/[.,]/g, ''))) continue;
    const person = toPerson(run.words);
    // "Jane Doe from Acme", "Bob Smith at Initech", "Sofia Russo @ ProMat".
    const link = tokens[run.end + 1]?.normal;
    const affiliation = [...companyRuns].find((c) => c.start === run.end + 2);
    if ((link === 'from' || link === 'at' || link === '@') && affiliation !== undefined) {
      person.company = affiliation.words.join(' ').replace(/[.,]$/, '');
    }
    const known = people.find(
      (p) =>
        (p.fullName ?? p.firstName)?.toLowerCase() === (person.fullName ?? person.firstName)?.toLowerCase(),
    );
    if (known === undefined) people.push(person);
    personByRun.set(run, known ?? person);
  }
  /** "Jane Doe, jane@acme.com" or "Jane Doe (email: jane@acme.com)": the email right after a name. */
  const personJustBefore = (emailIndex: number): ExtractedPerson | undefined => {
    for (const [run, person] of personByRun) {
      if (emailIndex <= run.end) continue;
      const between = tokens.slice(run.end + 1, emailIndex);
      if (between.length > 4) continue;
      if (
        between.every(
          (t) => t.pos === 'PUNCT' || ['email', 'e-mail', 'mail', 'is', 'at', 'new'].includes(t.normal),
        )
      ) {
        return person;
      }
    }
    return undefined;
  };
  // A single first name that is also the first name of a full name is the same person.
  const deduped = people.filter(
    (p) =>
      p.fullName !== undefined ||
      !people.some(
        (q) =>
          q !== p && q.fullName !== undefined && q.firstName?.toLowerCase() === p.firstName?.toLowerCase(),
      ),
  );

  for (const person of deduped) {
    const job = titleBeside(normalised, person.fullName ?? person.firstName ?? '');
    if (job === undefined) continue;
    person.title = job.title;
    // "the CTO of Acme" ties the person to Acme as "from Acme" does.
    if (job.company !== undefined && person.company === undefined) person.company = job.company;
  }

  for (const email of emails) {
    const index = tokens.findIndex((t) => t.value.toLowerCase() === email);
    const adjacent = index >= 0 ? personJustBefore(index) : undefined;
    const owner =
      deduped.find((p) => p.email === undefined && emailMatchesPerson(email, p)) ??
      (adjacent !== undefined && adjacent.email === undefined && deduped.includes(adjacent)
        ? adjacent
        : undefined);
    if (owner !== undefined) owner.email = email;
  }

  for (const sentence of sentences) {
    const named = deduped.filter((p) => {
      const name = p.fullName ?? p.firstName;
      return name !== undefined && sentence.includes(name);
    });
    const phones = extractPhones(sentence);
    const only = named[0];
    if (named.length === 1 && phones.length === 1 && only !== undefined && only.phone === undefined) {
      only.phone = phones[0];
    }
    // A contact card ("Olivia Martinez, CMO, Tyrell Corp, olivia@tyrell.com") has no verb to
    // separate the person from the company it lists.
    const inSentence = companies.filter((c) => sentence.includes(c));
    const verbless = !analyse(sentence).tokens.some((t) => t.pos === 'VERB');
    const company = inSentence[0];
    if (verbless && named.length === 1 && inSentence.length === 1 && only?.company === undefined && company) {
      if (only !== undefined) only.company = company;
    }
  }

  // "she is Head of Operations", "Tom moved to Globex as Head of Sales", "based in Turin".
  readStatements(normalised, deduped, emails);

  const nameWords = new Set(
    [...companies, ...deduped.map((p) => p.fullName ?? '')].flatMap((n) => n.toLowerCase().split(' ')),
  );
  return {
    people: deduped,
    emails,
    companies,
    // "Blue Sun" is a company, not a Sunday.
    dates: extractDates(normalised, entities, now).filter((d) => !nameWords.has(d.text.toLowerCase())),
    nextSteps: extractNextSteps(sentences),
    phones: extractPhones(normalised),
  };
}

/** A contact that processing a post update may create or update. */
export interface ContactCandidate {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  phone?: string;
}

/**
 * The contacts a post update is about, for linking: each person with an email or a full
 * name, plus each email that belongs to no named person. A lone first name ("Tom") is
 * too weak to create a contact from, so it is left out (issue 3: a contact is created
 * "when an email or a full name is new").
 */
export function contactCandidates(facts: PostUpdateFacts): ContactCandidate[] {
  const candidates: ContactCandidate[] = facts.people
    .filter((p) => p.email !== undefined || p.fullName !== undefined)
    .map((p) => ({ ...p }));
  const owned = new Set(candidates.map((c) => c.email).filter((e): e is string => e !== undefined));
  for (const email of facts.emails) if (!owned.has(email)) candidates.push({ email });
  return candidates;
}
