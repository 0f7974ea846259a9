import { describe, expect, it } from 'vitest';
import { filterPalette, shortcutOf } from './shortcuts.js';

const press = (key: string, over: Partial<Parameters<typeof shortcutOf>[0]> = {}) =>
  shortcutOf({ key, metaKey: false, ctrlKey: false, altKey: false, inTextField: false, ...over });

describe('shortcutOf', () => {
  it('opens the palette with ⌘K or Ctrl+K, even in a text field', () => {
    expect(press('k', { metaKey: true })).toBe('palette');
    expect(press('K', { ctrlKey: true, inTextField: true })).toBe('palette');
    expect(press('k')).toBeNull();
  });

  it('reads "/" and "?" as shortcuts only outside text fields', () => {
    expect(press('/')).toBe('composer');
    expect(press('?')).toBe('help');
    expect(press('/', { inTextField: true })).toBeNull();
    expect(press('?', { inTextField: true })).toBeNull();
    expect(press('/', { ctrlKey: true })).toBeNull();
  });
});

describe('filterPalette', () => {
  const items = [
    { id: 'a', label: 'Grace Hopper', group: 'Person', keywords: 'US Navy grace@navy.mil' },
    { id: 'b', label: 'Acme renewal', group: 'Chat' },
    { id: 'c', label: 'New chat', group: 'Action' },
  ];
  it('finds by every word typed, in labels and keywords', () => {
    expect(filterPalette(items, 'navy').map((i) => i.id)).toEqual(['a']);
    expect(filterPalette(items, 'grace hopper').map((i) => i.id)).toEqual(['a']);
    expect(filterPalette(items, 'chat').map((i) => i.id)).toEqual(['c']);
    expect(filterPalette(items, '').map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(filterPalette(items, '', 2)).toHaveLength(2);
  });
});
