/**
 * Typed HTTP errors. Handlers and services throw these; the one error handler in app.ts
 * turns them (and framework errors) into `{ detail, code }` JSON. Nothing else builds error bodies.
 */
export type HttpErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'token_expired'
  | 'session_ended'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'internal_error';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly isHttpError = true;
  constructor(
    readonly status: number,
    readonly code: HttpErrorCode,
    readonly detail: string,
    /** Extra headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function isHttpError(e: unknown): e is HttpError {
  return typeof e === 'object' && e !== null && (e as { isHttpError?: unknown }).isHttpError === true;
}

export const badRequest = (detail: string, code: HttpErrorCode = 'bad_request') =>
  new HttpError(400, code, detail);
export const unauthorized = (detail = 'Not authenticated', code: HttpErrorCode = 'unauthorized') =>
  new HttpError(401, code, detail);
export const forbidden = (detail = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', detail);
export const notFound = (detail = 'Not found') => new HttpError(404, 'not_found', detail);
export const conflict = (detail: string, code: HttpErrorCode = 'conflict') =>
  new HttpError(409, code, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, 'payload_too_large', detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, 'unsupported_media_type', detail);

export const serviceUnavailable = (detail: string) => new HttpError(503, 'service_unavailable', detail);

/** 429 with a detail that says when to retry, and a Retry-After header. */
export function tooManyRequests(retryAfterMs: number, what = 'Too many attempts'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const when =
    seconds < 120
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new HttpError(429, 'too_many_requests', `${what}. Please try again in ${when}.`, {
    'retry-after': String(seconds),
  });
}
