import { describe, expect, it } from 'vitest';
import { joinName, splitFullName } from './names';

describe('splitFullName / joinName', () => {
  it.each([
    ['Ann Lee', 'Ann', 'Lee'],
    ['  Ann   Lee ', 'Ann', 'Lee'],
    ['Jean de la Fontaine', 'Jean', 'de la Fontaine'],
    ['Lee, Ann', 'Ann', 'Lee'],
    ['Dr. Ann Lee', 'Ann', 'Lee'],
    ['Cher', 'Cher', null],
    ['', null, null],
  ] as const)('splits %j into %j / %j', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });

  it('joins first and last, skipping missing parts', () => {
    expect(joinName('Ann', 'Lee')).toBe('Ann Lee');
    expect(joinName(null, 'Lee')).toBe('Lee');
    expect(joinName(null, null)).toBeNull();
  });
});
