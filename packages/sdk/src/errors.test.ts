import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  errorDescription,
  GENERIC_ERROR_MESSAGE,
  isRapportError,
  NETWORK_ERROR_MESSAGE,
  RapportApiError,
  RapportError,
  RapportNetworkError,
  RapportValidationError,
  SESSION_EXPIRED_MESSAGE,
} from './errors.js';

const SIGN_IN_DEFAULT = 'An error occurred during sign in';
const api = (body: unknown, status = 400) =>
  new RapportApiError({
    code: codeForStatus(status),
    status,
    body,
    message: `POST /auth/login failed with status ${status}`,
  });

describe('errorDescription (spec §8 Form errors order)', () => {
  it.each<[string, unknown, string]>([
    [
      'the server detail first',
      api({ detail: 'Invalid email or password', message: 'ignored' }),
      'Invalid email or password',
    ],
    [
      'the server message without a detail',
      api({ message: 'Email already registered' }),
      'Email already registered',
    ],
    ['the server message when detail is blank', api({ detail: '  ', message: 'Use message' }), 'Use message'],
    [
      'joined FastAPI-style detail items',
      api({ detail: [{ msg: 'email required' }, { msg: 'too short' }] }),
      'email required; too short',
    ],
    ['a generic message for an API error with no text', api({}, 500), GENERIC_ERROR_MESSAGE],
    [
      'a generic message for an API error with a text body',
      api('<html>502</html>', 500),
      GENERIC_ERROR_MESSAGE,
    ],
    [
      'the network message for a network error',
      new RapportNetworkError({ code: 'network_error', message: 'GET /chat/user failed' }),
      NETWORK_ERROR_MESSAGE,
    ],
    [
      'the server detail of a 503',
      new RapportNetworkError({
        code: 'service_unavailable',
        status: 503,
        message: 'x',
        body: { detail: 'Maintenance' },
      }),
      'Maintenance',
    ],
    [
      'the session message for an expired session',
      new RapportApiError({ code: 'session_expired', status: 401, message: 'Session expired' }),
      SESSION_EXPIRED_MESSAGE,
    ],
    [
      'the first field message for a validation error',
      new RapportValidationError({ message: 'x', issues: [{ path: 'email', message: 'email is required' }] }),
      'email is required',
    ],
    ['the message of a plain Error', new Error('Failed to fetch'), 'Failed to fetch'],
    [
      'axios-like response.data.detail',
      Object.assign(new Error('Request failed'), { response: { data: { detail: 'From axios' } } }),
      'From axios',
    ],
    ['the default for a blank Error', new Error(''), SIGN_IN_DEFAULT],
    ['the default for a thrown string', 'oops', SIGN_IN_DEFAULT],
    ['the default for undefined', undefined, SIGN_IN_DEFAULT],
    [
      'the default for an aborted call',
      new RapportError({ code: 'aborted', message: 'aborted' }),
      SIGN_IN_DEFAULT,
    ],
  ])('gives %s', (_, error, expected) => {
    expect(errorDescription(error, SIGN_IN_DEFAULT)).toBe(expected);
  });
});

describe('error classes', () => {
  it('keeps status, code, detail, server code and raw body on RapportApiError', () => {
    const error = api({ detail: 'Too many attempts', code: 'rate_limited_login' }, 429);
    expect(error).toMatchObject({
      name: 'RapportApiError',
      status: 429,
      code: 'rate_limited',
      detail: 'Too many attempts',
      serverCode: 'rate_limited_login',
      retryable: false,
    });
    expect(error.body).toEqual({ detail: 'Too many attempts', code: 'rate_limited_login' });
  });

  it('marks network errors retryable', () => {
    const error = new RapportNetworkError({ code: 'timeout', message: 'timed out' });
    expect(error.retryable).toBe(true);
    expect(error.name).toBe('RapportNetworkError');
  });

  it.each([
    [new RapportError({ code: 'unknown', message: 'x' }), true],
    [api({}), true],
    [new RapportNetworkError({ code: 'network_error', message: 'x' }), true],
    [new RapportValidationError({ message: 'x', issues: [] }), true],
    [new Error('x'), false],
    [{ code: 'unauthorized' }, false],
    [{ code: 'unauthorized', isRapportError: true }, true],
    [{ isRapportError: true }, false],
    [null, false],
  ])('isRapportError(%o) is %s', (error, expected) => {
    expect(isRapportError(error)).toBe(expected);
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [408, 'timeout'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [422, 'validation_failed'],
    [429, 'rate_limited'],
    [418, 'http_error'],
    [500, 'server_error'],
    [501, 'server_error'],
    [502, 'service_unavailable'],
    [503, 'service_unavailable'],
    [504, 'service_unavailable'],
  ] as const)('codeForStatus(%i) is %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});
