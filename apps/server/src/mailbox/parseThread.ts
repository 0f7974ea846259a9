/**
 * Parsing off the main thread: PGlite's work (and the server's) is on the main thread, so a sync
 * parses the next batch in this worker while it stores the current one, and two cores overlap.
 * Where the worker cannot start (no built worker file), batches are parsed in-process.
 */
import { existsSync } from 'node:fs';
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
  /** True while batches go to the worker (false before the first one, or after it failed). */
  inWorker(): boolean;
  close(): Promise<void>;
}

/** One worker, started at the first batch; it keeps the process alive only while a batch is out. */
export function createParseThread(options: { log?: { warn(message: string): void } } = {}): ParseThread {
  let worker: Worker | null = null;
  let failed = false;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (r: (EmailRecord | null)[]) => void; reject: (e: Error) => void }
  >();

  const fail = (e: Error) => {
    failed = true;
    options.log?.warn(`mail parse worker stopped, parsing in-process: ${e.message}`);
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };

  function start(): Worker | null {
    if (worker || failed) return worker;
    const file = workerScript();
    if (!file) {
      failed = true;
      return null;
    }
    const started = new Worker(file.script, { eval: file.eval });
    started.unref();
    started.on('message', (answer: ParseAnswer) => {
      const w = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      w?.resolve(answer.records);
    });
    started.on('error', fail);
    started.on('exit', (code) => {
      if (waiting.size > 0) fail(new Error(`the worker exited (${code})`));
      worker = null;
    });
    worker = started;
    return worker;
  }

  return {
    async parseBatch(messages) {
      const w = start();
      if (!w) return parseInProcess(messages);
      const id = nextId++;
      const answer = new Promise<(EmailRecord | null)[]>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      );
      w.ref();
      w.postMessage({ id, messages });
      // A worker that dies mid-batch costs that batch a second parse here, never the batch.
      return answer.catch(() => parseInProcess(messages));
    },
    inWorker: () => worker !== null && !failed,
    async close() {
      const w = worker;
      worker = null;
      failed = true;
      if (w) await w.terminate();
    },
  };
}
