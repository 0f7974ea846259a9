/**
 * What survives a `kill -9`: the server process itself, killed in the middle of a mailbox import
 * and started again on the same embedded data folder (issue 11, issue 12).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
import { freePort, json, type Run, signUp, startServer, until } from './serverProcess.js';

const temp = mkdtempSync(join(tmpdir(), 'rapport-crash-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const MESSAGES = 4000;

interface MailboxState {
  status: string;
  processed: number;
  total: number;
}

it('resumes an mbox import killed mid-way at its checkpoint: every message once, none lost', async () => {
  const dataDir = join(temp, 'data');
  const port = await freePort();
  const env = { PORT: String(port), RAPPORT_DATA_DIR: dataDir, MAILBOX_SYNC_INTERVAL_MIN: '0' };
  let run: Run = startServer(env, { embedded: true });
  try {
    await until(run, /press Ctrl\+C/);
    const { api } = await signUp(`http://127.0.0.1:${port}/api`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(demoMbox(MESSAGES))]), 'takeout.mbox');
    const started = await json<{ mailbox: { id: string } }>(
      await api('/mailboxes/mbox', { method: 'POST', body: form }),
    );
    const state = async () =>
      (await json<{ items: (MailboxState & { id: string })[] }>(await api('/mailboxes'))).items.find(
        (m) => m.id === started.mailbox.id,
      ) as MailboxState;

    // Kill it once some batches are committed and the rest are not.
    let before: MailboxState;
    for (;;) {
      before = await state();
      if (before.status === 'syncing' && before.processed > 0) break;
      if (before.status === 'completed') throw new Error('the import finished before it could be killed');
      await new Promise((r) => setTimeout(r, 20));
    }
    run.child.kill('SIGKILL');
    await run.exited;
    expect(before.processed).toBeLessThan(MESSAGES);

    run = startServer(env, { embedded: true });
    await until(run, /press Ctrl\+C/);
    const after = await state();
    // Resumed, not restarted: the count goes on from where the killed process committed it.
    expect(after.processed).toBeGreaterThanOrEqual(before.processed);
    let done: MailboxState;
    const deadline = Date.now() + 90_000;
    for (;;) {
      done = await state();
      if (done.status === 'completed' || done.status === 'error' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toMatchObject({ status: 'completed', processed: MESSAGES });
    expect(run.output()).toMatch(/resuming 1 background job/);
    const page = await json<{ total: number }>(await api('/emails?limit=1'));
    expect(page.total).toBe(MESSAGES);
  } finally {
    run.child.kill('SIGKILL');
    await run.exited;
  }
}, 180_000);
