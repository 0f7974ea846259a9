import { describe, expect, it } from 'vitest';
import { emptyWordTable, wordTable } from './wordTable.js';

const PROTOTYPE_WORDS = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
];

describe('wordTable', () => {
  it('answers its own keys and nothing of Object.prototype', () => {
    const table = wordTable({ buy: ['bought'] });
    expect(table.buy).toEqual(['bought']);
    for (const word of PROTOTYPE_WORDS) expect(table[word], word).toBeUndefined();
  });

  it('fills an empty table without a prototype', () => {
    const table = emptyWordTable<string[]>();
    for (const word of PROTOTYPE_WORDS) expect(table[word], word).toBeUndefined();
    const key: string = 'constructor';
    table[key] = ['x'];
    expect(table[key]).toEqual(['x']);
  });
});
