#!/usr/bin/env node
// The root entry point behind `npm start`, `npm test`, `npm run build|bench|eval|admin|backup|restore|...`.
// Only Node (>= 20.19), npm and git are assumed on the machine. It installs the pinned pnpm
// into the clone (`.tools/`), puts it first on PATH for every child (turbo looks for a `pnpm`
// executable there), installs what is missing, then runs the task.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_NODE = [20, 19];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
  console.error(
    `[rapport] Rapport needs Node.js ${MIN_NODE.join('.')} or newer, and this is Node.js ${process.versions.node}: ` +
      'install a current Node.js 20 or 22 (https://nodejs.org) and run the command again.',
  );
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const TOOLS_DIR = join(root, '.tools', 'pnpm');
const TOOLS_BIN = join(TOOLS_DIR, 'node_modules', '.bin');
const isWindows = process.platform === 'win32';
const [task = 'start', ...rest] = process.argv.slice(2);

/**
 * Packages whose `engines` field asks for Node 22+ but that work on Node 20 (the whole suite runs
 * on Node 20 in CI). Their install warnings are dropped; any other engine warning still shows.
 */
const WORKS_ON_NODE_20 = [
  '@inquirer/ansi',
  '@inquirer/confirm',
  '@inquirer/core',
  '@inquirer/figures',
  '@inquirer/type',
  'cookie',
  'mute-stream',
  'pg-boss',
  'tsup',
];

/** Every child sees the project's pnpm first and no telemetry or update notices. */
const childEnv = {
  ...process.env,
  PATH: [TOOLS_BIN, process.env.PATH ?? ''].join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

function fail(message, status = 1) {
  console.error(`[rapport] ${message}`);
  process.exit(status || 1);
}

const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a command with the console attached (tests, the server). */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
  if (result.error) return { ok: false, status: 1, error: result.error };
  return { ok: result.status === 0, status: result.status ?? 1 };
}

/** Runs a command quietly; its output is shown only when it fails (less what `drop` matches). */
function quiet(cmd, args, drop = () => false) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    env: childEnv,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const ok = !result.error && result.status === 0;
  if (!ok) {
    const shown = output
      .split('\n')
      .filter((line) => !drop(line))
      .join('\n')
      .trim();
    if (shown) console.error(shown);
    if (result.error) console.error(String(result.error));
  }
  return { ok, status: result.status ?? 1, output };
}

const pnpmBin = join(TOOLS_BIN, isWindows ? 'pnpm.cmd' : 'pnpm');

function localPnpmVersion() {
  if (!existsSync(pnpmBin)) return null;
  const result = spawnSync(pnpmBin, ['--version'], { cwd: root, env: childEnv, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pinned pnpm, installed with npm into `.tools/pnpm` (nothing outside the clone changes). */
function ensurePnpm() {
  if (localPnpmVersion() === PNPM_VERSION) return;
  const since = Date.now();
  console.log(`[rapport] getting pnpm ${PNPM_VERSION} for this project (once, a few seconds)…`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  writeFileSync(
    join(TOOLS_DIR, 'package.json'),
    `${JSON.stringify({ name: 'rapport-tools', private: true, description: 'pnpm for scripts/run.mjs' }, null, 2)}\n`,
  );
  const npm = isWindows ? 'npm.cmd' : 'npm';
  const installed = quiet(npm, [
    'install',
    '--prefix',
    TOOLS_DIR,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (!installed.ok || localPnpmVersion() !== PNPM_VERSION)
    fail(
      `could not install pnpm ${PNPM_VERSION} with npm (see above); check the connection to the npm registry`,
    );
  console.log(`[rapport] pnpm ready (${elapsed(since)})`);
}

const pnpm = (args, options) => run(pnpmBin, args, options);

const ENGINE_WARNING = /Unsupported engine for ((?:@[^/\s]+\/)?[^@\s]+)@/;
const knownEngineWarning = (line) => {
  const match = ENGINE_WARNING.exec(line);
  return Boolean(match && WORKS_ON_NODE_20.includes(match[1]));
};

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.rapport-installed');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  const since = Date.now();
  console.log('[rapport] installing dependencies (about a minute the first time, seconds after)…');
  const args = ['install', '--reporter=append-only'];
  if (process.env.CI) args.push('--frozen-lockfile');
  const result = quiet(pnpmBin, args, knownEngineWarning);
  if (!result.ok) fail('installing the dependencies failed (the lines above say why)');
  const unknownWarnings = result.output
    .split('\n')
    .filter((line) => /Unsupported engine/.test(line) && !knownEngineWarning(line));
  for (const line of unknownWarnings) console.warn(line.trim());
  writeFileSync(marker, new Date().toISOString());
  console.log(`[rapport] dependencies installed (${elapsed(since)})`);
}

/** A step whose own output only matters when it fails (install, build). */
function quietStep(label, args, doneLabel) {
  const since = Date.now();
  console.log(`[rapport] ${label}`);
  const result = quiet(pnpmBin, args);
  if (!result.ok) fail(`${label.replace(/ \(.*$|…$/, '')} failed (the lines above say why)`, result.status);
  if (doneLabel) console.log(`[rapport] ${doneLabel} (${elapsed(since)})`);
}

function step(label, args, options) {
  console.log(`[rapport] ${label}`);
  const result = pnpm(args, options);
  if (!result.ok) fail(`${label} failed`, result.status);
}

const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const hasE2e = existsSync(join(root, 'apps/web/e2e/run.mjs'));

function requireChromium() {
  if (!hasE2e || existsSync(CHROMIUM_PATH)) return;
  fail(
    `npm test runs the browser tests in Chromium, and there is none at ${CHROMIUM_PATH}: ` +
      'install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point E2E_CHROMIUM at a Chromium binary.',
  );
}

const DOVECOT_PATH = '/usr/sbin/dovecot';

/** The IMAP tests run against a real dovecot (scripts/with-dovecot.sh), unless IMAP_TEST_HOST names one. */
function requireDovecot() {
  if (process.env.IMAP_TEST_HOST || existsSync(DOVECOT_PATH)) return;
  fail(
    `npm test runs the IMAP tests against a real dovecot, and there is none at ${DOVECOT_PATH}: ` +
      'install it (Debian/Ubuntu: `sudo apt-get install dovecot-imapd openssl`) or set IMAP_TEST_HOST and the other IMAP_TEST_* variables (see scripts/with-dovecot.sh).',
  );
}

/** Runs the built server with the console attached and forwards Ctrl+C / SIGTERM to it. */
function serve(script, args) {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: childEnv });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

const BUILD = ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'];

/** Portman's and our own fuzzing of every operation of /api/openapi.json, against the built server. */
function fuzzApi() {
  console.log('[rapport] fuzzing the API (Portman and newman, about two minutes)');
  const result = run(process.execPath, [
    join(root, 'scripts/fuzz-api.mjs'),
    ...(task === 'fuzz' ? rest : []),
  ]);
  if (!result.ok) fail('fuzzing the API failed (the lines above say which requests)', result.status);
}

if (task === 'test') {
  requireChromium();
  requireDovecot();
}
ensurePnpm();
ensureInstalled();

switch (task) {
  case 'install':
    break;
  case 'build':
    step('building', ['exec', 'turbo', 'run', 'build', ...rest]);
    break;
  case 'start':
    quietStep('building the app (about a minute the first time, seconds after)…', BUILD, 'built');
    serve(join(root, 'apps/server/dist/main.js'), rest);
    break;
  case 'test':
    step('linting', ['exec', 'biome', 'check', '.']);
    quietStep('building…', BUILD, 'built');
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
    fuzzApi();
    if (hasE2e) step('running browser end-to-end tests', ['--filter', '@rapport/web', 'run', 'e2e']);
    break;
  case 'fuzz':
    quietStep('building…', BUILD, 'built');
    fuzzApi();
    break;
  case 'test:server':
    step('running the server tests', ['--filter', '@rapport/server', 'run', 'test', ...rest]);
    break;
  case 'bench':
    // The benchmarks' own options (`--retrieval-only`, `--clients 200`, …) go after turbo's `--`.
    step('running benchmarks', [
      'exec',
      'turbo',
      'run',
      'bench',
      '--concurrency=1',
      ...(rest.length > 0 ? ['--', ...rest] : []),
    ]);
    break;
  case 'eval':
    // From source, like the benchmarks: a measurement of the engine the server's config picks.
    step('running the Query Mode eval', ['--filter', '@rapport/server', 'run', 'eval', ...rest]);
    break;
  case 'admin':
    quietStep('building the server…', [...BUILD, '--filter=@rapport/server']);
    serve(join(root, 'apps/server/dist/cli.js'), rest);
    break;
  case 'backup':
  case 'restore':
    quietStep('building the server…', [...BUILD, '--filter=@rapport/server']);
    // npm runs scripts from the project root; a relative FILE means where the command was typed
    // (npm's INIT_CWD).
    serve(join(root, 'apps/server/dist/cli.js'), [
      task,
      // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by npm, read here, outside any turbo task
      ...rest.map((file) => resolve(process.env.INIT_CWD ?? process.cwd(), file)),
    ]);
    break;
  case 'demo':
  case 'import-mbox':
    quietStep('building the server…', [...BUILD, '--filter=@rapport/server']);
    serve(join(root, 'apps/server/dist/cli.js'), [
      task,
      // The archive's path is relative to where the command was typed (npm's INIT_CWD).
      ...rest.map((arg, i) =>
        arg.startsWith('--') || ['--user', '--messages'].includes(rest[i - 1] ?? '')
          ? arg
          : // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by npm, read here, outside any turbo task
            resolve(process.env.INIT_CWD ?? process.cwd(), arg),
      ),
    ]);
    break;
  case 'fake-google':
    // From source: a development tool, not part of the built server.
    step('starting the fake Google', ['--filter', '@rapport/server', 'run', 'fake-google', ...rest]);
    break;
  case 'fake-microsoft':
    // From source, like the fake Google.
    step('starting the fake Microsoft', ['--filter', '@rapport/server', 'run', 'fake-microsoft', ...rest]);
    break;
  case 'fake-llm':
    // From source, like the fake Google.
    step('starting the fake LLM', ['--filter', '@rapport/server', 'run', 'fake-llm', ...rest]);
    break;
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
