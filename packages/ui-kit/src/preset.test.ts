import { describe, expect, it } from 'vitest';
import { rapportPreset } from './preset';

type TokenTree = { [key: string]: TokenTree | { value: unknown } };

function leaves(tree: TokenTree, path: string[] = []): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, node]) =>
    'value' in node
      ? [[[...path, key].join('.'), node.value] as [string, unknown]]
      : leaves(node, [...path, key]),
  );
}

describe('rapportPreset', () => {
  it('switches to dark on [data-theme=dark]', () => {
    expect(rapportPreset.conditions?.extend?.dark).toBe('[data-theme=dark] &');
  });

  it('shows a field invalid only when marked so, not for an empty required input', () => {
    const invalid = rapportPreset.conditions?.extend?.invalid;
    expect(invalid).toContain('[aria-invalid=true]');
    expect(invalid).not.toMatch(/:invalid/);
  });

  it('gives every semantic colour a light and a dark value', () => {
    const colors = rapportPreset.theme?.extend?.semanticTokens?.colors as TokenTree;
    const all = leaves(colors);
    expect(all.length).toBeGreaterThan(10);
    for (const [name, value] of all) {
      expect(value, name).toEqual({ _light: expect.any(String), _dark: expect.any(String) });
    }
  });

  it.each(['bg', 'fg', 'muted', 'border', 'accent', 'destructive'])('defines the %s colour', (name) => {
    const colors = rapportPreset.theme?.extend?.semanticTokens?.colors as Record<string, unknown>;
    expect(colors[name]).toBeDefined();
  });

  it('makes the menu 56 units wide', () => {
    const menu = rapportPreset.theme?.extend?.slotRecipes?.menu;
    const base = menu?.base as { content?: { w?: string } } | undefined;
    expect(base?.content?.w).toBe('56');
  });

  it('has one recipe per component', () => {
    const extend = rapportPreset.theme?.extend;
    expect(Object.keys(extend?.recipes ?? {}).sort()).toEqual(['button', 'input', 'spinner', 'textarea']);
    expect(Object.keys(extend?.slotRecipes ?? {}).sort()).toEqual([
      'avatar',
      'dialog',
      'drawer',
      'editable',
      'field',
      'logo',
      'menu',
      'passwordInput',
      'pinInput',
      'progress',
      'segmentedControl',
      'tabs',
      'toast',
      'tooltip',
    ]);
  });
});
