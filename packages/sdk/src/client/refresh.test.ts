import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RouteKey } from '../contract/routes.js';
import { RapportApiError, RapportError, RapportNetworkError } from '../errors.js';
import { setupRapportServer } from '../mocks/fixture.js';
import { errorResponse, type RecordedRequest } from '../mocks/rapport.js';
import { sampleResponses } from '../mocks/samples.js';
import { memoryStorage } from '../storage/index.js';
import { STORAGE_KEYS } from '../storage-keys.js';
import { signedInStorage, testClient } from './test-helpers.js';

const { requests, baseUrl, answer } = setupRapportServer();

/** Routes that accept only the refreshed access token. */
function requireFreshToken(...keys: RouteKey[]) {
  for (const key of keys) {
    answer(key, (r: RecordedRequest) =>
      r.authorization === 'Bearer access-2'
        ? sampleResponses[key]
        : errorResponse(401, 'Token expired', 'token_expired'),
    );
  }
}

const count = (key: string) => requests.filter((r) => r.key === key).length;

describe('refresh on 401', () => {
  it('refreshes with the refresh token as Bearer and in the body, stores the new pair and replays once', async () => {
    requireFreshToken('chat.list');
    const storage = signedInStorage();
    const { client } = testClient(baseUrl, { storage });

    await expect(client.chat.list()).resolves.toHaveLength(1);

    expect(requests.map((r) => `${r.key} ${r.authorization}`)).toEqual([
      'chat.list Bearer access-1',
      'auth.refresh Bearer refresh-1',
      'chat.list Bearer access-2',
    ]);
    expect(requests[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(client.session.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between three concurrent 401s (single flight) and replays each', async () => {
    requireFreshToken('chat.list', 'postUpdates.list', 'mailbox.status');
    answer('auth.refresh', async () => {
      await delay(30);
      return sampleResponses['auth.refresh'];
    });
    const { client } = testClient(baseUrl);

    const results = await Promise.all([
      client.chat.list(),
      client.postUpdates.list(),
      client.mailbox.status(),
    ]);

    expect(results.map((r) => Array.isArray(r) || typeof r === 'object')).toEqual([true, true, true]);
    expect(count('auth.refresh')).toBe(1);
    expect(count('chat.list')).toBe(2);
    expect(count('postUpdates.list')).toBe(2);
    expect(count('mailbox.status')).toBe(2);
  });

  it('replays only once: a second 401 rejects without another refresh', async () => {
    answer('chat.list', () => errorResponse(401, 'Nope', 'unauthorized'));
    const onSessionExpired = vi.fn();
    const { client } = testClient(baseUrl, { onSessionExpired });

    const error = await client.chat.list().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RapportApiError);
    expect((error as RapportApiError).code).toBe('unauthorized');
    expect(count('auth.refresh')).toBe(1);
    expect(count('chat.list')).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session, calls onSessionExpired and rejects with session_expired when the refresh fails', async () => {
    requireFreshToken('chat.list', 'postUpdates.list');
    answer('auth.refresh', () => errorResponse(401, 'Refresh token revoked', 'revoked'));
    const storage = signedInStorage({ [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.chats]: '[]' });
    const onSessionExpired = vi.fn();
    const { client } = testClient(baseUrl, { storage, onSessionExpired });

    const errors = await Promise.all([
      client.chat.list().catch((e: unknown) => e),
      client.postUpdates.list().catch((e: unknown) => e),
    ]);

    for (const error of errors) {
      expect(error).toBeInstanceOf(RapportApiError);
      expect((error as RapportApiError).code).toBe('session_expired');
      expect((error as RapportApiError).status).toBe(401);
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(count('auth.refresh')).toBe(1);
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.userId,
      STORAGE_KEYS.user,
      STORAGE_KEYS.chats,
    ]) {
      expect(storage.getItem(key), key).toBeNull();
    }
    // Expiry removes the session, not the user's device preferences.
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(client.session.getState()).toEqual({
      accessToken: null,
      refreshToken: null,
      userId: null,
      user: null,
    });
  });

  it('expires the session without calling refresh when there is no refresh token', async () => {
    answer('chat.list', () => errorResponse(401, 'Token expired'));
    const storage = memoryStorage({ [STORAGE_KEYS.accessToken]: 'access-1' });
    const onSessionExpired = vi.fn();
    const { client } = testClient(baseUrl, { storage, onSessionExpired });

    const error = await client.chat.list().catch((e: unknown) => e);

    expect((error as RapportApiError).code).toBe('session_expired');
    expect(count('auth.refresh')).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('keeps the session when the refresh meets a 503, and rejects with a retryable error', async () => {
    requireFreshToken('chat.list');
    answer('auth.refresh', () => errorResponse(503, 'Down for maintenance'));
    const storage = signedInStorage();
    const onSessionExpired = vi.fn();
    const { client } = testClient(baseUrl, { storage, onSessionExpired });

    const error = await client.chat.list().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RapportNetworkError);
    expect((error as RapportNetworkError).retryable).toBe(true);
    expect((error as RapportNetworkError).code).toBe('service_unavailable');
    expect((error as RapportNetworkError).status).toBe(503);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    requireFreshToken('chat.list');
    answer('auth.refresh', () => HttpResponse.error());
    const storage = signedInStorage();
    const onSessionExpired = vi.fn();
    const { client } = testClient(baseUrl, { storage, onSessionExpired });

    const error = await client.chat.list().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RapportNetworkError);
    expect((error as RapportNetworkError).code).toBe('network_error');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it.each(['auth.login', 'auth.signup'] as const)('never refreshes on a 401 from %s', async (key) => {
    answer(key, () => errorResponse(401, 'Invalid email or password', 'invalid_credentials'));
    const { client } = testClient(baseUrl);
    const call =
      key === 'auth.login'
        ? client.auth.login({ email: 'ada@example.com', password: 'wrong' })
        : client.auth.signup({
            first_name: 'A',
            last_name: 'L',
            email: 'ada@example.com',
            password: '12345678',
          });

    const error = await call.catch((e: unknown) => e);

    expect((error as RapportApiError).code).toBe('unauthorized');
    expect((error as RapportApiError).detail).toBe('Invalid email or password');
    expect((error as RapportApiError).serverCode).toBe('invalid_credentials');
    expect(count('auth.refresh')).toBe(0);
  });

  it('replays without refreshing when another call already replaced the token', async () => {
    const { client } = testClient(baseUrl);
    answer('chat.list', (r) => {
      if (r.authorization === 'Bearer access-2') return sampleResponses['chat.list'];
      // While this request was in flight, another call refreshed the session.
      client.session.setTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
      return errorResponse(401, 'Token expired');
    });

    await expect(client.chat.list()).resolves.toHaveLength(1);

    expect(count('auth.refresh')).toBe(0);
    expect(requests.map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('tells session subscribers about the new tokens', async () => {
    requireFreshToken('chat.list');
    const { client } = testClient(baseUrl);
    const seen: (string | null)[] = [];
    const unsubscribe = client.session.subscribe((s) => seen.push(s.accessToken));
    await client.chat.list();
    unsubscribe();
    expect(seen).toEqual(['access-2']);
  });
});

describe('transport errors', () => {
  it('maps an unreachable server to a retryable RapportNetworkError', async () => {
    answer('chat.list', () => HttpResponse.error());
    const { client } = testClient(baseUrl);
    const error = await client.chat.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RapportNetworkError);
    expect(error).toMatchObject({ code: 'network_error', retryable: true, endpoint: 'GET /chat/user' });
  });

  it.each([502, 503, 504])('maps %i to a retryable RapportNetworkError', async (status) => {
    answer('chat.create', () => errorResponse(status, 'Bad gateway'));
    const { client } = testClient(baseUrl);
    const error = await client.chat.create().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RapportNetworkError);
    expect(error).toMatchObject({
      code: 'service_unavailable',
      status,
      retryable: true,
      detail: 'Bad gateway',
    });
  });

  it.each([
    [400, 'bad_request'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'validation_failed'],
    [429, 'rate_limited'],
    [500, 'server_error'],
  ] as const)(
    'maps %i to a non-retryable RapportApiError %s with the server detail',
    async (status, code) => {
      answer('chat.create', () => errorResponse(status, 'Explained', 'server_code'));
      const { client } = testClient(baseUrl);
      const error = await client.chat.create().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RapportApiError);
      expect(error).toMatchObject({
        code,
        status,
        retryable: false,
        detail: 'Explained',
        serverCode: 'server_code',
      });
      expect((error as RapportApiError).body).toEqual({ detail: 'Explained', code: 'server_code' });
    },
  );

  it('retries an idempotent GET after a 503 and never retries a POST', async () => {
    let gets = 0;
    answer('chat.list', () => (++gets === 1 ? errorResponse(503, 'busy') : sampleResponses['chat.list']));
    answer('chat.create', () => errorResponse(503, 'busy'));
    const { client } = testClient(baseUrl, { retryLimit: 2, retryDelayMs: () => 0 });

    await expect(client.chat.list()).resolves.toHaveLength(1);
    expect(gets).toBe(2);
    await expect(client.chat.create()).rejects.toBeInstanceOf(RapportNetworkError);
    expect(count('chat.create')).toBe(1);
  });

  it('maps a timeout to a retryable RapportNetworkError code timeout', async () => {
    answer('health', async () => {
      await delay(300);
      return sampleResponses.health;
    });
    const { client } = testClient(baseUrl, { timeoutMs: 50 });
    const error = await client.health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RapportNetworkError);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
  });

  it('maps an aborted call to code aborted', async () => {
    answer('health', async () => {
      await delay(300);
      return sampleResponses.health;
    });
    const { client } = testClient(baseUrl);
    const controller = new AbortController();
    const pending = client.health({ signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error).toBeInstanceOf(RapportError);
    expect(error).toMatchObject({ code: 'aborted', retryable: false });
  });

  it('rejects a body that is not JSON as invalid_response', async () => {
    answer('health', () => new HttpResponse('<html>oops</html>', { status: 200 }));
    const { client } = testClient(baseUrl);
    await expect(client.health()).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
  });
});

describe('injected fetch', () => {
  it('sends every request through the fetch given in the options', async () => {
    const seen: string[] = [];
    const fetch = vi.fn(async (input: Request | string | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      seen.push(`${request.method} ${request.url} ${request.headers.get('authorization')}`);
      return Response.json(sampleResponses.health);
    });
    const { client } = testClient('https://rapport.example/api', { fetch });

    await expect(client.health()).resolves.toEqual(sampleResponses.health);

    expect(seen).toEqual(['GET https://rapport.example/api/health Bearer access-1']);
    expect(requests).toHaveLength(0);
  });
});
