import { describe, expect, it } from 'vitest';
import { aliasesOf, sentFromAddresses } from './owner.js';
import type { EmailRecord } from './types.js';

const record = (from: string | null, labels: string[]) =>
  ({ from: from === null ? null : { address: from, name: null }, labels }) as unknown as EmailRecord;

describe('sentFromAddresses', () => {
  it.each([
    ['a Takeout Sent label', [record('Me@Alias.example', ['Sent', 'Important'])], ['me@alias.example']],
    ["Gmail's SENT label", [record('me@alias.example', ['SENT'])], ['me@alias.example']],
    ["IMAP's Sent folder", [record('me@alias.example', ['\\Sent'])], ['me@alias.example']],
    [
      "Gmail's X-GM-LABELS over IMAP",
      [record('me@alias.example', ['\\All', '\\Sent'])],
      ['me@alias.example'],
    ],
    ['a folder merely named like it', [record('bob@x.example', ['\\Sent Items', 'Unsent'])], []],
    ['mail not labelled Sent', [record('bob@x.example', ['Inbox', 'Sent Items?'])], []],
    ['a Sent message without a From', [record(null, ['Sent'])], []],
    [
      'the same sender twice',
      [record('me@a.example', ['Sent']), record('me@a.example', ['Sent'])],
      ['me@a.example'],
    ],
  ])('%s', (_name, records, expected) => {
    expect(sentFromAddresses(records)).toEqual(expected);
  });
});

describe('aliasesOf', () => {
  it('reads the aliases kept in settings, and nothing from settings without them', () => {
    expect(aliasesOf({ aliases: ['me@a.example', 3] })).toEqual(['me@a.example']);
    expect(aliasesOf({ aliases: 'me@a.example' })).toEqual([]);
    expect(aliasesOf({})).toEqual([]);
    expect(aliasesOf(null)).toEqual([]);
  });
});
