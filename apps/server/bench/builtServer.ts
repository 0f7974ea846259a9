/**
 * The built server in its own process, for the benchmarks that measure it as `npm start` runs it
 * (bench/mixed.ts, bench/sockets.ts), and what they share: API calls, verified users, percentiles,
 * the server's memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'bench-password-1';

/** The p-th percentile of sorted values (0 when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * dist/main.js on `dataDir` (PGlite, or PostgreSQL with DATABASE_URL), as `npm start` runs it, with
 * request limits off (one address sends everything) and the dev outbox for sign-up codes.
 */
export async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const entry = join(dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RAPPORT_DATA_DIR: dataDir,
      // The dev outbox gives the sign-up codes.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // One address sends everything: the per-user and per-IP limits would measure themselves.
      RATE_LIMIT_USER_PER_MIN: '0',
      RATE_LIMIT_IP_PER_MIN: '0',
      MAILBOX_SYNC_INTERVAL_MIN: '0',
    },
    // The banner and the dev outbox's mails go nowhere; warnings and errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** A memory figure of a process from `/proc/<pid>/status` (Linux), in MB. */
function statusMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The server process's peak resident memory (VmHWM), in MB. */
export const peakRssMb = (pid: number | undefined) => statusMb(pid, 'VmHWM');

/** The server process's resident memory now (VmRSS), in MB. */
export const rssMb = (pid: number | undefined) => statusMb(pid, 'VmRSS');

/** One API call; any answer but a 2xx throws (the workload counts it as an error). */
export async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs `email` up, signs in and verifies the address through the dev outbox; the access token. */
export async function signUpVerified(base: string, email: string, lastName: string): Promise<string> {
  await call(base, 'POST', '/auth/signup', undefined, {
    first_name: 'Bench',
    last_name: lastName,
    email,
    password: PASSWORD,
  });
  const login = await call(base, 'POST', '/auth/login', undefined, { email, password: PASSWORD });
  const token = login.access_token as string;
  const mails = (await call(base, 'GET', '/dev/outbox')) as { to: string; text: string }[];
  const otp = /code is (\d{6})/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  await call(base, 'POST', '/auth/verify-email', token, { otp });
  return token;
}

/** Stops the server (SIGTERM, as an operator would) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
