import { leftOutText } from '@rapport/sdk/rules';
import type { SyncCounts } from './commitBatch.js';
import { TOO_SLOW_REASON } from './constants.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * EMAIL_SYNC_COMPLETE's message: "box@example.com: 12 new emails, 2 removed, 1 unreadable message
 * skipped (1 took too long to read), 3 spam left out".
 */
export function syncCompleteMessage(label: string, counts: SyncCounts): string {
  const slow = counts.tooSlow > 0 ? ` (${counts.tooSlow} ${TOO_SLOW_REASON})` : '';
  const skipped =
    counts.unreadable > 0 ? `, ${plural(counts.unreadable, 'unreadable message')} skipped${slow}` : '';
  const removed = counts.removed > 0 ? `, ${counts.removed} removed` : '';
  const leftOut = leftOutText(counts.leftOut);
  return `${label}: ${plural(counts.added, 'new email')}${removed}${skipped}${leftOut ? `, ${leftOut}` : ''}`;
}
