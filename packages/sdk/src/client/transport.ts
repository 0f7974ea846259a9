/**
 * The generic call: validate the input against the route's schemas, send it (http.ts), attach
 * the access token, run the refresh flow on 401 (spec §4 Token refresh, §8), map failures to
 * typed errors and parse the answer with the route's response schema.
 */
import * as z from 'zod/mini';
import { fillPath, type RouteDefinition } from '../contract/route.js';
import { type RouteKey, routes } from '../contract/routes.js';
import {
  codeForStatus,
  RapportApiError,
  RapportError,
  RapportNetworkError,
  RapportValidationError,
  type ValidationIssue,
} from '../errors.js';
import type { SessionStore } from '../session.js';
import { createHttp, HttpError, type HttpRequest, TimeoutError } from './http.js';
import type { CallArgs, CallOptions, RouteOutput } from './types.js';

/** Routes whose 401 means "wrong credentials", never "refresh and try again". */
export const NO_REFRESH_ROUTES: ReadonlySet<RouteKey> = new Set([
  'auth.login',
  'auth.signup',
  'auth.refresh',
]);

/** A server's Retry-After longer than this is capped, so a GET never hangs for minutes. */
const MAX_RETRY_AFTER_MS = 10_000;

export interface TransportOptions {
  baseUrl: string;
  session: SessionStore;
  fetch?: ((input: Request | string | URL, init?: RequestInit) => Promise<Response>) | undefined;
  onSessionExpired?: (() => void) | undefined;
  timeoutMs: number | false;
  /** Retries of idempotent GETs on network errors and 408/429/5xx; other methods never retry. */
  retryLimit: number;
  /** Delay before retry n (1-based). */
  retryDelayMs: (attempt: number) => number;
}

export interface Transport {
  call<K extends RouteKey>(key: K, ...args: CallArgs<K>): Promise<RouteOutput<K>>;
  /** Refreshes the token pair; concurrent callers share one request (single flight). */
  refresh(): Promise<RouteOutput<'auth.refresh'>>;
}

interface PreparedRequest {
  key: RouteKey;
  route: RouteDefinition;
  endpoint: string;
  url: string;
  body: unknown;
  isForm: boolean;
  searchParams: Record<string, string> | undefined;
}

export function createTransport(options: TransportOptions): Transport {
  const { session } = options;
  const http = createHttp({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    retryLimit: options.retryLimit,
    // Not 429: the rate limit's detail says when to retry, and the UI shows it.
    retryStatuses: [408, 500, 502, 503, 504],
    retryDelayMs: options.retryDelayMs,
    maxRetryAfterMs: MAX_RETRY_AFTER_MS,
  });

  let refreshing: Promise<RouteOutput<'auth.refresh'>> | null = null;

  function refresh(): Promise<RouteOutput<'auth.refresh'>> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function runRefresh(): Promise<RouteOutput<'auth.refresh'>> {
    const refreshToken = session.getState().refreshToken;
    if (!refreshToken) throw expire(undefined, 'There is no refresh token');
    try {
      const prepared = prepare('auth.refresh', { body: { refresh_token: refreshToken } });
      const tokens = (await send(prepared, refreshToken, {})) as RouteOutput<'auth.refresh'>;
      session.setTokens(tokens);
      return tokens;
    } catch (error) {
      // A network failure or 502/503/504 says nothing about the session: keep it (auth-js).
      if (
        error instanceof RapportNetworkError ||
        (error instanceof RapportError && error.code === 'aborted')
      ) {
        throw error;
      }
      throw expire(error, 'The session could not be refreshed');
    }
  }

  function expire(cause: unknown, reason: string): RapportApiError {
    session.expire();
    options.onSessionExpired?.();
    return new RapportApiError({
      code: 'session_expired',
      status: 401,
      endpoint: 'POST /auth/refresh',
      message: `Session expired: ${reason}`,
      body: cause instanceof RapportApiError ? cause.body : undefined,
      cause,
    });
  }

  async function call<K extends RouteKey>(key: K, ...args: CallArgs<K>): Promise<RouteOutput<K>> {
    const [input, callOptions = {}] = args;
    const prepared = prepare(key, input);
    const sentToken = session.getState().accessToken ?? undefined;
    try {
      return (await send(prepared, sentToken, callOptions)) as RouteOutput<K>;
    } catch (error) {
      if (!(error instanceof RapportApiError) || error.status !== 401 || NO_REFRESH_ROUTES.has(key))
        throw error;
      // Another request may have refreshed while this one was in flight: then just replay.
      const current = session.getState().accessToken;
      if (!current || current === sentToken || refreshing) await refresh();
      return (await send(
        prepared,
        session.getState().accessToken ?? undefined,
        callOptions,
      )) as RouteOutput<K>;
    }
  }

  async function send(prepared: PreparedRequest, token: string | undefined, callOptions: CallOptions) {
    const { route, endpoint } = prepared;
    const request: HttpRequest = {
      method: route.method,
      path: prepared.url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      searchParams: prepared.searchParams,
      timeoutMs: callOptions.timeoutMs ?? options.timeoutMs,
      signal: callOptions.signal,
      fetch: callOptions.fetch,
      onUploadProgress: callOptions.onUploadProgress,
    };
    if (prepared.isForm) request.form = prepared.body as FormData;
    else if (prepared.body !== undefined) request.json = prepared.body;

    let response: Response;
    let text: string;
    try {
      response = await http(request);
      text = await response.text();
    } catch (error) {
      throw toRapportError(error, endpoint);
    }
    return parseResponse(route, endpoint, response.status, text);
  }

  return { call, refresh };
}

function prepare(key: RouteKey, input: unknown): PreparedRequest {
  const route: RouteDefinition = routes[key];
  const endpoint = `${route.method} ${route.path}`;
  const given = (input ?? {}) as { params?: unknown; body?: unknown; query?: unknown };

  let params: Record<string, string> = {};
  if (route.params)
    params = validate(route.params, given.params ?? {}, endpoint, 'params') as Record<string, string>;
  const url = fillPath(route.path, params);

  let body: unknown;
  let isForm = false;
  if (route.body === 'multipart') {
    if (!(given.body instanceof FormData)) {
      throw new RapportValidationError({
        endpoint,
        message: `Invalid request for ${endpoint}: body must be FormData`,
        issues: [{ path: 'body', message: 'must be FormData' }],
      });
    }
    body = given.body;
    isForm = true;
  } else if (route.body) {
    body = validate(route.body, given.body, endpoint, 'body');
  }

  let searchParams: Record<string, string> | undefined;
  if (route.query) {
    const query = validate(route.query, given.query ?? {}, endpoint, 'query') as Record<string, unknown>;
    const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
    if (entries.length > 0) searchParams = Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
  }

  return { key, route, endpoint, url, body, isForm, searchParams };
}

function validate(schema: z.core.$ZodType, value: unknown, endpoint: string, part: string): unknown {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { path: path || part, message: path ? `${path} ${issue.message}` : issue.message };
  });
  const summary = issues.map((i) => i.message).join('; ');
  throw new RapportValidationError({
    endpoint,
    message: `Invalid request for ${endpoint}: ${summary}`,
    issues,
  });
}

function parseResponse(route: RouteDefinition, endpoint: string, status: number, text: string): unknown {
  let data: unknown = text;
  if (route.responseType !== 'text') {
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw new RapportApiError({
        code: 'invalid_response',
        status,
        endpoint,
        message: `Invalid response from ${endpoint}: the body is not JSON`,
        body: text,
        cause: error,
      });
    }
  }
  const result = z.safeParse(route.response, data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join('.') : '(root)';
  throw new RapportApiError({
    code: 'invalid_response',
    status,
    endpoint,
    message: `Invalid response from ${endpoint}: field "${field}" ${first?.message ?? 'is invalid'}`,
    body: data,
    cause: result.error,
  });
}

export function toRapportError(error: unknown, endpoint: string): RapportError {
  if (error instanceof RapportError) return error;
  if (error instanceof HttpError) {
    const status = error.response.status;
    const body = error.data;
    const code = codeForStatus(status);
    if (status === 408 || status === 502 || status === 503 || status === 504) {
      const networkError = new RapportNetworkError({
        code,
        status,
        endpoint,
        body,
        message: `${endpoint} failed with status ${status}`,
        cause: error,
      });
      if (networkError.detail) networkError.message = `${networkError.message}: ${networkError.detail}`;
      return networkError;
    }
    const apiError = new RapportApiError({
      code,
      status,
      endpoint,
      body,
      message: `${endpoint} failed with status ${status}`,
      cause: error,
    });
    const text = apiError.detail ?? apiError.serverMessage;
    if (text) apiError.message = `${endpoint} failed with status ${status}: ${text}`;
    return apiError;
  }
  if (error instanceof TimeoutError) {
    return new RapportNetworkError({
      code: 'timeout',
      endpoint,
      message: `${endpoint} timed out`,
      cause: error,
    });
  }
  if (isAbort(error)) {
    return new RapportError({ code: 'aborted', endpoint, message: `${endpoint} was aborted`, cause: error });
  }
  // fetch's TypeError: the server could not be reached.
  if (error instanceof Error && (error.name === 'NetworkError' || error instanceof TypeError)) {
    return new RapportNetworkError({
      code: 'network_error',
      endpoint,
      message: `${endpoint} failed: the server could not be reached`,
      cause: error,
    });
  }
  return new RapportError({
    code: 'unknown',
    endpoint,
    message: `${endpoint} failed: ${error instanceof Error ? error.message : String(error)}`,
    cause: error,
  });
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
