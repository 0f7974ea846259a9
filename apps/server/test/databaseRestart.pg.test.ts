/**
 * PostgreSQL restarted under a running server (PostgreSQL suite only: `*.pg.test.ts` run when
 * DATABASE_URL is set). The server reaches the database through a TCP proxy the test can cut, as a
 * restart does: every connection dropped, new ones refused for a while, then back.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgBossRunner } from '../src/jobs/pgboss.js';
import { createUser, expectRoute, freshDatabaseEnv, testConfig } from './helpers.js';

let proxy: Server;
let down = false;
const sockets = new Set<Socket>();

function startProxy(target: URL): Promise<number> {
  const [host, port] = [target.hostname, Number(target.port || 5432)];
  proxy = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as { port: number }).port)),
  );
}

/** What a restart looks like from the server: connections dropped, then refused, then accepted. */
function cut() {
  down = true;
  for (const s of sockets) s.destroy();
}

const env = await freshDatabaseEnv();
afterAll(async () => {
  proxy?.close();
  await env.dispose();
});

let proxied: string;
beforeAll(async () => {
  const url = new URL(env.databaseUrl as string);
  const port = await startProxy(url);
  url.host = `127.0.0.1:${port}`;
  proxied = url.toString();
});

it('answers 503 with a detail while PostgreSQL restarts, then carries on: pool, LISTEN and jobs', async () => {
  const config = testConfig({ dataDir: env.dataDir, databaseUrl: proxied });
  const app = await buildApp({
    config,
    globalRateLimitPerMinute: 0,
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    jobs: (database) => createPgBossRunner(database, { pollingIntervalSeconds: 0.5 }),
  });
  await app.ready();
  try {
    const user = await createUser(app);
    const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', { title: 'Before' }), 201);

    cut();
    const started = Date.now();
    const during = await user.api('GET', `/chat/${chat.id}`);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ detail: expect.stringMatching(/database/i) });
    expect(during.headers['retry-after']).toBe('5');
    // Refused connections fail fast: no request hangs on the database.
    expect(Date.now() - started).toBeLessThan(6000);
    down = false;

    // Back: the pool reconnects on the next query.
    let after = await user.api('GET', `/chat/${chat.id}`);
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await user.api('GET', `/chat/${chat.id}`);
    }
    expect(after.statusCode).toBe(200);

    // LISTEN is back: a notification sent through PostgreSQL reaches this instance's subscribers.
    const heard = new Promise<string>((resolve) => {
      const stop = app.rapport.services.notifications.subscribe(user.id, (n) => {
        stop();
        resolve(n.message);
      });
    });
    const payload = JSON.stringify({
      userId: user.id,
      notification: {
        id: '999999',
        type: 'EMAIL_SYNC_START',
        message: 'through LISTEN',
        data: {},
        createdAt: new Date().toISOString(),
        read: false,
      },
    });
    for (let i = 0; i < 40; i++) {
      await app.rapport.database.executeSql('select pg_notify($1, $2)', ['rapport_notifications', payload]);
      const got = await Promise.race([heard, new Promise((r) => setTimeout(() => r(null), 250))]);
      if (got) break;
    }
    expect(await heard).toBe('through LISTEN');

    // Jobs carry on: a post update is processed to done.
    const update = expectRoute(
      'postUpdates.create',
      await user.api('POST', '/post-updates', { chatId: chat.id, description: 'Met Ana Lima from Rio Labs' }),
      201,
    );
    let status = '';
    for (let i = 0; i < 60 && status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const list = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
      status = list.find((u) => u.id === update.id)?.status ?? '';
    }
    expect(status).toBe('done');
  } finally {
    await app.close();
  }
}, 120_000);
