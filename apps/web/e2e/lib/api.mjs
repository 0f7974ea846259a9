/** Direct calls to the real server: users made outside the browser, the dev outbox. */
import { createHmac } from 'node:crypto';
import { waitFor } from './wait.mjs';

let counter = 0;
export const PASSWORD = 'correct-horse-42';
/** The server runs with ADMIN_EMAILS set to this address. */
export const ADMIN_EMAIL = 'admin@e2e.example.com';

/** A fresh, unique address per call (tests share one server). */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function createApi(baseUrl) {
  async function call(method, path, { body, token } = {}) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return data;
  }

  const api = {
    call,
    outbox: () => call('GET', '/dev/outbox'),
    /** The newest 6-digit code mailed to `email` that is not in `exclude`. */
    async otpFor(email, { exclude = [] } = {}) {
      let code;
      await waitFor(
        async () => {
          const mails = await api.outbox();
          for (const mail of mails) {
            if (mail.to.toLowerCase() !== email.toLowerCase() && !mail.to.toLowerCase().includes(email))
              continue;
            const found = `${mail.subject}\n${mail.text}`.match(/\b(\d{6})\b/);
            if (found && !exclude.includes(found[1])) {
              code = found[1];
              return true;
            }
          }
          return false;
        },
        { describe: `a verification code mailed to ${email} in the dev outbox` },
      );
      return code;
    },
    signUp: ({ email, password = PASSWORD, firstName = 'Ada', lastName = 'Lovelace' }) =>
      call('POST', '/auth/signup', { body: { first_name: firstName, last_name: lastName, email, password } }),
    login: ({ email, password = PASSWORD }) => call('POST', '/auth/login', { body: { email, password } }),
    /**
     * A user made through the API: signed up, signed in, and (by default) verified with the
     * code from the dev outbox and past onboarding. Returns the sign-in tokens and the profile.
     */
    async createUser({
      verified = true,
      onboarded = true,
      firstName = 'Ada',
      lastName = 'Lovelace',
      prefix,
      email = uniqueEmail(prefix),
    } = {}) {
      await api.signUp({ email, firstName, lastName });
      const login = await api.login({ email });
      const token = login.access_token;
      if (verified) {
        const otp = await api.otpFor(email);
        await call('POST', '/auth/verify-email', { body: { otp }, token });
      }
      if (onboarded) await call('POST', '/onboarding-completed', { body: {}, token });
      const user = await call('GET', '/profile', { token });
      return { email, password: PASSWORD, accessToken: token, refreshToken: login.refresh_token, user };
    },
  };
  return api;
}

/**
 * Puts a session into the page's local storage under the keys of spec §3 (as the SDK stores
 * them after sign-in) and opens `path`.
 */
export async function openSignedIn(page, account, path = '/') {
  await page.goto('/sign-in');
  await page.evaluate((a) => {
    localStorage.setItem('access_token', a.accessToken);
    localStorage.setItem('refresh_token', a.refreshToken);
    localStorage.setItem('user_id', a.user.id);
    localStorage.setItem('user', JSON.stringify(a.user));
    localStorage.setItem('user_metadata', JSON.stringify(a.user.user_metadata ?? {}));
    localStorage.setItem('onboarding_completed', String(Boolean(a.user.onBoardingCompleted)));
  }, account);
  await page.goto(path);
}

const b64url = (value) => Buffer.from(value).toString('base64url');

/**
 * An access token like the server's (HS256, issuer rapport) but expired half an hour ago, signed
 * with the server's dev secret, so the server answers 401 "token expired" rather than "invalid".
 */
export function expiredTokenLike(token, secret) {
  const [, payloadPart] = token.split('.');
  const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...payload, iat: now - 3600, exp: now - 1800 };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', Buffer.from(secret ?? 'not-the-server-secret', 'utf8'))
    .update(`${head}.${body}`)
    .digest('base64url');
  return `${head}.${body}.${signature}`;
}
