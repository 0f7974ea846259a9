/**
 * SIGTERM as a deployment sends it: the server stops taking requests, lets the one in flight
 * finish, closes notification sockets with 1001 (clients reconnect to the next instance), ends
 * the running job after its current batch, and exits 0; the next start finishes the job.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoMbox } from '../src/mailbox/demo.js';
import { freePort, json, type Run, signUp, startServer, until } from './serverProcess.js';

const temp = mkdtempSync(join(tmpdir(), 'rapport-shutdown-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const MESSAGES = 2000;

/** Uploads `bytes` as an mbox, slowly: `onStarted` runs once the first chunk is on the wire. */
function slowUpload(
  port: number,
  token: string,
  bytes: Buffer,
  onStarted: () => void,
): Promise<{ status: number; body: string }> {
  const boundary = '----rapport-shutdown';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.mbox"\r\nContent-Type: application/mbox\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/mailboxes/mbox',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes.length + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const chunks = 10;
    const size = Math.ceil(bytes.length / chunks);
    let i = 0;
    const next = () => {
      if (i === chunks) {
        req.end(tail);
        return;
      }
      req.write(bytes.subarray(i * size, (i + 1) * size));
      // The server is reading the body by the second chunk: the request is in flight.
      if (i === 1) onStarted();
      i++;
      setTimeout(next, 100);
    };
    req.on('socket', (socket) => socket.once('connect', () => req.write(head, next)));
  });
}

it('on SIGTERM finishes the request in flight, closes sockets with 1001, exits 0; the job finishes at the next start', async () => {
  const dataDir = join(temp, 'data');
  const port = await freePort();
  const env = { PORT: String(port), RAPPORT_DATA_DIR: dataDir, MAILBOX_SYNC_INTERVAL_MIN: '0' };
  let run: Run = startServer(env, { embedded: true });
  try {
    await until(run, /press Ctrl\+C/);
    const { api, token } = await signUp(`http://127.0.0.1:${port}/api`);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws/notifications?token=${token}`);
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const upload = slowUpload(port, token, demoMbox(MESSAGES), () => run.child.kill('SIGTERM'));
    const answer = await upload.catch((e) => {
      throw new Error(`${e}; server printed:\n${run.output()}`);
    });
    expect(answer.status, answer.body).toBe(202);
    expect(await closed).toBe(1001);
    expect(await run.exited).toBe(0);

    run = startServer(env, { embedded: true });
    await until(run, /press Ctrl\+C/);
    const deadline = Date.now() + 90_000;
    let mailbox: { status: string; processed: number } | undefined;
    while (Date.now() < deadline) {
      [mailbox] = (
        await json<{ items: { status: string; processed: number }[] }>(await api('/mailboxes'))
      ).items;
      if (mailbox?.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(mailbox).toMatchObject({ status: 'completed', processed: MESSAGES });
    expect((await json<{ total: number }>(await api('/emails?limit=1'))).total).toBe(MESSAGES);
  } finally {
    run.child.kill('SIGKILL');
    await run.exited;
  }
}, 180_000);
