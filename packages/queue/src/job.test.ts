import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQueueError, QueueError } from './errors';
import {
  createJob,
  JOB_STATUSES,
  type JobAction,
  type JobActionType,
  type JobStatus,
  TRANSITIONS,
  transition,
  type UploadJob,
} from './job';

const AT = 1_700_000_000_000;
const file = { name: 'contacts.csv', size: 1234, type: 'text/csv' };

function jobIn(status: JobStatus, patch: Partial<UploadJob> = {}): UploadJob {
  return { ...createJob('job-1', file), status, ...patch };
}

const ACTIONS: Record<JobActionType, JobAction> = {
  start: { type: 'start', at: AT },
  progress: { type: 'progress', progress: 40 },
  complete: { type: 'complete', at: AT + 5 },
  fail: { type: 'fail', error: 'Network down', at: AT + 5 },
  pause: { type: 'pause' },
  resume: { type: 'resume' },
  retry: { type: 'retry' },
  interrupt: { type: 'interrupt' },
};

// The spec's moves (§4 "Upload queue"), plus progress reports and reload recovery.
const LEGAL: Array<[JobStatus, JobActionType, JobStatus]> = [
  ['pending', 'start', 'processing'],
  ['pending', 'pause', 'paused'],
  ['paused', 'resume', 'pending'],
  ['processing', 'progress', 'processing'],
  ['processing', 'complete', 'completed'],
  ['processing', 'fail', 'error'],
  ['processing', 'interrupt', 'pending'],
  ['error', 'retry', 'pending'],
];

describe('transition', () => {
  it.each(LEGAL)('moves a %s job on %s to %s', (from, action, to) => {
    expect(transition(jobIn(from), ACTIONS[action]).status).toBe(to);
  });

  const illegal = JOB_STATUSES.flatMap((from) =>
    (Object.keys(ACTIONS) as JobActionType[])
      .filter((action) => !LEGAL.some(([f, a]) => f === from && a === action))
      .map((action) => [from, action] as const),
  );

  it.each(illegal)('refuses to %s job on %s with a QueueError illegal_transition', (from, action) => {
    const job = jobIn(from);
    let thrown: unknown;
    try {
      transition(job, ACTIONS[action]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(QueueError);
    expect(isQueueError(thrown) && thrown.code).toBe('illegal_transition');
  });

  it('has exactly the legal moves in its table', () => {
    const table = JOB_STATUSES.flatMap((from) =>
      Object.entries(TRANSITIONS[from]).map(([action, to]) => [from, action, to]),
    );
    expect(new Set(table.map((move) => move.join()))).toEqual(new Set(LEGAL.map((move) => move.join())));
  });

  it('leaves the given job untouched', () => {
    const job = jobIn('pending');
    const copy = structuredClone(job);
    transition(job, ACTIONS.start);
    expect(job).toEqual(copy);
  });

  it('records the start time and clears a previous error when a job starts', () => {
    const started = transition(jobIn('pending', { error: 'old' }), { type: 'start', at: AT });
    expect(started).toMatchObject({
      status: 'processing',
      startTime: AT,
      endTime: null,
      error: null,
      progress: 0,
    });
  });

  it('sets progress to 100 and the end time on completion', () => {
    const done = transition(jobIn('processing', { progress: 60, startTime: AT }), {
      type: 'complete',
      at: AT + 9,
    });
    expect(done).toMatchObject({ status: 'completed', progress: 100, endTime: AT + 9, startTime: AT });
  });

  it('keeps the progress and records the message when a job fails', () => {
    const failed = transition(jobIn('processing', { progress: 60 }), {
      type: 'fail',
      error: 'Boom',
      at: AT + 1,
    });
    expect(failed).toMatchObject({ status: 'error', error: 'Boom', progress: 60, endTime: AT + 1 });
  });

  it('resets progress and adds one to retryCount on retry', () => {
    const errored = jobIn('error', {
      progress: 70,
      error: 'Boom',
      retryCount: 1,
      startTime: AT,
      endTime: AT + 1,
      chunkProgress: { current: 3, total: 5, completed: 2 },
    });
    expect(transition(errored, ACTIONS.retry)).toEqual({
      ...errored,
      status: 'pending',
      progress: 0,
      error: null,
      retryCount: 2,
      startTime: null,
      endTime: null,
      chunkProgress: null,
    });
  });

  it.each([
    [-5, 0],
    [42.5, 42.5],
    [250, 100],
    [Number.NaN, 0],
  ])('clamps a progress report of %s to %s', (reported, expected) => {
    expect(transition(jobIn('processing'), { type: 'progress', progress: reported }).progress).toBe(expected);
  });

  it('fills chunkProgress from a chunked progress report and keeps it on later plain reports', () => {
    const chunk = { current: 2, total: 4, completed: 1 };
    const a = transition(jobIn('processing'), { type: 'progress', progress: 25, chunkProgress: chunk });
    const b = transition(a, { type: 'progress', progress: 30 });
    expect(a.chunkProgress).toEqual(chunk);
    expect(b.chunkProgress).toEqual(chunk);
  });

  it('puts an interrupted job back to pending without counting a retry', () => {
    const back = transition(
      jobIn('processing', { progress: 50, retryCount: 1, startTime: AT }),
      ACTIONS.interrupt,
    );
    expect(back).toMatchObject({ status: 'pending', progress: 0, retryCount: 1, startTime: null });
  });
});

const actionArb: fc.Arbitrary<JobAction> = fc.oneof(
  fc.record({ type: fc.constant('start' as const), at: fc.nat() }),
  fc.record({
    type: fc.constant('progress' as const),
    progress: fc.double({ min: -50, max: 200, noNaN: true }),
  }),
  fc.record({ type: fc.constant('complete' as const), at: fc.nat() }),
  fc.record({ type: fc.constant('fail' as const), error: fc.string({ minLength: 1 }), at: fc.nat() }),
  fc.constant({ type: 'pause' as const }),
  fc.constant({ type: 'resume' as const }),
  fc.constant({ type: 'retry' as const }),
  fc.constant({ type: 'interrupt' as const }),
);

describe('transition (property)', () => {
  it('never reaches an illegal state from any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        let job = createJob('job-1', file);
        let retries = 0;
        for (const action of actions) {
          const allowed = TRANSITIONS[job.status][action.type];
          let next: UploadJob;
          try {
            next = transition(job, action);
          } catch (error) {
            expect(allowed).toBeUndefined();
            expect(isQueueError(error) && error.code).toBe('illegal_transition');
            continue;
          }
          expect(next.status).toBe(allowed);
          if (action.type === 'retry') retries++;
          job = next;
          expect(JOB_STATUSES).toContain(job.status);
          expect(job.progress).toBeGreaterThanOrEqual(0);
          expect(job.progress).toBeLessThanOrEqual(100);
          expect(job.retryCount).toBe(retries);
          if (job.status === 'completed') expect(job.progress).toBe(100);
          if (job.status === 'error') expect(job.error).toEqual(expect.any(String));
          if (job.status === 'pending' || job.status === 'paused') expect(job.startTime).toBeNull();
          if (job.status === 'processing') expect(job.startTime).not.toBeNull();
        }
      }),
    );
  });
});
