/**
 * Runs the quickstart as a user would (tsx, a real HTTP server, a real process) against a
 * small in-process fake of the Rapport API built from the sample responses.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResponses, sampleUser } from '../src/mocks/samples.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

interface Fake {
  outbox: boolean;
  calls: string[];
  verifiedOtp?: string;
}

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

async function startFakeApi(fake: Fake): Promise<string> {
  let signedUpEmail = '';
  const http = createServer(async (request, response) => {
    const path = (request.url ?? '').replace(/^\/api/, '').split('?')[0];
    const body = await readJson(request);
    fake.calls.push(`${request.method} ${path}`);
    const send = (status: number, data: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    };
    const user = { ...sampleUser, email: signedUpEmail, emailVerified: fake.verifiedOtp !== undefined };
    switch (`${request.method} ${path}`) {
      case 'GET /health':
        return send(200, sampleResponses.health);
      case 'POST /auth/signup':
        signedUpEmail = String(body.email);
        return send(201, { message: 'Account Created Successfully', user });
      case 'POST /auth/login':
        return send(200, { ...sampleResponses['auth.login'], user });
      case 'GET /dev/outbox':
        if (!fake.outbox) return send(404, { detail: 'Not found', code: 'not_found' });
        return send(200, [
          { ...sampleResponses['dev.outbox'][0], to: signedUpEmail, text: 'Your code is 654321' },
        ]);
      case 'POST /auth/verify-email':
        fake.verifiedOtp = String(body.otp);
        return send(200, { message: 'OTP Verified', user: { ...user, emailVerified: true } });
      case 'GET /chat/user':
        if (fake.verifiedOtp === undefined)
          return send(403, { detail: 'Verify your email first', code: 'unverified' });
        return send(200, sampleResponses['chat.list']);
      case 'POST /auth/signout':
        return send(200, { message: 'Signed out' });
      default:
        return send(404, { detail: 'Not found', code: 'not_found' });
    }
  });
  server = http;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
}

function runQuickstart(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['examples/node-quickstart.ts', ...args],
      { cwd: packageDir, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('examples/node-quickstart.ts', () => {
  it('signs up, signs in, verifies with the code from the dev outbox and lists the chats', async () => {
    const fake: Fake = { outbox: true, calls: [] };
    const baseUrl = await startFakeApi(fake);

    const result = await runQuickstart(baseUrl);

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(fake.verifiedOtp).toBe('654321');
    expect(fake.calls).toEqual([
      'GET /health',
      'POST /auth/signup',
      'POST /auth/login',
      'GET /dev/outbox',
      'POST /auth/verify-email',
      'GET /chat/user',
      'POST /auth/signout',
    ]);
    expect(result.stdout).toContain('chat_1  New Chat');
    expect(result.stdout).toContain('✓ Quickstart done.');
  }, 40_000);

  it('explains how to continue when there is no dev outbox', async () => {
    const fake: Fake = { outbox: false, calls: [] };
    const baseUrl = await startFakeApi(fake);

    const result = await runQuickstart(baseUrl);

    expect(result.code).toBe(2);
    expect(result.stdout).toContain('The dev outbox is not available: Not found');
    expect(result.stdout).toContain('--otp <the 6-digit code>');
    expect(fake.calls).not.toContain('GET /chat/user');
  }, 40_000);

  it('fails clearly when the server cannot be reached', async () => {
    const result = await runQuickstart('http://127.0.0.1:9/api');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Cannot reach http://127.0.0.1:9/api/health');
  }, 40_000);
});
