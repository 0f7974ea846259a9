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
