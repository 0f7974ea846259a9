import { afterAll, describe, expect, it } from 'vitest';
import { demoMessages } from './demo.js';
import { createParseThread, parseInProcess } from './parseThread.js';
import type { RawMessage } from './types.js';

const thread = createParseThread();
afterAll(() => thread.close());

const raw = (text: string, n: number): RawMessage => ({
  providerId: `p${n}`,
  labels: ['Inbox'],
  raw: new TextEncoder().encode(text),
  receivedAt: new Date(Date.UTC(2025, 0, n + 1)),
});

describe('the parse worker', () => {
  it('parses a batch in its thread exactly as in-process, a broken message as null', async () => {
    const messages = [...demoMessages(40).map(raw), raw('', 40), raw('not an email at all', 41)];
    const inWorker = await thread.parseBatch(messages);
    expect(thread.inWorker()).toBe(true);
    expect(inWorker).toHaveLength(42);
    expect(inWorker.slice(40)).toEqual([null, null]);
    expect(inWorker[0]?.date).toBeInstanceOf(Date);
    expect(inWorker).toEqual(await parseInProcess(messages));
  });

  it('parses batches sent at once in as many workers, each answer for its own batch', async () => {
    const pool = createParseThread({ workers: 2 });
    try {
      const batches = [0, 1, 2].map((b) =>
        demoMessages(30)
          .slice(b * 10, b * 10 + 10)
          .map(raw),
      );
      const answers = await Promise.all(batches.map((batch) => pool.parseBatch(batch)));
      expect(pool.running()).toBe(2);
      for (const [b, batch] of batches.entries()) expect(answers[b]).toEqual(await parseInProcess(batch));
    } finally {
      await pool.close();
    }
  });

  it('parses in-process once closed', async () => {
    const closed = createParseThread();
    await closed.close();
    const [record] = await closed.parseBatch(demoMessages(1).map(raw));
    expect(closed.inWorker()).toBe(false);
    expect(record?.subject).toBeTruthy();
  });
});
