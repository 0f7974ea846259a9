import { randomUUID } from 'node:crypto';
import { type JobKind, JobPayloadError, kindDefinition, parsePayload, prepareJob } from './registry.js';
import { retryAfterOf } from './retryLater.js';
import type { EnqueueOptions, JobHandler, JobRunner, TimerClock } from './types.js';

export interface InlineRunnerOptions {
  onError?: (kind: JobKind, error: unknown, attempt: number) => void;
  /** Scales the kinds' retry backoff (tests use 0); a wait a job asks for (RetryLaterError) is kept. */
  delayScale?: number;
  /** Timers of the schedules (default: the system's). */
  clock?: TimerClock;
}

const systemTimers: TimerClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** Runs jobs in this process, asynchronously, with retries and backoff. Not durable. */
export function createInlineJobRunner(options: InlineRunnerOptions = {}): JobRunner {
  const handlers = new Map<JobKind, JobHandler<JobKind>>();
  const running = new Set<Promise<void>>();
  /** `kind key` → id of the job holding the key while it is queued or running. */
  const keys = new Map<string, string>();
  const schedules = new Map<string, unknown>();
  const clock = options.clock ?? systemTimers;
  let started = false;
  let stopped = false;
  const pendingBeforeStart: Array<() => void> = [];
  /** Wakes each job waiting for its retry: on stop it ends instead of outwaiting a long Retry-After. */
  const waiting = new Set<() => void>();
  const scale = options.delayScale ?? 1;
  const slot = (kind: JobKind, key: string) => `${kind} ${key}`;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });

  async function run(
    kind: JobKind,
    id: string,
    payload: unknown,
    retryLimit: number,
    retryDelayMs: number,
  ): Promise<void> {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`No handler for job kind ${kind}`);
    for (let attempt = 1; ; attempt++) {
      if (stopped) return;
      try {
        await handler(parsePayload(kind, payload), { jobId: id, attempt });
        return;
      } catch (error) {
        options.onError?.(kind, error, attempt);
        // A payload that does not match its schema fails the same way every time.
        if (attempt > retryLimit || error instanceof JobPayloadError) return;
        await pause(Math.max(retryDelayMs * 2 ** (attempt - 1) * scale, retryAfterOf(error)));
      }
    }
  }

  const runner: JobRunner = {
    name: 'inline',
    register(kind, handler) {
      handlers.set(kind, handler as unknown as JobHandler<JobKind>);
    },
    async enqueue(kind, payload, opts: EnqueueOptions = {}) {
      const job = prepareJob(kind, payload, opts);
      const id = opts.id ?? randomUUID();
      const held = job.key === undefined ? undefined : slot(kind, job.key);
      if (held !== undefined) {
        if (keys.has(held)) return null;
        keys.set(held, id);
      }
      const launch = () => {
        const p = run(kind, id, job.payload, job.retryLimit, job.retryDelayMs).finally(() => {
          running.delete(p);
          if (held !== undefined) keys.delete(held);
        });
        running.add(p);
      };
      if (started) setImmediate(launch);
      else pendingBeforeStart.push(launch);
      return id;
    },
    async schedule(kind, payload, { key, everyMinutes }) {
      if (!kindDefinition(kind).oneAtATimePerKey)
        throw new Error(`${kind} cannot be scheduled: it is not keyed (oneAtATimePerKey)`);
      prepareJob(kind, payload, { key });
      await runner.unschedule(kind, key);
      const tick = () => {
        runner.enqueue(kind, payload, { key }).catch((e: unknown) => options.onError?.(kind, e, 0));
      };
      schedules.set(slot(kind, key), clock.setInterval(tick, everyMinutes * 60_000));
    },
    async unschedule(kind, key) {
      const handle = schedules.get(slot(kind, key));
      if (handle === undefined) return;
      clock.clearInterval(handle);
      schedules.delete(slot(kind, key));
    },
    async start() {
      started = true;
      for (const go of pendingBeforeStart.splice(0)) go();
    },
    async stop() {
      stopped = true;
      for (const wake of [...waiting]) wake();
      for (const handle of schedules.values()) clock.clearInterval(handle);
      schedules.clear();
      await Promise.allSettled([...running]);
    },
    healthy: () => started && !stopped,
    async idle() {
      // New work may be scheduled by running work; loop until quiet.
      for (let i = 0; i < 100; i++) {
        await new Promise((r) => setImmediate(r));
        if (running.size === 0) return;
        await Promise.allSettled([...running]);
      }
    },
  };
  return runner;
}
