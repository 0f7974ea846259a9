/**
 * Token storage adapters. The session lives under the spec's local storage keys
 * (STORAGE_KEYS, spec §3), so a browser app and the SDK read and write the same items.
 */
import { STORAGE_KEYS } from '../storage-keys.js';

/** The subset of the Web Storage API the SDK needs; synchronous, string values. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Wipes every item (sign-out, spec §4). Without it, the SDK removes each STORAGE_KEYS item. */
  clear?(): void;
}

/** The items that make up a session; removed when the session expires (spec §4 Token refresh). */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.user,
  STORAGE_KEYS.userMetadata,
  STORAGE_KEYS.onboardingCompleted,
  STORAGE_KEYS.chats,
  STORAGE_KEYS.currentChatId,
  STORAGE_KEYS.mailboxUserId,
  STORAGE_KEYS.verificationToken,
] as const;

/** An in-memory storage for Node, tests and server-side use. */
export function memoryStorage(initial: Record<string, string> = {}): TokenStorage & {
  clear(): void;
  /** A copy of every item, for inspection. */
  snapshot(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
    snapshot: () => Object.fromEntries(items),
  };
}

/**
 * The browser's `localStorage` (or the Storage given). Failures of the underlying storage
 * (Safari private mode quota, storage disabled) never throw at the caller: reads give null,
 * writes are dropped. Without any Storage (server-side rendering) it falls back to memory.
 */
export function browserStorage(storage?: Storage): TokenStorage {
  let target: Storage | undefined;
  try {
    target = storage ?? (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    // a sandboxed frame throws on the mere access
  }
  if (!target) return memoryStorage();
  const store = target;
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // quota or disabled storage: the session lives for this page only
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // ignore
      }
    },
    clear: () => {
      try {
        store.clear();
      } catch {
        // ignore
      }
    },
  };
}

/** Removes every item: `clear()` when the adapter has it, else each STORAGE_KEYS item. */
export function clearStorage(storage: TokenStorage): void {
  if (storage.clear) {
    storage.clear();
    return;
  }
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}
