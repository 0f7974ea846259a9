import { describe, expect, it } from 'vitest';
import {
  findQuote,
  IMAP_PRESETS,
  isMailboxBusy,
  leftOutText,
  mailboxKindLabel,
  mailboxRemovalText,
  mailboxSkippedLabel,
  mailboxStateLabel,
  syncCountText,
} from './mailbox.js';

const BODY =
  'Hi Jane,\n\nThanks for the call.\nWe can offer the  annual plan\nat 20% off if you sign by Friday.\n\nBest, Bob';

describe('findQuote', () => {
  const cases: Array<[string, string, string, string | null]> = [
    ['an exact phrase', 'Thanks for the call.', '', 'Thanks for the call.'],
    [
      'a phrase across line breaks and double spaces',
      'We can offer the annual plan at 20% off',
      '',
      'We can offer the  annual plan\nat 20% off',
    ],
    ['a phrase in another case', 'thanks FOR the call', '', 'Thanks for the call'],
    [
      'a quote cut with an ellipsis',
      'We can offer the annual plan at…',
      '',
      'We can offer the  annual plan\nat',
    ],
    [
      'a quote that starts with the subject',
      'Pricing for Acme Thanks for the call.',
      'Pricing for Acme',
      'Thanks for the call.',
    ],
    [
      'the longest sentence found when the whole is not',
      'Something else entirely. We can offer the annual plan at 20% off if you sign by Friday.',
      '',
      'We can offer the  annual plan\nat 20% off if you sign by Friday.',
    ],
    ['nothing when the text does not hold it', 'A passage from another email', '', null],
    ['nothing for an empty quote', '   ', '', null],
    ['regex characters taken literally', '20% off (if', '', null],
  ];
  it.each(cases)('finds %s', (_name, quote, subject, expected) => {
    const range = findQuote(BODY, quote, subject);
    expect(range ? BODY.slice(range[0], range[1]) : null).toBe(expected);
  });
});

describe('mailbox labels', () => {
  it('names the demo mailbox apart from other archives', () => {
    expect(mailboxKindLabel({ kind: 'mbox', address: 'Demo mailbox' })).toBe('Demo');
    expect(mailboxKindLabel({ kind: 'mbox', address: 'me@example.com' })).toBe('Archive (.mbox)');
    expect(mailboxKindLabel({ kind: 'gmail', address: 'me@gmail.com' })).toBe('Gmail');
    expect(mailboxKindLabel({ kind: 'microsoft', address: 'me@contoso.com' })).toBe(
      'Microsoft 365 / Outlook',
    );
  });

  it('counts only while the total is known', () => {
    expect(syncCountText(120, 2400)).toBe('120 of 2,400');
    expect(syncCountText(0, 0)).toBeNull();
    expect(syncCountText(300, 200)).toBe('200 of 200');
  });

  it('treats queued and syncing as busy', () => {
    expect(
      ['idle', 'queued', 'syncing', 'completed', 'error'].map((status) => isMailboxBusy({ status } as never)),
    ).toEqual([false, true, true, false, false]);
  });

  it('has the five providers the issue names, all on TLS 993', () => {
    expect(IMAP_PRESETS.map((p) => p.id)).toEqual(['outlook', 'icloud', 'fastmail', 'yahoo', 'gmail']);
    expect(IMAP_PRESETS.every((p) => p.port === 993 && p.security === 'tls')).toBe(true);
  });
});

describe('mailboxSkippedLabel', () => {
  it('says how many messages the latest sync skipped and why, or nothing', () => {
    expect(mailboxSkippedLabel({})).toBeNull();
    expect(mailboxSkippedLabel({ skipped: [] })).toBeNull();
    expect(
      mailboxSkippedLabel({
        skipped: [
          { reason: 'took too long to read', count: 1 },
          { reason: 'could not be read', count: 1200 },
        ],
      }),
    ).toBe('1,201 skipped (1 took too long to read, 1,200 could not be read)');
  });
});

describe('leftOutText', () => {
  it('says what an import left out, in the order spam, trash, drafts', () => {
    expect(leftOutText({ spam: 312, trash: 40, drafts: 5 })).toBe('312 spam, 40 trash and 5 drafts left out');
    expect(leftOutText({ spam: 0, trash: 2, drafts: 1 })).toBe('2 trash and 1 draft left out');
    expect(leftOutText({ spam: 1200, trash: 0, drafts: 0 })).toBe('1,200 spam left out');
    expect(leftOutText({ spam: 0, trash: 0, drafts: 0 })).toBeNull();
    expect(leftOutText(undefined)).toBeNull();
  });
});

describe('mailboxRemovalText', () => {
  it('says how many contacts go with the mail and how many stay', () => {
    expect(mailboxRemovalText({ contactsRemoved: 65, contactsKept: 4 })).toBe(
      '65 contacts that came only from its mail go too; 4 contacts stay (another source, other mail, notes or your edits).',
    );
    expect(mailboxRemovalText({ contactsRemoved: 1, contactsKept: 0 })).toBe(
      '1 contact that came only from its mail goes too.',
    );
    expect(mailboxRemovalText({ contactsRemoved: 0, contactsKept: 1 })).toBe(
      'No contact came only from its mail; 1 contact stays (another source, other mail, notes or your edits).',
    );
    expect(mailboxRemovalText({ contactsRemoved: 0, contactsKept: 0 })).toBe(
      'No contacts came from its mail.',
    );
  });
});

describe('mailboxStateLabel', () => {
  it('says Disconnected for a mailbox disconnected keeping its mail, else its sync status', () => {
    expect(mailboxStateLabel({ status: 'idle', disconnectedAt: '2026-11-27T10:00:00.000Z' })).toBe(
      'Disconnected',
    );
    expect(mailboxStateLabel({ status: 'completed', disconnectedAt: null })).toBe('Up to date');
    expect(mailboxStateLabel({ status: 'syncing' })).toBe('Syncing');
  });
});
