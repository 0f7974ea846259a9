/** Bounded polling waits (expect-style): no fixed sleeps. */
import { POLL_MS, WAIT_MS } from './constants.mjs';

export class E2eAssertionError extends Error {
  name = 'E2eAssertionError';
}

export function assert(condition, message) {
  if (!condition) throw new E2eAssertionError(message);
}

/**
 * Calls `probe` until it returns a truthy value (which is returned) or the time is up.
 * `describe` explains what was awaited; `lastSeen` adds what the probe saw last.
 */
export async function waitFor(probe, { timeout = WAIT_MS, describe = 'condition', lastSeen } = {}) {
  const deadline = Date.now() + timeout;
  let lastError;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      let seen = '';
      if (lastSeen) {
        try {
          seen = `\n  last seen: ${String(await lastSeen()).slice(0, 600)}`;
        } catch {
          seen = '';
        }
      }
      const cause = lastError ? `\n  last error: ${lastError.message?.split('\n')[0]}` : '';
      throw new E2eAssertionError(`timed out after ${timeout} ms waiting for ${describe}${seen}${cause}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export const pathOf = (page) => new URL(page.url()).pathname;

/** Waits until the page's path equals `path` (or matches it, for a RegExp). */
export function waitForPath(page, path, options = {}) {
  const ok = () => (path instanceof RegExp ? path.test(pathOf(page)) : pathOf(page) === path);
  return waitFor(ok, {
    describe: `the path ${path}`,
    lastSeen: () => pathOf(page),
    ...options,
  });
}

/** Waits until a visible element shows `text` (a substring, or a RegExp) and returns its locator. */
export async function waitForText(page, text, options = {}) {
  const locator = page.getByText(text, { exact: false }).filter({ visible: true }).first();
  await waitFor(async () => (await locator.count()) > 0, {
    describe: `the text ${JSON.stringify(String(text))}`,
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text, as a user reads it
    lastSeen: () => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ')),
    ...options,
  });
  return locator;
}

/**
 * Installed in every page before its scripts run: logs the text of every toast-like element
 * (role status or alert) as it appears, so a toast replaced quickly by the next one (one toast
 * at a time, spec §4) is still seen.
 */
export const TOAST_RECORDER = () => {
  const log = [];
  window.__toasts = log;
  const seen = new WeakMap();
  const scan = () => {
    for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text, as a user reads it
      const text = (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || seen.get(el) === text) continue;
      seen.set(el, text);
      log.push(text);
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
};

/**
 * Waits for a toast with this title (and description, when given) and consumes it from the
 * page's toast log, so the same toast shown again later must appear again to match.
 */
export async function waitForToast(page, title, description, options = {}) {
  const take = () =>
    page.evaluate(
      ([t, d]) => {
        const log = window.__toasts ?? [];
        const i = log.findIndex((text) => text.includes(t) && (d === null || text.includes(d)));
        if (i === -1) return false;
        log.splice(i, 1);
        return true;
      },
      [title, description ?? null],
    );
  return waitFor(take, {
    describe: `the toast "${title}"${description === undefined ? '' : ` / "${description}"`}`,
    lastSeen: () => page.evaluate(() => (window.__toasts ?? []).slice(-6).join(' | ')),
    ...options,
  });
}
