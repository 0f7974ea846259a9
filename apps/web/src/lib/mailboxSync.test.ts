import type { Mailbox } from '@rapport/sdk';
import { describe, expect, it } from 'vitest';
import { applySyncProgress } from './mailboxSync';

const mailbox = (id: string): Mailbox => ({
  id,
  kind: 'imap',
  address: `${id}@example.com`,
  status: 'queued',
  phase: null,
  processed: 0,
  total: 0,
  lastSyncedAt: null,
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('applySyncProgress', () => {
  it('writes the counts and phase of the mailbox the event names, and only those', () => {
    const next = applySyncProgress([mailbox('a'), mailbox('b')], {
      type: 'EMAIL_SYNC_PROGRESS',
      message: '',
      data: { mailboxId: 'b', processed: 40, total: 240, phase: 'Importing the archive' },
    });
    expect(next?.[0]).toEqual(mailbox('a'));
    expect(next?.[1]).toMatchObject({
      status: 'syncing',
      processed: 40,
      total: 240,
      phase: 'Importing the archive',
    });
  });

  it('leaves the list as it is without a mailbox id', () => {
    const list = [mailbox('a')];
    expect(applySyncProgress(list, { type: 'EMAIL_SYNC_PROGRESS', message: '' })).toBe(list);
  });
});
