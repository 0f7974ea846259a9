import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindTheme, initialTheme, setTheme, themeState, toggleTheme } from './theme';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme (spec §4)', () => {
  it.each([
    ['the stored preference wins over the system', 'light', true, 'light'],
    ['the stored dark preference', 'dark', false, 'dark'],
    ['the system dark preference without a stored one', null, true, 'dark'],
    ['light otherwise', null, false, 'light'],
    ['light when the stored value is not a theme', 'purple', false, 'light'],
  ])('%s', (_name, stored, systemDark, expected) => {
    if (stored) localStorage.setItem('theme', stored);
    preferDark(systemDark);
    expect(initialTheme()).toBe(expected);
  });

  it('persists the choice and applies it to <html>', () => {
    const unbind = bindTheme();
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    toggleTheme();
    expect(themeState.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(document.documentElement.getAttribute('data-theme')).toBe('light');
        unbind();
        resolve();
      }, 0),
    );
  });
});
