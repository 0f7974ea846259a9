/**
 * The prompt: the retrieved facts as numbered passages, as many as the model's context window
 * holds, with the instruction to answer only from them and cite each sentence as [n].
 */
import { formatSourceDate } from '../compose.js';
import type { Fact, HistoryTurn } from '../types.js';
import type { Passage } from './citations.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface PromptBudget {
  /** The model's context window, in tokens. */
  contextTokens: number;
  /** Kept free for the answer (default: a quarter of the window, at most 1,024). */
  answerTokens?: number;
  /** One passage at most (a long email is cut). */
  passageTokens?: number;
  /** Passages at most, whatever the window. */
  maxPassages?: number;
}

export const DEFAULT_BUDGET = {
  passageTokens: 600,
  maxPassages: 8,
} satisfies Omit<Required<PromptBudget>, 'contextTokens' | 'answerTokens'>;

/** Earlier turns shown for what "she" or "it" refers to. */
const HISTORY_TURNS = 2;
const HISTORY_ANSWER_CHARS = 300;
/** Sender, recipients and subject in a heading, each at most. */
const HEADING_FIELD_CHARS = 160;
/** Below this, a cut passage says too little to be worth its place. */
const MIN_PASSAGE_TOKENS = 60;
/** Tokenizers differ; ~3.5 characters a token errs on the safe side for English and names. */
const CHARS_PER_TOKEN = 3.5;

export const SYSTEM_PROMPT = [
  "You answer questions about the user's own emails, contacts and post updates.",
  'Use ONLY the numbered passages in the message. Never use outside knowledge and never guess.',
  'End every sentence with the number of the passage it rests on, like [1] or [2, 3].',
  'Write names, figures and dates exactly as the passage writes them; do not compute new dates or totals.',
  "If the passages do not answer the question, reply only: I couldn't find that in your emails, contacts or updates.",
  'Answer in a few short sentences of plain text.',
].join('\n');

/** A rough token count: good enough to stay under a window, not to bill by. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

function cut(text: string, maxChars: number): string {
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= maxChars) return clean;
  const head = clean.slice(0, maxChars);
  const lastSpace = head.lastIndexOf(' ');
  return `${lastSpace > maxChars / 2 ? head.slice(0, lastSpace) : head}…`;
}

const KIND_LABELS = { email: 'Email', contact: 'Contact', post_update: 'Post update' } as const;

/** The passage's heading: what it is, when, and who or what it is about. */
function heading(fact: Fact): string {
  const f = fact.fields ?? {};
  const parts: string[] = [KIND_LABELS[fact.kind]];
  if (fact.kind === 'contact') {
    const name = f.fullName ?? ([f.firstName, f.lastName].filter(Boolean).join(' ') || fact.title);
    const role = [f.title, f.company].filter(Boolean).join(' at ');
    for (const value of [name, role, f.email, f.phone]) if (value) parts.push(value);
    return parts.join(' · ');
  }
  parts.push(formatSourceDate(fact.date));
  if (fact.kind === 'email') {
    // A list of fifty recipients would leave no room for the text.
    if (f.from) parts.push(`from ${cut(f.from, HEADING_FIELD_CHARS)}`);
    if (f.to) parts.push(`to ${cut(f.to, HEADING_FIELD_CHARS)}`);
    const subject = fact.title ?? f.subject;
    if (subject) parts.push(`subject "${cut(subject, HEADING_FIELD_CHARS)}"`);
  }
  return parts.join(' · ');
}

/** One passage as the model reads it: "[n] heading" then the text, cut to `maxChars`. */
export function renderPassage(n: number, fact: Fact, maxChars: number): string {
  const head = `[${n}] ${heading(fact)}`;
  const notes = fact.kind === 'contact' && fact.fields?.notes ? `\n${fact.fields.notes}` : '';
  const body = cut(`${fact.text}${notes}`, Math.max(0, maxChars - head.length - 1));
  return body === '' ? head : `${head}\n${body}`;
}

function historyBlock(history: readonly HistoryTurn[]): string {
  const turns = history.slice(-HISTORY_TURNS);
  if (turns.length === 0) return '';
  const lines = turns.map((t) => `Q: ${cut(t.question, 300)}\nA: ${cut(t.answer, HISTORY_ANSWER_CHARS)}`);
  return `Earlier in this chat (only for what "he", "she" or "it" refers to; not a source):\n${lines.join('\n')}\n\n`;
}

export interface Prompt {
  messages: ChatMessage[];
  passages: Passage[];
}

/**
 * Numbers the facts, best first, as passages [1]..[n] while they fit the window: the system
 * prompt, the question, the earlier turns and the answer's reserve are counted first; a passage
 * that does not fit whole is cut, and one that would be too short is left out with the rest.
 */
export function buildPrompt(
  question: string,
  history: readonly HistoryTurn[],
  facts: readonly Fact[],
  budget: PromptBudget,
): Prompt {
  const { contextTokens, passageTokens, maxPassages } = { ...DEFAULT_BUDGET, ...budget };
  const answerTokens = budget.answerTokens ?? Math.min(1_024, Math.floor(contextTokens / 4));
  const earlier = historyBlock(history);
  const ask = `Question: ${cut(question, 2_000)}`;
  let left =
    contextTokens - answerTokens - estimateTokens(SYSTEM_PROMPT) - estimateTokens(earlier + ask) - 16;
  const passages: Passage[] = [];
  for (const fact of facts.slice(0, maxPassages)) {
    const tokens = Math.min(passageTokens, left);
    if (tokens < MIN_PASSAGE_TOKENS) break;
    const text = renderPassage(passages.length + 1, fact, Math.floor(tokens * CHARS_PER_TOKEN));
    passages.push({ n: passages.length + 1, fact, text });
    left -= estimateTokens(text) + 1;
  }
  const user = `Passages:\n\n${passages.map((p) => p.text).join('\n\n')}\n\n${earlier}${ask}`;
  return {
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: user },
    ],
    passages,
  };
}
