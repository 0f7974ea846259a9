import { RapportApiError, RapportNetworkError, isRapportError as sdkIsRapportError } from '@rapport/sdk';
import { describe, expect, it } from 'vitest';
import { isRapportError, isRealtimeError, RealtimeError } from './errors';

describe('isRapportError: one guard for every @rapport package', () => {
  it('is the SDK guard', () => {
    expect(isRapportError).toBe(sdkIsRapportError);
  });

  it.each([
    ['an SDK API error', new RapportApiError({ code: 'unauthorized', message: 'x', status: 401 }), true],
    ['an SDK network error', new RapportNetworkError({ code: 'network_error', message: 'x' }), true],
    ['a socket error', new RealtimeError('illegal_transition', 'x'), true],
    ['a plain error', new Error('x'), false],
    ['an error with a code only', Object.assign(new Error('x'), { code: 'x' }), false],
  ])('%s: %s', (_, error, expected) => {
    expect(isRapportError(error)).toBe(expected);
  });

  it('keeps isRealtimeError for the socket own errors', () => {
    expect(isRealtimeError(new RealtimeError('illegal_transition', 'x'))).toBe(true);
    expect(isRealtimeError(new RapportApiError({ code: 'not_found', message: 'x', status: 404 }))).toBe(
      false,
    );
  });
});
