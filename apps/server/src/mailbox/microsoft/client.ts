/**
 * Microsoft Graph calls as Microsoft's throttling guidance asks of a client: every request through
 * the mailbox's budget (Graph's per-mailbox limits), 429 and 503 answered by waiting the
 * `Retry-After` Graph sent plus jitter (exponential backoff with jitter when it sends none), one
 * token refresh on a 401 (Microsoft rotates the refresh token: the new one is stored), and a
 * refused grant (`invalid_grant`: consent revoked, password changed, token expired) as a typed
 * "Reconnect your Microsoft account" that is never retried.
 */

import { realClock } from '../../lib/clock.js';
import {
  type OAuthClientOptions,
  type OAuthTokens,
  refreshAccessToken,
  singleFlight,
} from '../oauthRefresh.js';
import { createProviderRequest } from '../providerRequest.js';
import { MailboxError } from '../types.js';
import { createGraphBudget, type GraphBudgetOptions } from './budget.js';

/** Microsoft rotates the refresh token: each renewal stores the new one. */
export type MicrosoftTokens = OAuthTokens;

/** `tokenUrl` is `{loginUrl}/{tenant}/oauth2/v2.0/token`. */
export interface MicrosoftClientOptions extends OAuthClientOptions {
  /** Graph's origin (`https://graph.microsoft.com`). */
  graphUrl: string;
  budget?: GraphBudgetOptions;
}

export const RECONNECT_MICROSOFT = 'Reconnect your Microsoft account';
/** What the consent asks for (issue 27); `offline_access` is what brings a refresh token. */
export const MICROSOFT_SCOPES = ['offline_access', 'User.Read', 'Mail.Read', 'Contacts.Read'];

/** The identity platform's v2.0 endpoints for the configured tenant (`MICROSOFT_LOGIN_URL`, `MICROSOFT_TENANT`). */
export const microsoftEndpoints = (settings: { loginUrl: string; tenant: string }) => ({
  authorizeUrl: `${settings.loginUrl}/${encodeURIComponent(settings.tenant)}/oauth2/v2.0/authorize`,
  tokenUrl: `${settings.loginUrl}/${encodeURIComponent(settings.tenant)}/oauth2/v2.0/token`,
});

/** A 404: a message deleted meanwhile, a folder the mailbox does not have. */
export class GraphNotFound extends Error {
  override name = 'GraphNotFound';
}

/** A 410 on a delta link (`syncStateNotFound`, `resyncRequired`): the folder must be synced afresh. */
export class GraphSyncStateGone extends Error {
  override name = 'GraphSyncStateGone';
}

/** Grant errors after which only the person can help: a new consent. */
const GRANT_REFUSED = new Set([
  'invalid_grant',
  'interaction_required',
  'consent_required',
  'invalid_client',
]);

export function createMicrosoftClient(options: MicrosoftClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const budget = createGraphBudget(options.budget, clock);
  const graphOrigin = new URL(options.graphUrl).origin;
  let tokens = { ...options.tokens };

  const refresh = singleFlight(async () => {
    tokens = await refreshAccessToken(tokens, {
      fetch: doFetch,
      tokenUrl: options.tokenUrl,
      form: {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        scope: MICROSOFT_SCOPES.join(' '),
      },
      signal: options.signal,
      now: () => clock.now(),
      provider: 'Microsoft',
      reconnect: RECONNECT_MICROSOFT,
      refused: (status, body) => GRANT_REFUSED.has(body.error ?? '') || status === 401,
    });
    await options.onTokens?.(tokens);
  });

  /**
   * GET a Graph URL: the answer on success; GraphNotFound on 404, GraphSyncStateGone on 410,
   * MailboxError when it gives up. Links Graph hands back (`@odata.nextLink`, the delta link) are
   * followed only on Graph's own origin: the bearer token goes nowhere else.
   */
  const request = createProviderRequest({
    provider: 'Microsoft Graph',
    reconnect: RECONNECT_MICROSOFT,
    fetch: doFetch,
    clock,
    signal: () => options.signal,
    maxAttempts: options.maxAttempts ?? 8,
    tokens: () => tokens,
    refresh,
    // Ids that survive a move between folders, so a moved message keeps its one copy.
    headers: { prefer: 'IdType="ImmutableId"' },
    acquire: () => budget.acquire(),
    release: () => budget.release(),
    pauseUntil: (at) => budget.pauseUntil(at),
    rateLimited: (status) => status === 429,
    // Every request of this mailbox waits on a 429 or a 503: Graph's limits are the mailbox's.
    pausesAll: (status) => status === 429 || status === 503,
    // Graph's time plus up to a quarter more, so paused requests spread out again.
    retryAfterMs: (seconds) => seconds * 1000 * (1 + Math.random() / 4),
    special: (status, body, url) =>
      status === 404
        ? new GraphNotFound(url)
        : status === 410
          ? new GraphSyncStateGone((body as { error?: { code?: string } }).error?.code || 'syncStateNotFound')
          : undefined,
  });

  /**
   * GET a Graph URL: the answer on success; GraphNotFound on 404, GraphSyncStateGone on 410,
   * MailboxError when it gives up. Links Graph hands back (`@odata.nextLink`, the delta link) are
   * followed only on Graph's own origin: the bearer token goes nowhere else.
   */
  async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    if (new URL(url).origin !== graphOrigin)
      throw new MailboxError('unknown', 'Microsoft Graph sent a link to another host; it was not followed.', {
        retryable: false,
      });
    return request(url, 1, headers);
  }

  const getJson = async <T>(url: string, headers?: Record<string, string>) =>
    (await (await get(url, headers)).json()) as T;

  const graph = (path: string, query: Record<string, string> = {}) => {
    const u = new URL(`/v1.0/me${path}`, options.graphUrl);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  };

  return {
    get tokens() {
      return tokens;
    },
    graph,
    me: () =>
      getJson<{ mail?: string | null; userPrincipalName?: string }>(
        graph('', { $select: 'mail,userPrincipalName' }),
      ),
    /** A well-known folder (`inbox`, `sentitems`, `archive`); null when the mailbox has none. */
    async folder(
      name: string,
    ): Promise<{ id: string; displayName?: string; totalItemCount?: number } | null> {
      try {
        return await getJson(graph(`/mailFolders/${name}`, { $select: 'id,displayName,totalItemCount' }));
      } catch (e) {
        if (e instanceof GraphNotFound) return null;
        throw e;
      }
    },
    /** One page of a delta round or of a list: `value` and the next or delta link. */
    page: <T>(url: string, pageSize: number) =>
      getJson<{ value?: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string }>(url, {
        prefer: `IdType="ImmutableId", odata.maxpagesize=${pageSize}`,
      }),
    /** The message's MIME source (`$value`). */
    async mime(id: string): Promise<Uint8Array> {
      const res = await get(graph(`/messages/${encodeURIComponent(id)}/$value`));
      return new Uint8Array(await res.arrayBuffer());
    },
    /** The folder a message is in now; null when it is gone. */
    async parentFolderOf(id: string): Promise<string | null> {
      try {
        const m = await getJson<{ parentFolderId?: string }>(
          graph(`/messages/${encodeURIComponent(id)}`, { $select: 'parentFolderId' }),
        );
        return m.parentFolderId ?? null;
      } catch (e) {
        if (e instanceof GraphNotFound) return null;
        throw e;
      }
    },
  };
}

export type MicrosoftClient = ReturnType<typeof createMicrosoftClient>;
