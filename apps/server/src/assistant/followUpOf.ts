import { citation, formatSourceDate, shorten } from './compose.js';
import type { Answer, FollowUpCard, MetaKnowledge } from './types.js';

/**
 * "When should I follow up with Ines?", "when do I get back to Ingrid": the day the user's own
 * note set for that person (a post update's follow-up), cited by the note. Nothing set: the
 * question is searched as any other (`undefined`).
 */

/** Anchored, the name at most 60 characters: linear in the question. */
const FOLLOW_UP_OF =
  /^(?:and\s+)?when\s+(?:should|do|must|shall|can|will|am)\s+i\s+(?:(?:need|have|supposed)\s+to\s+)?(?:follow[\s-]?up\s+with|get\s+back\s+to|check\s+(?:in|back)\s+with|reach\s+out\s+to|chase|call\s+back|call|ring|contact|write\s+to|e-?mail|reply\s+to)\s+(.{1,60}?)[\s?.!]*$/i;

/** The person a "when should I follow up with X" question names, if it is one. */
export function parseFollowUpOf(question: string): string | undefined {
  const person = FOLLOW_UP_OF.exec(question.trim())?.[1]?.replace(/\s+/g, ' ').replace(/'s$/, '').trim();
  // "When should I follow up with her?": whom a pronoun means is the chat history's (query.ts).
  return person === undefined || person === '' || PRONOUNS.has(person.toLowerCase()) ? undefined : person;
}

const PRONOUNS = new Set(['her', 'him', 'them', 'it', 'me', 'us', 'you', 'everyone', 'anyone', 'someone']);
/** Words of reaching out to someone. */
const REACH_OUT =
  /\b(?:follow[\s-]?up|check\s+(?:in|back)|get\s+back|reach\s+out|call|ring|chase|e-?mail|write|contact|ping|remind)\b/i;

/** Open follow-ups read (the soonest first; a person's open follow-ups are far fewer). */
const FOLLOW_UPS_READ = 200;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function answerFollowUpOf(
  person: string,
  meta: MetaKnowledge,
  userId: string,
): Promise<Answer | undefined> {
  if (!meta.followUps) return undefined;
  const open = await meta.followUps(userId, undefined, FOLLOW_UPS_READ);
  // A follow-up with the person, or one of a note that names them ("Call with Ingrid at Fjellvik…
  // Follow up next Wednesday." sets a dated follow-up whose own words do not name her).
  const theirs = open.filter(
    (f) => isNamed(f.contactName ?? '', person) || isNamed(f.text, person) || isNamed(f.note ?? '', person),
  );
  // A follow-up that says to reach out ("Check in with Grace in five days") before a statement the
  // note made a step of ("Grace wants 30 meters"), a dated one before an undated, the soonest first.
  const rank = (f: FollowUpCard) => (REACH_OUT.test(f.text) ? 0 : 2) + (f.dueOn === null ? 1 : 0);
  const next = theirs.reduce<FollowUpCard | undefined>(
    (best, f) => (best === undefined || rank(f) < rank(best) ? f : best),
    undefined,
  );
  if (next === undefined) return undefined;
  // Quoted: the follow-up when it names them, else the note's sentence that does.
  const said = mentions(next.text, person)
    ? next.text
    : (sentenceNaming(next.note ?? '', person) ?? next.text);
  const day = next.dueOn
    ? `on ${WEEKDAYS[new Date(`${next.dueOn}T00:00:00Z`).getUTCDay()]} ${formatSourceDate(next.dueOn)}`
    : 'with no day set';
  // The contact the follow-up is with, when that is the person asked about (not a colleague of theirs).
  const whom = next.contactName && isNamed(next.contactName, person) ? next.contactName : person;
  return {
    answer: `Follow up with ${whom} ${day}: ${shorten(said)} ${citation({ kind: 'post_update', date: next.date })}`,
    sources: [source(next, said)],
  };
}

function source(f: FollowUpCard, quote: string) {
  return { kind: 'post_update' as const, id: f.postUpdateId, date: f.date, quote: shorten(quote) };
}

/** The first sentence of `text` that names `person`, without its final stop. */
function sentenceNaming(text: string, person: string): string | undefined {
  return text
    .split(/(?<=[.!?])\s+/)
    .find((sentence) => isNamed(sentence, person))
    ?.replace(/[.!?]$/, '');
}

/** Whether a word of `person` is in `text` ("Check in with Graham" for Graham Pike). */
function mentions(text: string, person: string): boolean {
  const words = plainWords(text);
  return plainWords(person).some((w) => words.includes(w));
}

/** Whether every word of `person` is a word of `text`, accents aside ("Ines" in "Inês Carvalho"). */
function isNamed(text: string, person: string): boolean {
  const wanted = plainWords(person);
  const words = plainWords(text);
  return wanted.length > 0 && wanted.every((w) => words.includes(w));
}

/** Lower-case words without accents: "Inês Carvalho" → ["ines", "carvalho"]. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
