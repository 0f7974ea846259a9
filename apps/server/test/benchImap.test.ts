/**
 * The IMAP bench (bench/imap.ts) on a few messages: it seeds a real dovecot, connects the mailbox
 * through POST /api/mailboxes/imap on a listening server, and prints the first sync's figures.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imapBenchUnavailable, imapSync } from '../bench/imap.js';
import { IMAP_TEST_NETWORK } from '../src/mailbox/imap/testServer.js';
import { createUser, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: IMAP_TEST_NETWORK });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

describe('the IMAP bench', () => {
  it('times the first sync of the seeded messages to EMAIL_SYNC_COMPLETE', async () => {
    expect(imapBenchUnavailable()).toBeNull();
    const user = await createUser(server.app);
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    const line = await imapSync(
      server.app,
      base,
      { authorization: `Bearer ${user.accessToken}` },
      user.id,
      25,
    );
    expect(line).toMatch(
      /^IMAP first sync against dovecot \(25 demo messages.*EMAIL_SYNC_COMPLETE in [\d.]+ s = \d+ msgs\/s; peak RSS \d+ MB/,
    );
    expect(line).toContain('"added":25');
  }, 60_000);
});
