/**
 * The app's theme: one `@rapport/ui-kit` theme store (spec §4: stored preference, else system dark,
 * else light; persisted under "theme"), read in components through `useTheme()`.
 */
import { createThemeStore, readTheme, type Theme } from '@rapport/ui-kit';
import { useSyncExternalStore } from 'react';

export type { Theme };

export const themeStore = createThemeStore();

/** The theme as the boot script / stored preference / system preference give it now. */
export const initialTheme = (): Theme => readTheme();

/** The current theme, for code outside React (`themeState.theme`). */
export const themeState = {
  get theme(): Theme {
    return themeStore.getState();
  },
};

export const setTheme = (theme: Theme): void => themeStore.set(theme);
export const toggleTheme = (): void => themeStore.toggle();

/** Applies the theme to <html> at start; the store keeps it in step on every change. */
export function bindTheme(): () => void {
  themeStore.apply();
  return () => undefined;
}

export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getState);
}
