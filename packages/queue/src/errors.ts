import type { AnyRapportError } from '@rapport/sdk';
export type QueueErrorCode =
  /** A `transition(job, action)` that the table of legal moves does not allow. */
  | 'illegal_transition'
  /** An operation named a job id that is not in the queue. */
  | 'job_not_found'
  /** The queue was used after `destroy()`. */
  | 'destroyed'
  /** `connectLive()` was called on a queue created without `createLiveSocket`. */
  | 'live_unavailable'
  /** `xhrUpload`: the server answered with an error status, or the network failed (status 0). */
  | 'upload_failed'
  /** `xhrUpload`: the upload was aborted through its signal. */
  | 'aborted';

/** The one error class of `@rapport/queue`. */
export class QueueError extends Error implements AnyRapportError {
  override name: string = 'QueueError';
  readonly code: QueueErrorCode;
  /** Marks errors thrown by any `@rapport/*` package. */
  readonly isRapportError = true as const;

  constructor(code: QueueErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Thrown by `transition()` when the table has no move for (status, action). */
export class IllegalTransitionError extends QueueError {
  override name: string = 'IllegalTransitionError';
  readonly from: string;
  readonly action: string;

  constructor(from: string, action: string) {
    super('illegal_transition', `Illegal transition: cannot "${action}" a job that is ${from}`);
    this.from = from;
    this.action = action;
  }
}

/** An HTTP upload that failed; `status` is 0 when no answer came (network error, timeout). */
export class UploadError extends QueueError {
  override name: string = 'UploadError';
  readonly status: number;

  constructor(status: number, message: string) {
    super('upload_failed', message);
    this.status = status;
  }
}

export function isQueueError(e: unknown): e is QueueError {
  return e instanceof QueueError;
}

/** The one guard of every `@rapport/*` package (the marker above): the SDK's. */
export { isRapportError } from '@rapport/sdk';
