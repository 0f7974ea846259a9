import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferDeltas } from './deltas.js';

afterEach(() => vi.useRealTimers());

describe('bufferDeltas', () => {
  it('sends pieces together once enough has gathered, the rest on flush', () => {
    const sent: string[] = [];
    const buffer = bufferDeltas((t) => sent.push(t), { maxChars: 12, maxDelayMs: 1_000 });
    for (const piece of ['Sara ', 'asked ', 'for ', 'a ', 'demo.']) buffer.push(piece);
    expect(sent).toEqual(['Sara asked for ']);
    buffer.flush();
    expect(sent).toEqual(['Sara asked for ', 'a demo.']);
    buffer.flush();
    expect(sent).toHaveLength(2);
  });

  it('sends what waited longer than the delay', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const buffer = bufferDeltas((t) => sent.push(t), { maxChars: 100, maxDelayMs: 50 });
    buffer.push('Sara');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['Sara']);
  });
});
