/**
 * The session store: tokens, user id and user, loaded from and written through a
 * TokenStorage under the spec's keys (spec §3). Framework-free: `getState()` and
 * `subscribe()` are what a React binding hands to `useSyncExternalStore`.
 */
import { type RefreshResponse, type SignInResponse, UserProfile } from './contract/schemas.js';
import { clearStorage, SESSION_STORAGE_KEYS, type TokenStorage } from './storage/index.js';
import { STORAGE_KEYS } from './storage-keys.js';

export interface SessionState {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly userId: string | null;
  readonly user: UserProfile | null;
}

export type SessionListener = (state: SessionState) => void;

export interface SessionStore {
  /** The current state; the same object until something changes. */
  getState(): SessionState;
  subscribe(listener: SessionListener): () => void;
  /** Sign-in (spec §4): stores the tokens, user id and user; onboarding flag "false"; chats "[]". */
  signIn(response: SignInResponse): void;
  /** A refresh answer: stores the new token pair (and the user id it names). */
  setTokens(tokens: Pick<RefreshResponse, 'access_token' | 'refresh_token'> & { id?: string }): void;
  /** Stores a fresh profile (and its user_metadata item). */
  setUser(user: UserProfile): void;
  /** Writes the onboarding-completed flag as the text "true" or "false". */
  setOnboardingCompleted(completed: boolean): void;
  /** Session expiry: removes the session items, keeps the rest (theme, onboarding step...). */
  expire(): void;
  /** Sign-out (spec §4): wipes the whole storage. */
  clear(): void;
  /** Re-reads the storage (e.g. after another tab changed it). */
  reload(): void;
}

export interface SessionStoreOptions {
  /** Told when a stored user fails its schema and is dropped (never thrown). */
  onRestoreError?: (error: unknown) => void;
}

/** Spec §4 Session: a stored access token plus a stored user means authenticated. */
export const isAuthenticated = (state: SessionState): boolean =>
  state.accessToken !== null && state.user !== null;

export function createSessionStore(storage: TokenStorage, options: SessionStoreOptions = {}): SessionStore {
  const listeners = new Set<SessionListener>();
  let state = load();

  function load(): SessionState {
    return {
      accessToken: storage.getItem(STORAGE_KEYS.accessToken) || null,
      refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) || null,
      userId: storage.getItem(STORAGE_KEYS.userId) || null,
      user: loadUser(),
    };
  }

  function loadUser(): UserProfile | null {
    const raw = storage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return UserProfile.parse(JSON.parse(raw));
    } catch (error) {
      // A stored user from another version or a hand-edited item: drop it, never throw.
      storage.removeItem(STORAGE_KEYS.user);
      (options.onRestoreError ?? defaultRestoreError)(error);
      return null;
    }
  }

  function update(next: SessionState): void {
    if (
      next.accessToken === state.accessToken &&
      next.refreshToken === state.refreshToken &&
      next.userId === state.userId &&
      next.user === state.user
    ) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener(state);
  }

  function writeUser(user: UserProfile): void {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.userMetadata, JSON.stringify(user.user_metadata));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(response) {
      const userId = response.id || response.user.id;
      storage.setItem(STORAGE_KEYS.accessToken, response.access_token);
      storage.setItem(STORAGE_KEYS.refreshToken, response.refresh_token);
      storage.setItem(STORAGE_KEYS.userId, userId);
      writeUser(response.user);
      storage.setItem(STORAGE_KEYS.onboardingCompleted, 'false');
      storage.setItem(STORAGE_KEYS.chats, '[]');
      update({
        accessToken: response.access_token,
        refreshToken: response.refresh_token,
        userId,
        user: response.user,
      });
    },
    setTokens(tokens) {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
      if (tokens.id) storage.setItem(STORAGE_KEYS.userId, tokens.id);
      update({
        ...state,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        userId: tokens.id || state.userId,
      });
    },
    setUser(user) {
      writeUser(user);
      storage.setItem(STORAGE_KEYS.userId, user.id);
      update({ ...state, user, userId: user.id });
    },
    setOnboardingCompleted(completed) {
      storage.setItem(STORAGE_KEYS.onboardingCompleted, completed ? 'true' : 'false');
    },
    expire() {
      for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
      update(EMPTY_SESSION);
    },
    clear() {
      clearStorage(storage);
      update(EMPTY_SESSION);
    },
    reload() {
      update(load());
    },
  };
}

const EMPTY_SESSION: SessionState = Object.freeze({
  accessToken: null,
  refreshToken: null,
  userId: null,
  user: null,
});

function defaultRestoreError(error: unknown): void {
  console.warn('[rapport] dropped a stored user that failed its schema', error);
}

/**
 * Keeps a browser tab's session in step with the others: when another tab signs in, refreshes
 * or signs out, the `storage` event fires here and the store re-reads the storage. Returns
 * the function that stops listening. `target` is the window (injected for tests).
 */
export function syncSessionAcrossTabs(
  session: SessionStore,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis as unknown as
    | EventTarget
    | undefined,
): () => void {
  if (!target?.addEventListener) return () => {};
  const keys = new Set<string>(SESSION_STORAGE_KEYS);
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: another tab called localStorage.clear() (sign-out).
    if (key === null || key === undefined || keys.has(key)) session.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
