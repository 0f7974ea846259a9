/**
 * The mixed workload (issue 12, "Load, measured"): the built server as `npm start` runs it
 * (dist/main.js, pg-boss jobs, PGlite or DATABASE_URL), in its own process, and CLIENTS sessions
 * of USERS people at once for DURATION_S seconds. Each session signs in, keeps its notification
 * socket connected, and then lists its chats, reads a chat's messages, searches its contacts, asks
 * the assistant and posts updates, pausing between calls as a person does (THINK_MS on average,
 * drawn between half and one and a half times it; 0: back to back, which saturates the server and
 * measures its throughput rather than what a person waits). Reports throughput, p50/p99 per route,
 * errors (any non-2xx, network error or socket dropped) and the server's peak RSS, and how long a
 * post update waits for its processing (from sending the POST to POST_UPDATE_COMPLETE on the
 * session's socket).
 *
 *   npm run bench -- --mixed-only [--mixed-duration 60] [--clients 200] [--users 100] [--think-ms 1000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  call,
  PASSWORD,
  peakRssMb,
  percentile,
  signUpVerified,
  startServer,
  stopServer,
} from './builtServer.js';

export interface MixedOptions {
  durationS: number;
  clients: number;
  users: number;
  /** Mean pause between a session's calls, in ms; 0 for back to back. */
  thinkMs: number;
}

const CHATS_PER_USER = 20;
const CONTACTS_PER_USER = 300;
export const SEARCH_WORDS = ['acme', 'person', 'title', 'first1', 'company 7', 'note', 'ceo', 'last2'];

/** The wait for a post update's processing, reported beside the routes. */
const PROCESSED = 'post update processed';

/** What a session does after signing in, with its share of the calls. */
const ACTIONS: [name: string, weight: number][] = [
  ['GET /api/chat/user', 30],
  ['GET /api/chat/{id}/messages', 25],
  ['GET /api/contacts?query=', 25],
  ['POST /api/chat/ask', 10],
  ['POST /api/post-updates', 10],
];

interface Session {
  email: string;
  token: string;
  chatIds: string[];
}

class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly examples: string[] = [];
  /** Post updates still waiting for their processing when the run ended (not errors). */
  unprocessed = 0;

  record(route: string, ms: number, error?: string) {
    if (error) {
      this.errors.set(route, (this.errors.get(route) ?? 0) + 1);
      if (this.examples.length < 5) this.examples.push(`${route}: ${error}`);
    } else {
      const list = this.latencies.get(route) ?? [];
      list.push(ms);
      this.latencies.set(route, list);
    }
  }
}

function contactsCsv(user: number): string {
  const lines = ['Email,First Name,Last Name,Company,Title,Notes'];
  for (let i = 0; i < CONTACTS_PER_USER; i++)
    lines.push(
      `person${i}.u${user}@company${i % 37}.com,First${i},Last${i},Company ${i % 37},Title ${i % 9},note ${i} acme ceo`,
    );
  return `${lines.join('\n')}\n`;
}

/** A verified user with chats (each with a message) and imported contacts. */
export async function createUser(base: string, n: number): Promise<Session> {
  const email = `mixed.${n}.${Date.now().toString(36)}@bench.example.com`;
  const token = await signUpVerified(base, email, `User${n}`);
  const chatIds: string[] = [];
  for (let i = 0; i < CHATS_PER_USER; i++) {
    const chat = await call(base, 'POST', '/chat/create', token, { title: `Chat ${i}` });
    await call(base, 'POST', `/chat/${chat.id}/message`, token, {
      content: `Met person${i} from Company ${i}`,
    });
    chatIds.push(chat.id);
  }
  const boundary = '----rapport-mixed';
  const res = await fetch(`${base}/csv/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body:
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="contacts.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${contactsCsv(n)}\r\n--${boundary}--\r\n`,
  });
  const upload = (await res.json()) as { jobs?: { jobId: string }[] };
  const jobId = upload.jobs?.[0]?.jobId;
  for (let i = 0; jobId && i < 600; i++) {
    const job = await call(base, 'GET', `/jobs/${jobId}`, token);
    if (job.status === 'completed' || job.status === 'error') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { email, token, chatIds };
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function pickAction(): string {
  const total = ACTIONS.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [name, weight] of ACTIONS) {
    r -= weight;
    if (r < 0) return name;
  }
  return ACTIONS[0]?.[0] ?? '';
}

async function timed(recorder: Recorder, route: string, work: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await work();
    recorder.record(route, performance.now() - started);
  } catch (e) {
    recorder.record(route, 0, e instanceof Error ? e.message : String(e));
  }
}

/** One person's session: sign in, socket up, then calls with a pause of about `thinkMs` until `until`. */
async function session(
  base: string,
  user: Session,
  until: number,
  startDelayMs: number,
  thinkMs: number,
  recorder: Recorder,
) {
  await new Promise((r) => setTimeout(r, startDelayMs));
  let token = user.token;
  await timed(recorder, 'POST /api/auth/login', async () => {
    token = (await call(base, 'POST', '/auth/login', undefined, { email: user.email, password: PASSWORD }))
      .access_token;
  });
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/notifications?token=${token}`);
  let socketOpen = false;
  let closing = false;
  const dialled = performance.now();
  // This session's post updates by id: when each was sent, and completions seen before its answer.
  const posted = new Map<string, number>();
  const completed = new Map<string, number>();
  socket.on('message', (raw) => {
    const n = JSON.parse(String(raw)) as { type?: string; data?: { postUpdateId?: string } };
    const id = n.data?.postUpdateId;
    if (n.type !== 'POST_UPDATE_COMPLETE' || !id) return;
    const sent = posted.get(id);
    if (sent === undefined) completed.set(id, performance.now());
    else {
      posted.delete(id);
      recorder.record(PROCESSED, performance.now() - sent);
    }
  });
  socket.on('open', () => {
    socketOpen = true;
    recorder.record('socket connected', performance.now() - dialled);
  });
  socket.on('error', (e) => {
    if (!closing) recorder.record('socket connected', 0, e.message);
  });
  socket.on('close', (code) => {
    if (!closing) recorder.record('socket connected', 0, `closed ${code} during the run`);
  });
  while (performance.now() < until) {
    if (thinkMs > 0) {
      const pause = thinkMs * (0.5 + Math.random());
      if (performance.now() + pause >= until) break;
      await new Promise((r) => setTimeout(r, pause));
    }
    const action = pickAction();
    await timed(recorder, action, () => {
      switch (action) {
        case 'GET /api/chat/user':
          return call(base, 'GET', '/chat/user', token);
        case 'GET /api/chat/{id}/messages':
          return call(base, 'GET', `/chat/${pick(user.chatIds)}/messages`, token);
        case 'GET /api/contacts?query=':
          return call(
            base,
            'GET',
            `/contacts?query=${encodeURIComponent(pick(SEARCH_WORDS))}&limit=20`,
            token,
          );
        case 'POST /api/chat/ask':
          return call(base, 'POST', '/chat/ask', token, {
            question: `Who is ${pick(SEARCH_WORDS)}?`,
            chatHistory: [],
          });
        default: {
          const sent = performance.now();
          return call(base, 'POST', '/post-updates', token, {
            description: `Met ${pick(SEARCH_WORDS)}, wants a demo`,
          }).then((update: { id: string }) => {
            const at = completed.get(update.id);
            if (at === undefined) posted.set(update.id, sent);
            else recorder.record(PROCESSED, at - sent);
          });
        }
      }
    });
  }
  // Updates still waiting when the run ends: counted, not timed.
  recorder.unprocessed += posted.size;
  closing = true;
  if (!socketOpen) recorder.record('socket connected', 0, 'never opened');
  socket.close();
}

export async function mixedWorkload(options: MixedOptions): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-mixed-'));
  const { child, base } = await startServer(dataDir);
  try {
    const setupStarted = performance.now();
    const users: Session[] = [];
    // Made a few at a time: sign-up and sign-in pay the real argon2id cost.
    for (let i = 0; i < options.users; i += 4)
      users.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(4, options.users - i) }, (_, k) => createUser(base, i + k)),
        )),
      );
    // The imports' index jobs finish before the clock starts.
    await new Promise((r) => setTimeout(r, 5000));
    const setupS = (performance.now() - setupStarted) / 1000;
    const recorder = new Recorder();
    const started = performance.now();
    const until = started + options.durationS * 1000;
    // Sessions arrive over the first 5 s rather than all in one instant.
    await Promise.all(
      Array.from({ length: options.clients }, (_, i) =>
        session(
          base,
          users[i % users.length] as Session,
          until,
          (i / options.clients) * 5000,
          options.thinkMs,
          recorder,
        ),
      ),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const rows = [...new Set([...recorder.latencies.keys(), ...recorder.errors.keys()])].map((route) => {
      const sorted = (recorder.latencies.get(route) ?? []).sort((a, b) => a - b);
      const isSocket = route === 'socket connected' || route === PROCESSED;
      // For the socket: how long it took to open.
      return {
        route,
        requests: sorted.length + (recorder.errors.get(route) ?? 0),
        'req/s': isSocket ? '' : Math.round(sorted.length / elapsedS),
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        errors: recorder.errors.get(route) ?? 0,
      };
    });
    const total = rows
      .filter((r) => r.route !== 'socket connected' && r.route !== PROCESSED)
      .reduce((sum, r) => sum + r.requests, 0);
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    console.log(
      `\nMixed workload — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${options.clients} sessions of ` +
        `${options.users} users for ${options.durationS} s, ` +
        `${options.thinkMs > 0 ? `about ${options.thinkMs} ms between a session's calls` : 'calls back to back'} ` +
        `(set-up ${setupS.toFixed(0)} s)`,
    );
    console.table(rows);
    const rss = peakRssMb(child.pid);
    const summary =
      `mixed workload: ${total} requests in ${elapsedS.toFixed(1)} s = ${Math.round(total / elapsedS)} req/s, ` +
      `${errors} errors, server peak RSS ${rss ?? '?'} MB; ` +
      `${recorder.unprocessed} post updates still waiting for their processing at the end`;
    for (const example of recorder.examples) console.log(`  error: ${example}`);
    return summary;
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
