/**
 * What survives a `kill -9`: the server process itself, killed in the middle of a mailbox import
 * and started again on the same embedded data folder (issue 11, issue 12).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
import { freePort, type Run, startServer, until } from './serverProcess.js';

const temp = mkdtempSync(join(tmpdir(), 'rapport-crash-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const MESSAGES = 4000;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs up and verifies through the HTTP API and the dev outbox, as a person would. */
async function signUp(api: string): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const email = `crash.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await json(await post('/auth/signup', { first_name: 'Kim', last_name: 'Crash', email, password }));
  const { access_token } = await json<{ access_token: string }>(
    await post('/auth/login', { email, password }),
  );
  const outbox = await json<{ to: string; text: string }[]>(await fetch(`${api}/dev/outbox`));
  const otp = /code is (\d{6})/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[1];
  await json(await post('/auth/verify-email', { otp }, access_token));
  return (path, init = {}) =>
    fetch(`${api}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${access_token}` },
    });
}

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
    const api = await signUp(`http://127.0.0.1:${port}/api`);
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
