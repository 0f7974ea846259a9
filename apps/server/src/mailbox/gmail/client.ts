/**
 * Gmail and People API calls with what Google's guidance asks of a client: quota units spent
 * through the mailbox's budget, exponential backoff with jitter on 429, 403 rate limits and 5xx
 * (honouring Retry-After), one token refresh on a 401, and `invalid_grant` as a typed
 * "Reconnect your Gmail account" that is never retried.
 */

import { realClock } from '../../lib/clock.js';
import { type OAuthClientOptions, type OAuthTokens, refreshAccessToken, singleFlight } from '../oauthRefresh';
import { createProviderRequest } from '../providerRequest.js';
import { createQuotaBudget } from './budget';
import { GMAIL_UNITS } from './units';

export type GmailTokens = OAuthTokens;

export interface GmailClientOptions extends OAuthClientOptions {
  gmailApiUrl: string;
  peopleApiUrl: string;
  /** Units a minute this mailbox may spend (default 12,000: under Gmail's 15,000 per user). */
  unitsPerMinute?: number;
}

export const RECONNECT_GMAIL = 'Reconnect your Gmail account';

const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/** Thrown for a 404 (a message deleted meanwhile, a history too old). */
export class GmailNotFound extends Error {
  override name = 'GmailNotFound';
}

export function createGmailClient(options: GmailClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const budget = createQuotaBudget(options.unitsPerMinute ?? 12_000, clock);
  let tokens = { ...options.tokens };

  const refresh = singleFlight(async () => {
    tokens = await refreshAccessToken(tokens, {
      fetch: doFetch,
      tokenUrl: options.tokenUrl,
      form: { client_id: options.clientId, client_secret: options.clientSecret },
      signal: options.signal,
      now: () => clock.now(),
      provider: 'Google',
      reconnect: RECONNECT_GMAIL,
      refused: (status, body) =>
        body.error === 'invalid_grant' || (status === 400 && !body.access_token) || status === 401,
    });
    await options.onTokens?.(tokens);
  });

  const request = createProviderRequest({
    provider: 'Gmail',
    reconnect: RECONNECT_GMAIL,
    fetch: doFetch,
    clock,
    signal: () => options.signal,
    maxAttempts: options.maxAttempts ?? 8,
    tokens: () => tokens,
    refresh,
    headers: { accept: 'application/json' },
    acquire: (units) => (units > 0 ? budget.take(units) : Promise.resolve()),
    release: () => undefined,
    pauseUntil: (at) => budget.pauseUntil(at),
    rateLimited: (status, body) =>
      status === 429 ||
      (status === 403 &&
        RATE_REASONS.has(
          (body as { error?: { errors?: { reason?: string }[] } }).error?.errors?.[0]?.reason ?? '',
        )),
    // The quota is the mailbox's: a rate limit pauses all of its requests; a 5xx only this one.
    pausesAll: (_status, limited) => limited,
    retryAfterMs: (seconds) => seconds * 1000,
    special: (status, _body, url) => (status === 404 ? new GmailNotFound(url) : undefined),
  });

  /** GET `url` spending `units`; JSON back, GmailNotFound on 404, MailboxError when it gives up. */
  const get = async <T>(url: string, units: number): Promise<T> =>
    (await (await request(url, units)).json()) as T;

  const gmail = (path: string, query: Record<string, string | undefined> = {}) => {
    const u = new URL(`/gmail/v1/users/me/${path}`, options.gmailApiUrl);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
    return u.toString();
  };

  return {
    get tokens() {
      return tokens;
    },
    profile: () =>
      get<{ emailAddress: string; historyId: string; messagesTotal?: number }>(
        gmail('profile'),
        GMAIL_UNITS.profile,
      ),
    list: (query: { q?: string; pageToken?: string; maxResults: number }) =>
      get<{
        messages?: { id: string; threadId: string }[];
        nextPageToken?: string;
        resultSizeEstimate?: number;
      }>(
        gmail('messages', { q: query.q, pageToken: query.pageToken, maxResults: String(query.maxResults) }),
        GMAIL_UNITS['messages.list'],
      ),
    message: (id: string) =>
      get<{ id: string; threadId: string; labelIds?: string[]; internalDate?: string; raw: string }>(
        gmail(`messages/${encodeURIComponent(id)}`, { format: 'raw' }),
        GMAIL_UNITS['messages.get'],
      ),
    history: (startHistoryId: string, pageToken?: string) =>
      get<{
        history?: {
          id: string;
          messagesAdded?: { message: { id: string; threadId: string } }[];
          messagesDeleted?: { message: { id: string } }[];
          labelsAdded?: {
            message: { id: string; threadId: string; labelIds?: string[] };
            labelIds: string[];
          }[];
          labelsRemoved?: {
            message: { id: string; threadId: string; labelIds?: string[] };
            labelIds: string[];
          }[];
        }[];
        nextPageToken?: string;
        historyId: string;
      }>(
        gmail('history', {
          startHistoryId,
          pageToken,
          historyTypes: 'messageAdded',
          maxResults: '500',
        }).replace(
          'historyTypes=messageAdded',
          // Label changes too: a message moved to spam or trash is removed (issue 23).
          'historyTypes=messageAdded&historyTypes=messageDeleted&historyTypes=labelAdded&historyTypes=labelRemoved',
        ),
        GMAIL_UNITS['history.list'],
      ),
    people: <T>(path: string, query: Record<string, string | undefined>) => {
      const u = new URL(path, options.peopleApiUrl);
      for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
      return get<T>(u.toString(), 0);
    },
    /** Revokes the grant at Google (best effort: a token already revoked is fine). */
    async revoke(): Promise<void> {
      const token = tokens.refreshToken ?? tokens.accessToken;
      const url = new URL('/revoke', options.tokenUrl);
      url.searchParams.set('token', token);
      await doFetch(url, { method: 'POST' }).catch(() => undefined);
    },
  };
}

export type GmailClient = ReturnType<typeof createGmailClient>;
