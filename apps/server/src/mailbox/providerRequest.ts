/**
 * The request loop Gmail's and Microsoft Graph's clients share: a GET with the bearer token,
 * through the mailbox's budget; the token refreshed before it expires and once on a 401; rate
 * limits and 5xx waited out (the provider's Retry-After, else exponential backoff with jitter),
 * pausing every request of the mailbox where the provider asks; a 403 or a second 401 as a typed
 * "Reconnect your … account" that is never retried; a stop between attempts. What differs between
 * providers (which answers are rate limits, what a 404 or 410 means, headers, the budget's shape)
 * comes in as hooks.
 */
import type { SleepingClock } from '../lib/clock.js';
import type { OAuthTokens } from './oauthRefresh.js';
import { MailboxError } from './types.js';

/** A jittered wait: 50–100 % of `ms`, so requests paused together do not return together. */
export const jitter = (ms: number) => ms * (0.5 + Math.random() / 2);
/** 0.5 s, 1 s, 2 s … up to 32 s, jittered. */
export const backoff = (attempt: number) => jitter(Math.min(32_000, 500 * 2 ** (attempt - 1)));

export interface ProviderRequestOptions {
  /** "Gmail", "Microsoft Graph": how errors name the provider. */
  provider: string;
  /** "Reconnect your Gmail account". */
  reconnect: string;
  fetch: typeof fetch;
  clock: SleepingClock;
  /** Read at each attempt: a provider sets its sync's signal after the client is made. */
  signal(): AbortSignal | undefined;
  maxAttempts: number;
  tokens(): OAuthTokens;
  /** One refresh at a time (`singleFlight`); the new tokens are what `tokens()` returns next. */
  refresh(): Promise<void>;
  /** Headers every request carries beside the bearer token. */
  headers: Record<string, string>;
  /** Waits until the budget lets a request go; `cost` is what this one spends. */
  acquire(cost: number): Promise<void>;
  /** A request ended (answered or failed): for budgets that count requests in flight. */
  release(): void;
  /** Every request of the mailbox waits until then. */
  pauseUntil(at: number): void;
  /** Whether an answer is the provider asking to slow down (429, Gmail's rate-limit 403s). */
  rateLimited(status: number, body: unknown): boolean;
  /** Whether a retried answer pauses the whole mailbox, not only this request. */
  pausesAll(status: number, limited: boolean): boolean;
  /** The wait for a Retry-After of `seconds`. */
  retryAfterMs(seconds: number): number;
  /** An answer with a meaning of its own (404, 410), thrown as it is. */
  special?(status: number, body: unknown, url: string): Error | undefined;
}

export function createProviderRequest(o: ProviderRequestOptions) {
  const stopped = () =>
    new MailboxError('provider_unavailable', 'The sync was stopped; it goes on at the next start.');

  /** GET `url`: the answer when it is 2xx; a typed error otherwise, once retries are spent. */
  return async function request(
    url: string,
    cost: number,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    let refreshed = false;
    let lastError: MailboxError | undefined;
    for (let attempt = 1; attempt <= o.maxAttempts; ) {
      const signal = o.signal();
      if (signal?.aborted) throw stopped();
      const expiresAt = o.tokens().expiresAt;
      if (expiresAt !== null && expiresAt - o.clock.now() < 60_000 && !refreshed) {
        await o.refresh();
        refreshed = true;
      }
      await o.acquire(cost);
      let res: Response;
      try {
        res = await o.fetch(url, {
          headers: { authorization: `Bearer ${o.tokens().accessToken}`, ...o.headers, ...headers },
          ...(signal ? { signal } : {}),
        });
      } catch (e) {
        o.release();
        lastError = new MailboxError(
          'provider_unavailable',
          `${o.provider} could not be reached; the sync will try again.`,
          { cause: e },
        );
        await o.clock.sleep(backoff(attempt++));
        continue;
      }
      o.release();
      if (res.ok) return res;
      const body: unknown = await res.json().catch(() => ({}));
      if (res.status === 401 && !refreshed) {
        await o.refresh();
        refreshed = true;
        continue;
      }
      if (res.status === 401) throw new MailboxError('reconnect_required', o.reconnect, { retryable: false });
      const special = o.special?.(res.status, body, url);
      if (special) throw special;
      const limited = o.rateLimited(res.status, body);
      if (limited || res.status >= 500) {
        const retryAfter = Number(res.headers.get('retry-after'));
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0 ? o.retryAfterMs(retryAfter) : backoff(attempt);
        // Asking again sooner only earns another refusal.
        if (o.pausesAll(res.status, limited)) o.pauseUntil(o.clock.now() + wait);
        lastError = limited
          ? new MailboxError(
              'rate_limited',
              `${o.provider} asked Rapport to slow down; the sync will go on shortly.`,
              {
                retryAfterMs: wait,
              },
            )
          : new MailboxError(
              'provider_unavailable',
              `${o.provider} is not answering right now; the sync will try again.`,
              { retryAfterMs: wait },
            );
        await o.clock.sleep(wait);
        attempt++;
        continue;
      }
      if (res.status === 403)
        throw new MailboxError('reconnect_required', `${o.reconnect}: Rapport may not read this mailbox.`, {
          retryable: false,
        });
      throw new MailboxError(
        'unknown',
        `${o.provider} answered ${res.status}; the sync will try again later.`,
        {
          retryable: true,
        },
      );
    }
    throw lastError ?? new MailboxError('provider_unavailable', `${o.provider} is not answering right now.`);
  };
}
