/**
 * Parsing off the main thread: PGlite's work (and the server's) is on the main thread, so a sync
 * parses the next batches in these workers while it stores the current one, and the cores overlap.
 * Where a worker cannot start (no built worker file), batches are parsed in-process.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseAnswer } from './parseWorker.js';
import { toEmailRecord } from './record.js';
import type { EmailRecord, RawMessage } from './types.js';

/** A batch's records in order, `null` for a message that does not parse. */
export type ParseBatch = (messages: RawMessage[]) => Promise<(EmailRecord | null)[]>;

export const parseInProcess: ParseBatch = (messages) =>
  Promise.all(messages.map((m) => toEmailRecord(m).catch(() => null)));

/**
 * Parse workers by default: one a core, at most `MAX_PARSE_WORKERS`. With two cores the main
 * thread (PGlite) needs about a third of one, so two workers fill what it leaves; one worker left
 * the main thread idle a third of the time, waiting for the parse.
 */
export const MAX_PARSE_WORKERS = 4;
export const defaultParseWorkers = () => Math.max(1, Math.min(MAX_PARSE_WORKERS, availableParallelism()));

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
  close(): Promise<void>;
}

export interface ParseThreadOptions {
  /** Default `defaultParseWorkers()`. */
  workers?: number;
  log?: { warn(message: string): void };
}

interface Slot {
  worker: Worker;
  /** Batches sent to this worker and not answered yet. */
  out: number;
}

/**
 * Workers started as batches come (a batch goes to the least busy one); each keeps the process
 * alive only while a batch is out. A worker that fails stops them all: parsing goes on in-process.
 */
export function createParseThread(options: ParseThreadOptions = {}): ParseThread {
  const size = Math.max(1, Math.floor(options.workers ?? defaultParseWorkers()));
  const slots: Slot[] = [];
  let failed = false;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (r: (EmailRecord | null)[]) => void; reject: (e: Error) => void }
  >();

  const fail = (e: Error) => {
    if (failed) return;
    failed = true;
    options.log?.warn(`mail parse worker stopped, parsing in-process: ${e.message}`);
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    for (const slot of slots.splice(0)) void slot.worker.terminate();
  };

  function start(file: { script: string | URL; eval: boolean }): Slot {
    const slot: Slot = { worker: new Worker(file.script, { eval: file.eval }), out: 0 };
    slot.worker.unref();
    slot.worker.on('message', (answer: ParseAnswer) => {
      const w = waiting.get(answer.id);
      waiting.delete(answer.id);
      slot.out -= 1;
      if (slot.out === 0) slot.worker.unref();
      w?.resolve(answer.records);
    });
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slot.out > 0) fail(new Error(`the worker exited (${code})`));
    });
    slots.push(slot);
    return slot;
  }

  /** The least busy worker, started if an idle one is missing; null to parse in-process. */
  function pick(): Slot | null {
    if (failed) return null;
    const idle = slots.find((s) => s.out === 0);
    if (idle) return idle;
    if (slots.length < size) {
      const file = workerScript();
      if (!file) {
        failed = true;
        return null;
      }
      return start(file);
    }
    return slots.reduce((a, b) => (b.out < a.out ? b : a));
  }

  return {
    workers: size,
    async parseBatch(messages) {
      const slot = pick();
      if (!slot) return parseInProcess(messages);
      const id = nextId++;
      const answer = new Promise<(EmailRecord | null)[]>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      );
      slot.out += 1;
      slot.worker.ref();
      slot.worker.postMessage({ id, messages });
      // A worker that dies mid-batch costs that batch a second parse here, never the batch.
      return answer.catch(() => parseInProcess(messages));
    },
    inWorker: () => slots.length > 0 && !failed,
    running: () => slots.length,
    async close() {
      failed = true;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
