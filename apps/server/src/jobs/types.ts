import type { JobKind, JobPayload } from './registry.js';

/**
 * Background work runs through a `JobRunner`: the in-process runner (tests, first boot) and
 * the durable pg-boss runner implement the same interface, so callers never know which runs.
 * Kinds and their payload schemas are listed once, in registry.ts.
 */
export type { JobKind, JobPayload } from './registry.js';

export interface JobContext {
  /** The runner's id for this job. */
  jobId: string;
  /** 1 on the first run, +1 on each retry. */
  attempt: number;
}

/** A job is a function of its payload; it must be idempotent (a retry may re-run it). */
export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Retries after the first failure (default: the kind's, else 2). */
  retryLimit?: number;
  /** First retry delay; doubles each retry. */
  retryDelayMs?: number;
  /** Use this id (e.g. the jobs table row) instead of a generated one. */
  id?: string;
  /**
   * At most one queued or running job per key (one sync per mailbox); required, and only allowed,
   * on kinds marked `oneAtATimePerKey` in the registry.
   */
  key?: string;
}

export interface ScheduleOptions {
  /** The schedule's name within its kind, also the jobs' key: one schedule and one job per key. */
  key: string;
  /** Whole minutes between runs (pg-boss schedules have minute resolution). */
  everyMinutes: number;
}

/** Timers a runner schedules with; tests inject a clock they move by hand (pg-boss's TestClock fits). */
export interface TimerClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface JobRunner {
  readonly name: 'inline' | 'pg-boss';
  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /**
   * Checks the payload against the kind's schema (JobPayloadError) and queues the job. Resolves
   * with its id, or null when a job with the same key is already queued or running.
   */
  enqueue<K extends JobKind>(
    kind: K,
    payload: JobPayload<K>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Runs the job every `everyMinutes` minutes, keyed (kinds marked `oneAtATimePerKey`): a run that
   * comes due while the previous one is still queued or running is skipped. Scheduling the same key
   * again replaces its payload and interval.
   */
  schedule<K extends JobKind>(kind: K, payload: JobPayload<K>, options: ScheduleOptions): Promise<void>;
  unschedule(kind: JobKind, key: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True when the runner accepts and runs work. */
  healthy(): boolean;
  /** Resolves when nothing is queued or running (tests). */
  idle(): Promise<void>;
}
