/**
 * A job that fails because someone outside asked it to wait (a provider's 429 with Retry-After)
 * throws `RetryLaterError`: both runners then retry it no sooner than `retryAfterMs` from now, and
 * never sooner than the kind's own backoff. Any other error is retried on the backoff alone.
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  readonly code = 'retry_later' as const;
  constructor(
    readonly retryAfterMs: number,
    cause: unknown,
  ) {
    super(
      `${cause instanceof Error ? cause.message : String(cause)} (retry no sooner than in ${retryAfterMs} ms)`,
      {
        cause,
      },
    );
  }
}

export function isRetryLaterError(e: unknown): e is RetryLaterError {
  return e instanceof RetryLaterError;
}

/** The least wait before a retry of a job that failed with `error` (0 when it asked for none). */
export const retryAfterOf = (error: unknown): number => (isRetryLaterError(error) ? error.retryAfterMs : 0);
