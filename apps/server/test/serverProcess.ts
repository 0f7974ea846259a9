/**
 * The server as its own process (from source), as `npm start` runs it: for tests of its console,
 * its exit codes, and what survives a `kill -9`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function childEnv(env: Record<string, string>, embedded: boolean | undefined): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    ...(process.env.DATABASE_URL && !embedded ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  };
}

/**
 * Starts `src/main.ts` (or, `built`, `dist/main.js` as `npm start` does) with `env` on top of a
 * minimal environment (DATABASE_URL passed on unless `embedded`).
 */
export function startServer(
  env: Record<string, string>,
  options: { embedded?: boolean; built?: boolean } = {},
): Run {
  const entry = options.built
    ? ['dist/main.js']
    : ['--conditions=@rapport/source', '--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: childEnv(env, options.embedded),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Runs the admin CLI (`src/cli.ts`, as `npm run admin|backup|restore` does) to its end. */
export async function runCli(
  args: string[],
  env: Record<string, string>,
  options: { embedded?: boolean } = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@rapport/source', '--import', 'tsx', 'src/cli.ts', ...args],
    {
      cwd: serverDir,
      env: childEnv(env, options.embedded),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, output };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Waits until the process has printed `pattern`; throws with its output when it exits or times out. */
export async function until(run: Run, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (Date.now() > deadline || run.child.exitCode !== null)
      throw new Error(`did not print ${pattern}; printed:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs up and verifies through the HTTP API and the dev outbox, as a person would. */
export async function signUp(api: string): Promise<{
  email: string;
  password: string;
  token: string;
  api: (path: string, init?: RequestInit) => Promise<Response>;
}> {
  const email = `crash.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
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
  return {
    email,
    password,
    token: access_token,
    api: (path: string, init: RequestInit = {}) =>
      fetch(`${api}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${access_token}` },
      }),
  };
}

/** Where a mailbox's sync stands, as `GET /mailboxes` says. */
export interface MailboxState {
  status: string;
  processed: number;
  total: number;
}

export type MailboxStateOf = () => Promise<MailboxState>;

/** `GET /mailboxes`' row for one mailbox, through `api`. */
export function mailboxState(
  api: (path: string) => Promise<Response>,
  mailboxId: () => string | undefined,
): MailboxStateOf {
  return async () => {
    const { items } = await json<{ items: (MailboxState & { id: string })[] }>(await api('/mailboxes'));
    const found = items.find((m) => m.id === mailboxId());
    if (!found) throw new Error(`mailbox ${mailboxId()} is not listed`);
    return found;
  };
}

/**
 * Kills the server with SIGKILL once its sync has committed at least `atLeast` messages and not
 * all of them; returns the state it was killed in.
 */
export async function killMidSync(run: Run, state: MailboxStateOf, atLeast = 1): Promise<MailboxState> {
  let before: MailboxState;
  for (;;) {
    before = await state();
    if (before.status === 'syncing' && before.processed >= atLeast) break;
    if (before.status === 'completed') throw new Error('the sync finished before it could be killed');
    await new Promise((r) => setTimeout(r, 20));
  }
  run.child.kill('SIGKILL');
  await run.exited;
  return before;
}

/** Waits until the sync has ended (completed or error), at most `timeoutMs`; the last state. */
export async function syncSettled(state: MailboxStateOf, timeoutMs = 90_000): Promise<MailboxState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await state();
    if (now.status === 'completed' || now.status === 'error' || Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 100));
  }
}
