/**
 * An action that happens only after a grace period, so an "Undo" toast can still take it back
 * (issue 26: deleting a chat). Timers are injected, so tests control time.
 */

/** How long a deleted chat can be brought back (the Undo toast stays this long). */
export const CHAT_DELETE_UNDO_MS = 6_000;

export interface UndoableAction {
  /** Cancels the action if it has not run yet; true when it was cancelled. */
  undo(): boolean;
  /** Runs the action now if it has not run or been undone (e.g. the page is being left). */
  flush(): void;
}

export interface UndoTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const DEFAULT_TIMERS: UndoTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function scheduleUndoable(
  run: () => void,
  delayMs: number,
  timers: UndoTimers = DEFAULT_TIMERS,
): UndoableAction {
  let state: 'waiting' | 'done' | 'undone' = 'waiting';
  const fire = () => {
    if (state !== 'waiting') return;
    state = 'done';
    run();
  };
  const handle = timers.setTimeout(fire, delayMs);
  return {
    undo() {
      if (state !== 'waiting') return false;
      state = 'undone';
      timers.clearTimeout(handle);
      return true;
    },
    flush() {
      if (state !== 'waiting') return;
      timers.clearTimeout(handle);
      fire();
    },
  };
}
