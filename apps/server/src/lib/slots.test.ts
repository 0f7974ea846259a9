import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('slots', () => {
  it('runs at most `size` at once and the rest in arrival order', async () => {
    const slots = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const all = Array.from({ length: 7 }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        return i * 10;
      }),
    );
    expect(slots.load).toEqual({ busy: 2, waiting: 5 });
    expect(await Promise.all(all)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(slots.load).toEqual({ busy: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.load).toEqual({ busy: 0, waiting: 0 });
  });

  it('refuses a size that is not a whole number of at least 1', () => {
    expect(() => createSlots(0)).toThrow(/size/);
    expect(() => createSlots(1.5)).toThrow(/size/);
  });
});
