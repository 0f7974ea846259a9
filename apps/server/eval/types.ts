/** The shapes of the question set (questions.ts) and of a scored run (score.ts, report.ts). */

/** The exact answer to a question whose answer is not in the data. */
export const NOT_FOUND_SENTENCE = "I couldn't find that in your emails, contacts or updates.";

/**
 * Where an answer rests, by keys that survive a re-import (never uuids); resolved to ids once the
 * data is in (sources.ts):
 * - `mail`: the emails from an address, optionally only those with this exact subject;
 * - `messageId`: one email by its Message-ID (without angle brackets);
 * - `contact`: the contact with this email address;
 * - `update`: the post update whose text contains this phrase (exactly one must).
 */
export type SourceKey =
  | { mail: string; subject?: string }
  | { messageId: string }
  | { contact: string }
  | { update: string };

/**
 * A string the answer must contain (case and runs of white space ignored), or a list of
 * spellings of which one must appear (a date written "26 Oct" or "October 26").
 */
export type ExpectedFact = string | readonly string[];

export type QuestionKind = 'field' | 'email' | 'update' | 'metadata' | 'follow-up' | 'time' | 'unanswerable';

export interface Exchange {
  question: string;
  answer: string;
}

/** What the eval reads from the database itself, for facts that depend on the whole import. */
export interface Truth {
  contactCount: number;
}

interface BaseQuestion {
  /** Stable, unique, readable: `field-lena-phone`. */
  id: string;
  kind: QuestionKind;
  question: string;
  /** Earlier turns of the chat, sent as `chatHistory`. */
  history?: readonly Exchange[];
}

export interface AnswerableQuestion extends BaseQuestion {
  kind: Exclude<QuestionKind, 'unanswerable'>;
  facts: readonly ExpectedFact[] | ((truth: Truth) => readonly ExpectedFact[]);
  sources: readonly SourceKey[];
}

export interface UnanswerableQuestion extends BaseQuestion {
  kind: 'unanswerable';
}

export type Question = AnswerableQuestion | UnanswerableQuestion;

export interface AskedSource {
  kind: string;
  id: string;
  quote: string;
}

/** One question as asked: what came back and how it scored. */
export interface QuestionResult {
  id: string;
  kind: QuestionKind;
  question: string;
  answerable: boolean;
  status: number;
  answer: string;
  sources: AskedSource[];
  latencyMs: number;
  /** Facts (first spelling) the answer lacks. */
  missingFacts: string[];
  /** Cited sources that are an expected source or quote an expected fact. */
  goodCitations: number;
  citations: number;
  notFound: boolean;
  correct: boolean;
  /** Why the question could not be scored (a source key that matches nothing: the set is stale). */
  error?: string;
}
