/**
 * Issue 21's budget per message: a message whose parse never ends is abandoned after the budget
 * (its parse worker ended and replaced), counted as skipped with its reason, and the sync goes on
 * with the next message. The parse here hangs through a test-only hook of the parse worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
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

beforeAll(async () => {
  server = await startTestServer({ mailbox: { parseThread: { budgetMs: 500, hangOn: HANG, workers: 1 } } });
  user = await createUser(server.app, { firstName: 'Alex' });
});
afterAll(async () => server?.close());

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
