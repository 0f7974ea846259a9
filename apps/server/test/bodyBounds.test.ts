/**
 * Requests cannot hold the server (issue 22): a body declared over the route's limit is refused
 * from its headers at once, and an upload that stops sending is cut after UPLOAD_IDLE_TIMEOUT_MS.
 * Raw sockets, since a client library would not send a lying Content-Length or stall.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer, type TestUser } from './helpers.js';

const IDLE_MS = 400;
let server: TestServer;
let port: number;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  ada = await createUser(server.app);
});
afterAll(async () => server?.close());

/** Sends `head` (and `body`), then waits: what came back and when the server closed. */
async function raw(
  head: string,
  body = '',
): Promise<{ text: string; closedAfterMs: number; socket: Socket }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = Date.now();
  let text = '';
  socket.on('data', (d) => {
    text += d.toString();
  });
  socket.write(head + body);
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    setTimeout(() => resolve(), 10_000);
  });
  return { text, closedAfterMs: Date.now() - started, socket };
}

const headers = (path: string, length: number) =>
  [
    `POST /api${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${ada.accessToken}`,
    'Content-Type: multipart/form-data; boundary=b0undary',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

const partStart = (field: string) =>
  `--b0undary\r\nContent-Disposition: form-data; name="${field}"; filename="a"\r\n\r\nFrom a@b`;

describe('bounded requests', () => {
  it('answers 413 to a declared 3 GB archive from the headers alone, and closes', async () => {
    const { text, closedAfterMs } = await raw(headers('/mailboxes/mbox', 3 * 1024 ** 3));
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain('The archive is larger than 2 GB, the most one upload may be.');
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('answers 413 to a CSV upload declared over its limit', async () => {
    const { text } = await raw(headers('/csv/upload', 500 * 1024 ** 2));
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain('at most 20 files, each smaller than 10MB');
  });

  it.each([
    ['/mailboxes/mbox', 'file'],
    ['/csv/upload', 'files'],
  ])('cuts %s when the body stalls for UPLOAD_IDLE_TIMEOUT_MS', async (path, field) => {
    const { closedAfterMs, text } = await raw(headers(path, 100_000_000), partStart(field));
    expect(text).toBe('');
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('cuts a stalled body the server already answered (an unknown field) instead of draining it forever', async () => {
    const { closedAfterMs, text } = await raw(headers('/csv/upload', 100_000_000), partStart('other'));
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('leaves a request without a body alone however long the answer takes', async () => {
    const started = Date.now();
    const res = await ada.api('GET', '/profile');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
