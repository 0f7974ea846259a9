import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

type MaybePromise<T> = T | Promise<T>;

/** Where the queue's job metadata is kept. `localStorage` fits; so does any async key-value store. */
export interface StorageAdapter {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
}

/** Where the files' contents are kept, by job id, so a reload can resume the uploads. */
export interface FileStore {
  get(jobId: string): Promise<File | undefined>;
  set(jobId: string, file: File): Promise<void>;
  delete(jobId: string): Promise<void>;
}

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's `localStorage` (or any `Storage` passed in). Where there is none (Node, some
 * sandboxed iframes) it falls back to memory, so the queue still works for the session.
 */
export function localStorageAdapter(storage?: WebStorage): StorageAdapter {
  const resolve = (): WebStorage | undefined => {
    if (storage) return storage;
    try {
      return globalThis.localStorage ?? undefined;
    } catch {
      // Reading `localStorage` throws when storage is blocked.
      return undefined;
    }
  };
  const fallback = memoryStorage();
  return {
    getItem: (key) => (resolve() ?? fallback).getItem(key),
    setItem: (key, value) => (resolve() ?? fallback).setItem(key, value),
    removeItem: (key) => (resolve() ?? fallback).removeItem(key),
  };
}

/** A storage adapter in memory. Pass the same instance to two queues to simulate a reload. */
export function memoryStorage(initial?: Record<string, string>): StorageAdapter & {
  readonly items: Map<string, string>;
} {
  const items = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

export interface IndexedDbFileStoreOptions {
  /** IndexedDB database name. Default `rapport-upload-queue`. */
  dbName?: string;
  /** Object store name. Default `files`. */
  storeName?: string;
}

interface StoredFile {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
}

/** File contents in IndexedDB (idb-keyval), which can hold `File` objects across reloads. */
export function indexedDbFileStore(options: IndexedDbFileStoreOptions = {}): FileStore & {
  clear(): Promise<void>;
} {
  let store: UseStore | undefined;
  // createStore opens the database at once, so open it on first use, not at import.
  const db = () => {
    store ??= createStore(options.dbName ?? 'rapport-upload-queue', options.storeName ?? 'files');
    return store;
  };
  return {
    get: async (jobId) => {
      const record = await get<StoredFile>(jobId, db());
      if (!record || !(record.blob instanceof Blob)) return undefined;
      return new File([record.blob], record.name, { type: record.type, lastModified: record.lastModified });
    },
    set: (jobId, file) => {
      // Stored with its name beside the bytes: not every structured clone keeps a File's name.
      const record: StoredFile = {
        blob: file,
        name: file.name,
        type: file.type,
        lastModified: file.lastModified,
      };
      return set(jobId, record, db());
    },
    delete: (jobId) => del(jobId, db()),
    clear: () => clear(db()),
  };
}

/** File contents in memory: they do not survive a reload unless the same instance is reused. */
export function memoryFileStore(): FileStore & { readonly files: Map<string, File> } {
  const files = new Map<string, File>();
  return {
    files,
    get: async (jobId) => files.get(jobId),
    set: async (jobId, file) => {
      files.set(jobId, file);
    },
    delete: async (jobId) => {
      files.delete(jobId);
    },
  };
}
