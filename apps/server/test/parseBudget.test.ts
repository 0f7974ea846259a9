/**
 * Issue 21's budget per message: a message whose parse never ends is abandoned after the budget
 * (its parse worker ended and replaced), counted as skipped with its reason, and the sync goes on
 * with the next message. The parse here hangs through a test-only hook of the parse worker.
 */

import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMbox, demoMessages } from '../src/mailbox/demo.js';
import {
  connectRequest,
  IMAP_TEST_NETWORK,
  type ImapTestServer,
  seedClient,
  startImapTestServer,
} from '../src/mailbox/imap/testServer.js';
import {
  createUser,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

const HANG = 'X-Test-Hang: yes';

let server: TestServer;
let user: TestUser;
let imap: ImapTestServer;
let seed: ImapFlow | undefined;

beforeAll(async () => {
  imap = await startImapTestServer();
  server = await startTestServer({
    env: IMAP_TEST_NETWORK,
    mailbox: { parseThread: { budgetMs: 500, hangOn: HANG, workers: 1 } },
  });
  user = await createUser(server.app, { firstName: 'Alex' });
}, 60_000);
afterAll(async () => {
  await seed?.logout().catch(() => {});
  await server?.close();
  await imap?.stop();
});

/** An archive of `count` demo messages, the one at `hanging` (0-based) carrying the hang header. */
function archiveWithHang(count: number, hanging: number): Buffer {
  const text = demoMbox(count, { owner: { address: 'alex@example.com', name: 'Alex Morgan' } }).toString(
    'utf8',
  );
  const starts = [...text.matchAll(/^From .*\n/gm)];
  expect(starts).toHaveLength(count);
  const after = starts[hanging]!.index + starts[hanging]![0].length;
  return Buffer.from(`${text.slice(0, after)}${HANG}\n${text.slice(after)}`, 'utf8');
}

describe('a message whose parse runs past the budget', () => {
  it('is skipped with its reason; the sync finishes and stores every other message', async () => {
    const started = expectRoute('mailboxes.importMbox', await uploadMbox(user, archiveWithHang(30, 7)), 202);
    await server.app.rapport.jobs.idle();

    const [mailbox] = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(mailbox).toMatchObject({ id: started.mailbox.id, status: 'completed', processed: 30, total: 30 });
    expect(mailbox?.skipped).toEqual([{ reason: 'took too long to read', count: 1 }]);
    expect(expectRoute('emails.list', await user.api('GET', '/emails?limit=50')).total).toBe(29);

    const job = expectRoute('jobs.get', await user.api('GET', `/jobs/${started.jobId}`));
    expect(job.result).toMatchObject({ added: 29, unreadable: 1, tooSlow: 1 });
  });

  it('parses the next sync in the replacement worker, nothing skipped', async () => {
    const again = expectRoute(
      'mailboxes.importMbox',
      await uploadMbox(
        user,
        demoMbox(5, { owner: { address: 'alex@example.com', name: 'Alex Morgan' } }),
        'more.mbox',
      ),
      202,
    );
    await server.app.rapport.jobs.idle();
    const items = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    const more = items.find((m) => m.id === again.mailbox.id);
    expect(more).toMatchObject({ status: 'completed', skipped: [] });
  });
});

describe('the same budget on an IMAP sync (the parse workers are shared by every provider)', () => {
  it('skips the message that hangs and stores the others', async () => {
    const other = await createUser(server.app, { firstName: 'Imogen' });
    const account = imap.scratchUser();
    seed = await seedClient(imap, account);
    const messages = demoMessages(8, { owner: { address: account.user, name: 'Imap Owner' } });
    for (const [i, raw] of messages.entries())
      await seed.append('INBOX', i === 3 ? `${HANG}\r\n${raw}` : raw);

    const started = expectRoute(
      'mailboxes.connectImap',
      await other.api('POST', '/mailboxes/imap', connectRequest(imap, account)),
      201,
    );
    await server.app.rapport.jobs.idle();
    const [mailbox] = expectRoute('mailboxes.list', await other.api('GET', '/mailboxes')).items;
    expect(mailbox).toMatchObject({ id: started.mailbox.id, status: 'completed' });
    expect(mailbox?.skipped).toEqual([{ reason: 'took too long to read', count: 1 }]);
    expect(expectRoute('emails.list', await other.api('GET', '/emails?limit=50')).total).toBe(7);
  }, 60_000);
});
