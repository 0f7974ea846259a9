/** What the in-process benches measure alike: this process's peak RSS, and the end of a sync. */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { buildApp } from '../src/app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Samples this process's RSS every `everyMs` until `stop()`; `peakMb()` is the highest seen. */
export function rssSampler(everyMs = 20) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, everyMs);
  return {
    stop: () => clearInterval(timer),
    peakMb: () => Math.round(peak / 1024 / 1024),
  };
}

/**
 * Uploads an mbox archive through POST /api/mailboxes/mbox as the browser does; throws unless it
 * answers 202. Sent with node:http, the body written to the socket as it is: the client runs on the
 * server's main thread here, and `fetch` (undici) copied a 9 MB body chunk by chunk through a web
 * stream, CPU a browser does not take from the server (a CPU profile of the real-mail bench: about
 * a tenth of the main thread's time during the import).
 */
export async function postMbox(
  base: string,
  auth: Record<string, string>,
  archive: Buffer,
  fileName: string,
) {
  const boundary = '----rapport-bench-mbox';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${base}/mailboxes/mbox`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + archive.length + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(archive);
    req.end(tail);
  });
  if (status !== 202) throw new Error(`upload: ${status} ${text}`);
}

/** The user's next EMAIL_SYNC_COMPLETE or EMAIL_SYNC_ERROR notification. */
export function nextSyncEnd(app: App, userId: string): Promise<{ type: string; data?: unknown }> {
  return new Promise((resolve) => {
    const stop = app.rapport.services.notifications.subscribe(userId, (n) => {
      if (n.type === 'EMAIL_SYNC_COMPLETE' || n.type === 'EMAIL_SYNC_ERROR') {
        stop();
        resolve(n);
      }
    });
  });
}

/** CPU ms of one thread of this process (Linux `/proc`: utime + stime in clock ticks); null elsewhere. */
function threadCpuMs(tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU spent from now to `stop()`: the main thread's (where PGlite and the sync run; Linux only,
 * else null) and the whole process's (every thread: the parse worker, GC, libuv's pool).
 */
export function cpuMeter() {
  const mainStart = threadCpuMs(process.pid);
  const processStart = process.cpuUsage();
  return {
    stop(): { mainMs: number | null; processMs: number } {
      const mainEnd = threadCpuMs(process.pid);
      const used = process.cpuUsage(processStart);
      return {
        mainMs: mainStart === null || mainEnd === null ? null : Math.round(mainEnd - mainStart),
        processMs: Math.round((used.user + used.system) / 1000),
      };
    },
  };
}
