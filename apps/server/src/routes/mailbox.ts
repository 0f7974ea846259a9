import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { users } from '../db/schema.js';
import { badRequest, conflict, serviceUnavailable } from '../http/errors.js';
import { encrypt } from '../lib/crypto.js';
import type { Services } from '../services/index.js';
import type { HandlerGroup } from './define.js';

type MailboxKeys =
  | 'email.sync'
  | 'email.syncStatus'
  | 'mailbox.authorizationUrl'
  | 'mailbox.callback'
  | 'mailbox.status'
  | 'mailbox.disconnect'
  | 'mailbox.syncContacts';

const GOOGLE_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/contacts.readonly',
];
const STATE_TTL_S = 10 * 60;

const notConfigured = () =>
  serviceUnavailable(
    'Mailbox connection is not configured on this server (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).',
  );

/**
 * The mailbox connection (decisions.md Mailbox). The OAuth handshake is here; syncing the
 * mailbox is the mailbox issue's work and answers "not available" until then.
 */
export function mailboxHandlers(
  s: Services,
  deps: { config: Config; database: Database; fetch?: typeof fetch },
): HandlerGroup<MailboxKeys> {
  const { config } = deps;
  const { db } = deps.database;
  const doFetch = deps.fetch ?? fetch;
  const secret = new TextEncoder().encode(`${config.jwtSecret}:oauth-state`);
  const redirectUri = `${config.appUrl}/auth/google/callback`;

  const isConnected = (u: { googleRefreshTokenEnc: string | null; googleAccessTokenEnc: string | null }) =>
    Boolean(u.googleRefreshTokenEnc || u.googleAccessTokenEnc);

  async function status(userId: string) {
    const u = await s.users.getRow(userId);
    return {
      connected: isConnected(u),
      provider: 'gmail' as const,
      email: null,
      connectedAt: isConnected(u) ? u.updatedAt.toISOString() : null,
    };
  }

  return {
    'email.sync': async ({ auth }) => {
      if (!isConnected(auth.user)) throw conflict('Connect your Gmail account first');
      throw serviceUnavailable('Email sync is not available on this server yet.');
    },
    'email.syncStatus': async () => ({ syncStatus: 'idle', processed: 0, total: 0, lastSyncedAt: null }),
    'mailbox.authorizationUrl': async ({ auth }) => {
      if (!config.google.clientId) throw notConfigured();
      const state = await new SignJWT({ purpose: 'google-oauth' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(auth.user.id)
        .setIssuedAt()
        .setExpirationTime(`${STATE_TTL_S}s`)
        .sign(secret);
      const url = new URL(config.google.authUrl);
      url.search = new URLSearchParams({
        client_id: config.google.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        state,
      }).toString();
      return { url: url.toString() };
    },
    'mailbox.callback': async ({ auth, body }) => {
      const verified = await jwtVerify(body.state, secret, { algorithms: ['HS256'] }).catch(() => null);
      if (!verified || verified.payload.sub !== auth.user.id || verified.payload.purpose !== 'google-oauth')
        throw badRequest('state: is invalid or expired');
      if (!config.google.clientId || !config.google.clientSecret) throw notConfigured();
      const res = await doFetch(config.google.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code: body.code,
          client_id: config.google.clientId,
          client_secret: config.google.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      }).catch(() => null);
      const tokens = res?.ok
        ? ((await res.json().catch(() => null)) as Record<string, unknown> | null)
        : null;
      if (!tokens || typeof tokens.access_token !== 'string')
        throw badRequest('code: the mail provider did not accept this authorization code');
      await db
        .update(users)
        .set({
          googleAccessTokenEnc: encrypt(config.encryptionKey, tokens.access_token),
          ...(typeof tokens.refresh_token === 'string'
            ? { googleRefreshTokenEnc: encrypt(config.encryptionKey, tokens.refresh_token) }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, auth.user.id));
      return status(auth.user.id);
    },
    'mailbox.status': ({ auth }) => status(auth.user.id),
    'mailbox.disconnect': async ({ auth }) => {
      await db
        .update(users)
        .set({ googleAccessTokenEnc: null, googleRefreshTokenEnc: null, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      return { message: 'Your Gmail account has been disconnected.' };
    },
    'mailbox.syncContacts': async ({ auth }) => {
      if (!isConnected(auth.user)) throw conflict('Connect your Gmail account first');
      throw serviceUnavailable('Contacts sync is not available on this server yet.');
    },
  };
}
