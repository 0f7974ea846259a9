import { citation, formatSourceDate, shorten } from './compose.js';
import { emailSource, gist, mailWith, requestsIn, who } from './firstQuestions.js';
import type { Answer, ConversationEmail, KnowledgeSource, Source } from './types.js';

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

/** Emails of the thread shown at most (the newest). */
const MAX_THREAD = 8;

export interface DraftThread {
  /** The person as their contact names them. */
  name: string;
  subject?: string;
  /** The last conversation with them, oldest first. */
  thread: ConversationEmail[];
  /** Their asks after the user's last email, still open. */
  open: { email: ConversationEmail; text: string; start: number; end: number }[];
  /** The newest email of the thread. */
  last: ConversationEmail;
}

/** The last conversation with the person the request names, or undefined when there is none. */
export async function draftThread(
  person: string,
  knowledge: KnowledgeSource,
  request: { userId: string; mailboxId?: string | undefined },
): Promise<DraftThread | undefined> {
  const { meta, conversations } = knowledge;
  if (meta === undefined || conversations === undefined) return undefined;
  const found = await mailWith(person, meta, conversations, request);
  const newest = found?.mail[0];
  if (found === undefined || newest === undefined) return undefined;
  const thread = found.mail
    .filter((e) => (newest.thread === undefined ? e.id === newest.id : e.thread === newest.thread))
    .reverse()
    .slice(-MAX_THREAD);
  const lastOwn = thread.findLastIndex((e) => e.fromOwner);
  const open = thread
    .slice(lastOwn + 1)
    .filter(found.fromThem)
    .flatMap((email) => requestsIn(email).map((s) => ({ email, ...s })));
  return {
    name: found.name,
    ...(newest.subject ? { subject: newest.subject } : {}),
    thread,
    open,
    last: newest,
  };
}

/** What the reply should answer, cited; the model that would write it is not there. */
export function draftWithoutModel(t: DraftThread): Answer {
  const subject = t.subject ? ` "${t.subject}"` : '';
  const lines: string[] = [
    `Writing the reply itself needs a language model, which is not available here. What your reply to ${t.name} should answer, from your last conversation${subject}:`,
  ];
  const sources: Source[] = [];
  if (t.open.length === 0) lines.push('- No open asks from them.');
  for (const ask of t.open.slice(0, 5)) {
    lines.push(`- Open ask: ${shorten(ask.text)} ${citation({ kind: 'email', date: ask.email.date })}`);
    sources.push(emailSource(ask.email, ask.text, ask));
  }
  const said = gist(t.last);
  const from = who(t.last) === 'You' ? 'you' : who(t.last);
  lines.push(
    `- Last message, from ${from} on ${formatSourceDate(t.last.date)}: ${shorten(said?.text ?? t.last.subject ?? '(no text)')} ${citation({ kind: 'email', date: t.last.date })}`,
  );
  if (!sources.some((s) => s.id === t.last.id && s.span?.start === said?.start))
    sources.push(emailSource(t.last, said?.text ?? t.last.subject ?? '', said));
  return { answer: lines.join('\n'), sources };
}
