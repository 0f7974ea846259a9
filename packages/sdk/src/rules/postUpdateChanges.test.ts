import { describe, expect, it } from 'vitest';
import type { PostUpdateChange } from '../contract/schemas.js';
import { canUndoChanges, changesLine, undoneMessage } from './postUpdateChanges.js';

const created: PostUpdateChange = {
  kind: 'contact_created',
  contactId: 'c1',
  text: 'Created contact Jane Cooper',
};
const noteOnJane: PostUpdateChange = {
  kind: 'note_added',
  contactId: 'c1',
  text: 'Added note to Jane Cooper',
};
const noteOnBob: PostUpdateChange = { kind: 'note_added', contactId: 'c2', text: 'Added note to Bob Smith' };
const followUp: PostUpdateChange = {
  kind: 'follow_up_added',
  contactId: 'c2',
  text: 'Added follow-up Tue 24 Nov',
  dueOn: '2026-11-24',
};

describe('changesLine', () => {
  it.each([
    [[created, noteOnJane, followUp], 'Created contact Jane Cooper · Added follow-up Tue 24 Nov'],
    [[noteOnBob, followUp], 'Added note to Bob Smith · Added follow-up Tue 24 Nov'],
    [[], ''],
  ])('%#: %s', (changes, line) => {
    expect(changesLine(changes)).toBe(line);
  });
});

describe('undo', () => {
  it('is offered for a processed update with changes, once', () => {
    expect(canUndoChanges({ changes: [created] })).toBe(true);
    expect(canUndoChanges({ changes: [created], undoneAt: '2026-11-19T10:00:00Z' })).toBe(false);
    expect(canUndoChanges({ changes: [] })).toBe(false);
    expect(canUndoChanges({})).toBe(false);
  });

  it('says what it kept', () => {
    expect(undoneMessage([created])).toBe('Undone.');
    expect(undoneMessage([{ ...created, kept: true, text: 'Kept contact Jane Cooper (edited since)' }])).toBe(
      'Undone. Kept contact Jane Cooper (edited since).',
    );
  });
});
