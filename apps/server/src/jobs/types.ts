/**
 * Background work runs through a `JobRunner`: the in-process runner (tests, first boot) and
 * the durable pg-boss runner implement the same interface, so callers never know which runs.
 */
export type JobKind = 'csv.import' | 'postUpdate.process' | 'search.reindex' | 'mailbox.sync';

export interface JobContext {
  /** The runner's id for this job. */
  jobId: string;
  /** 1 on the first run, +1 on each retry. */
  attempt: number;
}

/** A job is a function of its payload; it must be idempotent (a retry may re-run it). */
export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Retries after the first failure (default 2). */
  retryLimit?: number;
  /** First retry delay; doubles each retry. */
  retryDelayMs?: number;
  /** Use this id (e.g. the jobs table row) instead of a generated one. */
  id?: string;
}

export interface JobRunner {
  readonly name: 'inline' | 'pg-boss';
  register<P>(kind: JobKind, handler: JobHandler<P>): void;
  enqueue<P>(kind: JobKind, payload: P, options?: EnqueueOptions): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True when the runner accepts and runs work. */
  healthy(): boolean;
  /** Resolves when nothing is queued or running (tests). */
  idle(): Promise<void>;
}
