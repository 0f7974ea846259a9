/**
 * Parsing off the main thread: PGlite's work (and the server's) is on the main thread, so a sync
 * parses the next batches in these workers while it stores the current one, and the cores overlap.
 * Where a worker cannot start (no built worker file), batches are parsed in-process.
 *
 * A message whose parse runs longer than the budget (`PARSE_BUDGET_MS`, issue 21) is abandoned:
 * its worker is ended, a new one takes the batches it held, and the message is answered as
 * `SLOW_MESSAGE` ("took too long to read") for the sync to count it as skipped. In-process parsing
 * cannot be interrupted; there the patterns' linear time is the only defence.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PARSE_BUDGET_MS } from './constants.js';
import {
  type ParseAnswer,
  type ParseWorkerData,
  PROGRESS_BYTES,
  progressViews,
  SLOW_MESSAGE,
  type SlowMessage,
} from './parseWorker.js';
import { toEmailRecord } from './record.js';
import type { EmailRecord, RawMessage } from './types.js';

export { SLOW_MESSAGE, type SlowMessage } from './parseWorker.js';

/** A batch's records in order, `null` for a message that does not parse, `SLOW_MESSAGE` for one abandoned. */
export type ParseBatch = (messages: RawMessage[]) => Promise<(EmailRecord | SlowMessage | null)[]>;

export const isSlowMessage = (r: EmailRecord | SlowMessage | null): r is SlowMessage =>
  r !== null && 'skipped' in r;

/** In this thread; the messages at `skip` are answered as abandoned without being parsed. */
export const parseInProcess = (messages: RawMessage[], skip: readonly number[] = []) =>
  Promise.all(messages.map((m, i) => (skip.includes(i) ? SLOW_MESSAGE : toEmailRecord(m).catch(() => null))));

/**
 * Parse workers by default: one a core, at most `MAX_PARSE_WORKERS`, less the core the main thread
 * needs when the database runs in it (PGlite). There the store of a batch now costs the main thread
 * more than its parse costs a worker (real mail ~240 against ~150 ms CPU per 1,000 messages), so
 * on two cores one worker keeps up, and a second only competes with the main thread and compiles
 * the parser a second time (each worker is its own V8 isolate, with its own JIT).
 */
export const MAX_PARSE_WORKERS = 4;
export const defaultParseWorkers = (cores = availableParallelism(), databaseInProcess = false) =>
  Math.max(1, Math.min(MAX_PARSE_WORKERS, databaseInProcess ? cores - 1 : cores));

/**
 * The worker: the built file next to the bundle, else the source, loaded through tsx's loader
 * registered inside the worker (a worker does not inherit the main thread's module hooks).
 */
function workerScript(): { script: string | URL; eval: boolean } | null {
  const built = new URL('./parseWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  const source = new URL('./parseWorker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return null;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return { script: bootstrap, eval: true };
}

export interface ParseThread {
  parseBatch: ParseBatch;
  /** How many batches parse at once (the workers): a sync reads that many batches ahead. */
  readonly workers: number;
  /** True while batches go to the workers (false before the first one, or after one failed). */
  inWorker(): boolean;
  /** Workers started so far (a worker starts when a batch finds none idle, up to `workers`). */
  running(): number;
  /** Workers ended because a message ran over the budget (each was replaced). */
  replaced(): number;
  close(): Promise<void>;
}

export interface ParseThreadOptions {
  /** Default `defaultParseWorkers(cores, databaseInProcess)`. */
  workers?: number;
  /** The database runs on the main thread (PGlite): it keeps a core (`defaultParseWorkers`). */
  databaseInProcess?: boolean;
  /** Default `PARSE_BUDGET_MS`. */
  budgetMs?: number;
  /** Tests only: a message whose raw text holds this never finishes parsing in a worker. */
  hangOn?: string;
  log?: { warn(message: string): void };
}

interface Batch {
  messages: RawMessage[];
  skip: number[];
  resolve: (r: (EmailRecord | SlowMessage | null)[]) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Batches sent to this worker and not answered yet, by id. */
  batches: Map<number, Batch>;
  /** Written by the worker: the batch id and index of the message being parsed, and since when. */
  progress: ReturnType<typeof progressViews>;
  /** Ended for running over the budget: its exit is not a failure. */
  abandoned: boolean;
}

/**
 * Workers started as batches come (a batch goes to the least busy one); each keeps the process
 * alive only while a batch is out. A worker that fails stops them all: parsing goes on in-process.
 */
export function createParseThread(options: ParseThreadOptions = {}): ParseThread {
  const size = Math.max(
    1,
    Math.floor(options.workers ?? defaultParseWorkers(availableParallelism(), options.databaseInProcess)),
  );
  const budgetMs = options.budgetMs ?? PARSE_BUDGET_MS;
  const slots: Slot[] = [];
  let failed = false;
  let nextId = 0;
  let replaced = 0;
  let watchdog: NodeJS.Timeout | undefined;

  const fail = (e: Error) => {
    if (failed) return;
    failed = true;
    options.log?.warn(`mail parse worker stopped, parsing in-process: ${e.message}`);
    for (const slot of slots.splice(0)) {
      for (const batch of slot.batches.values()) batch.reject(e);
      slot.batches.clear();
      void slot.worker.terminate();
    }
    stopWatching();
  };

  function stopWatching() {
    if (watchdog && !slots.some((s) => s.batches.size > 0)) {
      clearInterval(watchdog);
      watchdog = undefined;
    }
  }

  /**
   * Every fifth of the budget: a worker parsing one message for longer than the budget is ended
   * (a worker still starting, or between messages, has none under way).
   */
  function watch() {
    if (watchdog) return;
    watchdog = setInterval(
      () => {
        const now = Date.now();
        for (const slot of [...slots]) {
          const since = slot.progress.since[0]!;
          if (slot.batches.size > 0 && since > 0 && now - since > budgetMs) abandon(slot);
        }
        stopWatching();
      },
      Math.max(20, Math.floor(budgetMs / 5)),
    );
    watchdog.unref();
  }

  /** Ends a worker stuck on a message: that message is skipped, its batches go to another worker. */
  function abandon(slot: Slot) {
    const id = Atomics.load(slot.progress.at, 0);
    const index = Atomics.load(slot.progress.at, 1);
    slot.abandoned = true;
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
    replaced++;
    options.log?.warn(`a message took over ${budgetMs} ms to parse: skipped, its parse worker replaced`);
    for (const [batchId, batch] of slot.batches) {
      if (batchId === id && !batch.skip.includes(index)) batch.skip.push(index);
      send(batchId, batch);
    }
    slot.batches.clear();
  }

  function start(file: { script: string | URL; eval: boolean }): Slot {
    const progress = new SharedArrayBuffer(PROGRESS_BYTES);
    const workerData: ParseWorkerData = { progress, ...(options.hangOn ? { hangOn: options.hangOn } : {}) };
    const slot: Slot = {
      worker: new Worker(file.script, { eval: file.eval, workerData }),
      batches: new Map(),
      progress: progressViews(progress),
      abandoned: false,
    };
    slot.worker.unref();
    slot.worker.on('message', (answer: ParseAnswer) => {
      const batch = slot.batches.get(answer.id);
      slot.batches.delete(answer.id);
      if (slot.batches.size === 0) slot.worker.unref();
      batch?.resolve(answer.records);
    });
    slot.worker.on('error', (e) => {
      if (!slot.abandoned) fail(e);
    });
    slot.worker.on('exit', (code) => {
      if (slot.abandoned) return;
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slot.batches.size > 0) fail(new Error(`the worker exited (${code})`));
    });
    slots.push(slot);
    return slot;
  }

  /** The least busy worker, started if an idle one is missing; null to parse in-process. */
  function pick(): Slot | null {
    if (failed) return null;
    const idle = slots.find((s) => s.batches.size === 0);
    if (idle) return idle;
    if (slots.length < size) {
      const file = workerScript();
      if (!file) {
        failed = true;
        return null;
      }
      return start(file);
    }
    return slots.reduce((a, b) => (b.batches.size < a.batches.size ? b : a));
  }

  function send(id: number, batch: Batch) {
    const slot = pick();
    if (!slot) {
      parseInProcess(batch.messages, batch.skip).then(batch.resolve, batch.reject);
      return;
    }
    slot.batches.set(id, batch);
    slot.worker.ref();
    slot.worker.postMessage({ id, messages: batch.messages, skip: batch.skip });
    watch();
  }

  return {
    workers: size,
    async parseBatch(messages) {
      const skip: number[] = [];
      const answer = new Promise<(EmailRecord | SlowMessage | null)[]>((resolve, reject) =>
        send(nextId++, { messages, skip, resolve, reject }),
      );
      // A worker that dies mid-batch costs that batch a second parse here, never the batch.
      return answer.catch(() => parseInProcess(messages, skip));
    },
    inWorker: () => slots.length > 0 && !failed,
    running: () => slots.length,
    replaced: () => replaced,
    async close() {
      failed = true;
      if (watchdog) clearInterval(watchdog);
      watchdog = undefined;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
