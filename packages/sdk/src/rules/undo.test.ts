import { describe, expect, it } from 'vitest';
import { scheduleUndoable } from './undo.js';

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    pending,
    timers: {
      setTimeout: (fn: () => void) => {
        next += 1;
        pending.set(next, fn);
        return next;
      },
      clearTimeout: (h: unknown) => pending.delete(h as number),
    },
    tick: () => {
      for (const [id, fn] of [...pending]) {
        pending.delete(id);
        fn();
      }
    },
  };
}

describe('scheduleUndoable', () => {
  it('runs once the delay has passed, and undo then is too late', () => {
    const f = fakeTimers();
    let runs = 0;
    const action = scheduleUndoable(() => runs++, 6000, f.timers);
    expect(runs).toBe(0);
    f.tick();
    expect(runs).toBe(1);
    expect(action.undo()).toBe(false);
    action.flush();
    expect(runs).toBe(1);
  });

  it('never runs once undone', () => {
    const f = fakeTimers();
    let runs = 0;
    const action = scheduleUndoable(() => runs++, 6000, f.timers);
    expect(action.undo()).toBe(true);
    f.tick();
    action.flush();
    expect(runs).toBe(0);
  });

  it('flush runs it at once, only once', () => {
    const f = fakeTimers();
    let runs = 0;
    const action = scheduleUndoable(() => runs++, 6000, f.timers);
    action.flush();
    f.tick();
    expect(runs).toBe(1);
    expect(f.pending.size).toBe(0);
  });
});
