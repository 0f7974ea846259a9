/**
 * Which thread a message belongs to (issue 11): the provider's thread id where it has one (Gmail);
 * otherwise the root of its References, its In-Reply-To, its own Message-ID (a thread's first
 * message is the References root of every reply), and the normalised subject last.
 */
import { SUBJECT_PREFIXES } from './constants';

export interface ThreadFields {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
}

const PREFIX_ALTERNATION = SUBJECT_PREFIXES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/**
 * `Re:`, `RE :`, `Re[2]:`, `Re(2):`, `Fwd:`, `AW:`, `回复：` (full-width colon), at the start. The
 * spaces after a counter belong to it: two `\s*` side by side made a long run of spaces quadratic.
 */
export const LEADING_PREFIX = new RegExp(
  `^(?:${PREFIX_ALTERNATION})\\s*(?:(?:\\[\\d+\\]|\\(\\d+\\))\\s*)?[:：]\\s*`,
  'iu',
);
/** A mailing-list tag such as `[rapport-dev]` or `[EXTERNAL]` at the start. */
const LEADING_TAG = /^\[[^\]]{0,64}\]\s*/u;

/**
 * The subject without reply/forward prefixes and list tags, whitespace collapsed, lowercase:
 * "Re: [Sales] AW: Fwd: Q3  pricing" → "q3 pricing".
 */
export function normalizeSubject(subject: string): string {
  let s = subject.normalize('NFC').replace(/\s+/g, ' ').trim();
  for (;;) {
    const next = s.replace(LEADING_PREFIX, '').replace(LEADING_TAG, '');
    if (next === s) break;
    s = next;
  }
  return s.toLowerCase();
}

/** True when the subject starts with a reply or forward prefix (after any list tag). */
export function hasReplyPrefix(subject: string): boolean {
  return LEADING_PREFIX.test(subject.trim().replace(LEADING_TAG, ''));
}

/**
 * A stable thread key. Messages of one conversation get the same key when their clients keep
 * References/In-Reply-To (all common ones do). A reply whose links were lost (`Re:` subject, no
 * References) and a message without any Message-ID fall back to the normalised subject.
 */
export function threadKey(email: ThreadFields, providerThreadId?: string | null): string {
  if (providerThreadId) return `provider:${providerThreadId}`;
  const root = email.references[0] ?? email.inReplyTo;
  if (root) return `msgid:${root}`;
  if (email.messageId && !hasReplyPrefix(email.subject)) return `msgid:${email.messageId}`;
  const subject = normalizeSubject(email.subject);
  if (subject !== '') return `subject:${subject}`;
  return `msgid:${email.messageId ?? ''}`;
}
