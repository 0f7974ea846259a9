import { type RouteDefinition, type RouteKey, routes } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let server: TestServer;
let user: TestUser;
let chatId: string;
let postUpdateId: string;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app);
  chatId = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201).id;
  postUpdateId = expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', { description: 'x y' }),
    201,
  ).id;
});
afterAll(async () => server?.close());

/** A valid body for every route that takes a JSON body. */
const SAMPLE_BODIES: Partial<Record<RouteKey, Record<string, unknown>>> = {
  'auth.login': { email: 'a@b.co', password: 'whatever1' },
  'auth.signup': { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'longenough' },
  'auth.refresh': { refresh_token: 'abc' },
  'auth.verifyEmail': { otp: '123456' },
  'auth.forgotPassword': { email: 'a@b.co', operating_system: 'Linux', browser_name: 'Firefox' },
  'auth.resetPassword': { token: 'abc', password: 'longenough' },
  'auth.changePassword': { current_password: 'x', password: 'longenough' },
  'user.update': { user_description: 'hi' },
  'mailbox.callback': { code: 'c', state: 's' },
  'mailboxes.microsoftCallback': { code: 'c', state: 's' },
  'mailboxes.connectImap': {
    host: 'imap.example.com',
    port: 993,
    security: 'tls',
    user: 'jane@example.com',
    password: 'app-password',
  },
  'chat.create': { title: 'T' },
  'chat.generateTitle': { text: 'hello there' },
  'chat.ask': { question: 'who?' },
  'chat.addMessage': { content: 'hi' },
  'chat.rename': { title: 'T' },
  'postUpdates.create': { description: 'd' },
  'postUpdates.updateStatus': { status: 'done' },
  'postUpdates.detectIntentions': { text: 't' },
  'contacts.update': { title: 'CTO' },
  'contacts.acceptSuggestion': { email: 'ana@kestrel.example' },
  'contacts.dismissSuggestion': { email: 'ana@kestrel.example' },
  'mailboxes.update': { contactPolicy: 'everyone' },
  'companies.update': { name: 'Acme' },
  'contacts.resolveConflict': { keep: 'stored' },
  'followUps.update': { done: true },
  'contacts.bulkDelete': { ids: ['00000000-0000-0000-0000-000000000000'] },
};

const entries = Object.entries(routes) as [RouteKey, RouteDefinition][];
const jsonBodyRoutes = entries.filter(([, d]) => d.body && d.body !== 'multipart');
const noBodyWriteRoutes = entries.filter(([, d]) => !d.body && d.method !== 'GET');
const protectedRoutes = entries.filter(([, d]) => d.access !== 'none' && d.access !== 'refresh');

function urlOf(def: RouteDefinition): string {
  const id = def.path.includes('post-updates') ? postUpdateId : chatId;
  return def.path.replace('{id}', id).replace('{field}', 'title');
}

describe('every JSON body is checked against its schema (400 with a detail naming the field, never 500)', () => {
  it('has a sample body for every JSON-body route', () => {
    for (const [key] of jsonBodyRoutes) expect(SAMPLE_BODIES[key], key).toBeDefined();
  });

  it.each(jsonBodyRoutes)('%s: missing required fields', async (key, def) => {
    const schema = def.body as z.ZodType;
    if (schema.safeParse({}).success) return; // every field optional
    const res = await user.api(def.method, urlOf(def), {});
    const err = expectError(res, 400);
    expect(err.code).toBe('validation_error');
    const required = Object.keys(SAMPLE_BODIES[key] ?? {}).filter(
      (f) => !schema.safeParse({ ...SAMPLE_BODIES[key], [f]: undefined }).success,
    );
    expect(
      required.some((f) => err.detail.includes(f)),
      `${err.detail} names one of ${required}`,
    ).toBe(true);
  });

  it.each(jsonBodyRoutes)('%s: unknown fields', async (key, def) => {
    const res = await user.api(def.method, urlOf(def), { ...SAMPLE_BODIES[key], sneaky: true });
    expect(expectError(res, 400).detail).toContain('sneaky: unknown field');
  });

  it.each(jsonBodyRoutes)('%s: wrong types', async (key, def) => {
    const sample = SAMPLE_BODIES[key] ?? {};
    const [field] = Object.keys(sample);
    const res = await user.api(def.method, urlOf(def), { ...sample, [field as string]: { nested: [1, 2] } });
    expect(expectError(res, 400).detail).toContain(field);
    expectError(await user.api(def.method, urlOf(def), [1, 2, 3]), 400);
    expectError(
      await user.api(def.method, urlOf(def), '"just a string"', { 'content-type': 'application/json' }),
      400,
    );
  });

  it.each(jsonBodyRoutes)('%s: malformed JSON, wrong content type, oversized body', async (_key, def) => {
    expectError(
      await user.api(def.method, urlOf(def), '{"title": "unterminated', {
        'content-type': 'application/json',
      }),
      400,
      /JSON/,
    );
    expectError(await user.api(def.method, urlOf(def), 'title=x', { 'content-type': 'text/plain' }), 415);
    const huge = JSON.stringify({ text: 'x'.repeat(1_100_000) });
    expectError(await user.api(def.method, urlOf(def), huge, { 'content-type': 'application/json' }), 413);
  });

  it.each(noBodyWriteRoutes.filter(([, d]) => d.body !== 'multipart'))(
    '%s: refuses unknown fields in a body it does not take',
    async (_key, def) => {
      const res = await user.api(def.method, urlOf(def), { sneaky: 1 });
      expect(res.statusCode, res.body).toBe(400);
    },
  );
});

describe('queries and params', () => {
  it('refuses unknown query parameters and bad values', async () => {
    expectError(await user.api('GET', '/contacts?sneaky=1'), 400, /sneaky/);
    expectError(await user.api('GET', '/contacts?limit=0'), 400, /limit/);
    expectError(await user.api('GET', '/contacts?limit=abc'), 400, /limit/);
    expectError(await user.api('GET', '/contacts?cursor=%%%'), 400, /cursor/);
  });

  it('answers 404 (not 500) for ids that are not uuids or are very long', async () => {
    expectError(await user.api('GET', '/chat/123'), 404);
    expectError(await user.api('GET', `/chat/${'a'.repeat(150)}`), 404);
    expectError(await user.api('GET', '/contacts/%27%3B%20drop%20table'), 404);
  });
});

describe('authentication', () => {
  it.each(protectedRoutes)('%s needs an access token (401)', async (_key, def) => {
    const res = await server.app.inject({ method: def.method, url: `/api${urlOf(def)}` });
    const body = expectError(res, 401);
    expect(body.code).toBe('unauthorized');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    expectError(await user.api('GET', '/no/such/route'), 404);
    expectError(await user.api('DELETE', '/chat/user'), 404);
  });
});

describe('the CSV upload endpoint', () => {
  it('refuses a JSON body with 415 and an empty form with 400', async () => {
    expectError(await user.api('POST', '/csv/upload', { files: [] }), 415);
    const boundary = 'XyZ';
    const empty = await user.api('POST', '/csv/upload', `--${boundary}--\r\n`, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expectError(empty, 400, /files/);
  });
});
