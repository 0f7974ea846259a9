import { describe, expect, it } from 'vitest';
import { createHttp, type FetchLike, HttpError, type HttpOptions, TimeoutError } from './http.js';

type Answer = () => Response | Promise<Response>;

/** A fetch that plays the answers in order and records what it was sent. */
function scripted(...answers: Answer[]) {
  const seen: Request[] = [];
  const fetch: FetchLike = async (input) => {
    seen.push(input as Request);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  };
  return { fetch, seen };
}

const ok = () => Response.json({ ok: true });
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    Response.json({ detail: `status ${code}` }, { status: code, headers });
const offline = () => {
  throw new TypeError('fetch failed');
};

function http(fetch: FetchLike, options: Partial<HttpOptions> = {}) {
  return createHttp({
    baseUrl: 'https://rapport.example/api/',
    fetch,
    retryLimit: 2,
    retryStatuses: [408, 500, 502, 503, 504],
    retryDelayMs: () => 0,
    maxRetryAfterMs: 10_000,
    ...options,
  });
}

describe('createHttp', () => {
  it('joins the base URL and the path with one slash, adds the query and sends JSON', async () => {
    const { fetch, seen } = scripted(ok);
    await http(fetch)({
      method: 'POST',
      path: '/contacts',
      searchParams: { q: 'a b' },
      json: { name: 'Ann' },
      headers: { authorization: 'Bearer t' },
      timeoutMs: false,
    });
    const [request] = seen;
    expect(request?.url).toBe('https://rapport.example/api/contacts?q=a+b');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('authorization')).toBe('Bearer t');
    expect(await request?.text()).toBe('{"name":"Ann"}');
  });

  it('throws an HttpError with the parsed body for a non-2xx answer', async () => {
    const { fetch } = scripted(status(422));
    const error = await http(fetch)({ method: 'POST', path: 'x', timeoutMs: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ response: { status: 422 }, data: { detail: 'status 422' } });
  });

  it('retries a GET on a network error and on a 5xx, up to the limit', async () => {
    const { fetch, seen } = scripted(offline, status(502), ok);
    const response = await http(fetch)({ method: 'GET', path: 'x', timeoutMs: false });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(3);

    const failing = scripted(status(500), status(500), status(500), ok);
    await expect(http(failing.fetch)({ method: 'GET', path: 'x', timeoutMs: false })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(failing.seen).toHaveLength(3);
  });

  it('never retries a POST, a 429 or a 4xx', async () => {
    for (const [method, answer] of [
      ['POST', status(503)],
      ['POST', offline],
      ['GET', status(429)],
      ['GET', status(404)],
    ] as const) {
      const { fetch, seen } = scripted(answer, ok);
      await expect(http(fetch)({ method, path: 'x', timeoutMs: false })).rejects.toThrow();
      expect(seen).toHaveLength(1);
    }
  });

  it("waits a 503's Retry-After, capped, instead of the backoff", async () => {
    const { fetch } = scripted(status(503, { 'retry-after': '0.2' }), ok);
    const started = Date.now();
    await http(fetch, { retryDelayMs: () => 5_000 })({ method: 'GET', path: 'x', timeoutMs: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2_000);

    const capped = scripted(status(503, { 'retry-after': '3600' }), ok);
    const start2 = Date.now();
    await http(capped.fetch, { maxRetryAfterMs: 50 })({ method: 'GET', path: 'x', timeoutMs: false });
    expect(Date.now() - start2).toBeLessThan(2_000);
  });

  it('turns an attempt that outlives its timeout into a TimeoutError, and an abort into an AbortError', async () => {
    const hanging: FetchLike = (input) =>
      new Promise((_, reject) => {
        const { signal } = input as Request;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    await expect(http(hanging)({ method: 'GET', path: 'x', timeoutMs: 20 })).rejects.toBeInstanceOf(
      TimeoutError,
    );

    const controller = new AbortController();
    const pending = http(hanging)({ method: 'GET', path: 'x', timeoutMs: false, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports upload progress of a form as it streams, ending at 100 %', async () => {
    const form = new FormData();
    form.append('files', new Blob(['x'.repeat(100_000)]), 'a.csv');
    const percents: number[] = [];
    const { fetch, seen } = scripted(ok);
    // The fake fetch reads the body, as a real one sends it.
    const reading: FetchLike = async (input) => {
      await (input as Request).arrayBuffer();
      return fetch(input);
    };
    await http(reading)({
      method: 'POST',
      path: 'csv',
      form,
      timeoutMs: false,
      onUploadProgress: (p) => percents.push(p.percent),
    });
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(percents.length).toBeGreaterThan(0);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(percents.at(-1)).toBe(1);
  });
});
