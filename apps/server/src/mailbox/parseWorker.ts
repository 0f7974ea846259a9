/**
 * The parse worker's thread (`parseThread.ts` starts it): each request is a batch of provider
 * messages, each answer that batch's records, `null` for a message that does not parse.
 */
import { parentPort } from 'node:worker_threads';
import { toEmailRecord } from './record.js';
import type { EmailRecord, RawMessage } from './types.js';

export interface ParseRequest {
  id: number;
  messages: RawMessage[];
}
export interface ParseAnswer {
  id: number;
  records: (EmailRecord | null)[];
}

parentPort?.on('message', async ({ id, messages }: ParseRequest) => {
  const records = await Promise.all(messages.map((m) => toEmailRecord(m).catch(() => null)));
  parentPort?.postMessage({ id, records } satisfies ParseAnswer);
});
