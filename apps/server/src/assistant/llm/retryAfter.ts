/**
 * How long a provider that refused a request (429, or 503) asks to be left alone, from its answer's
 * headers: `retry-after-ms` (OpenAI), `retry-after` (seconds, or an HTTP date; RFC 9110 §10.2.3),
 * else OpenAI's `x-ratelimit-reset-requests` / `x-ratelimit-reset-tokens` ("6m0s", "1s", "20ms").
 */

/** A provider's wait is obeyed up to this; a longer one is the job's to give up on, not to sleep. */
export const RETRY_AFTER_CAP_MS = 10 * 60_000;

/** The headers of a provider's answer: fetch's `Headers`, or a plain record. */
export type ResponseHeaders = Headers | Record<string, string | null | undefined>;

const header = (headers: ResponseHeaders, name: string): string | undefined => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const UNIT_MS: Record<string, number> = {
  h: 3_600_000,
  m: 60_000,
  s: 1000,
  ms: 1,
  us: 0.001,
  µs: 0.001,
  ns: 1e-6,
};

/** A Go-style duration, as OpenAI writes its reset headers: "6m0s", "1.5s", "20ms", "1h2m". */
export function parseResetDuration(text: string): number | undefined {
  const parts = /^(?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns))+$/.test(text)
    ? text.matchAll(/(?<!\d)(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g)
    : undefined;
  if (parts === undefined) return undefined;
  let ms = 0;
  for (const [, amount, unit] of parts) ms += Number(amount) * (UNIT_MS[unit as string] ?? 0);
  return ms;
}

/** `retry-after`: whole (or decimal) seconds, or an HTTP date measured from `now`. */
export function parseRetryAfter(text: string, now: number): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text) * 1000;
  // A date needs letters (a weekday or month): Date.parse would also take a bare "-5" or "2026".
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at - now;
}

/**
 * The wait the headers ask for, in whole milliseconds within [0, RETRY_AFTER_CAP_MS], or undefined
 * when they name none. `retry-after-ms` and `retry-after` are the provider's word for this refusal;
 * without them the later of the two reset times is waited (the 429 does not say which limit it hit).
 */
export function retryAfterMs(headers: ResponseHeaders | undefined, now: number): number | undefined {
  if (headers === undefined) return undefined;
  const ms = header(headers, 'retry-after-ms');
  const seconds = header(headers, 'retry-after');
  let wait =
    (ms !== undefined && /^\d+(?:\.\d+)?$/.test(ms) ? Number(ms) : undefined) ??
    (seconds !== undefined ? parseRetryAfter(seconds, now) : undefined);
  if (wait === undefined) {
    const resets = ['x-ratelimit-reset-requests', 'x-ratelimit-reset-tokens']
      .map((name) => header(headers, name))
      .map((text) => (text === undefined ? undefined : parseResetDuration(text)))
      .filter((v): v is number => v !== undefined);
    if (resets.length > 0) wait = Math.max(...resets);
  }
  if (wait === undefined) return undefined;
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, Math.ceil(wait)));
}
