import { RapportApiError, RapportNetworkError, isRapportError as sdkIsRapportError } from '@rapport/sdk';
import { describe, expect, it } from 'vitest';
import { IllegalTransitionError, isQueueError, isRapportError, QueueError, UploadError } from './errors';

describe('isRapportError: one guard for every @rapport package', () => {
  it('is the SDK guard', () => {
    expect(isRapportError).toBe(sdkIsRapportError);
  });

  it.each([
    ['an SDK API error', new RapportApiError({ code: 'not_found', message: 'x', status: 404 }), true],
    ['an SDK network error', new RapportNetworkError({ code: 'timeout', message: 'x' }), true],
    ['a queue error', new QueueError('destroyed', 'x'), true],
    ['an illegal move', new IllegalTransitionError('done', 'start'), true],
    ['an upload error', new UploadError(500, 'x'), true],
    ['a plain error', new Error('x'), false],
    ['an error with a code only', Object.assign(new Error('x'), { code: 'x' }), false],
  ])('%s: %s', (_, error, expected) => {
    expect(isRapportError(error)).toBe(expected);
  });

  it('keeps isQueueError for the queue own errors', () => {
    expect(isQueueError(new UploadError(0, 'x'))).toBe(true);
    expect(isQueueError(new RapportNetworkError({ code: 'timeout', message: 'x' }))).toBe(false);
  });
});
