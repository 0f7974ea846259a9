/** What the in-process benches measure alike: this process's peak RSS, and the end of a sync. */
import type { buildApp } from '../src/app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Samples this process's RSS every `everyMs` until `stop()`; `peakMb()` is the highest seen. */
export function rssSampler(everyMs = 20) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, everyMs);
  return {
    stop: () => clearInterval(timer),
    peakMb: () => Math.round(peak / 1024 / 1024),
  };
}

/** The user's next EMAIL_SYNC_COMPLETE or EMAIL_SYNC_ERROR notification. */
export function nextSyncEnd(app: App, userId: string): Promise<{ type: string; data?: unknown }> {
  return new Promise((resolve) => {
    const stop = app.rapport.services.notifications.subscribe(userId, (n) => {
      if (n.type === 'EMAIL_SYNC_COMPLETE' || n.type === 'EMAIL_SYNC_ERROR') {
        stop();
        resolve(n);
      }
    });
  });
}
