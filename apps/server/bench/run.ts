/**
 * `npm run bench`: an in-process server on a temporary database (PGlite, or PostgreSQL when
 * DATABASE_URL is set), measured with autocannon:
 *   1. POST /api/auth/login (real argon2id cost);
 *   2. GET /api/chat/user for a user with 1,000 chats (each with a last message);
 *   3. a ~10 MB CSV (~100k rows, 20% duplicates) uploaded through POST /api/csv/upload and
 *      imported by the csv.import job: rows/s and peak RSS;
 *   4. an mbox of 50,000 demo messages through POST /api/mailboxes/mbox and the mailbox.sync job:
 *      msgs/s and peak RSS (`--mbox-only`, `--messages N`);
 *      `--real-mail`: real mail written by others (test/fixtures/real-mail, repeated to
 *      `--real-mail-messages N`, default 3,000) beside as many demo messages, msgs/s and time to
 *      searchable, and `notmuch new` on the same messages as a maildir (bench/realMail.ts;
 *      `--exclude NAME` leaves a fixture out).
 *   5. a Gmail sync through the fake Google with the real quota and 50 ms a call: msgs/min, 429s,
 *      the most units spent in a minute (`--gmail-only`, `--gmail-messages N`); and a Microsoft 365
 *      sync through the fake Microsoft at Graph's mailbox limits: msgs/min, 429s and the longest run
 *      of them in a row, peak RSS (`--microsoft-only`, `--microsoft-messages N`; bench/microsoft.ts);
 *   6. an IMAP first sync against a real dovecot (scripts/with-dovecot.sh): N demo messages
 *      APPENDed (not timed), connected through POST /api/mailboxes/imap, timed to
 *      EMAIL_SYNC_COMPLETE: msgs/s and peak RSS (`--imap-only`, `--imap-messages N`, default
 *      10,000; bench/imap.ts). Skipped, with the reason printed, where dovecot is not installed.
 *   7. Query Mode's retrieval over 100,000 demo emails: index build time, p50/p95 of answers
 *      (`--retrieval-only`, `--messages N`; bench/retrieval.ts); `--embeddings` adds vector
 *      similarity with the in-repo fake embedding model.
 *
 *   8. the mixed workload (`bench/mixed.ts`): 200 sessions of 100 users on the built server for
 *      60 s: sign-in, socket, chat list, messages, contacts search, ask, post update, each session
 *      pausing about a second between calls (`--mixed-only`, `--mixed-duration 60`, `--clients 200`,
 *      `--users 100`, `--think-ms 1000`; `--think-ms 0` saturates the server).
 *
 *   8. many notification sockets (`bench/sockets.ts`): 1,000 sockets of 40 users on the built
 *      server: time to open them all, memory per socket, the API's p50/p99 while they are held with
 *      heartbeats, delivery p50/p99 of a notification to every socket of each user, sockets dropped
 *      (`--sockets-only`, `--sockets 1000`, `--socket-users 40`, `--hold 20`, `--rounds 1`).
 *
 *   9. each mixed-workload route's server cost, one request at a time (`bench/routeCost.ts`,
 *      `--cost-only`, `--cost-requests 200`, `--cost-users 20`, `--cost-statements`): CPU ms,
 *      database statements and their ms per request, figures that a loaded machine shifts less
 *      than the wall-clock p99s.
 *
 *   node --conditions=@rapport/source --import tsx bench/run.ts [--duration 10] [--rows 100000] [--batch 1000] [--csv-only]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { chats, jobs, messages } from '../src/db/schema.js';
import { demoMbox } from '../src/mailbox/demo.js';
import { IMAP_TEST_NETWORK } from '../src/mailbox/imap/testServer.js';
import { gmailSync } from './gmail.js';
import { imapBenchUnavailable, imapSync } from './imap.js';
import { cpuMeter, nextSyncEnd, postMbox, rssSampler } from './measure.js';
import { microsoftSync } from './microsoft.js';
import { mixedWorkload } from './mixed.js';
import { realMailBench } from './realMail.js';
import { retrievalBench } from './retrieval.js';
import { routeCost } from './routeCost.js';
import { socketsBench } from './sockets.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const DURATION_S = arg('duration', 10);
const ROWS = arg('rows', 100_000);
const CHATS = 1000;
const BATCH = arg('batch', 0);
/** `--csv-only`: skip the two HTTP load tests (for working on the import). */
const CSV_ONLY = process.argv.includes('--csv-only');
/** `--http-only`: only the HTTP load tests (for working on request speed). */
const HTTP_ONLY = process.argv.includes('--http-only');
/** `--mbox-only`: only the mailbox ingest (`--messages N`, default 50,000). */
const MBOX_ONLY = process.argv.includes('--mbox-only');
const MESSAGES = arg('messages', 50_000);
/** `--real-mail`: only the real-mail corpus beside demo mail and notmuch (bench/realMail.ts). */
const REAL_MAIL = process.argv.includes('--real-mail');
/** `--gmail-only`: only the Gmail sync through the fake Google (`--gmail-messages N`, default 3,000). */
const GMAIL_ONLY = process.argv.includes('--gmail-only');
const GMAIL_MESSAGES = arg('gmail-messages', 3000);
/** `--microsoft-only`: only the Microsoft 365 sync through the fake Microsoft (`--microsoft-messages N`, default 3,000). */
const MICROSOFT_ONLY = process.argv.includes('--microsoft-only');
const MICROSOFT_MESSAGES = arg('microsoft-messages', 3000);
/** `--imap-only`: only the IMAP first sync against dovecot (`--imap-messages N`, default 10,000). */
const IMAP_ONLY = process.argv.includes('--imap-only');
const IMAP_MESSAGES = arg('imap-messages', 10_000);
/** `--retrieval-only`: only Query Mode's retrieval over `--messages` demo emails (default 100,000). */
const RETRIEVAL_ONLY = process.argv.includes('--retrieval-only');
/** `--mixed-only`: only the mixed workload on the built server. */
const MIXED_ONLY = process.argv.includes('--mixed-only');
/** `--cost-only`: only each mixed-workload route's server cost, one request at a time (bench/routeCost.ts). */
const COST_ONLY = process.argv.includes('--cost-only');
/** `--sockets-only`: only the notification sockets on the built server. */
const SOCKETS_ONLY = process.argv.includes('--sockets-only');
const SOCKETS = {
  sockets: arg('sockets', 1000),
  users: arg('socket-users', 40),
  holdS: arg('hold', 20),
  rounds: arg('rounds', 1),
};
const MIXED = {
  durationS: arg('mixed-duration', 60),
  clients: arg('clients', 200),
  users: arg('users', 100),
  thinkMs: arg('think-ms', 1000),
};

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

interface Figures {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, options: Record<string, unknown>): Promise<Figures> {
  const result: AutocannonResult = await autocannon({ duration: DURATION_S, connections: 10, ...options });
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function csvOf(rows: number): Buffer {
  const lines = ['Email,First Name,Last Name,Company,Title,Phone,Notes'];
  const unique = Math.round(rows * 0.8);
  let bytes = lines[0]!.length + 1;
  for (let i = 0; i < rows; i++) {
    // 20% of rows repeat an earlier email with different case.
    const n = i < unique ? i : (i * 7919) % unique;
    const email = i < unique ? `person${n}@company${n % 997}.com` : `Person${n}@Company${n % 997}.COM`;
    const line = `${email},First${n},Last${n},Company ${n % 997},Title ${n % 13},+1 555 ${String(n).padStart(7, '0')},note ${n}`;
    if (bytes + line.length + 1 >= 10 * 1024 * 1024 - 1024) break;
    bytes += line.length + 1;
    lines.push(line);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function multipart(name: string, content: Buffer) {
  const boundary = '----rapport-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function main() {
  if (GMAIL_ONLY) {
    console.log(await gmailSync(GMAIL_MESSAGES));
    return;
  }
  if (MICROSOFT_ONLY) {
    console.log(await microsoftSync(MICROSOFT_MESSAGES));
    return;
  }
  if (RETRIEVAL_ONLY) {
    console.log(
      await retrievalBench(arg('messages', 100_000), { embeddings: process.argv.includes('--embeddings') }),
    );
    return;
  }
  if (SOCKETS_ONLY) {
    console.log(await socketsBench(SOCKETS));
    return;
  }
  if (COST_ONLY) {
    console.log(
      await routeCost(
        arg('cost-requests', 200),
        arg('cost-users', 20),
        process.argv.includes('--cost-statements'),
      ),
    );
    return;
  }
  if (MIXED_ONLY) {
    console.log(await mixedWorkload(MIXED));
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    RAPPORT_DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...IMAP_TEST_NETWORK,
  });
  // Production argon2 cost; account limits lifted so the load generator is not throttled.
  const app = await buildApp({
    config,
    globalRateLimitPerMinute: 0,
    limits: { signIn: { max: 1e9, windowMs: 1000 }, forgotPassword: { max: 1e9, windowMs: 1000 } },
    ...(BATCH > 0 ? { csvImport: { batchSize: BATCH } } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const driver = app.rapport.database.kind;
  const figures: Figures[] = [];
  let csvLine = '';
  let mboxLine = '';
  let gmailLine = '';
  let microsoftLine = '';
  let imapLine = '';
  let mixedLine = '';
  let socketsLine = '';
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password }),
    });
    const otp = /code is (\d{6})/.exec(app.rapport.mailer.outbox()?.[0]?.text ?? '')?.[1];
    const login = (await (
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      })
    ).json()) as { access_token: string; id: string };
    const auth = { authorization: `Bearer ${login.access_token}` };
    await fetch(`${base}/auth/verify-email`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ otp }),
    });

    // 1,000 chats with a message each, written in bulk.
    const { db } = app.rapport.database;
    const t0 = Date.now() - CHATS * 1000;
    const rows = await db
      .insert(chats)
      .values(
        Array.from({ length: CHATS }, (_, i) => ({
          userId: login.id,
          title: `Chat ${i}`,
          createdAt: new Date(t0 + i * 1000),
          lastActivityAt: new Date(t0 + i * 1000 + 500),
          lastMessageContent: `Message number ${i} about something`,
          lastMessageAt: new Date(t0 + i * 1000 + 500),
        })),
      )
      .returning({ id: chats.id });
    await db.insert(messages).values(
      rows.map((r, i) => ({
        userId: login.id,
        chatId: r.id,
        content: `Message number ${i} about something`,
        aiResponse: 'An answer',
        createdAt: new Date(t0 + i * 1000 + 500),
      })),
    );

    if (MBOX_ONLY) {
      mboxLine = await mboxIngest(app, base, auth, login.id);
      return;
    }
    if (REAL_MAIL) {
      const exclude = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--exclude' ? [a] : []));
      mboxLine = await realMailBench(app, base, auth, login.id, {
        messages: arg('real-mail-messages', 3000),
        exclude,
      });
      return;
    }
    if (IMAP_ONLY) {
      imapLine = await imapBench(app, base, auth, login.id);
      return;
    }
    if (!CSV_ONLY) {
      figures.push(
        await load('POST /api/auth/login', {
          url: `${base}/auth/login`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password }),
        }),
      );
      figures.push(
        await load(`GET /api/chat/user (${CHATS} chats)`, { url: `${base}/chat/user`, headers: auth }),
      );
    }

    if (HTTP_ONLY) return;
    // CSV import through the API and the csv.import job.
    const csv = csvOf(ROWS);
    const dataRows = csv.toString('utf8').split('\n').length - 2;
    const rss = rssSampler();
    const form = multipart('bench.csv', csv);
    // Timed as the user sees it: from sending the upload to the live notification that ends the
    // import (the socket pushes these same notifications), then to the one saying the new
    // contacts are searchable (the search.reindex job that follows).
    let importEnded: { at: number; type: string } | undefined;
    let searchable: number | undefined;
    let jobId: string | undefined;
    const settled = new Promise<void>((resolve) => {
      const stop = app.rapport.services.notifications.subscribe(login.id, (n) => {
        const ofJob = (n.data as { jobId?: string } | undefined)?.jobId;
        if (
          (n.type === 'CSV_PROCESSING_COMPLETE' || n.type === 'CSV_PROCESSING_ERROR') &&
          (!jobId || ofJob === jobId)
        )
          importEnded = { at: performance.now(), type: n.type };
        if (n.type === 'EMBEDDING_UPDATE_COMPLETE' && importEnded) {
          searchable = performance.now();
          stop();
          resolve();
        }
        if (n.type === 'CSV_PROCESSING_ERROR') {
          stop();
          resolve();
        }
      });
    });
    const started = performance.now();
    const upload = (await (
      await fetch(`${base}/csv/upload`, {
        method: 'POST',
        headers: { ...auth, 'content-type': form.contentType },
        body: form.payload,
      })
    ).json()) as { jobs: { jobId: string }[] };
    jobId = upload.jobs[0]?.jobId;
    if (!jobId) throw new Error(`upload failed: ${JSON.stringify(upload)}`);
    await settled;
    rss.stop();
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, login.id)));
    const result = job?.result ?? null;
    const seconds = ((importEnded?.at ?? performance.now()) - started) / 1000;
    const searchableLine = searchable
      ? `; searchable (contacts index built) after ${((searchable - started) / 1000).toFixed(2)} s`
      : '';
    csvLine =
      `CSV import (${(csv.length / 1024 / 1024).toFixed(1)} MB, ${dataRows} rows, 20% duplicates): ${job?.status} in ` +
      `${seconds.toFixed(2)} s = ${Math.round(dataRows / seconds)} rows/s; peak RSS ${rss.peakMb()} MB${searchableLine}; ` +
      `result ${JSON.stringify({ created: result?.created, updated: result?.updated, skipped: result?.skipped, errors: result?.errors })}`;
    if (!CSV_ONLY) {
      mboxLine = await mboxIngest(app, base, auth, login.id);
      gmailLine = await gmailSync(GMAIL_MESSAGES);
      microsoftLine = await microsoftSync(MICROSOFT_MESSAGES);
      imapLine = await imapBench(app, base, auth, login.id);
      mixedLine = await mixedWorkload(MIXED);
      socketsLine = await socketsBench(SOCKETS);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `\nRapport server benchmark — ${driver}, Node ${process.version}, ${DURATION_S} s per endpoint, 10 connections`,
    );
    console.table(figures);
    if (csvLine) console.log(csvLine);
    if (mboxLine) console.log(mboxLine);
    if (gmailLine) console.log(gmailLine);
    if (microsoftLine) console.log(microsoftLine);
    if (imapLine) console.log(imapLine);
    if (mixedLine) console.log(mixedLine);
    if (socketsLine) console.log(socketsLine);
  }
}

/**
 * An mbox archive of MESSAGES demo messages uploaded through POST /api/mailboxes/mbox and
 * imported by the mailbox.sync job, timed from the upload to EMAIL_SYNC_COMPLETE.
 */
async function mboxIngest(
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  auth: Record<string, string>,
  userId: string,
): Promise<string> {
  const archive = demoMbox(MESSAGES);
  const rss = rssSampler();
  const cpu = cpuMeter();
  const done = nextSyncEnd(app, userId);
  const started = performance.now();
  await postMbox(base, auth, archive, 'bench.mbox');
  const end = await done;
  const seconds = (performance.now() - started) / 1000;
  const used = cpu.stop();
  rss.stop();
  // CPU per 1,000 messages: steadier than msgs/s on a shared machine.
  const per1000 = (ms: number) => Math.round((ms * 1000) / MESSAGES);
  const mainCpu = used.mainMs === null ? '' : `main thread ${per1000(used.mainMs)} ms, `;
  return (
    `mbox ingest (${(archive.length / 1024 / 1024).toFixed(1)} MB, ${MESSAGES} messages): ${end.type} in ${seconds.toFixed(1)} s = ` +
    `${Math.round(MESSAGES / seconds)} msgs/s; CPU per 1,000 messages: ${mainCpu}process ${per1000(used.processMs)} ms; ` +
    `peak RSS ${rss.peakMb()} MB; ${JSON.stringify(end.data)}`
  );
}

/** The IMAP first sync, or the reason it was skipped. */
async function imapBench(
  app: Awaited<ReturnType<typeof buildApp>>,
  base: string,
  auth: Record<string, string>,
  userId: string,
): Promise<string> {
  const unavailable = imapBenchUnavailable();
  if (unavailable) return `IMAP first sync: skipped, ${unavailable}`;
  return imapSync(app, base, auth, userId, IMAP_MESSAGES);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
