/**
 * A mailbox sync killed with SIGKILL mid-way and resumed (issue 11, issue 12), the same for each
 * provider: the real server process on an embedded data folder, the mailbox connected through the
 * HTTP API, `kill -9` once some batches are committed, the server started again on the same
 * folder, and then what the database holds. Used by the `*rash.embedded.test.ts` files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { emails, jobs } from '../src/db/schema.js';
import {
  freePort,
  killMidSync,
  type MailboxState,
  mailboxState,
  type Run,
  signUp,
  startServer,
  syncSettled,
  until,
} from './serverProcess.js';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

export interface MidSyncCrash {
  /** Where the killed server had got to. */
  before: MailboxState;
  done: MailboxState;
  /** The stored emails of the mailbox. */
  stored: { providerMessageId: string | null; messageId: string | null }[];
  /** The sync job's counts (`jobs.result`): `added`, `duplicates`. */
  result: Record<string, unknown> | null;
}

export async function crashMidSyncAndResume(options: {
  /** Settings on top of the data folder and port (the provider's URLs). */
  env?: Record<string, string>;
  /** Connects the mailbox as a person would; resolves its id. */
  connect: (api: Api) => Promise<string>;
  /** Kill once at least this many messages are committed (several batches: a restart shows). */
  killAfter: number;
}): Promise<MidSyncCrash> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-crash-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    RAPPORT_DATA_DIR: dataDir,
    MAILBOX_SYNC_INTERVAL_MIN: '0',
    ...options.env,
  };
  let run: Run = startServer(env, { embedded: true });
  let mailboxId: string | undefined;
  try {
    await until(run, /press Ctrl\+C/);
    const { api } = await signUp(`http://127.0.0.1:${port}/api`);
    mailboxId = await options.connect(api);
    const state = mailboxState(api, () => mailboxId);
    const before = await killMidSync(run, state, options.killAfter);

    run = startServer(env, { embedded: true });
    await until(run, /press Ctrl\+C/);
    expect(run.output()).toMatch(/resuming 1 background job/);
    // Resumed, not restarted: the count goes on from where the killed process committed it.
    expect((await state()).processed).toBeGreaterThanOrEqual(before.processed);
    const done = await syncSettled(state);
    run.child.kill('SIGKILL');
    await run.exited;

    const database = await openDatabase({ dataDir });
    try {
      const id = mailboxId;
      const stored = await database.db
        .select({ providerMessageId: emails.providerMessageId, messageId: emails.messageId })
        .from(emails)
        .where(eq(emails.mailboxId, id));
      const [job] = await database.db
        .select({ result: jobs.result })
        .from(jobs)
        .where(and(eq(jobs.kind, 'mailbox.sync'), eq(jobs.status, 'completed')));
      return { before, done, stored, result: job?.result ?? null };
    } finally {
      await database.close();
    }
  } finally {
    run.child.kill('SIGKILL');
    await run.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every expected message stored exactly once, none lost, and none fetched and stored twice. */
export function expectEveryMessageOnce(
  crash: MidSyncCrash,
  expected: number,
  key: 'providerMessageId' | 'messageId',
) {
  expect(crash.before.processed).toBeGreaterThan(0);
  expect(crash.before.processed).toBeLessThan(expected);
  expect(crash.done).toMatchObject({ status: 'completed', processed: expected });
  expect(crash.stored).toHaveLength(expected);
  expect(new Set(crash.stored.map((e) => e[key])).size).toBe(expected);
  // Resumed at the checkpoint, not started again: nothing already stored came back as a duplicate.
  expect(crash.result).toMatchObject({ added: expected, duplicates: 0 });
}
