import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RouteKey, routes } from '@rapport/sdk/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, findMigrationsFolder, openDatabase } from '../src/db/index.js';
import { users } from '../src/db/schema.js';

/** A clock tests can move. */
export class TestClock {
  offsetMs = 0;
  now = () => Date.now() + this.offsetMs;
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/** A migrated PGlite data folder, made once per migration set and reused by every test file. */
async function pgliteTemplate(): Promise<string> {
  const migrations = findMigrationsFolder();
  const journal = readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8');
  const sqlFiles = readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(migrations, f), 'utf8'))
    .join('\n');
  const key = createHash('sha256').update(journal).update(sqlFiles).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `rapport-pglite-template-${key}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'rapport-pglite-build-'));
  const db = await openDatabase({ dataDir: building });
  await db.close();
  try {
    renameSync(join(building, 'db'), dir);
  } catch {
    // Another process won the race; its template is as good as ours.
  }
  rmSync(building, { recursive: true, force: true });
  return dir;
}

/**
 * A fresh database for one test file: a new PGlite data folder, or, when DATABASE_URL is set
 * (the PostgreSQL run), a new database on that server.
 */
export async function freshDatabaseEnv(): Promise<{
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-test-'));
  const base = process.env.DATABASE_URL;
  if (!base) {
    // Copying a migrated template is ~3x faster than a fresh PGlite initdb + migrations.
    cpSync(await pgliteTemplate(), join(dataDir, 'db'), { recursive: true });
    return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `rapport_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database opened for the test file (call at the top level: it registers the file's
 * beforeAll/afterAll), and a way to add users to it.
 */
export function useTestDatabase() {
  const state: { env?: Awaited<ReturnType<typeof freshDatabaseEnv>>; database?: Database } = {};
  beforeAll(async () => {
    state.env = await freshDatabaseEnv();
    state.database = await openDatabase({ dataDir: state.env.dataDir, databaseUrl: state.env.databaseUrl });
  });
  afterAll(async () => {
    await state.database?.close();
    await state.env?.dispose();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestDatabase: used before beforeAll ran');
    return value;
  };
  return {
    get database(): Database {
      return opened(state.database);
    },
    get env(): Awaited<ReturnType<typeof freshDatabaseEnv>> {
      return opened(state.env);
    },
    /** A new user row (no password that works); its id. */
    async newUser(): Promise<string> {
      const [u] = await opened(state.database)
        .db.insert(users)
        .values({ email: `user-${randomUUID()}@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      if (!u) throw new Error('insert returned nothing');
      return u.id;
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  env: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  close(): Promise<void>;
}

export function testConfig(
  env: { dataDir: string; databaseUrl?: string },
  extra: Record<string, string> = {},
) {
  return loadConfig({
    NODE_ENV: 'test',
    RAPPORT_DATA_DIR: env.dataDir,
    ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
    APP_URL: 'http://rapport.test',
    ...extra,
  });
}

export async function startTestServer(
  options: Partial<Omit<BuildAppOptions, 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestServer> {
  const env = await freshDatabaseEnv();
  const clock = new TestClock();
  const config = testConfig(env, options.env);
  const { env: _ignored, ...rest } = options;
  const app = await buildApp({
    clock,
    globalRateLimitPerMinute: 0,
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    ...rest,
    config,
  });
  await app.ready();
  return {
    app,
    config,
    clock,
    env,
    close: async () => {
      await app.close();
      await env.dispose();
    },
  };
}

export type Api = (
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** `inject` under /api with an optional bearer token. */
export function apiFor(app: FastifyInstance, token?: string): Api {
  return (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
}

export function latestOtp(app: FastifyInstance, email: string): string {
  const mail = app.rapport.mailer
    .outbox()
    ?.find((m) => m.to === email && /verification code/.test(m.subject));
  const code = mail && /code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  api: Api;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Signs up, signs in, and (unless told not to) verifies the email with the OTP from the dev outbox. */
export async function createUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; verify?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const anon = apiFor(app);
  const signup = await anon('POST', '/auth/signup', {
    first_name: options.firstName ?? 'Ada',
    last_name: 'Lovelace',
    email,
    password,
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await anon('POST', '/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { access_token, refresh_token, id } = login.json() as {
    access_token: string;
    refresh_token: string;
    id: string;
  };
  if (options.verify ?? true) {
    const verified = await apiFor(app, access_token)('POST', '/auth/verify-email', {
      otp: latestOtp(app, email),
    });
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  }
  return {
    id,
    email,
    password,
    accessToken: access_token,
    refreshToken: refresh_token,
    api: apiFor(app, access_token),
  };
}

/** Asserts the status and that the body passes the route's response schema; returns the parsed body. */
export function expectRoute<K extends RouteKey>(key: K, res: LightMyRequestResponse, status?: number) {
  const def = routes[key];
  expect(res.statusCode, res.body).toBe(status ?? ('status' in def ? def.status : 200));
  if ('responseType' in def && def.responseType === 'text') return res.body as never;
  const result = def.response.safeParse(res.json());
  if (!result.success)
    throw new Error(`${key} response does not match its schema: ${result.error.message}\n${res.body}`);
  return result.data as import('zod').output<(typeof routes)[K]['response']>;
}

/** Asserts an error answer: the status, `{ detail, code }` with a non-empty detail. */
export function expectError(res: LightMyRequestResponse, status: number, detail?: RegExp | string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { detail: unknown; code: unknown };
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(0);
  expect(typeof body.code).toBe('string');
  if (detail) expect(body.detail).toMatch(detail);
  return body as { detail: string; code: string };
}

/** Uploads an mbox archive as the browser does (multipart, field "file"). */
export function uploadMbox(as: TestUser, bytes: Buffer, fileName = 'takeout.mbox', address?: string) {
  const boundary = '----rapport-mbox-boundary';
  const body = Buffer.concat([
    Buffer.from(
      address === undefined
        ? ''
        : `--${boundary}\r\nContent-Disposition: form-data; name="address"\r\n\r\n${address}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/mbox\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return as.api('POST', '/mailboxes/mbox', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

/** A multipart/form-data body of files in one field (CSV uploads: `files`, mbox imports: `file`). */
export function multipart(files: { name: string; content: string }[], field = 'files') {
  const boundary = '----rapport-test-boundary';
  const parts = files.map(
    (f) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${f.content}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Imports a contacts CSV through `POST /csv/upload` as the browser does (202: processed by its job). */
export async function uploadCsv(as: TestUser, csv: string, fileName = 'people.csv') {
  const form = multipart([{ name: fileName, content: csv }]);
  expectRoute(
    'csv.upload',
    await as.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType }),
    202,
  );
}
