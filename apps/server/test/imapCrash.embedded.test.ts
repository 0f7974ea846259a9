/**
 * An IMAP sync killed with `kill -9` mid-way resumes at its checkpoint when the server starts
 * again on the same data folder: every message of the mailbox arrives exactly once (issue 11,
 * issue 12). Against a real dovecot (scripts/with-dovecot.sh), seeded over IMAP APPEND.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  appendMessages,
  connectRequest,
  IMAP_TEST_NETWORK,
  type ImapTestServer,
  seedClient,
  startImapTestServer,
} from '../src/mailbox/imap/testServer.js';
import { crashMidSyncAndResume, expectEveryMessageOnce } from './midSyncCrash.js';
import { json } from './serverProcess.js';

const MESSAGES = 2000;

let imap: ImapTestServer;
let account: { user: string; password: string };

beforeAll(async () => {
  imap = await startImapTestServer();
  account = imap.scratchUser();
  // Four connections APPEND a quarter each (the order of UIDs does not matter here).
  const quarter = MESSAGES / 4;
  await Promise.all(
    [0, 1, 2, 3].map(async (q) => {
      const seed = await seedClient(imap, account);
      try {
        await appendMessages(seed, 'INBOX', q * quarter + 1, (q + 1) * quarter);
      } finally {
        await seed.logout().catch(() => {});
      }
    }),
  );
}, 60_000);
afterAll(() => imap?.stop());

it('resumes an IMAP sync killed mid-way: every message once, none lost', async () => {
  const crash = await crashMidSyncAndResume({
    killAfter: 300,
    env: IMAP_TEST_NETWORK,
    async connect(api) {
      const started = await json<{ mailbox: { id: string } }>(
        await api('/mailboxes/imap', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(connectRequest(imap, account)),
        }),
      );
      return started.mailbox.id;
    },
  });
  expectEveryMessageOnce(crash, MESSAGES, 'messageId');
  const seeded = Array.from({ length: MESSAGES }, (_, i) => `m${i + 1}.INBOX@rapport.test`);
  expect(new Set(crash.stored.map((e) => e.messageId))).toEqual(new Set(seeded));
}, 120_000);
