/**
 * The SDK's HTTP layer: fetch plus the few things the transport needs from it (a base URL,
 * a timeout per attempt, retries of idempotent GETs, upload progress where fetch can stream a
 * body, and a typed error for a non-2xx answer). It replaced ky, which cost ~8 KB gzip in every
 * app for features the SDK does not use (decisions.md).
 */
import type { UploadProgress } from './types.js';

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  baseUrl: string;
  /** Resolved per request when absent, so a fetch patched after creation (msw) is used. */
  fetch?: FetchLike | undefined;
  /** Retries of GETs on network errors and these statuses; other methods never retry. */
  retryLimit: number;
  retryStatuses: readonly number[];
  /** Delay before retry n (1-based). */
  retryDelayMs: (attempt: number) => number;
  /** A 503's Retry-After is obeyed up to this long. */
  maxRetryAfterMs: number;
}

export interface HttpRequest {
  method: string;
  /** Joined to the base URL with exactly one slash. */
  path: string;
  headers?: Record<string, string>;
  searchParams?: Record<string, string> | undefined;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  form?: FormData | undefined;
  /** Per attempt; `false` waits forever. */
  timeoutMs: number | false;
  signal?: AbortSignal | undefined;
  fetch?: FetchLike | undefined;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** A non-2xx answer; `data` is its body, parsed when it is JSON, `undefined` when empty. */
export class HttpError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: Response,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** An attempt that outlived its timeout. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export type Http = (request: HttpRequest) => Promise<Response>;

export function createHttp(options: HttpOptions): Http {
  return async (request) => {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${request.path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(request.searchParams ?? {})) url.searchParams.set(name, value);
    const canRetry = request.method.toUpperCase() === 'GET';
    for (let attempt = 1; ; attempt++) {
      let delay: number;
      try {
        const response = await sendOnce(url, request, options);
        if (response.ok) return response;
        const error = new HttpError(response, await readData(response));
        if (!canRetry || attempt > options.retryLimit || !options.retryStatuses.includes(response.status))
          throw error;
        delay = retryAfterMs(response, options.maxRetryAfterMs) ?? options.retryDelayMs(attempt);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Only a network failure (fetch's TypeError) is retried, never a timeout or an abort.
        if (!canRetry || attempt > options.retryLimit || !(error instanceof TypeError)) throw error;
        delay = options.retryDelayMs(attempt);
      }
      await wait(delay, request.signal);
    }
  };
}

async function sendOnce(url: URL, request: HttpRequest, options: HttpOptions): Promise<Response> {
  const headers = new Headers(request.headers);
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers };
  if (request.json !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(request.json);
  } else if (request.form) {
    init.body = request.form;
    if (request.onUploadProgress)
      await streamWithProgress(init, headers, request.form, request.onUploadProgress);
  }
  const controller = new AbortController();
  const { signal } = request;
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer =
    request.timeoutMs === false
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  init.signal = controller.signal;
  const send =
    request.fetch ?? options.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));
  try {
    // A Request, as fetch wrappers (and the tests' fakes) expect to read one.
    return await send(new Request(url, init));
  } catch (error) {
    if (timedOut) throw new TimeoutError(`Request timed out: ${request.method} ${url}`);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Sends the form as a counted stream, so fetch reports how much went out (Node). */
async function streamWithProgress(
  init: RequestInit & { duplex?: 'half' },
  headers: Headers,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<void> {
  const encoded = new Response(form);
  const blob = await encoded.blob();
  const totalBytes = blob.size;
  let transferredBytes = 0;
  headers.set('content-type', encoded.headers.get('content-type') ?? blob.type);
  init.body = blob.stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        transferredBytes += chunk.byteLength;
        onProgress({
          percent: totalBytes > 0 ? transferredBytes / totalBytes : 1,
          transferredBytes,
          totalBytes,
        });
        controller.enqueue(chunk);
      },
    }),
  );
  init.duplex = 'half';
}

async function readData(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 503's Retry-After (seconds or an HTTP date), capped; `undefined` when absent or unreadable. */
function retryAfterMs(response: Response, maxMs: number): number | undefined {
  const header = response.status === 503 ? response.headers.get('retry-after') : null;
  if (header === null) return undefined;
  const ms = /^\d+(\.\d+)?$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), maxMs);
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
