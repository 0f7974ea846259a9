import { describe, expect, it } from 'vitest';
import { applyTheme, createThemeStore, resolveTheme, themeBootScript, toggleTheme } from './theme';

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

describe('createThemeStore', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  };

  it.each([
    ['the stored preference wins over the system', 'light', true, 'light'],
    ['the stored dark preference', 'dark', false, 'dark'],
    ['the system dark preference without a stored one', undefined, true, 'dark'],
    ['light otherwise', undefined, false, 'light'],
    ['light when the stored value is not a theme', 'purple', false, 'light'],
  ] as const)('starts from %s', (_name, stored, dark, expected) => {
    const storage = memory(stored ? { theme: stored } : {});
    const root = document.createElement('html');
    const store = createThemeStore({ storage, prefersDark: () => dark, root: () => root });
    expect(store.getState()).toBe(expected);
  });

  it('agrees with a theme the boot script already applied', () => {
    const root = document.createElement('html');
    root.setAttribute('data-theme', 'dark');
    const store = createThemeStore({ storage: memory({ theme: 'light' }), root: () => root });
    expect(store.getState()).toBe('dark');
  });

  it('persists a choice under "theme", applies it to the root and notifies', () => {
    const storage = memory();
    const root = document.createElement('html');
    const store = createThemeStore({ storage, prefersDark: () => false, root: () => root });
    const seen: string[] = [];
    const unsubscribe = store.subscribe((theme) => seen.push(theme));
    store.toggle();
    expect(store.getState()).toBe('dark');
    expect(storage.data.get('theme')).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    unsubscribe();
    store.set('light');
    expect(seen).toEqual(['dark']);
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('still switches when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const root = document.createElement('html');
    const store = createThemeStore({ storage, prefersDark: () => false, root: () => root });
    store.toggle();
    expect(store.getState()).toBe('dark');
  });
});
