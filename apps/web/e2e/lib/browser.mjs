/**
 * Debian chromium through playwright-core (never a downloaded browser), screenshots of each
 * screen in light and dark, and an axe-core check of each screen in both themes.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, SCREENSHOT_DIR } from './constants.mjs';
import { TOAST_RECORDER } from './wait.mjs';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** axe impacts that fail a test (issue 5: no serious or critical violation on any screen). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Freezes transitions so screenshots and contrast checks see the final colours. */
const FREEZE_CSS =
  '*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important;caret-color:transparent!important}';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Per-test browser helper: fresh contexts, screenshots and axe results.
 * `violations` collects the serious/critical axe findings of every screen of the test.
 */
const screenNames = new Set();

export function createBrowserKit(browser, { baseUrl }) {
  const contexts = [];
  const violations = [];
  const shots = [];
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  return {
    violations,
    shots,
    /** A page in a fresh context (own storage): `viewport`, `colorScheme` as in playwright. */
    async newPage({ viewport = DESKTOP, colorScheme = 'light', ...rest } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        colorScheme,
        // The server's CSP forbids inline scripts; axe is injected as one.
        bypassCSP: true,
        ...rest,
      });
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      contexts.push(context);
      await context.addInitScript(TOAST_RECORDER);
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        page.__errors ??= [];
        page.__errors.push(error.message);
      });
      return page;
    },
    /**
     * Screenshots the current screen in light and dark (restoring the user's theme after) and
     * runs axe in both themes. Violations are recorded, not thrown, so one run lists them all.
     */
    async screen(page, name) {
      const base = slug(name);
      if (screenNames.has(base)) throw new Error(`the screen name "${name}" is used twice in this run`);
      screenNames.add(base);
      const before = await page.evaluate(() => ({
        theme: document.documentElement.getAttribute('data-theme'),
        stored: localStorage.getItem('theme'),
      }));
      const style = await page.addStyleTag({ content: FREEZE_CSS });
      try {
        for (const theme of ['light', 'dark']) {
          await showTheme(page, theme);
          // A pointer left over a button would screenshot (and contrast-check) its hover colour.
          await page.mouse.move(0, 0);
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
          );
          const file = join(SCREENSHOT_DIR, `${base}--${theme}.png`);
          await page.screenshot({ path: file });
          shots.push(file);
          for (const v of await runAxe(page)) violations.push({ screen: name, theme, ...v });
        }
      } finally {
        if (before.theme) await showTheme(page, before.theme).catch(() => undefined);
        await page
          .evaluate((stored) => {
            if (stored === null) localStorage.removeItem('theme');
            else localStorage.setItem('theme', stored);
          }, before.stored)
          .catch(() => undefined);
        await style.evaluate((el) => el.remove()).catch(() => undefined);
      }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
    },
  };
}

/**
 * Shows `theme` the way a user would get it: through the page's theme toggle when one is on
 * screen (so icons and the logo follow), else by setting <html data-theme> directly.
 */
async function showTheme(page, theme) {
  const current = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  if ((await current()) === theme) return;
  // Clicking the toggle would close an open menu or dialog: switch the attribute instead then.
  const popupOpen = await page.evaluate(() =>
    [...document.querySelectorAll('[role="menu"], [role="dialog"], [role="listbox"]')].some(
      (el) => el.getClientRects().length > 0,
    ),
  );
  const toggle = page
    .getByRole('button', { name: new RegExp(`switch to ${theme}`, 'i') })
    .filter({ visible: true });
  if (!popupOpen && (await toggle.count()) > 0) {
    await toggle.first().click();
    for (let i = 0; i < 40 && (await current()) !== theme; i += 1) await page.waitForTimeout(25);
    if ((await current()) === theme) return;
  }
  await page.evaluate((t) => {
    document.documentElement.setAttribute('data-theme', t);
    document.documentElement.style.colorScheme = t;
  }, theme);
}

async function runAxe(page) {
  const loaded = await page.evaluate(() => typeof window.axe === 'object');
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target.join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
      count: v.nodes.length,
    }));
  });
  return results.filter((v) => FAILING_IMPACTS.has(v.impact));
}

export function formatViolations(violations) {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id} on "${v.screen}" (${v.theme}): ${v.help} (${v.count} node(s))\n` +
        v.nodes.map((n) => `      ${n.target}\n        ${n.summary}`).join('\n'),
    )
    .join('\n');
}
