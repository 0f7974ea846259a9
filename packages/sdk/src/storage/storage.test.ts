import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.js';
import { browserStorage, clearStorage, memoryStorage, SESSION_STORAGE_KEYS } from './index.js';

/** A minimal Web Storage, as browsers provide. */
function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('storage keys (spec §3 local storage items)', () => {
  it('uses the exact keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      userId: 'user_id',
      user: 'user',
      userMetadata: 'user_metadata',
      onboardingStep: 'onboarding_step',
      onboardingCompleted: 'onboarding_completed',
      onboardingGoals: 'onboarding_goals',
      chats: 'chats',
      currentChatId: 'current_chat_id',
      mailboxUserId: 'mailbox_user_id',
      verificationToken: 'verification_token',
      theme: 'theme',
      themePreference: 'theme_preference',
      processingQueue: 'processingQueue',
    });
  });

  it('counts tokens, user and chats as session items, and the theme as a device preference', () => {
    expect(SESSION_STORAGE_KEYS).toEqual(
      expect.arrayContaining([
        'access_token',
        'refresh_token',
        'user_id',
        'user',
        'onboarding_completed',
        'chats',
      ]),
    );
    expect(SESSION_STORAGE_KEYS).not.toContain('theme');
    expect(SESSION_STORAGE_KEYS).not.toContain('theme_preference');
  });
});

describe('memoryStorage', () => {
  it('stores strings, removes and clears', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('missing')).toBeNull();
    storage.removeItem('a');
    expect(storage.snapshot()).toEqual({ b: '2' });
    storage.clear();
    expect(storage.snapshot()).toEqual({});
  });

  it('keeps separate instances apart', () => {
    const one = memoryStorage();
    const two = memoryStorage();
    one.setItem('access_token', 'x');
    expect(two.getItem('access_token')).toBeNull();
  });
});

describe('browserStorage', () => {
  it('reads and writes the given Storage under the same keys', () => {
    const local = fakeLocalStorage();
    const storage = browserStorage(local);
    storage.setItem(STORAGE_KEYS.accessToken, 'abc');
    expect(local.getItem('access_token')).toBe('abc');
    storage.clear?.();
    expect(local.length).toBe(0);
  });

  it('uses globalThis.localStorage by default', () => {
    const local = fakeLocalStorage();
    vi.stubGlobal('localStorage', local);
    try {
      browserStorage().setItem('user_id', 'u1');
      expect(local.getItem('user_id')).toBe('u1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to memory where there is no localStorage', () => {
    const storage = browserStorage();
    storage.setItem('user_id', 'u1');
    expect(storage.getItem('user_id')).toBe('u1');
  });

  it('never throws when the underlying storage does (quota, disabled)', () => {
    const broken = {
      ...fakeLocalStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      clear: () => {
        throw new Error('SecurityError');
      },
    } as Storage;
    const storage = browserStorage(broken);
    expect(() => storage.setItem('a', 'b')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.removeItem('a')).not.toThrow();
    expect(() => storage.clear?.()).not.toThrow();
  });
});

describe('clearStorage', () => {
  it('removes every spec key when the adapter has no clear()', () => {
    const inner = memoryStorage(Object.fromEntries(Object.values(STORAGE_KEYS).map((k) => [k, 'x'])));
    clearStorage({ getItem: inner.getItem, setItem: inner.setItem, removeItem: inner.removeItem });
    expect(inner.snapshot()).toEqual({});
  });
});
