import { citation, formatSourceDate, shorten } from './compose.js';
import { emailSource, gist, lastConversationWith, who } from './firstQuestions.js';
import type { Answer, Source } from './types.js';

/**
 * "Draft a reply to Jane", "write an email to Bob" (issue 26): a question about the last
 * conversation with that person. Without a language model the answer is what the reply should
 * answer (their open asks, the last message, cited) and a sentence saying that writing the draft
 * needs a model; with one, `llm/draft.ts` writes the draft from the same thread.
 */

/** Anchored, the person at most 60 characters and the topic 200: linear in the question. */
const DRAFT_REQUEST =
  /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:draft|write|compose)\s+(?:me\s+|us\s+)?(?:(?:a|an|the|my|our)\s+)?(?:(?:quick|short)\s+)?(?:reply|response|answer|e-?mail|message|note)\s+(?:back\s+)?(?:to|for)\s+(.{1,60}?)(?:\s+(?:about|on|regarding)\s+.{1,200}?)?\s*[.?!]?$/i;

export function parseDraftRequest(question: string): { person: string } | undefined {
  const person = DRAFT_REQUEST.exec(question.trim())?.[1]
    ?.replace(/\s+/g, ' ')
    .replace(/['’]s?$/, '')
    .trim();
  return person ? { person } : undefined;
}

export type DraftThread = NonNullable<Awaited<ReturnType<typeof lastConversationWith>>>;

/** The last conversation with the person the request names, or undefined when there is none. */
export const draftThread = lastConversationWith;

/** What the reply should answer, cited; the model that would write it is not there. */
export function draftWithoutModel(t: DraftThread): Answer {
  const subject = t.newest.subject ? ` "${t.newest.subject}"` : '';
  const lines: string[] = [
    `Writing the reply itself needs a language model, which is not available here. What your reply to ${t.name} should answer, from your last conversation${subject}:`,
  ];
  const sources: Source[] = [];
  if (t.open.length === 0) lines.push('- No open asks from them.');
  for (const ask of t.open.slice(0, 5)) {
    lines.push(`- Open ask: ${shorten(ask.text)} ${citation({ kind: 'email', date: ask.email.date })}`);
    sources.push(emailSource(ask.email, ask.text, ask));
  }
  const said = gist(t.newest);
  const from = who(t.newest) === 'You' ? 'you' : who(t.newest);
  lines.push(
    `- Last message, from ${from} on ${formatSourceDate(t.newest.date)}: ${shorten(said?.text ?? t.newest.subject ?? '(no text)')} ${citation({ kind: 'email', date: t.newest.date })}`,
  );
  if (!sources.some((s) => s.id === t.newest.id && s.span?.start === said?.start))
    sources.push(emailSource(t.newest, said?.text ?? t.newest.subject ?? '', said));
  return { answer: lines.join('\n'), sources };
}
