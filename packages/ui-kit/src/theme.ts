import { THEME_STORAGE_KEY } from './constants';

export type Theme = 'light' | 'dark';

export interface ResolveThemeInput {
  /** The stored preference, as read from storage (anything not 'light'/'dark' is ignored). */
  stored?: string | null | undefined;
  /** Whether the system asks for dark (`prefers-color-scheme: dark`). */
  prefersDark?: boolean | undefined;
}

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Spec §4 "Theme": the stored preference first, otherwise the system dark preference, otherwise light. */
export function resolveTheme({ stored, prefersDark }: ResolveThemeInput = {}): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Sets `data-theme` (the panda dark condition is `[data-theme=dark] &`) and `color-scheme`. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

/**
 * A self-contained script for a `<script>` in index.html's <head>: it applies the stored or system
 * theme before the first paint, so the page never flashes the wrong theme.
 */
export function themeBootScript(storageKey: string = THEME_STORAGE_KEY): string {
  const key = JSON.stringify(storageKey);
  return `(function(){try{var s=null;try{s=localStorage.getItem(${key})}catch(e){}var t=s==="light"||s==="dark"?s:(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");var r=document.documentElement;r.setAttribute("data-theme",t);r.style.colorScheme=t}catch(e){}})();`;
}

/** Where the theme store reads and writes; every field is optional (browser defaults). */
export interface ThemeStoreOptions {
  /** Defaults to `localStorage` when there is one; `null` keeps the choice for the page only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null | undefined;
  storageKey?: string | undefined;
  /** Defaults to `matchMedia('(prefers-color-scheme: dark)')`. */
  prefersDark?: (() => boolean) | undefined;
  /** The element that carries `data-theme`; defaults to `<html>`. */
  root?: (() => HTMLElement | null) | undefined;
}

export interface ThemeStore {
  getState(): Theme;
  subscribe(listener: (theme: Theme) => void): () => void;
  /** Persists the choice, applies it to the root and notifies. */
  set(theme: Theme): void;
  toggle(): void;
  /** Applies the current theme to the root (call once at start). */
  apply(): void;
}

const defaultStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can throw when blocked (privacy settings)
  }
};
const systemPrefersDark = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
const documentRoot = () => (typeof document === 'undefined' ? null : document.documentElement);

/**
 * The theme now: what the boot script already put on the root (so the app agrees with the first
 * paint), else spec §4's rule over the stored preference and the system preference.
 */
export function readTheme(options: ThemeStoreOptions = {}): Theme {
  const fromRoot = (options.root ?? documentRoot)()?.getAttribute('data-theme');
  if (isTheme(fromRoot)) return fromRoot;
  let stored: string | null = null;
  try {
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    stored = storage?.getItem(options.storageKey ?? THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return resolveTheme({ stored, prefersDark: (options.prefersDark ?? systemPrefersDark)() });
}

/** A framework-free theme store (`getState`/`subscribe`), persisted under "theme" (spec §3). */
export function createThemeStore(options: ThemeStoreOptions = {}): ThemeStore {
  const listeners = new Set<(theme: Theme) => void>();
  let theme = readTheme(options);
  const root = options.root ?? documentRoot;
  const apply = () => {
    const element = root();
    if (element) applyTheme(theme, element);
  };
  const store: ThemeStore = {
    getState: () => theme,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      theme = next;
      try {
        const storage = options.storage === undefined ? defaultStorage() : options.storage;
        storage?.setItem(options.storageKey ?? THEME_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the theme still applies for this page.
      }
      apply();
      for (const listener of listeners) listener(next);
    },
    toggle: () => store.set(toggleTheme(theme)),
    apply,
  };
  return store;
}
