import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(E2E_DIR, '../../..');
export const SCREENSHOT_DIR = join(E2E_DIR, 'screenshots');
export const FIXTURES_DIR = join(E2E_DIR, 'fixtures');

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long the server may take to answer GET /api/health (embedded database start included). */
export const HEALTH_TIMEOUT_MS = 60_000;
/** Default bound of every polling wait. */
export const WAIT_MS = 10_000;
/** Poll interval of the waits. */
export const POLL_MS = 50;
/** One test may not run longer than this. */
export const TEST_TIMEOUT_MS = 90_000;
/** Desktop and phone viewports. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
