/**
 * "Draft a reply to Jane" with a language model (issue 26): the last conversation with her as
 * numbered passages, the model writes the reply, and every sentence of it must stand on the
 * thread: a figure, name or date the thread does not hold drops the sentence (as the citation
 * check does for answers). The answer leads with one cited line, then the draft as "> " lines,
 * which the web app shows with a Copy button (`draftOfAnswer` in the SDK).
 */
import { citation, formatSourceDate } from '../compose.js';
import type { DraftThread } from '../draftReply.js';
import { emailSource, gist } from '../firstQuestions.js';
import type { Answer, Fact } from '../types.js';
import { knownNamesOf, type Passage, splitSentences } from './citations.js';
import { claimsOf, evidenceOf, unsupported } from './claims.js';
import type { ChatMessage, PromptBudget } from './prompt.js';
import { estimateTokens, renderPassage } from './prompt.js';

export const DRAFT_SYSTEM_PROMPT = [
  'You write a reply email for the user: the answer to the last email of the conversation in the numbered passages.',
  'Use ONLY what the passages say. Never add a figure, date, name, price or promise they do not hold.',
  'Answer what the other person asked; where the passages do not say the answer, say the user will come back to it.',
  'Write plain text: a greeting, a few short sentences, a sign-off without a name. No subject line, no citations.',
].join('\n');

const PASSAGE_CHARS = 2_000;

function factOf(e: DraftThread['thread'][number]): Fact {
  const from = e.fromOwner
    ? 'the user'
    : [e.fromName, e.fromAddress && `<${e.fromAddress}>`].filter(Boolean).join(' ');
  return {
    kind: 'email',
    id: e.id,
    date: e.date,
    text: e.text,
    ...(e.subject ? { title: e.subject } : {}),
    fields: { from, ...(e.to ? { to: e.to } : {}), ...(e.subject ? { subject: e.subject } : {}) },
    rank: 0,
  };
}

export function buildDraftPrompt(
  t: DraftThread,
  budget: PromptBudget,
): { messages: ChatMessage[]; passages: Passage[] } {
  const answerTokens = budget.answerTokens ?? Math.min(1_024, Math.floor(budget.contextTokens / 4));
  let left = budget.contextTokens - answerTokens - estimateTokens(DRAFT_SYSTEM_PROMPT) - 64;
  const passages: Passage[] = [];
  // The newest emails matter most: taken from the end while they fit, shown oldest first.
  for (const e of [...t.thread].reverse()) {
    const chars = Math.min(PASSAGE_CHARS, Math.floor(left * 3.5));
    if (chars < 200) break;
    const fact = factOf(e);
    const text = renderPassage(0, fact, chars);
    passages.unshift({ n: 0, fact, text });
    left -= estimateTokens(text) + 1;
  }
  passages.forEach((p, i) => {
    p.n = i + 1;
    p.text = p.text.replace(/^\[0\]/, `[${i + 1}]`);
  });
  const ask = `Write the user's reply to ${t.name}${t.newest.subject ? ` about "${t.newest.subject}"` : ''}.`;
  return {
    messages: [
      { role: 'system', content: DRAFT_SYSTEM_PROMPT },
      { role: 'user', content: `Passages:\n\n${passages.map((p) => p.text).join('\n\n')}\n\n${ask}` },
    ],
    passages,
  };
}

/** A sign-off line states nothing to check ("Best regards" is no person called Best). */
const SIGN_OFF =
  /^(?:best(?: regards| wishes)?|kind regards|warm regards|regards|thanks(?: again)?|thank you|many thanks|cheers|sincerely|all the best)[,.!]?$/i;

/**
 * The draft with only the sentences the thread holds everything of (paragraph breaks kept); null
 * when nothing but a greeting stands.
 */
export function checkDraft(
  draft: string,
  passages: readonly Passage[],
): { text: string; dropped: string[] } | null {
  const evidence = passages.map((p) => evidenceOf(p.text));
  const names = knownNamesOf(passages);
  const dropped: string[] = [];
  const kept: string[] = [];
  for (const line of draft.replace(/\[\d+(?:\s*[,;]\s*\d+)*\]/g, '').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || SIGN_OFF.test(trimmed)) {
      // One blank line between paragraphs, none at the start.
      if (trimmed !== '' || (kept.length > 0 && kept.at(-1) !== '')) kept.push(trimmed);
      continue;
    }
    const standing = splitSentences(trimmed).filter((sentence) => {
      const holds = unsupported(claimsOf(sentence.text, names), evidence).length === 0;
      if (!holds) dropped.push(sentence.text);
      return holds;
    });
    if (standing.length > 0)
      kept.push(`${standing[0]?.marker ?? ''}${standing.map((x) => x.text).join(' ')}`);
  }
  const text = kept.join('\n').trim();
  // A greeting and a sign-off alone are no draft.
  return text.split(/\s+/).length < 8 ? null : { text, dropped };
}

/** The answer around a checked draft: one cited line, then the draft as "> " lines. */
export function draftAnswer(t: DraftThread, draft: string): Answer {
  const subject = t.newest.subject ? ` "${t.newest.subject}"` : '';
  const said = gist(t.newest);
  return {
    answer: [
      `A draft reply to ${t.name}, from your last conversation${subject} (last email ${formatSourceDate(t.newest.date)}) ${citation({ kind: 'email', date: t.newest.date })}:`,
      ...draft.split('\n').map((line) => `> ${line}`.trimEnd()),
    ].join('\n'),
    sources: [emailSource(t.newest, said?.text ?? t.newest.subject ?? '', said)],
  };
}
