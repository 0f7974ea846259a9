import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it.each([
    ['ann@acme.io', 'ann@acme.io'],
    ['  Ann.Lee@Acme.IO ', 'ann.lee@acme.io'],
    ['ann+crm@sub.acme.co.uk', 'ann+crm@sub.acme.co.uk'],
    ['Ann Lee <Ann@Acme.io>', 'ann@acme.io'],
    ['mailto:ann@acme.io', 'ann@acme.io'],
    ['josé@bücher.de', 'josé@bücher.de'],
    ['ann@', null],
    ['@acme.io', null],
    ['ann@acme', null],
    ['ann acme.io', null],
    ['ann@@acme.io', null],
    ['ann..lee@acme.io', null],
    ['.ann@acme.io', null],
    ['ann@acme..io', null],
    ['ann@-acme.io', null],
    ['ann@acme.io, bob@acme.io', null],
    ['n/a', null],
    [`${'a'.repeat(250)}@acme.io`, null],
  ] as const)('%j → %j', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });
});
