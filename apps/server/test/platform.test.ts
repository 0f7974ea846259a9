import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, exposedOutbox, loadConfig } from '../src/config.js';
import { apiFor, createUser, expectError, expectRoute, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
const web = mkdtempSync(join(tmpdir(), 'rapport-web-'));
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ env: { WEB_DIST_DIR: web } });
});
afterAll(async () => {
  await server?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('service endpoints', () => {
  it('reports database and job-runner health', async () => {
    const health = expectRoute('health', await apiFor(server.app)('GET', '/health'));
    expect(health).toEqual({
      status: 'ok',
      database: { ok: true, driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      jobs: { ok: true },
    });
  });

  it('serves an OpenAPI 3.1 document with every route of the contract', async () => {
    const res = await apiFor(server.app)('GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops.sort()).toEqual(Object.keys(routes).sort());
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(doc.paths['/api/chat/{id}/messages']?.get).toBeDefined();
  });

  it('serves a docs page without any CDN', async () => {
    const res = await apiFor(server.app)('GET', '/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/chat/user');
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
  });

  it('lists dev-outbox mail (development only) with text and HTML parts', async () => {
    const user = await createUser(server.app, { verify: false });
    const box = expectRoute('dev.outbox', await apiFor(server.app)('GET', '/dev/outbox'));
    const mail = box.find((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/verification code/);
    expect(mail?.html).toMatch(/<html/);
  });

  it('serves the dev outbox to this machine only, whatever X-Forwarded-For says', async () => {
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
    for (const local of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expectRoute('dev.outbox', await outbox(local));
    for (const remote of ['10.0.0.7', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.7', 'fd00::1'])
      expectError(
        await outbox(remote),
        404,
        'The dev outbox is only available to this machine (a loopback address)',
      );
    expectError(await outbox('10.0.0.7', { 'x-forwarded-for': '127.0.0.1' }), 404, /loopback/);
  });

  it('refuses to start in development without SMTP when HOST is beyond loopback', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rapport-outbox-'));
    const config = (env: Record<string, string>) => loadConfig({ RAPPORT_DATA_DIR: dataDir, ...env });
    try {
      for (const host of ['0.0.0.0', '::', '192.168.1.20', 'rapport.example.com'])
        expect(exposedOutbox(config({ HOST: host }))).toBe(
          `HOST=${host} would let other machines reach the dev outbox's sign-up codes and reset links: set SMTP_URL to send real mail, set NODE_ENV=production, or listen on 127.0.0.1.`,
        );
      for (const host of ['127.0.0.1', 'localhost', '::1'])
        expect(exposedOutbox(config({ HOST: host }))).toBeUndefined();
      expect(exposedOutbox(config({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example.com' }))).toBeUndefined();
      expect(
        exposedOutbox(
          config({
            HOST: '0.0.0.0',
            NODE_ENV: 'production',
            JWT_SECRET: 'x'.repeat(32),
            ENCRYPTION_KEY: 'a'.repeat(64),
          }),
        ),
      ).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sets security headers', async () => {
    const res = await apiFor(server.app)('GET', '/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const csp = String(res.headers['content-security-policy']);
    // Narrowed to what the app uses (issue 22): no image from any https host, sockets only home.
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:80 wss:\/\/localhost:80(;|$)/);
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'evil; script-src *' },
    });
    expect(String(forged.headers['content-security-policy'])).toMatch(/connect-src 'self' 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the mailbox routes sensibly while no Google client is configured', async () => {
    const user = await createUser(server.app);
    expect(expectRoute('mailbox.status', await user.api('GET', '/gmail/status')).connected).toBe(false);
    // End-user text names no server setting (spec §1 audience; issue 26).
    expectError(
      await user.api('GET', '/auth/google/login'),
      503,
      /Gmail sign-in is not available on this server/,
    );
    expectError(await user.api('POST', '/emails/sync'), 409, /Connect/);
    expect(expectRoute('email.syncStatus', await user.api('GET', '/emails/sync-status')).syncStatus).toBe(
      'idle',
    );
    expectRoute('mailbox.disconnect', await user.api('POST', '/gmail/disconnect'));
    expectError(
      await user.api('POST', '/auth/google/callback', { code: 'c', state: 'forged' }),
      400,
      /state/,
    );
  });
});

describe('the global rate limit', () => {
  it('answers 429 with a detail and Retry-After once an IP exceeds its requests per minute', async () => {
    const limited = await startTestServer({ globalRateLimitPerMinute: 3 });
    try {
      const api = apiFor(limited.app);
      for (let i = 0; i < 3; i++) expect((await api('GET', '/health')).statusCode).toBe(200);
      const res = await api('GET', '/health');
      expectError(res, 429, /try again in \d+ seconds?/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the limits per user and per IP', () => {
  it('gives each signed-in user their own budget, and anonymous calls one per IP', async () => {
    const limited = await startTestServer({
      globalRateLimitPerMinute: undefined,
      env: { RATE_LIMIT_USER_PER_MIN: '8', RATE_LIMIT_IP_PER_MIN: '20' },
    });
    try {
      // Same address (inject's 127.0.0.1) for everyone, as in an office behind one NAT.
      const ann = await createUser(limited.app);
      const bob = await createUser(limited.app);
      // Her sign-up already spent one call of her 8 (verifying her email).
      for (let i = 0; i < 7; i++) expect((await ann.api('GET', '/chat/user')).statusCode).toBe(200);
      expectError(await ann.api('GET', '/chat/user'), 429, /Too many requests/);
      // Ann's budget is hers: Bob and anonymous calls from the same address still go through.
      expect((await bob.api('GET', '/chat/user')).statusCode).toBe(200);
      expect((await apiFor(limited.app)('GET', '/health')).statusCode).toBe(200);
      // A forged token counts as anonymous, not as a fresh user.
      const forged = apiFor(limited.app, 'not-a-token');
      let anonymous = 0;
      while ((await forged('GET', '/health')).statusCode === 200) anonymous++;
      expect(anonymous).toBeLessThan(20);
    } finally {
      await limited.close();
    }
  });
});

describe('configuration', () => {
  it('builds links to the address the banner shows (localhost), so OAuth and mail links keep the session', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-cfg-'));
    try {
      expect(loadConfig({ RAPPORT_DATA_DIR: dir, HOST: '127.0.0.1', PORT: '3000' }).appUrl).toBe(
        'http://localhost:3000',
      );
      expect(loadConfig({ RAPPORT_DATA_DIR: dir, HOST: 'crm.internal', PORT: '80' }).appUrl).toBe(
        'http://crm.internal:80',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the LLM settings, and wants a model with an LLM URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-cfg-'));
    try {
      expect(loadConfig({ RAPPORT_DATA_DIR: dir }).llm).toBeUndefined();
      expect(
        loadConfig({
          RAPPORT_DATA_DIR: dir,
          LLM_BASE_URL: 'http://localhost:11434/v1/',
          LLM_MODEL: 'llama3.1',
          EMBEDDING_MODEL: 'nomic-embed-text',
          LLM_CONTEXT_TOKENS: '4096',
        }).llm,
      ).toEqual({
        baseUrl: 'http://localhost:11434/v1',
        apiKey: undefined,
        model: 'llama3.1',
        embeddingModel: 'nomic-embed-text',
        embeddingMinSimilarity: 0.5,
        timeoutMs: 30_000,
        contextTokens: 4_096,
      });
      expect(() => loadConfig({ RAPPORT_DATA_DIR: dir, LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
        /LLM_MODEL: required with LLM_BASE_URL/,
      );
      expect(() => loadConfig({ RAPPORT_DATA_DIR: dir, LLM_BASE_URL: 'localhost', LLM_MODEL: 'm' })).toThrow(
        ConfigError,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to boot in production without secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', RAPPORT_DATA_DIR: tmpdir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', RAPPORT_DATA_DIR: tmpdir() })).toThrow(
      /JWT_SECRET.*ENCRYPTION_KEY/,
    );
  });

  it('keeps generated development secrets in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-cfg-'));
    try {
      const a = loadConfig({ RAPPORT_DATA_DIR: dir });
      const b = loadConfig({ RAPPORT_DATA_DIR: dir });
      expect(a.jwtSecret).toBe(b.jwtSecret);
      expect(a.encryptionKey.equals(b.encryptionKey)).toBe(true);
      expect(a.port).toBe(3000);
      expect(a.host).toBe('127.0.0.1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects invalid values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', RAPPORT_DATA_DIR: tmpdir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', RAPPORT_DATA_DIR: tmpdir() })).toThrow(
      /DATABASE_URL/,
    );
  });
});

describe('the web app', () => {
  it('serves the built SPA at / with a fallback for client routes, never for /api', async () => {
    const { app } = server;
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const deep = await app.inject({ method: 'GET', url: '/chat/123', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    expectError(await app.inject({ method: 'GET', url: '/api/nope' }), 404);
    expectError(await app.inject({ method: 'POST', url: '/somewhere' }), 404);
  });
});
