import type { PostUpdateChange } from '../contract/schemas.js';

/** The separator of a post update's changes line. */
export const CHANGES_SEPARATOR = ' · ';

/**
 * The changes line under a post update in the timeline (issue 13): "Created contact Jane Cooper ·
 * Added follow-up Tue 24 Nov". A note is shown only for a person nothing else in the line names
 * (a created contact's note goes without saying); empty when there is nothing to show.
 */
export function changesLine(changes: readonly PostUpdateChange[]): string {
  const named = new Set(
    changes.flatMap((c) =>
      c.kind !== 'note_added' && c.kind !== 'follow_up_added' && c.contactId ? [c.contactId] : [],
    ),
  );
  return changes
    .filter((c) => c.kind !== 'note_added' || c.contactId === null || !named.has(c.contactId))
    .map((c) => c.text)
    .join(CHANGES_SEPARATOR);
}

/** Whether a post update has changes an undo can revert (processed, with changes, not undone yet). */
export function canUndoChanges(update: { changes?: readonly PostUpdateChange[]; undoneAt?: string | null }) {
  return (update.changes?.length ?? 0) > 0 && !update.undoneAt;
}

/** The toast after an undo: what was kept, if anything. */
export function undoneMessage(changes: readonly PostUpdateChange[]): string {
  const kept = changes.filter((c) => c.kept).map((c) => c.text);
  return kept.length > 0 ? `Undone. ${kept.join('; ')}.` : 'Undone.';
}
