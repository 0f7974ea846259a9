import { fold } from '../lib/fold.js';
import { citation, senderName, shorten, toSource } from './compose.js';
import { SEARCH_LIMIT } from './constants.js';
import { bestPassage } from './passages.js';
import type { Answer, Fact, KnowledgeSource } from './types.js';

/**
 * Questions about how people are connected, answered from who wrote to whom (issue 24):
 * "Who put me in touch with Dana?", "Who introduced me to Dana Whitfield?", "How did I meet
 * Dana?", "Who knows Dana?". An introduction is an email whose subject says so ("Intro: Sam <>
 * Dana", "Meet Dana", "Introducing …"; not a reply to one); its sender is the introducer.
 */

export type RelationQuestion = { kind: 'introducedBy' | 'knows'; person: string };

/** Anchored, the name at most 80 characters: linear in the question. */
const INTRODUCED_BY = [
  /^who\s+(?:introduced|connected|intro'?d)\s+(?:me|us)\s+(?:to|with)\s+(.{1,80}?)\??$/i,
  /^who\s+put\s+(?:me|us)\s+in\s+touch\s+with\s+(.{1,80}?)\??$/i,
  /^how\s+did\s+(?:i|we)\s+(?:meet|get\s+to\s+know|get\s+introduced\s+to)\s+(.{1,80}?)\??$/i,
];
const KNOWS = /^who\s+(?:knows|else\s+knows)\s+(.{1,80}?)\??$/i;

/** A subject that introduces people, not a reply or forward of one. */
const INTRO_SUBJECT = /\b(?:intro|introduction|introducing|meet)\b/i;
const REPLY_SUBJECT = /^\s*(?:re|aw|fwd?|wg|sv|tr)\s*:/i;

export function parseRelationQuestion(question: string): RelationQuestion | undefined {
  // The patterns allow any spaces between words: the question is not copied to collapse them.
  const text = question.trim();
  const person = (m: RegExpExecArray | null) => m?.[1]?.replace(/\s+/g, ' ').trim();
  for (const pattern of INTRODUCED_BY) {
    const found = person(pattern.exec(text));
    if (found) return { kind: 'introducedBy', person: found };
  }
  const knows = person(KNOWS.exec(text));
  return knows ? { kind: 'knows', person: knows } : undefined;
}

/** The words of a name, folded and lower-case ("Dana Whitfield" → ["dana", "whitfield"]). */
const nameWords = (name: string) =>
  fold(name)
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter((w) => w.length > 1);

/** The full name a participant list gives the person ("Dana Whitfield <dana@…>" for "Dana"). */
function fullNameIn(participants: string, words: string[]): string | undefined {
  for (const part of participants.split(',')) {
    const name = part.replace(/<[^<>]*>/, '').trim();
    const parts = nameWords(name);
    if (name !== '' && words.every((w) => parts.includes(w))) return name;
  }
  return undefined;
}

/** Whether `fact` introduces the person: an intro subject, the person named, not sent by them. */
function introduces(fact: Fact, words: string[]): boolean {
  const subject = fact.title ?? fact.fields?.subject ?? '';
  if (fact.kind !== 'email' || !INTRO_SUBJECT.test(subject) || REPLY_SUBJECT.test(subject)) return false;
  const from = nameWords(fact.fields?.from ?? '');
  if (words.every((w) => from.includes(w))) return false;
  const said = nameWords(`${subject} ${fact.fields?.to ?? ''} ${fact.text}`);
  return words.every((w) => said.includes(w));
}

export async function answerRelationQuestion(
  relation: RelationQuestion,
  knowledge: KnowledgeSource,
  request: { userId: string; mailboxId?: string | undefined },
): Promise<Answer | undefined> {
  const words = nameWords(relation.person.replace(/'s$/i, ''));
  if (words.length === 0) return undefined;
  const facts = await knowledge.search({
    userId: request.userId,
    query: relation.person,
    terms: [...words, 'intro', 'introduction', 'introducing', 'meet'],
    names: [words],
    limit: SEARCH_LIMIT,
    ...(request.mailboxId ? { mailboxId: request.mailboxId } : {}),
  });
  // The first introduction: later ones repeat it.
  const intro = facts.filter((f) => introduces(f, words)).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (intro === undefined) return undefined;
  const introducer = senderName(intro) ?? 'Someone';
  const person = fullNameIn(intro.fields?.to ?? '', words) ?? relation.person;
  const subject = intro.title ?? intro.fields?.subject ?? '';
  const { quote, span } = bestPassage(intro.text, (s) =>
    nameWords(s).some((w) => words.includes(w)) ? 1 : 0,
  );
  const sentence =
    relation.kind === 'introducedBy'
      ? `${introducer} introduced you to ${person}`
      : `${introducer} knows ${person}: they introduced you`;
  return {
    answer: `${sentence} ("${shorten(subject)}"). ${citation(intro)}`,
    sources: [{ ...toSource(intro, quote), span }],
  };
}
