import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobHandler, JobKind, JobRunner } from './types.js';

export interface InlineRunnerOptions {
  onError?: (kind: JobKind, error: unknown, attempt: number) => void;
  /** Scales retry delays (tests use 0). */
  delayScale?: number;
}

/** Runs jobs in this process, asynchronously, with retries and backoff. Not durable. */
export function createInlineJobRunner(options: InlineRunnerOptions = {}): JobRunner {
  const handlers = new Map<JobKind, JobHandler<unknown>>();
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  const pendingBeforeStart: Array<() => void> = [];
  const scale = options.delayScale ?? 1;

  async function run(kind: JobKind, id: string, payload: unknown, opts: EnqueueOptions): Promise<void> {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`No handler for job kind ${kind}`);
    const retryLimit = opts.retryLimit ?? 2;
    for (let attempt = 1; ; attempt++) {
      if (stopped) return;
      try {
        await handler(payload, { jobId: id, attempt });
        return;
      } catch (error) {
        options.onError?.(kind, error, attempt);
        if (attempt > retryLimit) return;
        const delay = (opts.retryDelayMs ?? 1000) * 2 ** (attempt - 1) * scale;
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  function launch(kind: JobKind, id: string, payload: unknown, opts: EnqueueOptions) {
    const p = run(kind, id, payload, opts).finally(() => running.delete(p));
    running.add(p);
  }

  return {
    name: 'inline',
    register(kind, handler) {
      handlers.set(kind, handler as JobHandler<unknown>);
    },
    async enqueue(kind, payload, opts = {}) {
      const id = opts.id ?? randomUUID();
      if (started) setImmediate(() => launch(kind, id, payload, opts));
      else pendingBeforeStart.push(() => launch(kind, id, payload, opts));
      return id;
    },
    async start() {
      started = true;
      for (const go of pendingBeforeStart.splice(0)) go();
    },
    async stop() {
      stopped = true;
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
}
