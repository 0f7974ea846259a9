/**
 * Mail that is never imported (issue 23): spam, deleted mail and unsent drafts are not
 * conversations anyone had. Every provider says so by a label: a Google Takeout's
 * `X-Gmail-Labels` (`Spam`, `Trash`, `Draft`), the Gmail API's `SPAM`/`TRASH`/`DRAFT`, an IMAP
 * folder's special use (`\Junk`, `\Trash`, `\Drafts`) or Gmail's X-GM-LABELS (`\Draft`).
 * The sync (mailbox/sync.ts) leaves such a message out, counts it, and removes a copy it had
 * stored before (a message moved to spam or trash later goes like a deletion).
 */
import { wordTable } from '../lib/wordTable.js';

export const LEFT_OUT_KINDS = ['spam', 'trash', 'drafts'] as const;
export type LeftOutKind = (typeof LEFT_OUT_KINDS)[number];
export type LeftOutCounts = Record<LeftOutKind, number>;

export const noneLeftOut = (): LeftOutCounts => ({ spam: 0, trash: 0, drafts: 0 });

/** Label words, lower-case, without IMAP's leading backslash. Whole labels only: "Spam reports" is a user's label. */
const KINDS = wordTable<LeftOutKind>({
  spam: 'spam',
  junk: 'spam',
  trash: 'trash',
  bin: 'trash',
  draft: 'drafts',
  drafts: 'drafts',
});

/** Whether a message with these labels is left out, and as what (spam first, then trash, then drafts). */
export function leftOutKind(labels: readonly string[]): LeftOutKind | null {
  let found: LeftOutKind | null = null;
  for (const label of labels) {
    const kind = KINDS[label.trim().replace(/^\\/, '').toLowerCase()];
    if (kind === 'spam') return kind;
    if (kind === 'trash' || (kind === 'drafts' && found === null)) found = kind;
  }
  return found;
}
