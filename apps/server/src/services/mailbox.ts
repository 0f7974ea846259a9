import type { MailboxStatus } from '@rapport/sdk/contract';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { type UserRow, users } from '../db/schema.js';
import { badRequest, conflict, serviceUnavailable } from '../http/errors.js';
import { encrypt } from '../lib/crypto.js';
import type { ServiceContext } from './context.js';
import type { UsersService } from './users.js';

const GOOGLE_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/contacts.readonly',
];
const STATE_TTL_S = 10 * 60;

export interface MailboxServiceOptions {
  /** The token exchange's fetch (tests point it at a fake provider). */
  fetch?: typeof fetch;
}

const notConfigured = () =>
  serviceUnavailable(
    'Mailbox connection is not configured on this server (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).',
  );

const isConnected = (u: Pick<UserRow, 'googleRefreshTokenEnc' | 'googleAccessTokenEnc'>) =>
  Boolean(u.googleRefreshTokenEnc || u.googleAccessTokenEnc);

/**
 * The mailbox connection (decisions.md Mailbox): the OAuth handshake with a signed `state`, the
 * code exchange, and the tokens, encrypted at rest on the user's row and never returned. Syncing
 * the mailbox is the mailbox issue's work and answers "not available" until then.
 */
export function createMailboxService(
  ctx: ServiceContext,
  usersService: UsersService,
  options: MailboxServiceOptions = {},
) {
  const { config } = ctx;
  const { db } = ctx.database;
  const doFetch = options.fetch ?? fetch;
  const secret = new TextEncoder().encode(`${config.jwtSecret}:oauth-state`);
  const redirectUri = `${config.appUrl}/auth/google/callback`;

  async function status(userId: string): Promise<MailboxStatus> {
    const u = await usersService.getRow(userId);
    return {
      connected: isConnected(u),
      provider: 'gmail',
      email: null,
      connectedAt: isConnected(u) ? u.updatedAt.toISOString() : null,
    };
  }

  /** The provider's tokens for an authorization code, or a 400 when it refuses the code. */
  async function exchangeCode(code: string): Promise<{ accessToken: string; refreshToken?: string }> {
    if (!config.google.clientId || !config.google.clientSecret) throw notConfigured();
    const res = await doFetch(config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: config.google.clientId,
        client_secret: config.google.clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      }),
    }).catch(() => null);
    const tokens = res?.ok ? ((await res.json().catch(() => null)) as Record<string, unknown> | null) : null;
    if (!tokens || typeof tokens.access_token !== 'string')
      throw badRequest('code: the mail provider did not accept this authorization code');
    return {
      accessToken: tokens.access_token,
      ...(typeof tokens.refresh_token === 'string' ? { refreshToken: tokens.refresh_token } : {}),
    };
  }

  return {
    status,
    isConnected,

    /** The provider's consent URL, carrying a signed `state` bound to the user for 10 minutes. */
    async authorizationUrl(userId: string): Promise<{ url: string }> {
      if (!config.google.clientId) throw notConfigured();
      const state = await new SignJWT({ purpose: 'google-oauth' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
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

    /** Checks the `state`, exchanges the code, and keeps the tokens encrypted on the user's row. */
    async connect(userId: string, input: { code: string; state: string }): Promise<MailboxStatus> {
      const verified = await jwtVerify(input.state, secret, { algorithms: ['HS256'] }).catch(() => null);
      if (!verified || verified.payload.sub !== userId || verified.payload.purpose !== 'google-oauth')
        throw badRequest('state: is invalid or expired');
      const tokens = await exchangeCode(input.code);
      await db
        .update(users)
        .set({
          googleAccessTokenEnc: encrypt(config.encryptionKey, tokens.accessToken),
          ...(tokens.refreshToken
            ? { googleRefreshTokenEnc: encrypt(config.encryptionKey, tokens.refreshToken) }
            : {}),
          updatedAt: new Date(ctx.clock.now()),
        })
        .where(eq(users.id, userId));
      return status(userId);
    },

    async disconnect(userId: string): Promise<{ message: string }> {
      await db
        .update(users)
        .set({
          googleAccessTokenEnc: null,
          googleRefreshTokenEnc: null,
          updatedAt: new Date(ctx.clock.now()),
        })
        .where(eq(users.id, userId));
      return { message: 'Your Gmail account has been disconnected.' };
    },

    async syncContacts(user: UserRow): Promise<never> {
      if (!isConnected(user)) throw conflict('Connect your Gmail account first');
      throw serviceUnavailable('Contacts sync is not available on this server yet.');
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
