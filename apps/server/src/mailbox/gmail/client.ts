/**
 * Gmail and People API calls with what Google's guidance asks of a client: quota units spent
 * through the mailbox's budget, exponential backoff with jitter on 429, 403 rate limits and 5xx
 * (honouring Retry-After), one token refresh on a 401, and `invalid_grant` as a typed
 * "Reconnect your Gmail account" that is never retried.
 */

import { realClock } from '../../lib/clock.js';
import { type OAuthClientOptions, type OAuthTokens, refreshAccessToken, singleFlight } from '../oauthRefresh';
import { MailboxError } from '../types';
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
  const maxAttempts = options.maxAttempts ?? 8;
  let tokens = { ...options.tokens };

  const backoff = (attempt: number) => Math.min(32_000, 500 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);

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

  /** GET `url` spending `units`; JSON back, GmailNotFound on 404, MailboxError when it gives up. */
  async function get<T>(url: string, units: number): Promise<T> {
    let refreshed = false;
    let lastError: MailboxError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; ) {
      if (options.signal?.aborted)
        throw new MailboxError('provider_unavailable', 'The sync was stopped; it goes on at the next start.');
      if (tokens.expiresAt !== null && tokens.expiresAt - clock.now() < 60_000 && !refreshed) {
        await refresh();
        refreshed = true;
      }
      if (units > 0) await budget.take(units);
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (e) {
        lastError = new MailboxError(
          'provider_unavailable',
          'Gmail could not be reached; the sync will try again.',
          {
            cause: e,
          },
        );
        await clock.sleep(backoff(attempt++));
        continue;
      }
      if (res.ok) return (await res.json()) as T;
      const body = (await res.json().catch(() => ({}))) as { error?: { errors?: { reason?: string }[] } };
      const reason = body.error?.errors?.[0]?.reason;
      if (res.status === 401 && !refreshed) {
        await refresh();
        refreshed = true;
        continue;
      }
      if (res.status === 401)
        throw new MailboxError('reconnect_required', RECONNECT_GMAIL, { retryable: false });
      if (res.status === 404) throw new GmailNotFound(url);
      const limited = res.status === 429 || (res.status === 403 && RATE_REASONS.has(reason ?? ''));
      if (limited || res.status >= 500) {
        const retryAfter = Number(res.headers.get('retry-after'));
        const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff(attempt);
        if (limited) budget.pauseUntil(clock.now() + wait);
        lastError = limited
          ? new MailboxError(
              'rate_limited',
              'Gmail asked Rapport to slow down; the sync will go on shortly.',
              {
                retryAfterMs: wait,
              },
            )
          : new MailboxError(
              'provider_unavailable',
              'Gmail is not answering right now; the sync will try again.',
              {
                retryAfterMs: wait,
              },
            );
        await clock.sleep(wait);
        attempt++;
        continue;
      }
      if (res.status === 403)
        throw new MailboxError(
          'reconnect_required',
          `${RECONNECT_GMAIL}: Rapport may not read this mailbox.`,
          {
            retryable: false,
          },
        );
      throw new MailboxError('unknown', `Gmail answered ${res.status}; the sync will try again later.`, {
        retryable: true,
      });
    }
    throw lastError ?? new MailboxError('provider_unavailable', 'Gmail is not answering right now.');
  }

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
