import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/routes/docs.js';
import {
  apiFor,
  createUser,
  expectError,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app);
});
afterAll(async () => server?.close());

/** A raw HTTP exchange, for requests the HTTP parser refuses before Fastify sees them. */
async function rawHttp(request: string): Promise<{ status: number; body: string }> {
  await server.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const { port } = server.app.server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

describe('text the database cannot store', () => {
  it('refuses a NUL character in a body string with a 400 naming the field', async () => {
    const res = await apiFor(server.app)('POST', '/auth/login', {
      email: 'a\u0000@b.co',
      password: 'whatever1',
    });
    expectError(res, 400, /^email: must not contain NUL/);
  });

  it('refuses a NUL character in a query parameter', async () => {
    expectError(await user.api('GET', '/contacts?query=a%00b'), 400, /^query: must not contain NUL/);
  });

  it('refuses an unpaired surrogate instead of storing U+FFFD', async () => {
    const res = await user.api('POST', '/chat/create', '{"title":"x\\ud800y"}', {
      'content-type': 'application/json',
    });
    expectError(res, 400, /^title: is not valid Unicode/);
  });

  it('refuses NUL in a field name, and finds a bad string deep in a body', async () => {
    expectError(
      await user.api('POST', '/chat/create', { 'a\u0000': 1 }),
      400,
      /field name must not contain NUL/,
    );
    const res = await user.api('POST', '/chat/ask', {
      question: 'who?',
      chatHistory: [{ question: 'q', answer: '\udc00' }],
    });
    expectError(res, 400, /^chatHistory\.0\.answer: is not valid Unicode/);
  });

  it('accepts paired surrogates (emoji) and other odd but valid text', async () => {
    const res = await user.api('POST', '/chat/create', { title: '👩‍👩‍👧 \u202eRTL e\u0301' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the framework's own errors", () => {
  it('answers a path segment longer than any id with 404 and a detail', async () => {
    expectError(await user.api('GET', `/chat/${'a'.repeat(300)}`), 404, 'Not found');
  });

  it('answers a malformed percent-encoding with 400 and a detail', async () => {
    expectError(await user.api('GET', '/chat/%zz'), 400, /not a valid URL/);
  });

  it('answers 415 with a detail for a body that is not JSON', async () => {
    const res = await user.api('POST', '/chat/create', '<a/>', { 'content-type': 'application/xml' });
    expectError(res, 415);
  });

  it('answers headers too large with 431 and a detail', async () => {
    const res = await rawHttp(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ detail: expect.stringMatching(/headers too large/) });
  });

  it('answers a request the HTTP parser refuses with 400 and a detail', async () => {
    const res = await rawHttp('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ detail: expect.stringMatching(/could not be parsed/) });
  });
});

describe('the OpenAPI document lists the errors routes answer', () => {
  const responses = (path: string, method: string) =>
    Object.keys(
      (openApiDocument().paths as Record<string, Record<string, { responses: object }>>)[path]?.[method]
        ?.responses ?? {},
    );

  it('lists 401 for a wrong password and 409 for an illegal status move; sign-up has no 409 (issue 22)', () => {
    expect(responses('/api/auth/login', 'post')).toContain('401');
    expect(responses('/api/auth/signup', 'post')).not.toContain('409');
    expect(responses('/api/post-updates/update-status/{id}', 'patch')).toContain('409');
  });

  it('lists 413, 415, 429 and 503 wherever they can happen', () => {
    expect(responses('/api/chat/create', 'post')).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '429', '503']),
    );
    expect(responses('/api/chat/user', 'get')).not.toContain('415');
  });
});
