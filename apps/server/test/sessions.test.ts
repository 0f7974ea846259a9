/**
 * Sessions that end (issue 22): once a session is signed out, signed out everywhere, reset or
 * caught reusing a refresh token, its access tokens are refused at once (not after their 15
 * minutes) and its notification sockets close with SESSION_ENDED_CLOSE_CODE.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_CHECK_MS } from '../src/auth/endedSessions.js';
import { SESSION_ENDED_CLOSE_CODE } from '../src/routes/ws.js';
import {
  apiFor,
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/ws/notifications`;
});
afterAll(async () => server?.close());

const anon = () => apiFor(server.app);

async function secondSession(user: TestUser) {
  const login = expectRoute(
    'auth.login',
    await anon()('POST', '/auth/login', { email: user.email, password: user.password }),
  );
  return { ...login, api: apiFor(server.app, login.access_token) };
}

function expectEnded(res: Awaited<ReturnType<TestUser['api']>>) {
  expectError(res, 401, 'This session has ended; please sign in again');
  expect((res.json() as { code: string }).code).toBe('session_ended');
}

/** An open notification socket and how it closed. */
async function socketOf(token: string) {
  const ws = new WebSocket(`${base}?token=${encodeURIComponent(token)}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const established = new Promise<void>((resolve) => ws.once('message', () => resolve()));
  return { ws, closed, established };
}

describe('ended sessions', () => {
  it('sign-out refuses the access token at once; another session keeps working', async () => {
    const user = await createUser(server.app);
    const other = await secondSession(user);
    expectRoute('user.profile', await user.api('GET', '/profile'));
    expectRoute('auth.signout', await user.api('POST', '/auth/signout'));
    expectEnded(await user.api('GET', '/profile'));
    expectEnded(await user.api('GET', '/chat/user'));
    expectRoute('user.profile', await other.api('GET', '/profile'));
  });

  it('sign-out everywhere refuses every access token of the user', async () => {
    const user = await createUser(server.app);
    const other = await secondSession(user);
    expectRoute('auth.signoutAll', await user.api('POST', '/auth/signout-all'));
    expectEnded(await user.api('GET', '/profile'));
    expectEnded(await other.api('GET', '/profile'));
  });

  it('a password reset refuses the access tokens of every session', async () => {
    const user = await createUser(server.app);
    expectRoute(
      'auth.forgotPassword',
      await anon()('POST', '/auth/forgot-password', {
        email: user.email,
        operating_system: 'Linux',
        browser_name: 'Firefox',
      }),
    );
    const mail = server.app.rapport.mailer
      .outbox()
      ?.find((m) => m.to === user.email && /Reset/.test(m.subject));
    const token = mail && /\/reset-password\/([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no reset mail');
    expectRoute(
      'auth.resetPassword',
      await anon()('POST', '/auth/reset-password', { token, password: 'brand-new-pass' }),
    );
    expectEnded(await user.api('GET', '/profile'));
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const user = await createUser(server.app);
    const other = await secondSession(user);
    expectRoute(
      'auth.changePassword',
      await user.api('POST', '/auth/change-password', {
        current_password: user.password,
        password: 'another-good-pass',
      }),
    );
    expectRoute('user.profile', await user.api('GET', '/profile'));
    expectEnded(await other.api('GET', '/profile'));
  });

  it('a reused refresh token ends the session: the thief and the owner lose their access tokens', async () => {
    const user = await createUser(server.app);
    const rotated = expectRoute(
      'auth.refresh',
      await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }),
    );
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }), 401, /reuse/);
    expectEnded(await user.api('GET', '/profile'));
    expectEnded(await apiFor(server.app, rotated.access_token)('GET', '/profile'));
  });

  it('a session ended by another instance is refused once the kept answer is older than SESSION_CHECK_MS', async () => {
    const user = await createUser(server.app);
    expectRoute('user.profile', await user.api('GET', '/profile'));
    // Another instance revokes the tokens in the shared database; this one has not heard of it.
    await server.app.rapport.database.executeSql(
      'update refresh_tokens set revoked_at = now() where user_id = $1',
      [user.id],
    );
    server.clock.advance(SESSION_CHECK_MS + 1);
    expectEnded(await user.api('GET', '/profile'));
  });
});

describe('notification sockets of an ended session', () => {
  it('closes with the session-ended code on sign-out, and a reconnect with the dead token is refused the same way', async () => {
    const user = await createUser(server.app);
    const socket = await socketOf(user.accessToken);
    await socket.established;
    expectRoute('auth.signout', await user.api('POST', '/auth/signout'));
    expect(await socket.closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'session ended' });
    const again = await socketOf(user.accessToken);
    expect((await again.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it("closes another session's socket on sign-out everywhere and leaves other users' open", async () => {
    const user = await createUser(server.app);
    const other = await secondSession(user);
    const bystander = await createUser(server.app);
    const socket = await socketOf(other.access_token);
    const kept = await socketOf(bystander.accessToken);
    await Promise.all([socket.established, kept.established]);
    expectRoute('auth.signoutAll', await user.api('POST', '/auth/signout-all'));
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    kept.ws.close();
  });

  it('closes a socket whose session another instance ended, within a sweep', async () => {
    const user = await createUser(server.app);
    const socket = await socketOf(user.accessToken);
    await socket.established;
    await server.app.rapport.database.executeSql(
      'update refresh_tokens set revoked_at = now() where user_id = $1',
      [user.id],
    );
    const started = Date.now();
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(Date.now() - started).toBeLessThan(SESSION_CHECK_MS * 2 + 1_000);
  }, 20_000);
});
