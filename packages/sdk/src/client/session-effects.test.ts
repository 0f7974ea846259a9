import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupRapportServer } from '../mocks/fixture.js';
import { errorResponse } from '../mocks/rapport.js';
import { sampleResponses, sampleUser } from '../mocks/samples.js';
import { memoryStorage } from '../storage/index.js';
import { STORAGE_KEYS } from '../storage-keys.js';
import { signedInStorage, testClient } from './test-helpers.js';

const { requests, baseUrl, answer } = setupRapportServer();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth.login', () => {
  it('stores the tokens, user id and user, sets the onboarding flag to "false" and resets the chats', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.chats]: '[{"id":"old"}]', [STORAGE_KEYS.theme]: 'dark' });
    const { client } = testClient(baseUrl, { storage });

    await client.auth.login({ email: 'ada@example.com', password: 'correct horse' });

    expect(storage.snapshot()).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      user_id: sampleUser.id,
      user: JSON.stringify(sampleUser),
      user_metadata: JSON.stringify(sampleUser.user_metadata),
      onboarding_completed: 'false',
      chats: '[]',
      theme: 'dark',
    });
    expect(client.session.getState()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userId: sampleUser.id,
      user: sampleUser,
    });
  });

  it('stores nothing when the sign-in fails', async () => {
    answer('auth.login', () => errorResponse(401, 'Invalid email or password'));
    const storage = memoryStorage();
    const { client } = testClient(baseUrl, { storage });
    await expect(client.auth.login({ email: 'ada@example.com', password: 'x' })).rejects.toMatchObject({
      detail: 'Invalid email or password',
    });
    expect(storage.snapshot()).toEqual({});
  });
});

describe('auth.signout', () => {
  it('calls the API with the access token and wipes the whole storage', async () => {
    const storage = signedInStorage({ [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.chats]: '[]' });
    const { client } = testClient(baseUrl, { storage });

    await expect(client.auth.signout()).resolves.toEqual({ serverSignedOut: true });

    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'POST /auth/signout Bearer access-1',
    ]);
    expect(storage.snapshot()).toEqual({});
    expect(client.session.getState().accessToken).toBeNull();
  });

  it.each([
    ['a server error', () => errorResponse(500, 'Boom'), 'server_error'],
    ['an unreachable server', () => HttpResponse.error(), 'network_error'],
  ])('clears the session even after %s, and says the server call failed', async (_, resolver, code) => {
    answer('auth.signout', resolver);
    const storage = signedInStorage();
    const { client } = testClient(baseUrl, { storage });

    const result = await client.auth.signout();

    expect(result.serverSignedOut).toBe(false);
    expect(result.error?.code).toBe(code);
    expect(storage.snapshot()).toEqual({});
    expect(client.session.getState().user).toBeNull();
  });

  it('removes each storage key when the adapter has no clear()', async () => {
    const inner = signedInStorage({ [STORAGE_KEYS.theme]: 'dark' });
    const storage = { getItem: inner.getItem, setItem: inner.setItem, removeItem: inner.removeItem };
    const { client } = testClient(baseUrl, { storage });
    await client.auth.signout();
    expect(inner.snapshot()).toEqual({});
  });
});

describe('calls that refresh the stored user', () => {
  it('auth.verifyEmail stores the verified user', async () => {
    const storage = signedInStorage({
      [STORAGE_KEYS.user]: JSON.stringify({ ...sampleUser, emailVerified: false }),
    });
    const { client } = testClient(baseUrl, { storage });
    expect(client.session.getState().user?.emailVerified).toBe(false);

    await client.auth.verifyEmail({ otp: '123456' });

    expect(client.session.getState().user?.emailVerified).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '{}').emailVerified).toBe(true);
  });

  it('user.profile stores the fresh profile', async () => {
    answer('user.profile', () => ({ ...sampleUser, first_name: 'Augusta', firstName: 'Augusta' }));
    const storage = signedInStorage();
    const { client } = testClient(baseUrl, { storage });
    await client.user.profile();
    expect(client.session.getState().user?.first_name).toBe('Augusta');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '{}').firstName).toBe('Augusta');
  });

  it('onboarding.complete stores the onboarding-completed flag as the text "true"', async () => {
    const storage = signedInStorage({ [STORAGE_KEYS.onboardingCompleted]: 'false' });
    const { client } = testClient(baseUrl, { storage });
    await client.onboarding.complete();
    expect(storage.getItem(STORAGE_KEYS.onboardingCompleted)).toBe('true');
    expect(client.session.getState().user?.onBoardingCompleted).toBe(true);
  });
});

describe('auth.forgotPassword', () => {
  it("fills operating_system and browser_name from the browser's user agent when omitted", async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      maxTouchPoints: 0,
    });
    const { client } = testClient(baseUrl);
    await client.auth.forgotPassword({ email: 'ada@example.com' });
    expect(requests[0]?.body).toEqual({
      email: 'ada@example.com',
      operating_system: 'Windows',
      browser_name: 'Edge',
    });
  });

  it('sends Unknown OS / Unknown Browser where there is no browser', async () => {
    vi.stubGlobal('navigator', undefined);
    const { client } = testClient(baseUrl);
    await client.auth.forgotPassword({ email: 'ada@example.com' });
    expect(requests[0]?.body).toMatchObject({
      operating_system: 'Unknown OS',
      browser_name: 'Unknown Browser',
    });
  });
});

describe('postUpdates.detectIntentions', () => {
  it.each(['Question', 'PostUpdate', 'Intentions not detected.'] as const)(
    'resolves with the string %s',
    async (intent) => {
      answer('postUpdates.detectIntentions', () => intent);
      const { client } = testClient(baseUrl);
      await expect(client.postUpdates.detectIntentions({ text: 'hello' })).resolves.toBe(intent);
    },
  );

  it('rejects any other string', async () => {
    answer('postUpdates.detectIntentions', () => 'Maybe');
    const { client } = testClient(baseUrl);
    await expect(client.postUpdates.detectIntentions({ text: 'hello' })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});

it('the sample sign-in response is what the login tests rely on', () => {
  expect(sampleResponses['auth.login']).toMatchObject({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
  });
});
