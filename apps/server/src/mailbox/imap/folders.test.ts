import { describe, expect, it } from 'vitest';
import { chooseFolders, type ListedFolder } from './folders.js';

const f = (path: string, specialUse?: string, ...flags: string[]): ListedFolder => ({
  path,
  specialUse,
  flags: new Set(flags),
});

const dovecot = [
  f('Drafts', '\\Drafts'),
  f('Junk', '\\Junk'),
  f('Trash', '\\Trash'),
  f('Sent', '\\Sent'),
  f('INBOX', '\\Inbox'),
  f('Projects/Acme'),
  f('Archive', '\\Archive'),
];
const gmail = [
  f('INBOX', '\\Inbox'),
  f('[Gmail]', undefined, '\\Noselect'),
  f('[Gmail]/All Mail', '\\All'),
  f('[Gmail]/Sent Mail', '\\Sent'),
  f('[Gmail]/Spam', '\\Junk'),
  f('[Gmail]/Starred', '\\Flagged'),
  f('[Gmail]/Important', '\\Important'),
  f('Work'),
];

describe('chooseFolders', () => {
  it.each([
    [
      'INBOX, Sent, then the rest by path; no Junk, Trash, Drafts',
      dovecot,
      undefined,
      [
        ['INBOX', '\\Inbox'],
        ['Sent', '\\Sent'],
        ['Archive', '\\Archive'],
        ['Projects/Acme', 'Projects/Acme'],
      ],
    ],
    [
      'Gmail: All Mail alone, since every other folder repeats it',
      gmail,
      undefined,
      [['[Gmail]/All Mail', '\\All']],
    ],
    [
      'explicit paths, whatever their use, in the usual order',
      dovecot,
      ['Junk', 'INBOX', 'Missing'],
      [
        ['INBOX', '\\Inbox'],
        ['Junk', '\\Junk'],
      ],
    ],
    [
      'no folder that cannot be selected',
      [f('INBOX', '\\Inbox'), f('Lists', undefined, '\\Noselect'), f('Gone', undefined, '\\NonExistent')],
      undefined,
      [['INBOX', '\\Inbox']],
    ],
    [
      'virtual views are skipped',
      [f('INBOX', '\\Inbox'), f('Flagged', '\\Flagged'), f('Important', '\\Important')],
      undefined,
      [['INBOX', '\\Inbox']],
    ],
    ['nothing listed, nothing chosen', [], undefined, []],
  ] as const)('%s', (_, listed, explicit, expected) => {
    expect(chooseFolders(listed, explicit).map((c) => [c.path, c.label])).toEqual(expected);
  });
});
