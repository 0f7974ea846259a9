import type { MailboxStatus } from '@rapport/sdk/contract';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { UsersService } from '../../auth/users.js';
import { type MailboxRow, mailboxes, type UserRow, users } from '../../db/schema.js';
import { badRequest, conflict, serviceUnavailable } from '../../http/errors.js';
import { decrypt } from '../../lib/crypto.js';
import { emailKey } from '../../lib/email.js';
import type { ServiceContext } from '../../platform/context.js';
import type { MailboxConnectService } from '../connect.js';
import type { MailboxesService } from '../mailboxes.js';
import type { MailboxProvider } from '../types.js';
import type { GmailTokens } from './client.js';
import { createOAuthStates } from './oauthState.js';

const GOOGLE_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/contacts.readonly',
  // The People API's otherContacts (people the user wrote to) needs its own scope.
  'https://www.googleapis.com/auth/contacts.other.readonly',
];

export interface MailboxServiceOptions {
  /** The token exchange's fetch (tests point it at a fake provider). */
  fetch?: typeof fetch;
}

const notConfigured = () =>
  // End-user text (spec §1): no server settings named; `GET /mailboxes/providers` says Gmail is off.
  serviceUnavailable(
    'Gmail sign-in is not available on this server. Connect by IMAP or import an archive instead.',
  );

/** A legacy connection: tokens stored on the user's row before mailboxes existed (or by PUT /update-user). */
const hasLegacyTokens = (u: Pick<UserRow, 'googleRefreshTokenEnc' | 'googleAccessTokenEnc'>) =>
  Boolean(u.googleRefreshTokenEnc || u.googleAccessTokenEnc);

export interface GmailConnectDeps {
  mailboxes: MailboxesService;
  connect: MailboxConnectService;
  providerFor: (row: MailboxRow) => MailboxProvider<unknown> | Promise<MailboxProvider<unknown>>;
}

/**
 * The Gmail connection (decisions.md Mailbox): the OAuth handshake with a signed `state`, the
 * code exchange, and a `gmail` mailbox holding the tokens, encrypted at rest and never returned;
 * its first sync starts at once. `/gmail/status`, `/gmail/disconnect` and `/gmail/sync-contacts`
 * speak for that mailbox.
 */
export function createMailboxService(
  ctx: ServiceContext,
  usersService: UsersService,
  deps: GmailConnectDeps,
  options: MailboxServiceOptions = {},
) {
  const { config } = ctx;
  const { db } = ctx.database;
  const doFetch = options.fetch ?? fetch;
  const states = createOAuthStates(ctx.database, ctx.clock, config.encryptionKey);
  const redirectUri = `${config.appUrl}/auth/google/callback`;

  async function gmailOf(userId: string): Promise<MailboxRow | undefined> {
    const [row] = await db
      .select()
      .from(mailboxes)
      .where(and(eq(mailboxes.userId, userId), eq(mailboxes.kind, 'gmail')))
      // A connected one before one disconnected and kept (issue 26).
      .orderBy(desc(sql`${mailboxes.disconnectedAt} is null`), desc(mailboxes.updatedAt))
      .limit(1);
    return row;
  }

  async function status(userId: string): Promise<MailboxStatus> {
    const found = await gmailOf(userId);
    const row = found?.disconnectedAt ? undefined : found;
    return {
      connected: Boolean(row),
      provider: 'gmail',
      email: row?.address ?? null,
      connectedAt: row ? row.createdAt.toISOString() : null,
    };
  }

  /** The account's address, from Gmail itself; the user's email when Gmail does not say. */
  async function addressOf(accessToken: string, fallback: string): Promise<string> {
    try {
      const res = await doFetch(new URL('/gmail/v1/users/me/profile', config.google.gmailApiUrl), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const body = (await res.json()) as { emailAddress?: string };
      return res.ok && body.emailAddress ? emailKey(body.emailAddress) : fallback;
    } catch {
      return fallback;
    }
  }

  /** Moves tokens from the user's row into a gmail mailbox (and starts its sync). */
  async function adoptLegacyTokens(userId: string): Promise<void> {
    const user = await usersService.getRow(userId);
    if (!hasLegacyTokens(user)) return;
    const tokens: GmailTokens = {
      accessToken: user.googleAccessTokenEnc ? decrypt(config.encryptionKey, user.googleAccessTokenEnc) : '',
      refreshToken: user.googleRefreshTokenEnc
        ? decrypt(config.encryptionKey, user.googleRefreshTokenEnc)
        : null,
      // Unknown: the provider refreshes before its first call when it can.
      expiresAt: user.googleRefreshTokenEnc ? 0 : null,
    };
    const row = await deps.mailboxes.create(userId, {
      kind: 'gmail',
      address: user.email,
      credentials: tokens,
    });
    await db
      .update(users)
      .set({ googleAccessTokenEnc: null, googleRefreshTokenEnc: null })
      .where(eq(users.id, userId));
    usersService.forget(userId);
    await deps.connect.connected(row);
  }

  /** The provider's tokens for an authorization code and its PKCE verifier, or a 400 when it refuses. */
  async function exchangeCode(code: string, codeVerifier: string): Promise<GmailTokens> {
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
        code_verifier: codeVerifier,
      }),
    }).catch(() => null);
    const tokens = res?.ok ? ((await res.json().catch(() => null)) as Record<string, unknown> | null) : null;
    if (!tokens || typeof tokens.access_token !== 'string')
      throw badRequest('code: the mail provider did not accept this authorization code');
    return {
      accessToken: tokens.access_token,
      refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : null,
      expiresAt: typeof tokens.expires_in === 'number' ? ctx.clock.now() + tokens.expires_in * 1000 : null,
    };
  }

  return {
    status,

    /**
     * The provider's consent URL, carrying a single-use `state` bound to the user for 10 minutes
     * and the S256 challenge of a PKCE verifier kept on the server.
     */
    async authorizationUrl(userId: string): Promise<{ url: string }> {
      if (!config.google.clientId) throw notConfigured();
      const { state, codeChallenge } = await states.issue(userId);
      const url = new URL(config.google.authUrl);
      url.search = new URLSearchParams({
        client_id: config.google.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString() };
    },

    /** Spends the `state`, exchanges the code, keeps the tokens on a gmail mailbox and starts its sync. */
    async connect(userId: string, input: { code: string; state: string }): Promise<MailboxStatus> {
      const codeVerifier = await states.consume(userId, input.state);
      if (codeVerifier === undefined) throw badRequest('state: is invalid or expired');
      const tokens = await exchangeCode(input.code, codeVerifier);
      const user = await usersService.getRow(userId);
      const previous = await gmailOf(userId);
      // Google leaves out the refresh token on a repeated consent: keep the one we have.
      const refreshToken =
        tokens.refreshToken ??
        (previous ? (deps.mailboxes.credentials<GmailTokens>(previous)?.refreshToken ?? null) : null);
      const address = await addressOf(tokens.accessToken, user.email);
      const row = await deps.mailboxes.create(userId, {
        kind: 'gmail',
        address,
        credentials: { ...tokens, refreshToken } satisfies GmailTokens,
      });
      await deps.connect.connected(row);
      return status(userId);
    },

    /**
     * Revokes the grant at Google. With `deleteData` the gmail mailbox is removed with its mail;
     * otherwise it stays, listed as disconnected, its mail searchable (issue 26).
     */
    async disconnect(userId: string, deleteData = false): Promise<{ message: string }> {
      await adoptLegacyTokens(userId).catch(() => undefined);
      const row = await gmailOf(userId);
      if (row) {
        if (!row.disconnectedAt) {
          const provider = await Promise.resolve(deps.providerFor(row)).catch(() => undefined);
          await provider?.disconnect().catch(() => undefined);
        }
        if (deleteData) await deps.connect.remove(userId, row.id, false);
        else await deps.connect.disconnect(userId, row.id);
      }
      return { message: 'Your Gmail account has been disconnected.' };
    },

    /** `POST /gmail/sync-contacts`: the People API's contacts, merged by email. */
    async syncContacts(user: UserRow): Promise<{ message: string; jobId: string | null }> {
      await adoptLegacyTokens(user.id);
      const row = await gmailOf(user.id);
      if (!row || row.disconnectedAt) throw conflict('Connect your Gmail account first');
      return deps.connect.syncContacts(user.id, row.id);
    },

    adoptLegacyTokens,

    /** Users whose Google tokens are still on their row (from before mailboxes, or PUT /update-user). */
    async usersWithLegacyTokens(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(isNotNull(users.googleAccessTokenEnc), isNotNull(users.googleRefreshTokenEnc)));
      return rows.map((r) => r.id);
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
