import { afterAll, describe, expect, it } from 'vitest';
import { TOO_SLOW_REASON } from './constants.js';
import { demoMessages } from './demo.js';
import { createParseThread, defaultParseWorkers, parseInProcess, SLOW_MESSAGE } from './parseThread.js';
import type { EmailRecord, RawMessage } from './types.js';

const thread = createParseThread();
afterAll(() => thread.close());

const raw = (text: string, n: number): RawMessage => ({
  providerId: `p${n}`,
  labels: ['Inbox'],
  raw: new TextEncoder().encode(text),
  receivedAt: new Date(Date.UTC(2025, 0, n + 1)),
});

describe('the parse worker', () => {
  it('leaves the main thread a core when the database runs in it (PGlite), at most four workers', () => {
    expect(defaultParseWorkers(2, true)).toBe(1);
    expect(defaultParseWorkers(1, true)).toBe(1);
    expect(defaultParseWorkers(4, true)).toBe(3);
    expect(defaultParseWorkers(2, false)).toBe(2);
    expect(defaultParseWorkers(16, true)).toBe(4);
  });

  it('parses a batch in its thread exactly as in-process, a broken message as null', async () => {
    const messages = [...demoMessages(40).map(raw), raw('', 40), raw('not an email at all', 41)];
    const inWorker = await thread.parseBatch(messages);
    expect(thread.inWorker()).toBe(true);
    expect(inWorker).toHaveLength(42);
    expect(inWorker.slice(40)).toEqual([null, null]);
    expect((inWorker[0] as EmailRecord).date).toBeInstanceOf(Date);
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
    expect((record as EmailRecord).subject).toBeTruthy();
  });

  it('abandons a message that parses past the budget: its worker is replaced, the rest of the batch parsed', async () => {
    const warnings: string[] = [];
    const pool = createParseThread({
      workers: 1,
      budgetMs: 300,
      hangOn: 'X-Test-Hang: yes',
      log: { warn: (m) => warnings.push(m) },
    });
    try {
      const demo = demoMessages(6);
      const hanging = `X-Test-Hang: yes\r\n${demo[2]}`;
      const batch = [...demo.slice(0, 2), hanging, ...demo.slice(3)].map(raw);
      const second = demoMessages(10).slice(6).map(raw);
      // A batch queued behind the stuck one on the same worker goes to its replacement whole.
      const [answer, after] = await Promise.all([pool.parseBatch(batch), pool.parseBatch(second)]);
      expect(answer[2]).toEqual({ skipped: TOO_SLOW_REASON });
      expect(answer[2]).toEqual(SLOW_MESSAGE);
      const expected = await parseInProcess(batch.filter((_, i) => i !== 2));
      expect(answer.filter((_, i) => i !== 2)).toEqual(expected);
      expect(after).toEqual(await parseInProcess(second));
      expect(pool.replaced()).toBe(1);
      expect(pool.inWorker()).toBe(true);
      expect(pool.running()).toBe(1);
      expect(warnings).toEqual(['a message took over 300 ms to parse: skipped, its parse worker replaced']);
      // The replacement keeps parsing.
      const later = await pool.parseBatch(demo.slice(0, 2).map(raw));
      expect(later).toEqual(await parseInProcess(demo.slice(0, 2).map(raw)));
      expect(pool.replaced()).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
