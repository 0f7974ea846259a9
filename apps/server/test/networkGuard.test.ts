/**
 * `POST /mailboxes/imap` cannot make the server dial its own network (issue 22): a listener on
 * 127.0.0.1 sees no connection for any spelling of a loopback address, nor for a name that
 * resolves to one; a refusal answers like a closed port, in words and in time.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectError, startTestServer, type TestServer, type TestUser } from './helpers.js';

const FLOOR_MS = 300;

let listener: Server;
let port: number;
let closedPort: number;
let connections = 0;
let guarded: TestServer;
let open: TestServer;
let ada: TestUser;

/** A name that resolves to loopback, as a rebinding or internal DNS name would. */
const lookup = async (host: string) =>
  host === 'internal.rapport.test'
    ? [{ address: '127.0.0.1', family: 4 }]
    : dnsLookup(host, { all: true, verbatim: true });

async function listen(): Promise<Server> {
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  listener = await listen();
  port = (listener.address() as AddressInfo).port;
  const closed = await listen();
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const network = { lookup, failureFloorMs: FLOOR_MS };
  const env = { IMAP_EXTRA_PORTS: `${port},${closedPort}`, MAILBOX_SYNC_INTERVAL_MIN: '0' };
  guarded = await startTestServer({ env, mailbox: { network } });
  open = await startTestServer({ env: { ...env, IMAP_ALLOW_PRIVATE_HOSTS: 'true' }, mailbox: { network } });
  ada = await createUser(guarded.app);
});
afterAll(async () => {
  await guarded?.close();
  await open?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

async function until<T>(probe: () => Promise<T | undefined | null>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const body = (host: string, to = port) => ({
  host,
  port: to,
  security: 'none',
  user: 'ada@example.com',
  password: 'secret',
});

const refusedText = (host: string, to: number) =>
  `${host} refused the connection on port ${to}; check the port (usually 993 for TLS or 143 for STARTTLS) and that the server has IMAP turned on.`;

describe('the outbound network guard', () => {
  it.each([
    '127.0.0.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '127.000.000.001',
    '::ffff:127.0.0.1',
    '[::ffff:127.0.0.1]',
    '::1',
    '0.0.0.0',
    '0',
    'localhost',
    'LOCALHOST',
    'internal.rapport.test',
    '169.254.169.254',
    '10.0.0.1',
    '100.64.0.1',
    'fd00::1',
    'fe80::1',
  ])('refuses %s like a closed port, and nothing connects', async (host) => {
    const before = connections;
    const started = Date.now();
    const res = await ada.api('POST', '/mailboxes/imap', body(host));
    expectError(res, 400, refusedText(host.toLowerCase(), port));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    expect(connections).toBe(before);
  });

  it('refuses a public host on a port other than 143 and 993 before any lookup or connection', async () => {
    const res = await ada.api('POST', '/mailboxes/imap', body('imap.rapport.invalid', 25));
    expectError(res, 400, refusedText('imap.rapport.invalid', 25));
  });

  it('answers a refusal as it answers a port that is really closed', async () => {
    const bob = await createUser(open.app);
    const started = Date.now();
    const real = await bob.api('POST', '/mailboxes/imap', body('127.0.0.1', closedPort));
    const realMs = Date.now() - started;
    const refused = await ada.api('POST', '/mailboxes/imap', body('127.0.0.1', closedPort));
    expect(refused.statusCode).toBe(real.statusCode);
    expect(refused.json()).toEqual(real.json());
    expect(realMs).toBeGreaterThanOrEqual(FLOOR_MS - 5);
  });

  it('connects to a private address with IMAP_ALLOW_PRIVATE_HOSTS', async () => {
    const bob = await createUser(open.app);
    const before = connections;
    const res = await bob.api('POST', '/mailboxes/imap', body('internal.rapport.test'));
    expect(res.statusCode).toBe(400);
    expect(connections).toBeGreaterThan(before);
  });

  it('checks the stored host again when a mailbox syncs', async () => {
    // A mailbox stored before the guard (or while the setting allowed it) points at loopback.
    const row = await guarded.app.rapport.services.mailboxes.create(ada.id, {
      kind: 'imap',
      address: 'ada@example.com',
      settings: { host: 'localhost', port, security: 'none', user: 'ada@example.com' },
      credentials: { password: 'secret' },
    });
    const before = connections;
    const res = await ada.api('POST', `/mailboxes/${row.id}/sync`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // The refusal is retryable (like a closed port): the sync records it and tries again later.
    const failed = await until(async () => {
      const list = (await ada.api('GET', '/mailboxes')).json() as {
        items: { id: string; phase: string | null; error: string | null }[];
      };
      const mailbox = list.items.find((m) => m.id === row.id);
      return mailbox?.error ?? (mailbox?.phase?.startsWith('Retrying') ? mailbox.phase : undefined);
    });
    expect(failed).toContain('refused the connection');
    expect(connections).toBe(before);
  });
});
