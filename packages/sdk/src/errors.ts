/**
 * The SDK's errors: one base class with a `code` from a closed union, an API error for
 * HTTP answers, a retryable network error, and the toast description helper of spec §8.
 */

/** What went wrong, from the client's point of view. The server's own code is `serverCode`. */
export type RapportErrorCode =
  // HTTP answers (RapportApiError)
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'validation_failed'
  | 'rate_limited'
  | 'server_error'
  | 'http_error'
  // the refresh flow failed or there was nothing to refresh with (spec §4 Token refresh)
  | 'session_expired'
  // the server's answer did not pass its contract schema
  | 'invalid_response'
  // the request did not pass its contract schema; nothing was sent (RapportValidationError)
  | 'invalid_request'
  // transport (RapportNetworkError, retryable)
  | 'network_error'
  | 'timeout'
  | 'service_unavailable'
  // the caller aborted the request
  | 'aborted'
  | 'unknown';

/** The toast text used when neither the server nor the error says anything useful (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired, please log in again';

export interface RapportErrorOptions {
  code: RapportErrorCode;
  message: string;
  status?: number | undefined;
  /** `METHOD /path` of the call that failed, e.g. `POST /auth/login`. */
  endpoint?: string | undefined;
  cause?: unknown;
}

export class RapportError extends Error {
  override name = 'RapportError';
  readonly code: RapportErrorCode;
  /** Marks errors thrown by any `@rapport/*` package (see `isRapportError`). */
  readonly isRapportError = true as const;
  readonly status: number | undefined;
  readonly endpoint: string | undefined;
  /** True when trying the same call again later may succeed (network failures, 502/503/504). */
  readonly retryable: boolean = false;

  constructor(options: RapportErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.endpoint = options.endpoint;
  }
}

export interface RapportApiErrorOptions extends RapportErrorOptions {
  status: number;
  /** The parsed error body (JSON when the server sent JSON, else the text), or undefined. */
  body?: unknown;
}

/** An HTTP answer the call could not use: an error status, or a body failing its schema. */
export class RapportApiError extends RapportError {
  override name = 'RapportApiError';
  declare readonly status: number;
  /** The server's `detail` field, what the UI shows (spec §8). */
  readonly detail: string | undefined;
  /** The server's `message` field, shown when there is no `detail` (spec §8). */
  readonly serverMessage: string | undefined;
  /** The server's machine-readable `code` field (e.g. `invalid_otp`), when it sent one. */
  readonly serverCode: string | undefined;
  readonly body: unknown;

  constructor(options: RapportApiErrorOptions) {
    super(options);
    this.body = options.body;
    this.detail = textField(options.body, 'detail');
    this.serverMessage = textField(options.body, 'message');
    this.serverCode = textField(options.body, 'code');
  }
}

/** The server could not be reached, timed out, or answered 502/503/504. Retryable. */
export class RapportNetworkError extends RapportError {
  override name = 'RapportNetworkError';
  override readonly retryable = true;
  readonly body: unknown;
  readonly detail: string | undefined;

  constructor(options: RapportErrorOptions & { body?: unknown }) {
    super(options);
    this.body = options.body;
    this.detail = textField(options.body, 'detail');
  }
}

export interface ValidationIssue {
  /** Dotted path of the field, e.g. `password` or `chatHistory.0.answer`. */
  path: string;
  message: string;
}

/** A request that does not pass its contract schema: rejected before anything is sent. */
export class RapportValidationError extends RapportError {
  override name = 'RapportValidationError';
  readonly issues: readonly ValidationIssue[];

  constructor(options: Omit<RapportErrorOptions, 'code'> & { issues: ValidationIssue[] }) {
    super({ ...options, code: 'invalid_request' });
    this.issues = options.issues;
  }
}

/**
 * What every error thrown by a `@rapport/*` package has: the `isRapportError` marker, a `code`
 * from its package's union, and an HTTP `status` where there is one. The queue's and the
 * socket's errors carry the same marker.
 */
export interface AnyRapportError extends Error {
  readonly isRapportError: true;
  readonly code: string;
  readonly status?: number | undefined;
}

/**
 * True for an error thrown by any `@rapport/*` package (the SDK, the queue, the socket). It
 * checks the marker, not the class, so it works across bundle copies; the one guard every
 * package exports. `instanceof RapportError` narrows to the SDK's own errors.
 */
export function isRapportError(e: unknown): e is AnyRapportError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { isRapportError?: unknown }).isRapportError === true &&
    typeof (e as { code?: unknown }).code === 'string'
  );
}

export const isRapportApiError = (error: unknown): error is RapportApiError =>
  error instanceof RapportApiError;

/** The client-side code for an HTTP error status. */
export function codeForStatus(status: number): RapportErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 422:
      return 'validation_failed';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'server_error' : 'http_error';
  }
}

/**
 * The description of an error toast, in the order of spec §8 "Form errors":
 * 1. the server's `detail` field, else
 * 2. the server's `message` field, else
 * 3. a generic error message: for an SDK error, a plain sentence chosen by its kind
 *    (validation errors name the field, network errors say the server is unreachable, an
 *    expired session says so, anything else is GENERIC_ERROR_MESSAGE); for any other
 *    `Error`, its own non-blank `message` (what the original app showed), else
 * 4. the caller's default (for values that are not errors, or errors with a blank message).
 */
export function errorDescription(error: unknown, fallback: string): string {
  const body = bodyOf(error);
  const detail = textField(body, 'detail');
  if (detail) return detail;
  const message = textField(body, 'message');
  if (message) return message;
  if (error instanceof RapportError) {
    if (error instanceof RapportValidationError) return error.issues[0]?.message ?? error.message;
    if (error.code === 'session_expired') return SESSION_EXPIRED_MESSAGE;
    if (error instanceof RapportNetworkError) return NETWORK_ERROR_MESSAGE;
    if (error.code === 'aborted') return fallback;
    return GENERIC_ERROR_MESSAGE;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

/** The error body of an SDK error, or of an axios/ky-like error (`response.data`, `data`). */
function bodyOf(error: unknown): unknown {
  if (error instanceof RapportApiError || error instanceof RapportNetworkError) return error.body;
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { response?: { data?: unknown }; data?: unknown };
  return record.response?.data ?? record.data;
}

function textField(body: unknown, field: 'detail' | 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value === 'string' && value.trim() !== '') return value;
  // FastAPI-style validation details: [{ msg }]
  if (field === 'detail' && Array.isArray(value)) {
    const messages = value
      .map((item) => (typeof item === 'object' && item !== null ? (item as { msg?: unknown }).msg : item))
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (messages.length > 0) return messages.join('; ');
  }
  return undefined;
}
