import { describe, expect, it } from 'vitest';
import { labelsOf } from './labels.js';

describe('labelsOf', () => {
  it.each([
    ['read mail', ['\\Seen'], ['\\Inbox']],
    ['unread mail', [], ['\\Inbox', 'UNREAD']],
    ['read and flagged', ['\\Seen', '\\Flagged'], ['\\Inbox', 'STARRED']],
    ['unread and flagged', ['\\Flagged'], ['\\Inbox', 'UNREAD', 'STARRED']],
    ['other flags and keywords', ['\\Seen', '\\Answered', '$Forwarded'], ['\\Inbox']],
  ])('%s: the folder label, then UNREAD/STARRED as Gmail says them', (_, flags, labels) => {
    expect(labelsOf('\\Inbox', new Set(flags))).toEqual(labels);
  });

  it('no flags fetched: the folder label alone', () => {
    expect(labelsOf('Projects', undefined)).toEqual(['Projects']);
  });

  it("Gmail's labels (X-GM-LABELS) after the folder's, each once", () => {
    expect(
      labelsOf('\\All', new Set(['\\Seen']), new Set(['\\Sent', '\\Important', 'Clients', '\\All'])),
    ).toEqual(['\\All', '\\Sent', '\\Important', 'Clients']);
    expect(labelsOf('\\All', new Set(), new Set(['\\Inbox']))).toEqual(['\\All', '\\Inbox', 'UNREAD']);
  });
});
