import { describe, expect, it, vi } from 'vitest';
import { sampleResponses, sampleUser } from './mocks/samples.js';
import { createSessionStore, isAuthenticated, syncSessionAcrossTabs } from './session.js';
import { memoryStorage } from './storage/index.js';
import { STORAGE_KEYS } from './storage-keys.js';

describe('session store', () => {
  it('loads the session from the storage', () => {
    const storage = memoryStorage({
      access_token: 'a',
      refresh_token: 'r',
      user_id: sampleUser.id,
      user: JSON.stringify(sampleUser),
    });
    const session = createSessionStore(storage);
    expect(session.getState()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      userId: sampleUser.id,
      user: sampleUser,
    });
    expect(isAuthenticated(session.getState())).toBe(true);
  });

  it('is not authenticated with a token but no user, or a user but no token (spec §4)', () => {
    expect(isAuthenticated(createSessionStore(memoryStorage({ access_token: 'a' })).getState())).toBe(false);
    expect(
      isAuthenticated(createSessionStore(memoryStorage({ user: JSON.stringify(sampleUser) })).getState()),
    ).toBe(false);
  });

  it('drops a stored user that fails its schema, without throwing', () => {
    const onRestoreError = vi.fn();
    const storage = memoryStorage({ access_token: 'a', user: '{"id": 42}' });
    const session = createSessionStore(storage, { onRestoreError });
    expect(session.getState().user).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(onRestoreError).toHaveBeenCalledTimes(1);
  });

  it('drops a stored user that is not JSON', () => {
    const onRestoreError = vi.fn();
    const session = createSessionStore(memoryStorage({ user: 'not json' }), { onRestoreError });
    expect(session.getState().user).toBeNull();
    expect(onRestoreError).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on change, keeps the same state object otherwise, and unsubscribes', () => {
    const session = createSessionStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const before = session.getState();
    session.expire();
    expect(session.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    session.signIn(sampleResponses['auth.login'] as never);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getState().accessToken).toBe('access-1');

    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stores a refreshed token pair', () => {
    const storage = memoryStorage({ access_token: 'a', refresh_token: 'r', user_id: 'u' });
    const session = createSessionStore(storage);
    session.setTokens({ access_token: 'a2', refresh_token: 'r2', id: 'u' });
    expect(storage.snapshot()).toMatchObject({ access_token: 'a2', refresh_token: 'r2', user_id: 'u' });
    expect(session.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('expire() removes the session items and keeps the theme; clear() wipes everything', () => {
    const storage = memoryStorage({
      access_token: 'a',
      chats: '[]',
      theme: 'dark',
      theme_preference: 'dark',
    });
    const session = createSessionStore(storage);
    session.expire();
    expect(storage.snapshot()).toEqual({ theme: 'dark', theme_preference: 'dark' });
    session.clear();
    expect(storage.snapshot()).toEqual({});
  });

  it('reload() picks up changes made to the storage elsewhere', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    storage.setItem('access_token', 'from-another-tab');
    session.reload();
    expect(session.getState().accessToken).toBe('from-another-tab');
  });
});

describe('syncSessionAcrossTabs', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('re-reads the storage when another tab changes a session item or clears the storage', () => {
    const storage = memoryStorage({ access_token: 'a' });
    const session = createSessionStore(storage);
    const window = new EventTarget();
    const stop = syncSessionAcrossTabs(session, window);

    storage.setItem('access_token', 'from-other-tab');
    window.dispatchEvent(storageEvent('access_token'));
    expect(session.getState().accessToken).toBe('from-other-tab');

    storage.clear();
    window.dispatchEvent(storageEvent(null));
    expect(session.getState().accessToken).toBeNull();

    stop();
    storage.setItem('access_token', 'ignored');
    window.dispatchEvent(storageEvent('access_token'));
    expect(session.getState().accessToken).toBeNull();
  });

  it('ignores items that are not part of the session', () => {
    const storage = memoryStorage({ access_token: 'a' });
    const session = createSessionStore(storage);
    const window = new EventTarget();
    syncSessionAcrossTabs(session, window);
    storage.setItem('access_token', 'changed-without-event');
    window.dispatchEvent(storageEvent('theme'));
    expect(session.getState().accessToken).toBe('a');
  });
});
