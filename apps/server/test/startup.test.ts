/**
 * `npm start` as a person sees it: the server process itself (from source), its console and its
 * exit code, for a good start and for the mistakes that must stop with one clear sentence.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, until } from './serverProcess.js';

const temp = mkdtempSync(join(tmpdir(), 'rapport-startup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('npm start, as a person sees it', () => {
  it('prints the banner (URL, data folder, dev outbox, how to stop), answers /api/health and logs no JSON', async () => {
    const port = await freePort();
    const dataDir = join(temp, 'good');
    const run = startServer({ PORT: String(port), RAPPORT_DATA_DIR: dataDir });
    try {
      await until(run, /press Ctrl\+C/);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(run.output()).toContain(`Rapport is running at http://localhost:${port}`);
      if (!process.env.DATABASE_URL) expect(run.output()).toContain(`${dataDir} (embedded database)`);
      expect(run.output()).toContain(`http://localhost:${port}/api/dev/outbox`);
      // Request logs are off by default in development: no JSON lines on the console.
      await new Promise((r) => setTimeout(r, 200));
      expect(run.output()).not.toMatch(/^\{"level"/m);
      expect(run.output()).not.toMatch(/Deprecation|Warning/i);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 90_000);

  it('logs one readable line per request with LOG_LEVEL=info', async () => {
    const port = await freePort();
    const run = startServer({ PORT: String(port), RAPPORT_DATA_DIR: join(temp, 'info'), LOG_LEVEL: 'info' });
    try {
      await until(run, /press Ctrl\+C/);
      await fetch(`http://127.0.0.1:${port}/api/health`);
      await until(run, /INFO {2}GET \/api\/health 200 [\d.]+ ms/);
      expect(run.output()).not.toMatch(/^\{"level"/m);
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 90_000);

  it('stops with one sentence and exit 1 when it would serve the dev outbox beyond this machine', async () => {
    const run = startServer({
      HOST: '0.0.0.0',
      PORT: String(await freePort()),
      RAPPORT_DATA_DIR: join(temp, 'open'),
    });
    try {
      const code = await Promise.race([
        run.exited,
        new Promise((r) => setTimeout(() => r('still running'), 60_000)),
      ]);
      expect(code).toBe(1);
      expect(run.output().trim()).toBe(
        "[rapport] HOST=0.0.0.0 would let other machines reach the dev outbox's sign-up codes and reset links: set SMTP_URL to send real mail, set NODE_ENV=production, or listen on 127.0.0.1.",
      );
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  }, 90_000);

  it('stops with one sentence and exit 1 when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = startServer({ PORT: String(port), RAPPORT_DATA_DIR: join(temp, 'taken') });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`[rapport] Port ${port} on 127.0.0.1 is already in use`);
      expect(run.output()).toContain(`PORT=${port + 1} npm start`);
      expect(run.output()).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 90_000);

  // The lock guards the embedded database; on PostgreSQL several instances are the point.
  it('lets one server use a data folder at a time, and takes over the lock of a killed one', async () => {
    const dataDir = join(temp, 'shared');
    const first = startServer(
      { PORT: String(await freePort()), RAPPORT_DATA_DIR: dataDir },
      { embedded: true },
    );
    try {
      await until(first, /press Ctrl\+C/);
      const second = startServer(
        { PORT: String(await freePort()), RAPPORT_DATA_DIR: dataDir },
        { embedded: true },
      );
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `[rapport] Rapport is already running on this data folder, pid ${first.child.pid} (${dataDir})`,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      // The killed server's lock is stale: a new server takes the folder over.
      const third = startServer(
        { PORT: String(await freePort()), RAPPORT_DATA_DIR: dataDir },
        { embedded: true },
      );
      try {
        await until(third, /press Ctrl\+C/);
      } finally {
        third.child.kill('SIGKILL');
      }
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 120_000);

  it('stops with one sentence and exit 1 when the data folder cannot be used', async () => {
    const notAFolder = join(temp, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const run = startServer({ PORT: String(await freePort()), RAPPORT_DATA_DIR: notAFolder });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`[rapport] Rapport cannot read and write its data folder ${notAFolder}`);
    expect(run.output()).toContain('RAPPORT_DATA_DIR');
    expect(run.output()).not.toMatch(/\n\s+at /);
  }, 90_000);
});
