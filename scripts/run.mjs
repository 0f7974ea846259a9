#!/usr/bin/env node
// The root entry point behind `npm start`, `npm test`, `npm run build|bench|admin|...`.
// It finds (or bootstraps) pnpm, installs what is missing, then runs the task.
// Only Node 20 and npm are assumed on the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const [task = 'start', ...rest] = process.argv.slice(2);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: false, ...options });
  if (result.error) return { ok: false, status: 1, error: result.error };
  return { ok: result.status === 0, status: result.status ?? 1 };
}

function works(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns [command, prefixArgs] that runs pnpm of the pinned major version. */
function findPnpm() {
  const major = PNPM_VERSION.split('.')[0];
  const local = works('pnpm', ['--version']);
  if (local?.startsWith(`${major}.`)) return ['pnpm', []];
  const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  const viaCorepack = spawnSync('corepack', ['pnpm', '--version'], { cwd: root, env, encoding: 'utf8' });
  if (viaCorepack.status === 0 && viaCorepack.stdout.trim().startsWith(`${major}.`)) {
    Object.assign(process.env, env);
    return ['corepack', ['pnpm']];
  }
  console.log(`[rapport] installing pnpm@${PNPM_VERSION} with npm…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (run(npm, ['install', '--global', `pnpm@${PNPM_VERSION}`]).ok && works('pnpm', ['--version']))
    return ['pnpm', []];
  return [process.platform === 'win32' ? 'npx.cmd' : 'npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

const [pnpmCmd, pnpmPrefix] = findPnpm();
const pnpm = (args, options) => run(pnpmCmd, [...pnpmPrefix, ...args], options);

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.rapport-installed');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('[rapport] installing dependencies…');
  const args = ['install'];
  if (process.env.CI) args.push('--frozen-lockfile');
  if (!pnpm(args).ok) fail('dependency installation failed');
  writeFileSync(marker, new Date().toISOString());
}

function fail(message, status = 1) {
  console.error(`[rapport] ${message}`);
  process.exit(status);
}

function step(label, args, options) {
  console.log(`[rapport] ${label}`);
  const result = pnpm(args, options);
  if (!result.ok) fail(`${label} failed`, result.status);
}

ensureInstalled();

switch (task) {
  case 'install':
    break;
  case 'build':
    step('building', ['exec', 'turbo', 'run', 'build', ...rest]);
    break;
  case 'start': {
    step('building', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
    console.log('[rapport] starting the server');
    const result = run(process.execPath, [join(root, 'apps/server/dist/main.js'), ...rest]);
    process.exit(result.status);
    break;
  }
  case 'test':
    step('linting', ['exec', 'biome', 'check', '.']);
    step('building', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
    step('type-checking', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']);
    step('running unit and server tests', [
      'exec',
      'turbo',
      'run',
      'test',
      '--concurrency=1',
      '--continue',
      ...rest,
    ]);
    if (existsSync(join(root, 'apps/web/e2e/run.mjs'))) {
      step('running browser end-to-end tests', ['--filter', '@rapport/web', 'run', 'e2e']);
    }
    break;
  case 'test:server':
    step('running the server tests', ['--filter', '@rapport/server', 'run', 'test', ...rest]);
    break;
  case 'bench':
    step('running benchmarks', ['exec', 'turbo', 'run', 'bench', '--concurrency=1', ...rest]);
    break;
  case 'admin': {
    step('building the server', [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@rapport/server',
      '--output-logs=errors-only',
    ]);
    process.exit(run(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...rest]).status);
    break;
  }
  case 'typecheck':
    step('type-checking', ['exec', 'turbo', 'run', 'typecheck', ...rest]);
    break;
  case 'lint':
    step('linting', ['exec', 'biome', 'check', '.', ...rest]);
    break;
  case 'format':
    step('formatting', ['exec', 'biome', 'format', '--write', '.', ...rest]);
    break;
  default:
    fail(`unknown task "${task}"`);
}
