import type { AddressInfo } from 'node:net';
import type { Notification } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let base: string;
let alice: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/ws/notifications`;
  alice = await createUser(server.app);
});
afterAll(async () => server?.close());

interface Client {
  ws: WebSocket;
  messages: Notification[];
  closed: Promise<{ code: number; reason: string }>;
  waitFor(pred: (m: Notification) => boolean, timeoutMs?: number): Promise<Notification>;
}

function connect(query: string): Promise<Client> {
  const ws = new WebSocket(`${base}?${query}`);
  const messages: Notification[] = [];
  const waiters: { pred: (m: Notification) => boolean; resolve: (m: Notification) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Notification;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: Client = {
    ws,
    messages,
    closed,
    waitFor(pred, timeoutMs = 15_000) {
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          pred,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

function multipart(files: { name: string; content: string | Buffer; type?: string }[]) {
  const boundary = '----rapport-boundary-7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the notification socket', () => {
  it('closes with 4003 and reason "403" on a bad or expired token', async () => {
    const bad = await connect('token=nonsense');
    expect(await bad.closed).toEqual({ code: 4003, reason: '403' });
    const none = await connect('');
    expect((await none.closed).code).toBe(4003);
  });

  it('greets with connection_established and answers heartbeats', async () => {
    const c = await connect(`token=${alice.accessToken}`);
    const first = await c.waitFor(() => true);
    expect(first.type).toBe('connection_established');
    c.ws.send(JSON.stringify({ type: 'heartbeat' }));
    const beat = await c.waitFor((m) => m.type === 'heartbeat');
    expect(typeof beat.message).toBe('string');
    c.ws.close(1000);
  });

  it("delivers a user's notifications to all of their sockets and to no one else's", async () => {
    const bob = await createUser(server.app);
    const tab1 = await connect(`token=${alice.accessToken}`);
    const tab2 = await connect(`token=${alice.accessToken}`);
    const bobs = await connect(`token=${bob.accessToken}`);
    await Promise.all([tab1, tab2, bobs].map((c) => c.waitFor((m) => m.type === 'connection_established')));
    const p = expectRoute(
      'postUpdates.create',
      await alice.api('POST', '/post-updates', { description: 'Met Ann Lee at Acme' }),
      201,
    );
    for (const tab of [tab1, tab2]) {
      const done = await tab.waitFor((m) => m.type === 'POST_UPDATE_COMPLETE');
      expect(done.data?.postUpdateId).toBe(p.id);
      expect(done.id).toMatch(/^\d+$/);
      expect(Date.parse(done.createdAt ?? '')).not.toBeNaN();
    }
    await server.app.rapport.jobs.idle();
    expect(bobs.messages.map((m) => m.type)).toEqual(['connection_established']);
    for (const c of [tab1, tab2, bobs]) c.ws.close(1000);
  });

  it('replays what was missed after `since` on reconnect', async () => {
    const u = await createUser(server.app);
    const first = await connect(`token=${u.accessToken}`);
    await first.waitFor((m) => m.type === 'connection_established');
    await u.api('POST', '/post-updates', { description: 'first update about Globex' });
    const seen = await first.waitFor((m) => m.type === 'POST_UPDATE_COMPLETE');
    first.ws.close(1000);
    await first.closed;
    // While disconnected:
    await u.api('POST', '/post-updates', { description: 'second update about Initech' });
    await server.app.rapport.jobs.idle();
    const again = await connect(`token=${u.accessToken}&since=${seen.id}`);
    await again.waitFor((m) => m.type === 'POST_UPDATE_COMPLETE');
    const replayed = again.messages.filter((m) => m.type !== 'connection_established');
    expect(replayed.map((m) => m.type)).toEqual(['POST_UPDATE_START', 'POST_UPDATE_COMPLETE']);
    expect(replayed.every((m) => Number(m.id) > Number(seen.id))).toBe(true);
    again.ws.close(1000);
  });
});

describe('CSV upload, end to end', () => {
  it('answers at once with job ids, imports in a job, and reports start, progress and completion', async () => {
    const u = await createUser(server.app);
    const socket = await connect(`token=${u.accessToken}`);
    await socket.waitFor((m) => m.type === 'connection_established');
    const csv = [
      'Email;First Name;Last Name;Company;Favourite colour',
      'ann@acme.com;Ann;Lee;Acme;green',
      'ANN@acme.com ;Ann;Lee;Acme;green',
      'bob@globex.com;Bob;Stone;Globex;',
      'not-an-email;Bad;Row;X;',
    ].join('\r\n');
    const form = multipart([{ name: 'people.csv', content: `\uFEFF${csv}` }]);
    const res = await u.api('POST', '/csv/upload', form.payload, form.headers);
    const body = expectRoute('csv.upload', res, 202);
    expect(body.jobs).toHaveLength(1);
    const jobId = body.jobs[0]!.jobId;
    expect(body.jobs[0]!.fileName).toBe('people.csv');
    const done = await socket.waitFor((m) => m.type === 'CSV_PROCESSING_COMPLETE' && m.data?.jobId === jobId);
    expect(done.data).toMatchObject({ created: 2, errors: 1 });
    const types = socket.messages.filter((m) => m.data?.jobId === jobId).map((m) => m.type);
    expect(types[0]).toBe('CSV_PROCESSING_START');
    expect(types).toContain('CSV_PROCESSING_PROGRESS');
    expect(types.at(-1)).toBe('CSV_PROCESSING_COMPLETE');
    // Then the search refresh tells the user the data can be queried.
    await socket.waitFor((m) => m.type === 'EMBEDDING_UPDATE_COMPLETE');
    const job = expectRoute('jobs.get', await u.api('GET', `/jobs/${jobId}`));
    expect(job).toMatchObject({ kind: 'csv.import', status: 'completed' });
    const errorsCsv = await u.api('GET', `/jobs/${jobId}/errors.csv`);
    expect(errorsCsv.headers['content-type']).toMatch(/text\/csv/);
    expect(errorsCsv.body.split(/\r?\n/)[0]).toBe('row,reason');
    expect(errorsCsv.body).toMatch(/^5,/m);
    const page = expectRoute('contacts.list', await u.api('GET', '/contacts'));
    expect(page.items.map((c) => c.email).sort()).toEqual(['ann@acme.com', 'bob@globex.com']);
    const ann = page.items.find((c) => c.email === 'ann@acme.com')!;
    expect(ann.customFields).toEqual({ 'Favourite colour': 'green' });
    expect(expectRoute('contacts.get', await u.api('GET', `/contacts/${ann.id}`)).fullName).toBe('Ann Lee');
    // Re-importing the same file changes nothing.
    const again = expectRoute(
      'csv.upload',
      await u.api('POST', '/csv/upload', form.payload, form.headers),
      202,
    );
    const second = await socket.waitFor(
      (m) => m.type === 'CSV_PROCESSING_COMPLETE' && m.data?.jobId === again.jobs[0]!.jobId,
    );
    expect(second.data).toMatchObject({ created: 0, updated: 0 });
    expect(expectRoute('contacts.list', await u.api('GET', '/contacts')).items).toHaveLength(2);
    socket.ws.close(1000);
  });

  it('takes several files in one request, one job each', async () => {
    const u = await createUser(server.app);
    const form = multipart([
      { name: 'a.csv', content: 'email\na@x.io\n' },
      { name: 'b.csv', content: 'email,company\nb@y.io,Y\n' },
    ]);
    const body = expectRoute(
      'csv.upload',
      await u.api('POST', '/csv/upload', form.payload, form.headers),
      202,
    );
    expect(body.jobs.map((j) => j.fileName)).toEqual(['a.csv', 'b.csv']);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('contacts.list', await u.api('GET', '/contacts')).items).toHaveLength(2);
  });

  it('imports the uploaded bytes unchanged: a Latin-1 file and a UTF-8 file with BOM keep their accents', async () => {
    const u = await createUser(server.app);
    const latin1 = Buffer.from('email,name,company\nzoe@x.io,Zoé Müller,Crème\n', 'latin1');
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('email;name;company\r\nrene@y.io;René Ångström;Ørsted\r\n', 'utf8'),
    ]);
    const form = multipart([
      { name: 'latin1.csv', content: latin1 },
      { name: 'bom.csv', content: bom },
    ]);
    expectRoute('csv.upload', await u.api('POST', '/csv/upload', form.payload, form.headers), 202);
    await server.app.rapport.jobs.idle();
    const items = expectRoute('contacts.list', await u.api('GET', '/contacts')).items;
    const byEmail = new Map(items.map((c) => [c.email, c]));
    expect(byEmail.get('zoe@x.io')).toMatchObject({ fullName: 'Zoé Müller', company: 'Crème' });
    expect(byEmail.get('rene@y.io')).toMatchObject({ fullName: 'René Ångström', company: 'Ørsted' });
  });

  it('refuses a file of 10 MB or more with 413, and a non-CSV file with 400', async () => {
    const u = await createUser(server.app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const tooBig = multipart([{ name: 'big.csv', content: big }]);
    expectError(await u.api('POST', '/csv/upload', tooBig.payload, tooBig.headers), 413, /smaller than 10MB/);
    const pdf = multipart([{ name: 'x.pdf', content: '%PDF-1.4 binary', type: 'application/pdf' }]);
    expectError(await u.api('POST', '/csv/upload', pdf.payload, pdf.headers), 400, /not a CSV/);
  });

  it('pages and searches contacts', async () => {
    const u = await createUser(server.app);
    const rows = Array.from({ length: 7 }, (_, i) => `p${i}@corp.io,Person ${i},Corp${i % 2}`);
    const form = multipart([{ name: 'p.csv', content: ['email,name,company', ...rows].join('\n') }]);
    await u.api('POST', '/csv/upload', form.payload, form.headers);
    await server.app.rapport.jobs.idle();
    const first = expectRoute('contacts.list', await u.api('GET', '/contacts?limit=5'));
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).not.toBeNull();
    const second = expectRoute(
      'contacts.list',
      await u.api('GET', `/contacts?limit=5&cursor=${first.nextCursor}`),
    );
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = new Set([...first.items, ...second.items].map((c) => c.id));
    expect(all.size).toBe(7);
    const found = expectRoute('contacts.list', await u.api('GET', '/contacts?query=corp1'));
    expect(found.items).toHaveLength(3);
    expect(
      expectRoute('contacts.list', await u.api('GET', '/contacts?query=p3@corp')).items.map((c) => c.email),
    ).toEqual(['p3@corp.io']);
  });
});
