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

/** A jittered wait: 50–100 % of `ms`, so requests paused together do not return together. */
const jitter = (ms: number) => ms * (0.5 + Math.random() / 2);

export function createMicrosoftClient(options: MicrosoftClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const budget = createGraphBudget(options.budget, clock);
  const maxAttempts = options.maxAttempts ?? 8;
  const graphOrigin = new URL(options.graphUrl).origin;
  let tokens = { ...options.tokens };

  const backoff = (attempt: number) => jitter(Math.min(32_000, 500 * 2 ** (attempt - 1)));

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
  async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    if (new URL(url).origin !== graphOrigin)
      throw new MailboxError('unknown', 'Microsoft Graph sent a link to another host; it was not followed.', {
        retryable: false,
      });
    let refreshed = false;
    let lastError: MailboxError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; ) {
      if (options.signal?.aborted)
        throw new MailboxError('provider_unavailable', 'The sync was stopped; it goes on at the next start.');
      if (tokens.expiresAt !== null && tokens.expiresAt - clock.now() < 60_000 && !refreshed) {
        await refresh();
        refreshed = true;
      }
      await budget.acquire();
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: {
            authorization: `Bearer ${tokens.accessToken}`,
            // Ids that survive a move between folders, so a moved message keeps its one copy.
            prefer: 'IdType="ImmutableId"',
            ...headers,
          },
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (e) {
        budget.release();
        lastError = new MailboxError(
          'provider_unavailable',
          'Microsoft Graph could not be reached; the sync will try again.',
          { cause: e },
        );
        await clock.sleep(backoff(attempt++));
        continue;
      }
      budget.release();
      if (res.ok) return res;
      const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
      const code = body.error?.code ?? '';
      if (res.status === 401 && !refreshed) {
        await refresh();
        refreshed = true;
        continue;
      }
      if (res.status === 401)
        throw new MailboxError('reconnect_required', RECONNECT_MICROSOFT, { retryable: false });
      if (res.status === 404) throw new GraphNotFound(url);
      if (res.status === 410) throw new GraphSyncStateGone(code || 'syncStateNotFound');
      if (res.status === 429 || res.status >= 500) {
        const retryAfter = Number(res.headers.get('retry-after'));
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0
            ? // Graph's time plus up to a quarter more, so paused requests spread out again.
              retryAfter * 1000 * (1 + Math.random() / 4)
            : backoff(attempt);
        // Every request of this mailbox waits: asking again sooner only earns another 429.
        if (res.status === 429 || res.status === 503) budget.pauseUntil(clock.now() + wait);
        lastError =
          res.status === 429
            ? new MailboxError(
                'rate_limited',
                'Microsoft asked Rapport to slow down; the sync will go on shortly.',
                { retryAfterMs: wait },
              )
            : new MailboxError(
                'provider_unavailable',
                'Microsoft Graph is not answering right now; the sync will try again.',
                { retryAfterMs: wait },
              );
        await clock.sleep(wait);
        attempt++;
        continue;
      }
      if (res.status === 403)
        throw new MailboxError(
          'reconnect_required',
          `${RECONNECT_MICROSOFT}: Rapport may not read this mailbox.`,
          { retryable: false },
        );
      throw new MailboxError(
        'unknown',
        `Microsoft Graph answered ${res.status}; the sync will try again later.`,
        {
          retryable: true,
        },
      );
    }
    throw (
      lastError ?? new MailboxError('provider_unavailable', 'Microsoft Graph is not answering right now.')
    );
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
