#!/usr/bin/env node
import { existsSync, readdirSync, rmSync } from 'node:fs';
/**
 * Rapport's browser end-to-end suite (issue 5): the real server on a fresh embedded database,
 * Debian chromium through playwright-core, screenshots of every screen in light and dark, and
 * axe-core on every screen (serious or critical violations fail the test).
 *
 * Usage: node e2e/run.mjs [filter]   (build first: the root `npm test` does)
 * Env: E2E_SERVER_FROM_SOURCE=1 runs the server from TypeScript; E2E_VERBOSE=1 echoes its log;
 * E2E_LANES=1 runs one test at a time (default: two at once).
 */
import { join } from 'node:path';
import { ADMIN_EMAIL, createApi } from './lib/api.mjs';
import { createBrowserKit, formatViolations, launchBrowser, slug } from './lib/browser.mjs';
import { SCREENSHOT_DIR, TEST_TIMEOUT_MS } from './lib/constants.mjs';
import { startFakeGoogle } from './lib/fake-google.mjs';
import { startFakeMicrosoft } from './lib/fake-microsoft.mjs';
import { startServer } from './lib/server.mjs';

/** The suites that run. A suite is listed here only once the app and server pass it. */
const SUITES = [
  './tests/guards.mjs',
  './tests/auth.mjs',
  './tests/theme.mjs',
  './tests/theme-csp.mjs',
  './tests/session.mjs',
  './tests/workspace.mjs',
  './tests/mobile.mjs',
  './tests/account.mjs',
  './tests/mailbox.mjs',
  './tests/mailboxes.mjs',
  './tests/admin.mjs',
  './tests/onboarding.mjs',
  './tests/journey.mjs',
  './tests/llm.mjs',
  './tests/people.mjs',
  './tests/inputMode.mjs',
  './tests/firstten.mjs',
  './tests/microsoft.mjs',
];

/** E2E_SUITES=journey,mobile runs those files of tests/ instead (while writing a suite). */
const suites = process.env.E2E_SUITES
  ? process.env.E2E_SUITES.split(',').map((name) => `./tests/${name.trim()}.mjs`)
  : SUITES;
const filter = process.argv[2];
let server = null;
let google = null;
let microsoft = null;
let browser = null;

async function cleanup() {
  const b = browser;
  const s = server;
  const g = google;
  const m = microsoft;
  browser = null;
  server = null;
  google = null;
  microsoft = null;
  await b?.close().catch(() => undefined);
  await s?.stop().catch(() => undefined);
  await g?.close().catch(() => undefined);
  await m?.close().catch(() => undefined);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n[e2e] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  // Last resort if something threw past the finally below.
  server?.child.kill('SIGKILL');
});

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Runs one test in its own browser contexts; its result line is printed when it ends. */
async function runTest(test, api) {
  const t0 = Date.now();
  const kit = createBrowserKit(browser, { baseUrl: server.baseUrl });
  const pages = [];
  const ctx = {
    baseUrl: server.baseUrl,
    server,
    google,
    microsoft,
    api,
    newPage: async (options) => {
      const page = await kit.newPage(options);
      pages.push(page);
      return page;
    },
    screen: (page, name) => kit.screen(page, name),
  };
  let error = null;
  try {
    await withTimeout(test.run(ctx), test.timeout ?? TEST_TIMEOUT_MS, `"${test.name}"`);
  } catch (e) {
    error = e;
  }
  // An uncaught exception in the page is a bug even when the screen looks right.
  const pageErrors = pages.flatMap((p) => p.__errors ?? []);
  if (!error && pageErrors.length) {
    error = new Error(
      `uncaught error(s) in the page:\n  ${pageErrors.map((m) => m.split('\n')[0]).join('\n  ')}`,
    );
  }
  if (!error && kit.violations.length) {
    error = new Error(`axe found serious or critical violations:\n${formatViolations(kit.violations)}`);
  } else if (error && kit.violations.length) {
    error.message += `\n  and axe found:\n${formatViolations(kit.violations)}`;
  }
  if (error) {
    // What the browser showed when the test failed.
    for (const [i, page] of pages.entries()) {
      const file = join(SCREENSHOT_DIR, `FAILED--${slug(test.name).slice(0, 60)}--${i}.png`);
      await page.screenshot({ path: file }).catch(() => undefined);
      const url = await Promise.resolve(page.url()).catch(() => '?');
      error.message += `\n  page ${i} at ${url}, screenshot ${file}`;
    }
  }

  await kit.close();
  const ms = Date.now() - t0;
  if (error) {
    const stack = String(error.stack ?? '').split('\n');
    const where = stack
      .filter((l) => l.includes('/e2e/tests/'))
      .slice(0, 2)
      .map((l) => l.trim());
    const lines = [...`${error.name}: ${error.message}`.split('\n'), ...where];
    console.log(`✗ ${test.name} (${ms} ms)\n  ${lines.join('\n  ')}`);
  } else {
    console.log(`✓ ${test.name} (${ms} ms, ${kit.shots.length} screenshots)`);
  }
  return { name: test.name, ok: !error, ms };
}

/**
 * How many suite files run at once (E2E_LANES, default 2). The tests wait on the server's jobs,
 * the socket and the browser far more than they compute (one at a time kept half a core busy:
 * 8 min 33 s; two files at once take 6 min 17 s). A file's tests run one after another in one
 * lane, as they may share a fake provider's state (the Microsoft fake's mailbox); tests of two
 * files share only the server, where each signs up its own users.
 */
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2) || 1);

async function main() {
  const started = Date.now();
  const files = [];
  for (const suite of suites) {
    const mod = await import(suite);
    const tests = filter ? mod.default.filter((t) => t.name.includes(filter)) : mod.default;
    if (tests.length > 0) files.push(tests);
  }
  if (files.length === 0) {
    console.log(`[e2e] no test matched\n0 passed, 0 failed`);
    return 1;
  }

  // Old screenshots go; a concurrent run (another engineer's) may be writing here too.
  for (const file of existsSync(SCREENSHOT_DIR) ? readdirSync(SCREENSHOT_DIR) : []) {
    if (file.endsWith('.png')) rmSync(join(SCREENSHOT_DIR, file), { force: true });
  }
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  server = await startServer({ ...google.env, ...microsoft.env, ADMIN_EMAILS: ADMIN_EMAIL });
  console.log(`[e2e] server ready at ${server.baseUrl} in ${Date.now() - started} ms`);
  browser = await launchBrowser();
  const api = createApi(server.baseUrl);

  // The longest first, so the lanes end close together.
  const queue = [...files].sort((a, b) => weight(b) - weight(a));
  const results = [];
  const lane = async () => {
    for (let tests = queue.shift(); tests !== undefined; tests = queue.shift())
      for (const test of tests) results.push(await runTest(test, api));
  };
  await Promise.all(Array.from({ length: Math.min(LANES, files.length) }, lane));
  // A test that failed beside another runs once more alone: one that fails alone too fails the
  // run; one that passes alone is named as flaky, so a wait too short under load gets fixed.
  if (LANES > 1) {
    for (const [i, result] of results.entries()) {
      if (result.ok) continue;
      const test = files.flat().find((t) => t.name === result.name);
      console.log(`[e2e] "${result.name}" failed beside another test: running it again alone`);
      const again = await runTest(test, api);
      if (again.ok) console.log(`[e2e] FLAKY: "${result.name}" passed alone`);
      results[i] = again;
    }
  }

  await cleanup();
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\n[e2e] finished in ${((Date.now() - started) / 1000).toFixed(1)} s (${LANES} lanes)`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

/** A unit's share of the run: its tests' time bounds. */
function weight(tests) {
  return tests.reduce((sum, t) => sum + (t.timeout ?? TEST_TIMEOUT_MS), 0);
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    console.error(`[e2e] ${error.stack ?? error}`);
    if (server) console.error(`[e2e] server output:\n${server.output().slice(-4000)}`);
    await cleanup();
    console.log('0 passed, 1 failed');
    process.exit(1);
  });
