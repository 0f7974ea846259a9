import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMailboxError, type MailboxError } from '../types.js';
import { createImapProvider, verifyImap } from './provider.js';
import { type ImapTestServer, logLine, startImapTestServer } from './testServer.js';

let server: ImapTestServer;
beforeAll(async () => {
  server = await startImapTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function failure(p: Promise<unknown>): Promise<MailboxError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isMailboxError(e)) throw new Error(`expected a MailboxError, got ${String(e)}`);
  return e;
}

/** A port nothing listens on: the kernel hands one out, and it is closed again at once. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('verifyImap against dovecot', () => {
  it('logs in over plain IMAP with STARTTLS and answers the address', async () => {
    await expect(
      verifyImap({
        host: server.host,
        port: server.port,
        secure: false,
        starttls: true,
        allowSelfSigned: true,
        user: server.user,
        password: server.password,
      }),
    ).resolves.toEqual({ address: server.user });
  });

  it('logs in over implicit TLS when self-signed certificates are allowed', async () => {
    await expect(
      verifyImap({
        host: server.host,
        port: server.tlsPort,
        secure: true,
        allowSelfSigned: true,
        user: server.user2,
        password: server.password2,
      }),
    ).resolves.toEqual({ address: server.user2 });
  });

  it('says the password was refused, and mentions app passwords', async () => {
    const e = await failure(
      verifyImap({
        host: server.host,
        port: server.port,
        secure: false,
        starttls: false,
        user: server.user,
        password: 'not-the-password',
      }),
    );
    expect(e.code).toBe('auth_failed');
    expect(e.retryable).toBe(false);
    expect(e.message).toBe(
      `The server refused the user name or password for ${server.user} on ${server.host}; check both, and note that many providers (Gmail, iCloud, Yahoo, Outlook) need an app password here instead of the usual one.`,
    );
  });

  it('says an unknown host could not be found', async () => {
    const e = await failure(
      verifyImap({ host: 'imap.rapport-test.invalid', port: 993, secure: true, user: 'x', password: 'y' }),
    );
    expect(e.code).toBe('host_not_found');
    expect(e.message).toContain('imap.rapport-test.invalid could not be found');
  });

  it('says a closed port refused the connection', async () => {
    const port = await closedPort();
    const e = await failure(verifyImap({ host: '127.0.0.1', port, secure: false, user: 'x', password: 'y' }));
    expect(e.code).toBe('connection_refused');
    expect(e.message).toContain(`refused the connection on port ${port}`);
    expect(e.retryable).toBe(true);
  });

  it('refuses a self-signed certificate (implicit TLS) unless allowed, before sending the password', async () => {
    const e = await failure(
      verifyImap({
        host: server.host,
        port: server.tlsPort,
        secure: true,
        user: server.user,
        password: server.password,
      }),
    );
    expect(e.code).toBe('tls_failed');
    expect(e.message).toContain('no known authority vouches for');
  });

  it('refuses a self-signed certificate after STARTTLS unless allowed', async () => {
    const e = await failure(
      verifyImap({
        host: server.host,
        port: server.port,
        secure: false,
        starttls: true,
        user: server.user,
        password: server.password,
      }),
    );
    expect(e.code).toBe('tls_failed');
  });

  it('says TLS was not answered when TLS is asked of the plain port', async () => {
    const e = await failure(
      verifyImap({
        host: server.host,
        port: server.port,
        secure: true,
        allowSelfSigned: true,
        user: server.user,
        password: server.password,
      }),
    );
    expect(e.code).toBe('tls_failed');
    expect(e.message).toContain('did not answer with TLS');
  });

  it('times out on a server that accepts the connection and never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const e = await failure(
        verifyImap({
          host: '127.0.0.1',
          port,
          secure: false,
          user: 'x',
          password: 'y',
          connectTimeoutMs: 300,
        }),
      );
      expect(e.code).toBe('timeout');
      expect(e.message).toContain('did not answer in time');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it.each(['close', 'disconnect'] as const)(
    "the provider's verify() answers the address and %s() logs out",
    async (how) => {
      const login = server.scratchUser();
      const provider = createImapProvider({
        host: server.host,
        port: server.port,
        secure: false,
        starttls: false,
        ...login,
      });
      await expect(provider.verify()).resolves.toEqual({ address: login.user });
      await (how === 'close' ? provider.close?.() : provider.disconnect());
      const escaped = login.user.replace(/[.]/g, '\\.');
      expect(
        await logLine(server, new RegExp(`imap\\(${escaped}\\).*Disconnected: Logged out`)),
      ).toBeTruthy();
    },
  );
});
