/**
 * What one request of each mixed-workload route costs the server (issue 12, "Load, measured"),
 * measured one request at a time so the figures do not depend on how loaded the machine is: the
 * process's CPU time per request (user + system; PGlite runs on the same thread), and the number
 * of database statements and their time. One user like the mixed workload's (20 chats with a
 * message, 300 imported contacts) among USERS such users, an in-process server on PGlite (or
 * DATABASE_URL).
 *
 *   npm run bench -- --cost-only [--cost-requests 200] [--cost-users 20] [--cost-statements]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createUser, SEARCH_WORDS } from './mixed.js';

interface Counter {
  statements: number;
  dbMs: number;
  /** Time per statement text, when listing them (`--cost-statements`). */
  byText?: Map<string, number>;
}

/** Counts PGlite's statements (query, exec, and those of transactions) and their time. */
function countStatements(client: PGlite, counter: Counter): void {
  const wrap = <F extends (...args: never[]) => Promise<unknown>>(f: F): F =>
    (async (...args: Parameters<F>) => {
      const started = performance.now();
      counter.statements++;
      try {
        return await f(...args);
      } finally {
        const ms = performance.now() - started;
        counter.dbMs += ms;
        const text = String(args[0]).replace(/\s+/g, ' ').slice(0, 160);
        counter.byText?.set(text, (counter.byText.get(text) ?? 0) + ms);
      }
    }) as F;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = wrap(query) as PGlite['query'];
  client.exec = wrap(exec) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) =>
      callback(Object.create(tx, { query: { value: wrap(tx.query.bind(tx)) } }) as typeof tx),
    )) as PGlite['transaction'];
}

export async function routeCost(requests: number, users: number, listStatements = false): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-cost-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    RAPPORT_DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp({ config, globalRateLimitPerMinute: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const counter: Counter = { statements: 0, dbMs: 0 };
  const pglite = app.rapport.database.pglite;
  try {
    // Other users' rows in the same tables, as in the mixed workload; the first one is measured.
    const created = [];
    for (let n = 0; n < users; n += 4)
      created.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(4, users - n) }, (_, k) => createUser(base, n + k)),
        )),
      );
    const user = created[0]!;
    // The import's index job finishes first.
    await new Promise((r) => setTimeout(r, 3000));
    if (pglite) countStatements(pglite, counter);
    const auth = { authorization: `Bearer ${user.token}` };
    let i = 0;
    const cases: [string, () => Promise<unknown>][] = [
      ['GET /api/chat/user', () => app.inject({ method: 'GET', url: '/api/chat/user', headers: auth })],
      [
        'GET /api/chat/{id}/messages',
        () =>
          app.inject({
            method: 'GET',
            url: `/api/chat/${user.chatIds[i % user.chatIds.length]}/messages`,
            headers: auth,
          }),
      ],
      [
        'GET /api/contacts?query=',
        () =>
          app.inject({
            method: 'GET',
            url: `/api/contacts?query=${encodeURIComponent(SEARCH_WORDS[i % SEARCH_WORDS.length]!)}&limit=20`,
            headers: auth,
          }),
      ],
      [
        'POST /api/chat/ask',
        () =>
          app.inject({
            method: 'POST',
            url: '/api/chat/ask',
            headers: auth,
            payload: { question: `Who is ${SEARCH_WORDS[i % SEARCH_WORDS.length]}?`, chatHistory: [] },
          }),
      ],
      [
        'socket connected',
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(
              `${base.replace(/^http/, 'ws')}/ws/notifications?token=${user.token}`,
            );
            socket.once('message', () => {
              socket.close();
              resolve();
            });
            socket.once('error', reject);
          }),
      ],
    ];
    const rows = [];
    for (const [route, send] of cases) {
      for (i = 0; i < 10; i++) await send(); // warm-up
      counter.statements = 0;
      counter.dbMs = 0;
      if (listStatements) counter.byText = new Map();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (i = 0; i < requests; i++) {
        const res = (await send()) as { statusCode?: number } | undefined;
        if (res?.statusCode && res.statusCode >= 300) throw new Error(`${route}: ${res.statusCode}`);
      }
      const used = process.cpuUsage(cpu);
      if (counter.byText) {
        console.log(`\n${route}: ms per request by statement`);
        for (const [text, ms] of [...counter.byText].sort((a, b) => b[1] - a[1]))
          console.log(`  ${(ms / requests).toFixed(2)}  ${text}`);
      }
      rows.push({
        route,
        'wall ms': +((performance.now() - started) / requests).toFixed(2),
        'CPU ms': +((used.user + used.system) / 1000 / requests).toFixed(2),
        statements: +(counter.statements / requests).toFixed(1),
        'db ms': +(counter.dbMs / requests).toFixed(2),
      });
    }
    console.log(
      `\nServer cost per request, ${app.rapport.database.kind}, ${users} users, ${requests} requests a route`,
    );
    console.table(rows);
    return `route cost: ${rows.map((r) => `${r.route} ${r['CPU ms']} ms CPU, ${r.statements} statements`).join('; ')}`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
