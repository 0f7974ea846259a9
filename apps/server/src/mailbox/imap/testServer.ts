/**
 * Test support (imported by the `*.test.ts` files here only): a real IMAP server for the tests and
 * a way to seed it over IMAP.
 *
 * With IMAP_TEST_HOST set (`scripts/with-dovecot.sh npx vitest run …`) that server is used.
 * Without it, `startImapTestServer()` runs `scripts/with-dovecot.sh` itself around a small Node
 * process that prints the IMAP_TEST_* variables and waits for its stdin to close, so the server
 * goes away with the test file, and even when the test process is killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImapConnectRequest } from '@rapport/sdk/contract';
import { ImapFlow } from 'imapflow';

export interface ImapTestServer {
  host: string;
  /** Plain IMAP (STARTTLS offered). */
  port: number;
  /** Implicit TLS with a self-signed certificate. */
  tlsPort: number;
  user: string;
  password: string;
  user2: string;
  password2: string;
  /** Dovecot's log file, when known (IMAP_TEST_LOG). */
  log: string | null;
  /** A fresh, empty account of its own (any name in the scratch domain logs in). */
  scratchUser(): { user: string; password: string };
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('../../../../../scripts/with-dovecot.sh', import.meta.url));
const DOVECOT = '/usr/sbin/dovecot';
const START_TIMEOUT_MS = 20_000;

const PRINT_ENV_AND_WAIT = `
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('IMAP_TEST_')));
process.stdout.write(JSON.stringify(env) + '\\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

function fromEnv(env: Record<string, string | undefined>, stop: () => Promise<void>): ImapTestServer {
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set; run the IMAP tests through scripts/with-dovecot.sh.`);
    return value;
  };
  const scratchDomain = need('IMAP_TEST_SCRATCH_DOMAIN');
  const scratchPassword = need('IMAP_TEST_SCRATCH_PASSWORD');
  return {
    host: need('IMAP_TEST_HOST'),
    port: Number(need('IMAP_TEST_PORT')),
    tlsPort: Number(need('IMAP_TEST_TLS_PORT')),
    user: need('IMAP_TEST_USER'),
    password: need('IMAP_TEST_PASSWORD'),
    user2: need('IMAP_TEST_USER2'),
    password2: need('IMAP_TEST_PASSWORD2'),
    log: env.IMAP_TEST_LOG ?? null,
    scratchUser: () => ({
      user: `t-${randomUUID().slice(0, 8)}@${scratchDomain}`,
      password: scratchPassword,
    }),
    stop,
  };
}

export async function startImapTestServer(): Promise<ImapTestServer> {
  if (process.env.IMAP_TEST_HOST) return fromEnv(process.env, async () => {});
  if (!existsSync(DOVECOT))
    throw new Error(
      `The IMAP tests need a real dovecot and ${DOVECOT} is missing: apt-get install dovecot-imapd openssl, or set IMAP_TEST_HOST and the other IMAP_TEST_* variables (scripts/with-dovecot.sh).`,
    );
  const child: ChildProcess = spawn('bash', [SCRIPT, process.execPath, '-e', PRINT_ENV_AND_WAIT], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`dovecot did not start in time:\n${stderr}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as Record<string, string>);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/with-dovecot.sh exited (${code}) before dovecot was ready:\n${stderr}`));
    });
  });
  return fromEnv(env, async () => {
    child.stdin?.end();
    await exited;
  });
}

/**
 * The settings a server needs to connect to the test server: it listens on 127.0.0.1 on ports
 * chosen at start, which the network guard refuses by default (`lib/network.ts`).
 */
export const IMAP_TEST_NETWORK = { IMAP_ALLOW_PRIVATE_HOSTS: 'true', IMAP_EXTRA_PORTS: '1024-65535' };

/** `POST /mailboxes/imap`'s body for an account of the test server, on its plain port. */
export function connectRequest(
  server: ImapTestServer,
  login: { user: string; password: string },
): ImapConnectRequest {
  return {
    host: server.host,
    port: server.port,
    security: 'none',
    user: login.user,
    password: login.password,
  };
}

/** A logged-in client for seeding and changing the test mailbox behind the provider's back. */
export async function seedClient(server: ImapTestServer, login: { user: string; password: string }) {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: login.user, pass: login.password },
    logger: false,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** A small RFC 822 message whose Message-ID and subject say which one it is. */
export function testMessage(n: number, options: { folder?: string; date?: Date } = {}): string {
  const date = options.date ?? new Date(Date.UTC(2024, 0, 1) + n * 60_000);
  return [
    'From: Ann Example <ann@example.com>',
    'To: Bo Example <bo@example.com>',
    `Subject: Message ${n}${options.folder ? ` in ${options.folder}` : ''}`,
    `Message-ID: <m${n}.${options.folder ?? 'INBOX'}@rapport.test>`,
    `Date: ${date.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Body of message ${n}.`,
    '',
  ].join('\r\n');
}

/** APPENDs messages `from`..`to` (inclusive) to `folder`, in that order, so UIDs follow n. */
export async function appendMessages(client: ImapFlow, folder: string, from: number, to: number) {
  for (let n = from; n <= to; n++)
    await client.append(
      folder,
      testMessage(n, { folder }),
      ['\\Seen'],
      new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    );
}

/** Waits for a line of dovecot's log matching `pattern` (dovecot writes it a moment later). */
export async function logLine(server: ImapTestServer, pattern: RegExp, timeoutMs = 3_000): Promise<string> {
  if (!server.log) throw new Error('IMAP_TEST_LOG is not set: the log of this IMAP server is unknown.');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const line = readFileSync(server.log, 'utf8')
      .split('\n')
      .find((l) => pattern.test(l));
    if (line) return line;
    if (Date.now() > until) throw new Error(`no line matching ${pattern} in ${server.log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Deletes the messages with these UIDs from `folder` at once (\Deleted, then EXPUNGE). */
export async function expungeMessages(client: ImapFlow, folder: string, uids: number[]) {
  await client.mailboxOpen(folder);
  await client.messageDelete(uids.join(','), { uid: true });
  await client.mailboxClose();
}

/** Moves the messages with these UIDs from `folder` to `destination` (MOVE, or COPY and EXPUNGE). */
export async function moveMessages(client: ImapFlow, folder: string, uids: number[], destination: string) {
  await client.mailboxOpen(folder);
  await client.messageMove(uids.join(','), destination, { uid: true });
  await client.mailboxClose();
}
