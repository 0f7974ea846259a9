import { proxy, subscribe } from 'valtio';

export type Theme = 'light' | 'dark';

/** §3 local storage item "theme"; the boot script in index.html reads the same key. */
export const THEME_KEY = 'theme';

/** §4 Theme: the stored preference first, otherwise the system dark preference, otherwise light. */
export function initialTheme(): Theme {
  const attr = typeof document !== 'undefined' ? document.documentElement.getAttribute('data-theme') : null;
  if (attr === 'light' || attr === 'dark') return attr;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_KEY);
  } catch {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export const themeState = proxy<{ theme: Theme }>({ theme: initialTheme() });

function apply(theme: Theme) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  themeState.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the theme still applies for this page.
  }
}

export const toggleTheme = (): void => setTheme(themeState.theme === 'dark' ? 'light' : 'dark');

/** Keeps <html data-theme> in step with the state. Returns the unsubscribe function. */
export function bindTheme(): () => void {
  apply(themeState.theme);
  return subscribe(themeState, () => apply(themeState.theme));
}
