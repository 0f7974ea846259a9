#!/usr/bin/env node
/**
 * Fuzzes every operation of the built server's /api/openapi.json (issue 12, "Bad input"):
 * Portman's fuzzing variations plus our own (scripts/fuzz/variations.mjs), all run by newman
 * against a real server on a fresh embedded database, as a verified user. Every answer is
 * judged (scripts/fuzz/judge.mjs): no 5xx, every 4xx with a `detail`, statuses and bodies as the
 * document says. Prints a summary and exits 1 on any failure.
 *
 * Usage: node scripts/fuzz-api.mjs [--all]   (build first; `npm test` and `npm run fuzz` do)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../apps/web/e2e/lib/api.mjs';
import { startServer } from '../apps/web/e2e/lib/server.mjs';
import { seedObjects } from './fuzz/account.mjs';
import { createJudge } from './fuzz/judge.mjs';
import { buildCollection } from './fuzz/portman.mjs';
import { ownVariations } from './fuzz/variations.mjs';

const require = createRequire(import.meta.url);
const newman = require('newman');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** `--all` lists every failure; by default the first 40. */
const SHOWN_FAILURES = process.argv.includes('--all') ? Number.POSITIVE_INFINITY : 40;
const SIGN_OUT_OPERATIONS = ['auth.signout', 'auth.signoutAll'];

function runNewman(collection, variables) {
  return new Promise((resolve, reject) => {
    const requests = [];
    const assertionFailures = [];
    newman
      .run({
        collection,
        reporters: [],
        timeoutRequest: 30_000,
        envVar: Object.entries(variables).map(([key, value]) => ({ key, value })),
      })
      .on('request', (err, args) => requests.push({ err, args }))
      .on('assertion', (err, args) => {
        if (err) assertionFailures.push({ item: args.item, message: `${args.assertion}: ${err.message}` });
      })
      .on('done', (err) => (err ? reject(err) : resolve({ requests, assertionFailures })));
  });
}

async function main() {
  const began = Date.now();
  // The browser suite's server: built, fresh embedded database, development mode (the dev
  // outbox gives the sign-up codes); here without request limits (a few thousand requests a
  // minute from one address) and with the log at `error`, so the 500s it logs can be counted.
  const server = await startServer({
    LOG_LEVEL: 'error',
    LOG_FORMAT: 'json',
    RATE_LIMIT_USER_PER_MIN: '0',
    RATE_LIMIT_IP_PER_MIN: '0',
    MAILBOX_SYNC_INTERVAL_MIN: '0',
    // Nothing answers there: a fuzzed OAuth exchange fails at once instead of going out.
    GOOGLE_CLIENT_ID: 'fuzz-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    MICROSOFT_CLIENT_ID: 'fuzz-client',
    MICROSOFT_CLIENT_SECRET: 'fuzz-secret',
    MICROSOFT_LOGIN_URL: 'http://127.0.0.1:9',
    MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9',
    // The network guard as shipped: fuzzed IMAP hosts never reach this machine or its network.
    IMAP_ALLOW_PRIVATE_HOSTS: 'false',
    IMAP_EXTRA_PORTS: '',
  });
  const workDir = mkdtempSync(join(tmpdir(), 'rapport-portman-'));
  try {
    const api = createApi(server.baseUrl);
    const user = await api.createUser({ prefix: 'fuzzer' });
    const throwaway = await api.createUser({ prefix: 'throwaway' });
    const seeded = await seedObjects(api, user.accessToken);
    const openApi = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();

    const ids = {};
    for (const op of ['chat.addMessage', 'chat.rename', 'chat.messages', 'chat.get', 'chat.postUpdates'])
      ids[op] = seeded.chatId;
    for (const op of ['postUpdates.updateStatus', 'postUpdates.disableShowStatus'])
      ids[op] = seeded.postUpdateId;
    for (const op of ['mailboxes.sync', 'mailboxes.delete']) ids[op] = seeded.mailboxId;

    const setUp = Date.now();
    const collection = buildCollection({ root, workDir, openApi, baseUrl: server.baseUrl, ids: seeded });
    const own = ownVariations(openApi, {
      ids,
      tokenFor: (operationId) =>
        SIGN_OUT_OPERATIONS.includes(operationId) ? 'throwawayToken' : 'bearerToken',
    });
    const ownById = new Map(own.map((item) => [item.id, item]));
    collection.item.push({
      name: 'Rapport variations',
      item: own.map(({ id, name, request }) => ({ id, name, request })),
    });

    const portmanDone = Date.now();
    const { requests, assertionFailures } = await runNewman(collection, {
      baseUrl: server.baseUrl,
      bearerToken: user.accessToken,
      throwawayToken: throwaway.accessToken,
    });

    const newmanDone = Date.now();
    const { operationOf, judge } = createJudge(openApi);
    const byStatus = {};
    const bySource = { 'Portman requests': 0, 'Portman fuzz variations': 0, 'own variations': 0 };
    const failures = [];
    const timings = [];
    for (const { err, args } of requests) {
      const ownItem = ownById.get(args.item.id);
      const method = args.request.method;
      const path = args.request.url.getPath();
      const label = ownItem?.name ?? `${args.item.name}`;
      const source = ownItem
        ? 'own variations'
        : /\[Fuzz\]/.test(args.item.name)
          ? 'Portman fuzz variations'
          : 'Portman requests';
      bySource[source] += 1;
      if (err || !args.response) {
        failures.push(`${label} (${method} ${path.slice(0, 80)}): no answer (${err?.message ?? 'none'})`);
        byStatus.none = (byStatus.none ?? 0) + 1;
        continue;
      }
      const status = args.response.code;
      timings.push([args.response.responseTime, label]);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const problems = judge({
        op: ownItem?.op ?? operationOf(method, path),
        expect: ownItem?.expect ?? 'any',
        status,
        contentType: args.response.headers.get('content-type'),
        body: args.response.stream?.toString('utf8') ?? '',
      });
      for (const problem of problems) failures.push(`${label} (${method} ${path.slice(0, 80)}): ${problem}`);
    }
    for (const { item, message } of assertionFailures)
      failures.push(`${item.name}: Portman contract test ${message}`);
    const unhandled = server
      .output()
      .split('\n')
      .filter((line) => /unhandled error/.test(line));
    for (const line of unhandled.slice(0, 5)) failures.push(`server log: ${line.slice(0, 300)}`);
    if (server.child.exitCode !== null)
      failures.push(`the server exited during the run (${server.child.exitCode})`);

    const serverErrors = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(`[fuzz] ${requests.length} requests in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    console.log(
      `[fuzz]   ${Object.entries(bySource)
        .map(([source, n]) => `${n} ${source}`)
        .join(', ')}`,
    );
    console.log(
      `[fuzz]   by status: ${Object.entries(byStatus)
        .sort()
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `[fuzz]   server errors: ${serverErrors}; Portman contract assertions failed: ${assertionFailures.length}`,
    );
    const serverMs = timings.reduce((sum, [ms]) => sum + ms, 0);
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `[fuzz]   server start and users ${seconds(setUp - began)}, Portman ${seconds(portmanDone - setUp)}, ` +
        `newman ${seconds(newmanDone - portmanDone)} (the server answering ${seconds(serverMs)} of it)`,
    );
    const slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 3);
    console.log(`[fuzz]   slowest: ${slowest.map(([ms, label]) => `${label} ${ms} ms`).join('; ')}`);
    console.log(`[fuzz]   failures: ${failures.length}`);
    for (const failure of failures.slice(0, SHOWN_FAILURES)) console.log(`[fuzz]     ${failure}`);
    if (failures.length > SHOWN_FAILURES)
      console.log(`[fuzz]     … and ${failures.length - SHOWN_FAILURES} more`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[fuzz] ${error.stack ?? error}`);
    process.exit(1);
  },
);
