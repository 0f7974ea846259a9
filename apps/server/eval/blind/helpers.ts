/** Small builders for the blind questions (written for this set, not shared with the dev set's). */
import type {
  AnswerableQuestion,
  Exchange,
  ExpectedFact,
  QuestionKind,
  SourceKey,
  Truth,
  UnanswerableQuestion,
} from '../types.js';
import { messageId } from './build.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day as people write it: "22 June", "22 Jun", "June 22", "Jun 22", "2026-06-22", plus any extra spellings. */
export function day(y: number, m: number, d: number, ...extra: string[]): readonly string[] {
  const long = MONTHS[m - 1] ?? '';
  const short = long.slice(0, 3);
  const th =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return [
    `${d} ${long}`,
    `${d} ${short}`,
    `${long} ${d}`,
    `${short} ${d}`,
    `${d}${th} ${long}`,
    `${long} ${d}${th}`,
    `${d}${th} of ${long}`,
    iso,
    ...extra,
  ];
}

/** A name, or the other ways it is spelled (without accents). */
export const name = (...spellings: string[]): readonly string[] => spellings;

/** The n-th message (1-based) of a thread of the blind mailbox. */
export const msg = (thread: string, n = 1): SourceKey => ({ messageId: messageId(thread, n) });
export const contact = (email: string): SourceKey => ({ contact: email });
export const update = (phrase: string): SourceKey => ({ update: phrase });
export const from = (address: string, subject?: string): SourceKey =>
  subject ? { mail: address, subject } : { mail: address };

type Facts = readonly ExpectedFact[] | ((truth: Truth) => readonly ExpectedFact[]);

export const ask =
  (kind: Exclude<QuestionKind, 'unanswerable'>) =>
  (
    id: string,
    question: string,
    facts: Facts,
    sources: readonly SourceKey[],
    history?: readonly Exchange[],
  ): AnswerableQuestion => ({
    id: `blind-${kind}-${id}`,
    kind,
    question,
    facts,
    sources,
    ...(history ? { history } : {}),
  });

export const none = (id: string, question: string): UnanswerableQuestion => ({
  id: `blind-none-${id}`,
  kind: 'unanswerable',
  question,
});
