/**
 * msw handlers for the whole Rapport API, built from the route table: each route answers
 * its sample response (or an override) with the route's success status. For the SDK's
 * tests and for the web app's component tests.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { type RouteDefinition, toColonPath } from '../contract/route.js';
import { type RouteKey, routes } from '../contract/routes.js';
import { sampleResponses } from './samples.js';

export interface RecordedRequest {
  key: RouteKey;
  method: string;
  url: URL;
  /** The path under the base URL, e.g. `/chat/chat_1/messages`. */
  path: string;
  authorization: string | null;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart body, the text of any other body, or undefined. */
  body: unknown;
}

/** Answers a request: return a Response to send it as is, or any value to send it as JSON. */
export type MockResolver = (request: RecordedRequest) => unknown | Promise<unknown>;

export interface RapportMockOptions {
  /** The API base the client uses, e.g. `http://api.test/api`. */
  baseUrl: string;
  /** Per-route answers replacing the sample responses. */
  overrides?: Partial<Record<RouteKey, MockResolver>>;
  /** Told of every request, before it is answered. */
  onRequest?: (request: RecordedRequest) => void;
}

const routeKeys = Object.keys(routes) as RouteKey[];

/** One handler per route; static paths first so `/chat/user` is not taken for `/chat/{id}`. */
export function createRapportHandlers(options: RapportMockOptions): HttpHandler[] {
  const ordered = [...routeKeys].sort(
    (a, b) => Number(routes[a].path.includes('{')) - Number(routes[b].path.includes('{')),
  );
  return ordered.map((key) => mockRoute(options.baseUrl, key, options.overrides?.[key], options.onRequest));
}

/** A handler for one route, for `server.use(mockRoute(base, 'chat.list', () => [...]))`. */
export function mockRoute(
  baseUrl: string,
  key: RouteKey,
  resolver?: MockResolver,
  onRequest?: (request: RecordedRequest) => void,
): HttpHandler {
  const route: RouteDefinition = routes[key];
  const base = baseUrl.replace(/\/+$/, '');
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  return http[method](`${base}${toColonPath(route.path)}`, async ({ request }) => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      key,
      method: request.method,
      url,
      path: url.pathname.slice(new URL(base).pathname.replace(/\/+$/, '').length),
      authorization: request.headers.get('authorization'),
      headers: request.headers,
      body: await readBody(request),
    };
    onRequest?.(recorded);
    const answer = resolver ? await resolver(recorded) : sampleResponses[key];
    if (answer instanceof Response) return answer;
    const status = route.status ?? 200;
    if (route.responseType === 'text') {
      return new HttpResponse(String(answer), {
        status,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(answer as never, { status });
  });
}

/** An error answer as the Rapport server sends it: `{ detail, code }`. */
export function errorResponse(status: number, detail: string, code = 'error'): Response {
  return HttpResponse.json({ detail, code }, { status });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (text === '') return undefined;
  if (type.includes('application/json')) return JSON.parse(text);
  return text;
}
