/**
 * Starts the real Rapport server (apps/server/dist/main.js) on a free port with a fresh data
 * folder (embedded database), waits for GET /api/health and stops it again.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HEALTH_TIMEOUT_MS, REPO_ROOT } from './constants.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(address.port));
    });
  });
}

/**
 * E2E_SERVER_FROM_SOURCE=1 runs the server from TypeScript (tsx) instead of dist, which saves a
 * build while writing tests. `npm test` always uses the built server.
 */
function serverCommand() {
  const serverDir = join(REPO_ROOT, 'apps/server');
  if (process.env.E2E_SERVER_FROM_SOURCE === '1') {
    return {
      args: ['--conditions=@rapport/source', '--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
    };
  }
  const entry = join(serverDir, 'dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (npm run build)`);
  return { args: [entry], cwd: REPO_ROOT };
}

/** `extraEnv`: more server environment (the fake Google's URLs, ADMIN_EMAILS). */
export async function startServer(extraEnv = {}) {
  const webIndex = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(webIndex)) throw new Error(`${webIndex} is missing: build the web app first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-e2e-'));
  // The server serves a copy of the built app, so a rebuild during the run (another engineer's
  // build in the same tree) cannot swap the bundle under the browser.
  const webDist = join(dataDir, 'web');
  cpSync(dirname(webIndex), webDist, { recursive: true });
  const { args, cwd } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The browser opens 127.0.0.1: links the server hands out (the OAuth redirect) come back there.
      APP_URL: `http://127.0.0.1:${port}`,
      RAPPORT_DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
      ADMIN_EMAILS: '',
      WEB_DIST_DIR: webDist,
      // The IMAP tests' dovecot listens on 127.0.0.1 on ports chosen at start, which the network
      // guard refuses by default (apps/server/src/lib/network.ts).
      IMAP_ALLOW_PRIVATE_HOSTS: 'true',
      IMAP_EXTRA_PORTS: '1024-65535',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.E2E_VERBOSE === '1') process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    baseUrl,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (exited === null && child.exitCode === null) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await done;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** The dev secrets the server generated in its data folder (used to forge an expired token). */
    jwtSecret() {
      const file = join(dataDir, 'secrets.json');
      return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).jwtSecret : null;
    },
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server exited (${JSON.stringify(exited)}) before it was healthy:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}
