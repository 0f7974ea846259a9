import { describe, expect, it } from 'vitest';
import { createNetworkGuard } from '../../lib/network.js';
import { imapOptionsFromSettings } from './client.js';
import { addressFor } from './provider.js';

describe('imapOptionsFromSettings', () => {
  const base = { host: 'imap.example.com', port: 993, user: 'jane@example.com' };
  const guard = createNetworkGuard();
  it.each([
    ['tls', { secure: true }],
    ['starttls', { secure: false, starttls: true }],
    ['none', { secure: false, starttls: false }],
  ] as const)('%s', (security, expected) => {
    expect(imapOptionsFromSettings({ ...base, security }, { password: 'pw' }, guard)).toEqual({
      guard,
      host: 'imap.example.com',
      port: 993,
      user: 'jane@example.com',
      password: 'pw',
      ...expected,
    });
  });
});

describe('addressFor', () => {
  it.each([
    ['Jane@Example.com', 'imap.example.com', 'jane@example.com'],
    ['jane', 'imap.example.com', 'jane@example.com'],
    ['jane', 'mail.example.org', 'jane@example.org'],
    ['jane', 'example.net', 'jane@example.net'],
  ])('%s on %s → %s', (user, host, address) => {
    expect(addressFor(user, host)).toBe(address);
  });
});
