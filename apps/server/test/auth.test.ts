import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiFor,
  createUser,
  expectError,
  expectRoute,
  latestOtp,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(async () => server?.close());

const anon = () => apiFor(server.app);

describe('sign-up', () => {
  it('creates an unverified account and emails a 6-digit code with text and HTML parts', async () => {
    const email = uniqueEmail('signup');
    const res = await anon()('POST', '/auth/signup', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `  ${email.toUpperCase()} `,
      password: 'longenough',
    });
    const body = expectRoute('auth.signup', res, 201);
    expect(body.user.email).toBe(email);
    expect(body.user.emailVerified).toBe(false);
    expect(body.user.permissions).toEqual([]);
    const mail = server.app.rapport.mailer.outbox()?.find((m) => m.to === email);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.html).toContain(latestOtp(server.app, email));
  });

  it('answers a sign-up for a registered address exactly like a new one, and tells the owner by email', async () => {
    const email = uniqueEmail('dup');
    const owner = await createUser(server.app, { email, verify: false });
    const fresh = uniqueEmail('fresh');
    const signUp = (address: string) =>
      anon()('POST', '/auth/signup', {
        first_name: 'X',
        last_name: 'Y',
        email: address,
        password: 'longenough',
      });
    const taken = await signUp(email.toUpperCase());
    const created = await signUp(fresh);
    const shape = (res: typeof taken) => {
      const body = expectRoute('auth.signup', res, 201);
      return {
        ...body,
        user: { ...body.user, id: typeof body.user.id, created_at: typeof body.user.created_at },
      };
    };
    expect(shape(taken)).toEqual({ ...shape(created), user: { ...shape(created).user, email } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(created.headers).sort());
    const takenUser = expectRoute('auth.signup', taken, 201).user;
    expect(takenUser.id).not.toBe(owner.id);
    // The account is untouched: the owner's password still works, the new one does not.
    expectRoute('auth.login', await anon()('POST', '/auth/login', { email, password: owner.password }));
    expectError(await anon()('POST', '/auth/login', { email, password: 'longenough' }), 401);
    const notice = server.app.rapport.mailer
      .outbox()
      ?.find((m) => m.to === email && m.subject === 'Someone tried to sign up with your email address');
    expect(notice?.text).toContain('http://rapport.test/sign-in');
    expect(notice?.text).toContain('http://rapport.test/forgot-password');
  });

  it('sends the owner at most 3 such notices an hour, and answers the same after', async () => {
    const email = uniqueEmail('flood');
    await createUser(server.app, { email, verify: false });
    for (let i = 0; i < 5; i++)
      expectRoute(
        'auth.signup',
        await anon()('POST', '/auth/signup', {
          first_name: 'X',
          last_name: 'Y',
          email,
          password: 'longenough',
        }),
        201,
      );
    const notices = server.app.rapport.mailer
      .outbox()
      ?.filter((m) => m.to === email && /tried to sign up/.test(m.subject));
    expect(notices).toHaveLength(3);
  });

  it('enforces the 8-character password minimum on the server', async () => {
    const res = await anon()('POST', '/auth/signup', {
      first_name: 'X',
      last_name: 'Y',
      email: uniqueEmail(),
      password: 'short',
    });
    expectError(res, 400, /password: must be at least 8 characters/);
  });

  it('grants admin to an email listed in ADMIN_EMAILS', async () => {
    const user = await createUser(server.app, { email: 'boss@example.com' });
    const profile = expectRoute('user.profile', await user.api('GET', '/profile'));
    expect(profile.permissions).toContain('admin');
  });
});

describe('sign-in', () => {
  it('returns the user, tokens and id; the access token opens the profile', async () => {
    const email = uniqueEmail('login');
    await createUser(server.app, { email, password: 'password-123' });
    const res = await anon()('POST', '/auth/login', { email: email.toUpperCase(), password: 'password-123' });
    const body = expectRoute('auth.login', res);
    expect(body.id).toBe(body.user.id);
    expect(body.user.emailVerified).toBe(true);
    const profile = expectRoute(
      'user.profile',
      await apiFor(server.app, body.access_token)('GET', '/profile'),
    );
    expect(profile.email).toBe(email);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await createUser(server.app);
    const wrong = expectError(
      await anon()('POST', '/auth/login', { email: user.email, password: 'nope-nope' }),
      401,
    );
    const unknown = expectError(
      await anon()('POST', '/auth/login', { email: uniqueEmail('ghost'), password: 'nope-nope' }),
      401,
    );
    expect(wrong.detail).toBe(unknown.detail);
    expect(wrong.detail).toBe('Invalid email or password');
  });

  it('limits sign-in to 10 attempts per 15 minutes per email and IP, saying when to retry', async () => {
    const user = await createUser(server.app);
    // createUser signed in once: every attempt counts, successful or not.
    for (let i = 0; i < 9; i++) {
      const r = await anon()('POST', '/auth/login', { email: user.email, password: 'wrong-password' });
      expect(r.statusCode).toBe(401);
    }
    const limited = await anon()('POST', '/auth/login', { email: user.email, password: user.password });
    expectError(limited, 429, /try again in (1[0-5]|[1-9]) minutes?/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not limited.
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
    // After the window the limit lifts.
    server.clock.advance(15 * 60_000 + 1000);
    const later = await anon()('POST', '/auth/login', { email: user.email, password: user.password });
    expect(later.statusCode).toBe(200);
  });

  it('rejects a missing, malformed or expired access token with 401', async () => {
    expectError(await anon()('GET', '/profile'), 401);
    expectError(await apiFor(server.app, 'not-a-jwt')('GET', '/profile'), 401);
    const user = await createUser(server.app);
    server.clock.advance(16 * 60_000);
    const expired = expectError(await user.api('GET', '/profile'), 401);
    expect(expired.code).toBe('token_expired');
  });

  it('hashes passwords at most cores - 1 at a time, the other sign-ins waiting their turn', async () => {
    const { auth } = server.app.rapport.services;
    const count = auth.hashingLoad.size + 3;
    const people = await Promise.all(Array.from({ length: count }, () => createUser(server.app)));
    let mostBusy = 0;
    let mostWaiting = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const { busy, waiting } = auth.hashingLoad;
        mostBusy = Math.max(mostBusy, busy);
        mostWaiting = Math.max(mostWaiting, waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(
      people.map((p) => anon()('POST', '/auth/login', { email: p.email, password: p.password })),
    );
    watching = false;
    await watch;
    expect(answers.map((r) => r.statusCode)).toEqual(Array(count).fill(200));
    expect(mostBusy).toBeGreaterThanOrEqual(1);
    expect(mostBusy).toBeLessThanOrEqual(auth.hashingLoad.size);
    expect(mostBusy + mostWaiting).toBeGreaterThan(auth.hashingLoad.size);
    expect(auth.hashingLoad).toMatchObject({ busy: 0, waiting: 0 });
  });

  it("refuses a deleted user's access token once the kept row's second is over", async () => {
    const user = await createUser(server.app);
    expectRoute('user.profile', await user.api('GET', '/profile'));
    // Deleted behind the server's back (another process): seen within SIGNED_IN_USER_TTL_MS.
    await server.app.rapport.database.executeSql('delete from users where id = $1', [user.id]);
    server.clock.advance(1000);
    expectError(await user.api('GET', '/profile'), 401, 'Invalid access token');
    expectError(await user.api('GET', '/chat/user'), 401, 'Invalid access token');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, from the body or as Bearer', async () => {
    const user = await createUser(server.app);
    const r1 = expectRoute(
      'auth.refresh',
      await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }),
    );
    expect(r1.refresh_token).not.toBe(user.refreshToken);
    expect(r1.id).toBe(user.id);
    const r2 = expectRoute(
      'auth.refresh',
      await apiFor(server.app, r1.refresh_token)('POST', '/auth/refresh'),
    );
    expect(expectRoute('user.profile', await apiFor(server.app, r2.access_token)('GET', '/profile')).id).toBe(
      user.id,
    );
  });

  it('treats reuse of a rotated token as theft and revokes the whole family', async () => {
    const user = await createUser(server.app);
    const rotated = expectRoute(
      'auth.refresh',
      await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }),
    );
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }), 401, /reuse/);
    // The legitimate holder's newer token is dead too.
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: rotated.refresh_token }), 401);
  });

  it('rejects an unknown or expired refresh token', async () => {
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: 'made-up' }), 401);
    const user = await createUser(server.app);
    server.clock.advance(31 * 24 * 60 * 60_000);
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }), 401, /expired/);
  });

  it('sign-out revokes the session family; other sessions keep working', async () => {
    const user = await createUser(server.app);
    const second = expectRoute(
      'auth.login',
      await anon()('POST', '/auth/login', { email: user.email, password: user.password }),
    );
    expectRoute('auth.signout', await user.api('POST', '/auth/signout'));
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }), 401);
    expectRoute(
      'auth.refresh',
      await anon()('POST', '/auth/refresh', { refresh_token: second.refresh_token }),
    );
  });

  it('sign-out-all revokes every session of the user', async () => {
    const user = await createUser(server.app);
    const second = expectRoute(
      'auth.login',
      await anon()('POST', '/auth/login', { email: user.email, password: user.password }),
    );
    expectRoute('auth.signoutAll', await user.api('POST', '/auth/signout-all'));
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: second.refresh_token }), 401);
  });
});

describe('email verification (OTP)', () => {
  it('verifies with the emailed code', async () => {
    const user = await createUser(server.app, { verify: false });
    const res = await user.api('POST', '/auth/verify-email', { otp: latestOtp(server.app, user.email) });
    expect(expectRoute('auth.verifyEmail', res).user.emailVerified).toBe(true);
  });

  it('blocks data routes with 403 until the email is verified', async () => {
    const user = await createUser(server.app, { verify: false });
    expectError(await user.api('GET', '/chat/user'), 403, /verify/);
    expectRoute('user.profile', await user.api('GET', '/profile'));
  });

  it('opens data routes at once after verifying (the kept row is forgotten)', async () => {
    const user = await createUser(server.app, { verify: false });
    expectError(await user.api('GET', '/chat/user'), 403, /verify/);
    expectRoute(
      'auth.verifyEmail',
      await user.api('POST', '/auth/verify-email', { otp: latestOtp(server.app, user.email) }),
    );
    expectRoute('chat.list', await user.api('GET', '/chat/user'));
  });

  it('allows 5 wrong tries per code, then refuses even the right code until a new one is sent', async () => {
    const user = await createUser(server.app, { verify: false });
    const code = latestOtp(server.app, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectError(await user.api('POST', '/auth/verify-email', { otp: wrong }), 400, /Invalid code/);
    expectError(await user.api('POST', '/auth/verify-email', { otp: code }), 429, /new code/);
    server.clock.advance(61_000);
    expectRoute('auth.resendOtp', await user.api('POST', '/auth/resend-otp'));
    const fresh = latestOtp(server.app, user.email);
    expectRoute('auth.verifyEmail', await user.api('POST', '/auth/verify-email', { otp: fresh }));
  });

  it('expires a code after 10 minutes', async () => {
    const user = await createUser(server.app, { verify: false });
    const code = latestOtp(server.app, user.email);
    server.clock.advance(10 * 60_000 + 1000);
    // The access token expired too: sign in again.
    const login = expectRoute(
      'auth.login',
      await anon()('POST', '/auth/login', { email: user.email, password: user.password }),
    );
    expectError(
      await apiFor(server.app, login.access_token)('POST', '/auth/verify-email', { otp: code }),
      400,
      /expired/,
    );
  });

  it('resends at most once a minute, with 429 saying when to retry', async () => {
    const user = await createUser(server.app, { verify: false });
    const limited = expectError(await user.api('POST', '/auth/resend-otp'), 429, /try again in \d+ seconds?/);
    expect(limited.code).toBe('too_many_requests');
    server.clock.advance(60_000);
    expectRoute('auth.resendOtp', await user.api('POST', '/auth/resend-otp'));
  });

  it('a resent code replaces the old one', async () => {
    const user = await createUser(server.app, { verify: false });
    const old = latestOtp(server.app, user.email);
    server.clock.advance(60_000);
    await user.api('POST', '/auth/resend-otp');
    const fresh = latestOtp(server.app, user.email);
    if (fresh !== old) expectError(await user.api('POST', '/auth/verify-email', { otp: old }), 400);
    expectRoute('auth.verifyEmail', await user.api('POST', '/auth/verify-email', { otp: fresh }));
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    anon()('POST', '/auth/forgot-password', { email, operating_system: 'Windows', browser_name: 'Chrome' });
  const resetLink = (email: string) => {
    const mail = server.app.rapport.mailer.outbox()?.find((m) => m.to === email && /Reset/.test(m.subject));
    return { mail, token: mail && /\/reset-password\/([\w-]+)/.exec(mail.text)?.[1] };
  };

  it('answers the same whether or not the account exists', async () => {
    const user = await createUser(server.app);
    const a = expectRoute('auth.forgotPassword', await forgot(user.email));
    const b = expectRoute('auth.forgotPassword', await forgot(uniqueEmail('nobody')));
    expect(a).toEqual(b);
    expect(a.message).toBe(
      'If an account with that email exists, you will receive a password reset email shortly.',
    );
  });

  it('names the device in the email and links to the reset page of APP_URL', async () => {
    const user = await createUser(server.app);
    await forgot(user.email);
    const { mail, token } = resetLink(user.email);
    expect(mail?.text).toContain('A password reset was requested from Chrome on Windows');
    expect(mail?.html).toContain('Chrome on Windows');
    expect(mail?.text).toContain(`http://rapport.test/reset-password/${token}`);
    // >= 128 bits of randomness, base64url.
    expect(token?.length).toBeGreaterThanOrEqual(22);
  });

  it('resets once with the token, signs out every session, and the new password works', async () => {
    const user = await createUser(server.app);
    await forgot(user.email);
    const { token } = resetLink(user.email);
    expectRoute(
      'auth.resetPassword',
      await anon()('POST', '/auth/reset-password', { token, password: 'brand-new-pass' }),
    );
    expectError(
      await anon()('POST', '/auth/reset-password', { token, password: 'another-pass' }),
      400,
      /invalid or has expired/,
    );
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }), 401);
    expectError(await anon()('POST', '/auth/login', { email: user.email, password: user.password }), 401);
    expectRoute(
      'auth.login',
      await anon()('POST', '/auth/login', { email: user.email, password: 'brand-new-pass' }),
    );
  });

  it('refuses a reset token after 1 hour and a new password under 8 characters', async () => {
    const user = await createUser(server.app);
    await forgot(user.email);
    const { token } = resetLink(user.email);
    expectError(await anon()('POST', '/auth/reset-password', { token, password: 'short' }), 400, /password/);
    server.clock.advance(60 * 60_000 + 1000);
    expectError(
      await anon()('POST', '/auth/reset-password', { token, password: 'long-enough-1' }),
      400,
      /expired/,
    );
  });

  it('limits forgot-password to 5 an hour per email', async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 5; i++) expectRoute('auth.forgotPassword', await forgot(email));
    expectError(await forgot(email), 429, /try again in \d+ minutes?/);
    expectRoute('auth.forgotPassword', await forgot(uniqueEmail('other')));
  });
});

describe('profile and flags', () => {
  it('updates the user payload fields and never returns mailbox tokens', async () => {
    const user = await createUser(server.app);
    const res = await user.api('POST', '/update-user', {
      user_description: 'Sales lead',
      on_boarding_completed: true,
      google_access_token: 'ya29.secret',
      google_refresh_token: '1//secret',
      first_name: 'Augusta',
    });
    const profile = expectRoute('user.update', res);
    expect(profile.user_description).toBe('Sales lead');
    expect(profile.onBoardingCompleted).toBe(true);
    expect(profile.firstName).toBe('Augusta');
    expect(res.body).not.toContain('secret');
  });

  it('sets onboarding, skip-sync and disable-input-warning idempotently (GET and POST)', async () => {
    const user = await createUser(server.app);
    expect(
      expectRoute('onboarding.complete', await user.api('POST', '/onboarding-completed')).onBoardingCompleted,
    ).toBe(true);
    expect(expectRoute('user.skipSync', await user.api('GET', '/skip-sync')).skip_sync).toBe(true);
    expect(expectRoute('user.skipSync', await user.api('POST', '/skip-sync')).skip_sync).toBe(true);
    const w = expectRoute('user.disableInputWarning', await user.api('GET', '/disable-input-warning'));
    expect(w.disable_input_warning).toBe(true);
    expect(
      expectRoute('user.disableInputWarning', await user.api('POST', '/disable-input-warning'))
        .disable_input_warning,
    ).toBe(true);
  });

  it('changes the password with the current one and ends other sessions', async () => {
    const user = await createUser(server.app);
    const other = expectRoute(
      'auth.login',
      await anon()('POST', '/auth/login', { email: user.email, password: user.password }),
    );
    expectError(
      await user.api('POST', '/auth/change-password', {
        current_password: 'wrong',
        password: 'new-password-1',
      }),
      400,
    );
    expectRoute(
      'auth.changePassword',
      await user.api('POST', '/auth/change-password', {
        current_password: user.password,
        password: 'new-password-1',
      }),
    );
    expectError(await anon()('POST', '/auth/refresh', { refresh_token: other.refresh_token }), 401);
    expectRoute('auth.refresh', await anon()('POST', '/auth/refresh', { refresh_token: user.refreshToken }));
  });

  it('checks the current password against the stored hash, even one changed by another process', async () => {
    const user = await createUser(server.app);
    const donor = await createUser(server.app, { password: 'donor-password-1' });
    expectRoute('user.profile', await user.api('GET', '/profile'));
    // Another instance changed the password a moment ago: this one still keeps the old row.
    await server.app.rapport.database.executeSql(
      'update users set password_hash = (select password_hash from users where id = $2) where id = $1',
      [user.id, donor.id],
    );
    expectError(
      await user.api('POST', '/auth/change-password', {
        current_password: user.password,
        password: 'new-password-2',
      }),
      400,
    );
    expectRoute(
      'auth.changePassword',
      await user.api('POST', '/auth/change-password', {
        current_password: 'donor-password-1',
        password: 'new-password-2',
      }),
    );
  });
});

describe('admin', () => {
  it('lists users for an admin and answers 403 to everyone else', async () => {
    const plain = await createUser(server.app);
    expectError(await plain.api('GET', '/admin/users'), 403);
    expectError(await anon()('GET', '/admin/users'), 401);
    expect(await server.app.rapport.services.users.grant(plain.email, 'admin')).toBe(true);
    const list = expectRoute('admin.users', await plain.api('GET', '/admin/users'));
    expect(list.some((u) => u.email === plain.email && u.permissions.includes('admin'))).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/password/i);
    expect(await server.app.rapport.services.users.revoke(plain.email, 'admin')).toBe(true);
    expectError(await plain.api('GET', '/admin/users'), 403);
  });
});
