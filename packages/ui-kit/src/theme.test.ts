import { describe, expect, it } from 'vitest';
import { applyTheme, resolveTheme, themeBootScript, toggleTheme } from './theme';

describe('resolveTheme', () => {
  it.each([
    { stored: 'dark', prefersDark: false, expected: 'dark' },
    { stored: 'light', prefersDark: true, expected: 'light' },
    { stored: null, prefersDark: true, expected: 'dark' },
    { stored: null, prefersDark: false, expected: 'light' },
    { stored: undefined, prefersDark: undefined, expected: 'light' },
    { stored: 'purple', prefersDark: true, expected: 'dark' },
    { stored: 'purple', prefersDark: false, expected: 'light' },
  ])('stored $stored with system dark $prefersDark gives $expected', ({ stored, prefersDark, expected }) => {
    expect(resolveTheme({ stored, prefersDark })).toBe(expected);
  });
});

describe('toggleTheme', () => {
  it('flips between light and dark', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets data-theme and color-scheme on the given root', () => {
    const root = document.createElement('div');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('defaults to the document element', () => {
    applyTheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});

describe('themeBootScript', () => {
  function runBoot(stored: string | null, prefersDark: boolean, key = 'theme') {
    const root = document.documentElement;
    root.removeAttribute('data-theme');
    localStorage.clear();
    if (stored !== null) localStorage.setItem(key, stored);
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: prefersDark && query.includes('dark') })) as never;
    try {
      new Function(themeBootScript(key))();
    } finally {
      window.matchMedia = original;
    }
    return root.getAttribute('data-theme');
  }

  it.each([
    { stored: 'light', prefersDark: true, expected: 'light' },
    { stored: 'dark', prefersDark: false, expected: 'dark' },
    { stored: null, prefersDark: true, expected: 'dark' },
    { stored: null, prefersDark: false, expected: 'light' },
  ])(
    'applies $expected for stored $stored and system dark $prefersDark',
    ({ stored, prefersDark, expected }) => {
      expect(runBoot(stored, prefersDark)).toBe(expected);
    },
  );

  it('reads the given storage key', () => {
    expect(runBoot('dark', false, 'rapport-theme')).toBe('dark');
  });

  it('uses the key "theme" by default', () => {
    expect(themeBootScript()).toContain('"theme"');
  });
});
