import type { SyncCounts } from './commitBatch.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** EMAIL_SYNC_COMPLETE's message: "box@example.com: 12 new emails, 2 removed, 1 unreadable message skipped". */
export function syncCompleteMessage(label: string, counts: SyncCounts): string {
  const skipped = counts.unreadable > 0 ? `, ${plural(counts.unreadable, 'unreadable message')} skipped` : '';
  const removed = counts.removed > 0 ? `, ${counts.removed} removed` : '';
  return `${label}: ${plural(counts.added, 'new email')}${removed}${skipped}`;
}
