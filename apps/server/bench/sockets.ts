/**
 * Many notification sockets at once (issue 12, "Load, measured"): the built server as `npm start`
 * runs it (dist/main.js, PGlite or DATABASE_URL), in its own process. USERS verified users (each
 * signs in once: the sign-in limits allow no more), SOCKETS sockets spread over them
 * (`/api/ws/notifications?token=`, several per user, as tabs and devices are). Measures:
 *   - opening: every socket dialled at once, until each has its `connection_established`;
 *   - holding them HOLD_S seconds, each sending a `heartbeat` every 10 s (as the SDK does), while
 *     one client calls `GET /api/chat/user` back to back: the API's p50/p99 under the sockets;
 *   - ROUNDS broadcasts: a post update per user, all at once; the delivery latency of its
 *     POST_UPDATE_START to every socket of its user (from the request sent to the socket's
 *     message: the job's pickup and the notification's fan-out);
 *   - sockets dropped (closed by the server during the run) or never opened, missed notifications,
 *     and the server's memory: RSS before and after the sockets (per socket) and peak RSS (VmHWM).
 *
 *   npm run bench -- --sockets-only [--sockets 1000] [--socket-users 40] [--hold 20] [--rounds 1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  call,
  peakRssMb,
  percentile,
  rssMb,
  signUpVerified,
  startServer,
  stopServer,
} from './builtServer.js';

export interface SocketsOptions {
  sockets: number;
  users: number;
  /** Seconds the sockets are held, with heartbeats, while the API is probed. */
  holdS: number;
  /** Broadcasts of one post update per user. */
  rounds: number;
}

const HEARTBEAT_INTERVAL_MS = 10_000;
const OPEN_TIMEOUT_MS = 60_000;
/** A post update job per user, a few at a time: the last user's waits for most of the others. */
const DELIVERY_TIMEOUT_MS = 90_000;

interface Notice {
  type?: string;
  createdAt?: string;
  data?: { postUpdateId?: string };
}

/** A notification's arrival at one socket: when, and how long after the server created it. */
interface Arrival {
  at: number;
  latencyMs: number;
}

/** One socket of one user: when it opened, what it received, whether the server dropped it. */
class BenchSocket {
  readonly ws: WebSocket;
  openedMs: number | undefined;
  dropped = false;
  failed: string | undefined;
  pongs = 0;
  closing = false;
  private readonly waiting = new Map<string, (arrival: Arrival) => void>();
  private readonly arrived = new Map<string, Arrival>();
  readonly opened: Promise<void>;

  constructor(
    url: string,
    readonly user: number,
    dialledAt: number,
  ) {
    this.ws = new WebSocket(url);
    this.opened = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.failed ??= 'not open within 60 s';
        resolve();
      }, OPEN_TIMEOUT_MS);
      this.ws.on('message', (raw) => {
        const at = performance.now();
        let message: Notice;
        try {
          message = JSON.parse(String(raw)) as Notice;
        } catch {
          return;
        }
        if (message.type === 'connection_established') {
          this.openedMs = at - dialledAt;
          clearTimeout(timer);
          resolve();
        } else if (message.type === 'heartbeat') this.pongs++;
        else if (message.type === 'POST_UPDATE_START' && message.data?.postUpdateId) {
          // Server and bench share the machine's clock: the notification's own stamp is when it was sent.
          const arrival = { at, latencyMs: Date.now() - Date.parse(message.createdAt ?? '') };
          this.arrived.set(message.data.postUpdateId, arrival);
          this.waiting.get(message.data.postUpdateId)?.(arrival);
        }
      });
      this.ws.on('error', (e) => {
        this.failed ??= e.message;
        clearTimeout(timer);
        resolve();
      });
      this.ws.on('close', (code) => {
        if (this.openedMs === undefined) this.failed ??= `closed ${code} before it opened`;
        else if (!this.closing) this.dropped = true;
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** When the POST_UPDATE_START of `postUpdateId` arrived, or undefined if not within the timeout. */
  delivered(postUpdateId: string): Promise<Arrival | undefined> {
    const already = this.arrived.get(postUpdateId);
    if (already !== undefined) return Promise.resolve(already);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), DELIVERY_TIMEOUT_MS);
      this.waiting.set(postUpdateId, (arrival) => {
        clearTimeout(timer);
        resolve(arrival);
      });
    });
  }
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
};

export async function socketsBench(options: SocketsOptions): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-sockets-'));
  const { child, base } = await startServer(dataDir);
  const sockets: BenchSocket[] = [];
  try {
    const setupStarted = performance.now();
    const tokens: string[] = [];
    const stamp = Date.now().toString(36);
    // A few at a time: sign-up and sign-in pay the real argon2id cost.
    for (let i = 0; i < options.users; i += 4)
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(4, options.users - i) }, (_, k) =>
            signUpVerified(base, `sockets.${i + k}.${stamp}@bench.example.com`, `Sockets${i + k}`),
          ),
        )),
      );
    const setupS = (performance.now() - setupStarted) / 1000;
    const rssBefore = rssMb(child.pid);

    // Every socket dialled at once.
    const wsBase = `${base.replace(/^http/, 'ws')}/ws/notifications?token=`;
    const openStarted = performance.now();
    for (let i = 0; i < options.sockets; i++) {
      const user = i % tokens.length;
      sockets.push(new BenchSocket(`${wsBase}${tokens[user]}`, user, openStarted));
    }
    await Promise.all(sockets.map((s) => s.opened));
    const open = sockets.filter((s) => s.openedMs !== undefined);
    const openAllS = Math.max(0, ...open.map((s) => s.openedMs ?? 0)) / 1000;
    const openTimes = ms(open.map((s) => s.openedMs ?? 0));
    const rssOpen = rssMb(child.pid);

    // Held with heartbeats while one client calls the API back to back.
    const holdUntil = performance.now() + options.holdS * 1000;
    const beat = () => {
      for (const s of open) if (s.ws.readyState === WebSocket.OPEN) s.ws.send('{"type":"heartbeat"}');
    };
    beat();
    const beats = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    const api: number[] = [];
    let apiErrors = 0;
    while (performance.now() < holdUntil) {
      const started = performance.now();
      try {
        await call(base, 'GET', '/chat/user', tokens[0]);
        api.push(performance.now() - started);
      } catch {
        apiErrors++;
      }
    }
    clearInterval(beats);
    const apiTimes = ms(api);

    // Broadcasts: a post update per user, all at once; its first notification to each of its
    // sockets. Delivery is from the notification's creation to the socket (the fan-out); the
    // round's time is from the requests to the last socket (post update jobs run one at a time).
    const delivery: number[] = [];
    const endToEnd: number[] = [];
    const roundsS: string[] = [];
    let missed = 0;
    for (let round = 0; round < options.rounds; round++) {
      const roundStarted = performance.now();
      await Promise.all(
        tokens.map(async (token, user) => {
          const sent = performance.now();
          const update = (await call(base, 'POST', '/post-updates', token, {
            description: `Round ${round}: met Ana Lima from Rio Labs, wants a demo`,
          })) as { id: string };
          const arrivals = await Promise.all(
            open.filter((s) => s.user === user).map((s) => s.delivered(update.id)),
          );
          for (const arrival of arrivals) {
            if (arrival === undefined) missed++;
            else {
              delivery.push(arrival.latencyMs);
              endToEnd.push(arrival.at - sent);
            }
          }
        }),
      );
      roundsS.push(((performance.now() - roundStarted) / 1000).toFixed(1));
    }
    const deliveryTimes = ms(delivery);
    const endToEndTimes = ms(endToEnd);
    const dropped = sockets.filter((s) => s.dropped).length;
    const neverOpened = sockets.length - open.length;
    const pongs = open.reduce((sum, s) => sum + s.pongs, 0);
    const peak = peakRssMb(child.pid);
    // The sign-ups' argon2id memory may be handed back while the sockets open: then RSS says nothing.
    const grewKb = rssBefore !== undefined && rssOpen !== undefined ? (rssOpen - rssBefore) * 1024 : -1;
    const perSocket =
      grewKb >= 0 && open.length > 0
        ? `${Math.round(grewKb / open.length)} KB a socket`
        : 'RSS fell: not measured';
    const failures = [...new Set(sockets.flatMap((s) => (s.failed && !s.openedMs ? [s.failed] : [])))];

    console.log(
      `\nNotification sockets — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${options.sockets} sockets ` +
        `of ${options.users} users, held ${options.holdS} s, ${options.rounds} broadcast(s) (set-up ${setupS.toFixed(0)} s)`,
    );
    console.table([
      {
        measure: 'socket open (dial → connection_established)',
        'p50 ms': openTimes.p50,
        'p99 ms': openTimes.p99,
      },
      {
        measure: `GET /api/chat/user while held (${api.length} calls)`,
        'p50 ms': apiTimes.p50,
        'p99 ms': apiTimes.p99,
      },
      {
        measure: `POST_UPDATE_START created → socket (${delivery.length} deliveries)`,
        'p50 ms': deliveryTimes.p50,
        'p99 ms': deliveryTimes.p99,
      },
      {
        measure: 'POST /api/post-updates sent → socket (the job queue included)',
        'p50 ms': endToEndTimes.p50,
        'p99 ms': endToEndTimes.p99,
      },
    ]);
    for (const failure of failures.slice(0, 5)) console.log(`  socket failure: ${failure}`);
    return (
      `sockets: ${open.length}/${options.sockets} open in ${openAllS.toFixed(2)} s, ${neverOpened} never opened, ` +
      `${dropped} dropped, ${missed} notifications missed (rounds took ${roundsS.join(', ')} s), ` +
      `${pongs} heartbeats answered, API errors ${apiErrors}; ` +
      `server RSS ${rssBefore ?? '?'} MB → ${rssOpen ?? '?'} MB with the sockets ` +
      `(${perSocket}), peak RSS ${peak ?? '?'} MB`
    );
  } finally {
    for (const s of sockets) {
      s.closing = true;
      s.ws.terminate();
    }
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
