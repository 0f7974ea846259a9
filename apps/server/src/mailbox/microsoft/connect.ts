import type { Config } from '../../config.js';
import { badRequest, serviceUnavailable } from '../../http/errors.js';
import type { ServiceContext } from '../../platform/context.js';
import type { MailboxConnectService, MailboxStarted } from '../connect.js';
import { createOAuthStates } from '../gmail/oauthState.js';
import type { MailboxesService } from '../mailboxes.js';
import { isMailboxError } from '../types.js';
import { MICROSOFT_SCOPES, type MicrosoftTokens, microsoftEndpoints } from './client.js';
import { createMicrosoftProvider } from './provider.js';

export interface MicrosoftConnectDeps {
  mailboxes: MailboxesService;
  connect: MailboxConnectService;
  /** The token exchange's and the first address check's fetch (tests point it at a fake Microsoft). */
  fetch?: typeof fetch;
}

const notConfigured = () =>
  // End-user text (spec §1): no server settings named; `GET /mailboxes/providers` says it is off.
  serviceUnavailable(
    'Microsoft sign-in is not available on this server. Connect by IMAP or import an archive instead.',
  );

const configured = (
  m: Config['microsoft'],
): m is Config['microsoft'] & { clientId: string; clientSecret: string } =>
  Boolean(m.clientId && m.clientSecret);

/**
 * Connecting a Microsoft 365 or Outlook.com mailbox (issue 27) the way Gmail connects: the
 * authorization code flow with PKCE on the identity platform's v2.0 endpoints, a single-use
 * `state` bound to the user, the tokens kept on a `microsoft` mailbox, encrypted at rest and never
 * returned. Its first sync and the import of its Outlook contacts start at once; disconnecting is
 * `DELETE /mailboxes/{id}` like every mailbox (keeping or deleting its mail as chosen).
 */
export function createMicrosoftConnectService(ctx: ServiceContext, deps: MicrosoftConnectDeps) {
  const { config } = ctx;
  const settings = config.microsoft;
  const doFetch = deps.fetch ?? fetch;
  const states = createOAuthStates(ctx.database, ctx.clock, config.encryptionKey, 'microsoft');
  const redirectUri = `${config.appUrl}/auth/microsoft/callback`;
  const endpoints = microsoftEndpoints(settings);

  /** The tokens for an authorization code and its PKCE verifier, or a 400 when Microsoft refuses. */
  async function exchangeCode(code: string, codeVerifier: string): Promise<MicrosoftTokens> {
    if (!configured(settings)) throw notConfigured();
    const res = await doFetch(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
        code_verifier: codeVerifier,
        scope: MICROSOFT_SCOPES.join(' '),
      }),
    }).catch(() => null);
    const tokens = res?.ok ? ((await res.json().catch(() => null)) as Record<string, unknown> | null) : null;
    if (!tokens || typeof tokens.access_token !== 'string')
      throw badRequest('code: Microsoft did not accept this authorization code');
    return {
      accessToken: tokens.access_token,
      refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : null,
      expiresAt: typeof tokens.expires_in === 'number' ? ctx.clock.now() + tokens.expires_in * 1000 : null,
    };
  }

  /** The Outlook contacts job of a mailbox (as `POST /mailboxes/{id}/sync-contacts` queues it). */
  async function importContacts(userId: string, mailboxId: string): Promise<void> {
    await deps.connect.syncContacts(userId, mailboxId);
  }

  return {
    /** `GET /auth/microsoft/login`: the consent URL with a single-use state and a PKCE S256 challenge. */
    async authorizationUrl(userId: string): Promise<{ url: string }> {
      if (!configured(settings)) throw notConfigured();
      const { state, codeChallenge } = await states.issue(userId);
      const url = new URL(endpoints.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'query',
        scope: MICROSOFT_SCOPES.join(' '),
        // The account picker: a person with a work and a personal account chooses which.
        prompt: 'select_account',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString() };
    },

    /**
     * `POST /auth/microsoft/callback`: spends the state, exchanges the code, reads the account's
     * address from Graph, keeps the tokens on a `microsoft` mailbox and starts its sync.
     */
    async connect(userId: string, input: { code: string; state: string }): Promise<MailboxStarted> {
      if (!configured(settings)) throw notConfigured();
      const codeVerifier = await states.consume(userId, input.state);
      if (codeVerifier === undefined) throw badRequest('state: is invalid or expired');
      const tokens = await exchangeCode(input.code, codeVerifier);
      let address: string;
      try {
        ({ address } = await createMicrosoftProvider({
          tokens,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          tokenUrl: endpoints.tokenUrl,
          graphUrl: settings.graphUrl,
          maxAttempts: 3,
          fetch: doFetch,
        }).verify());
      } catch (e) {
        if (!isMailboxError(e)) throw e;
        throw badRequest(`Microsoft: ${e.message}`);
      }
      const row = await deps.mailboxes.create(userId, { kind: 'microsoft', address, credentials: tokens });
      const started = await deps.connect.connected(row);
      await importContacts(userId, row.id);
      return started;
    },
  };
}

export type MicrosoftConnectService = ReturnType<typeof createMicrosoftConnectService>;
