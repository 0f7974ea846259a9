/**
 * Lets timers and I/O run. PGlite executes a statement synchronously and resolves its promise as a
 * microtask, so a loop of awaited statements never returns to the event loop on its own: long
 * background work on PGlite calls this between steps, or every request waits until it ends.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
