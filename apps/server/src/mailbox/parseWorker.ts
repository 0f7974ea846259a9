/**
 * The parse worker's thread (`parseThread.ts` starts it): each request is a batch of provider
 * messages, each answer that batch's records, `null` for a message that does not parse. Messages
 * are parsed one after the other, and the one being parsed is written to the shared `progress`
 * (batch id, index, when it started), so the main thread sees one that runs over the budget.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TOO_SLOW_REASON } from './constants.js';
import { toEmailRecord } from './record.js';
import type { EmailRecord, RawMessage } from './types.js';

/** A message abandoned after `PARSE_BUDGET_MS`: skipped, with its reason. */
export interface SlowMessage {
  skipped: typeof TOO_SLOW_REASON;
}
export const SLOW_MESSAGE: SlowMessage = { skipped: TOO_SLOW_REASON };

export interface ParseRequest {
  id: number;
  messages: RawMessage[];
  /** Indexes of messages already abandoned once: answered as `SLOW_MESSAGE`, not parsed again. */
  skip?: number[];
}
export interface ParseAnswer {
  id: number;
  records: (EmailRecord | SlowMessage | null)[];
}
export interface ParseWorkerData {
  /** `PROGRESS_BYTES`: the batch id and index of the message being parsed, and when it started (0: none). */
  progress?: SharedArrayBuffer;
  /** Tests only: a message whose raw text holds this never finishes parsing. */
  hangOn?: string;
}

/** Two Int32 (batch id, message index), then one Float64 (`Date.now()` when its parse started). */
export const PROGRESS_BYTES = 16;
export const progressViews = (buffer: SharedArrayBuffer) => ({
  at: new Int32Array(buffer, 0, 2),
  since: new Float64Array(buffer, 8, 1),
});

const { progress, hangOn } = (workerData ?? {}) as ParseWorkerData;
const views = progress ? progressViews(progress) : null;

function hangs(message: RawMessage): boolean {
  return hangOn !== undefined && Buffer.from(message.raw).includes(hangOn);
}

/** One batch after the other: a batch sent while one is parsing waits its turn (the budget reads one message at a time). */
let turn: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: ParseRequest) => {
  turn = turn.then(() => parseRequest(request));
});

async function parseRequest({ id, messages, skip = [] }: ParseRequest): Promise<void> {
  const records: ParseAnswer['records'] = [];
  for (const [index, message] of messages.entries()) {
    if (skip.includes(index)) {
      records.push(SLOW_MESSAGE);
      continue;
    }
    if (views) {
      Atomics.store(views.at, 0, id);
      Atomics.store(views.at, 1, index);
      views.since[0] = Date.now();
    }
    // A parse that never ends, for the budget's tests: the main thread ends this worker.
    const stuck = hangs(message);
    while (stuck) {}
    records.push(await toEmailRecord(message).catch(() => null));
    if (views) views.since[0] = 0;
  }
  parentPort?.postMessage({ id, records } satisfies ParseAnswer);
}
