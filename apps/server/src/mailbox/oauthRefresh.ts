/**
 * Renewing a mailbox's OAuth access token, the same for Gmail and Microsoft: the `refresh_token`
 * grant posted to the provider's token endpoint, a refused grant as `reconnect_required` (never
 * retried: only the person can consent again), anything else as a retryable failure. A provider
 * that rotates refresh tokens (Microsoft) hands a new one back; one that does not (Google) keeps
 * the old.
 */
import type { SleepingClock } from '../lib/clock.js';
import { MailboxError } from './types.js';

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch ms; null when unknown. */
  expiresAt: number | null;
}

/** What a provider's API client is given: the mailbox's tokens, the OAuth client, and its seams. */
export interface OAuthClientOptions {
  tokens: OAuthTokens;
  /** Called with refreshed tokens, to store them (encrypted) on the mailbox. */
  onTokens?: (tokens: OAuthTokens) => Promise<void>;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  /** Attempts per request before giving up with a retryable error (default 8). */
  maxAttempts?: number;
  fetch?: typeof fetch;
  clock?: SleepingClock;
  signal?: AbortSignal;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

export interface RefreshOptions {
  fetch: typeof fetch;
  tokenUrl: string;
  /** The grant's other fields: client id and secret, and the scope where the provider wants it. */
  form: Record<string, string>;
  signal?: AbortSignal | undefined;
  now: () => number;
  /** "Google", "Microsoft": in the sentences a person reads. */
  provider: string;
  /** "Reconnect your Gmail account". */
  reconnect: string;
  /** Whether this answer means the grant is gone for good. */
  refused(status: number, body: TokenAnswer): boolean;
}

export async function refreshAccessToken(tokens: OAuthTokens, options: RefreshOptions): Promise<OAuthTokens> {
  if (!tokens.refreshToken)
    throw new MailboxError('reconnect_required', options.reconnect, { retryable: false });
  let res: Response;
  try {
    res = await options.fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        ...options.form,
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (e) {
    throw new MailboxError(
      'provider_unavailable',
      `${options.provider} could not be reached; the sync will try again.`,
      { cause: e },
    );
  }
  const body = (await res.json().catch(() => ({}))) as TokenAnswer;
  if (options.refused(res.status, body))
    throw new MailboxError('reconnect_required', options.reconnect, { retryable: false });
  if (!res.ok || !body.access_token)
    throw new MailboxError(
      'provider_unavailable',
      `${options.provider} did not renew the access; the sync will try again.`,
    );
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? tokens.refreshToken,
    expiresAt: body.expires_in ? options.now() + body.expires_in * 1000 : null,
  };
}

/** One run of `work` at a time: callers that ask while it runs share it (requests meeting a 401 together). */
export function singleFlight(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  };
}
