import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunk, toUidSet } from './uids.js';

/** Every UID a sequence set names (the inverse of `toUidSet`). */
const expand = (set: string) =>
  set === ''
    ? []
    : set.split(',').flatMap((part) => {
        const [a, b = a] = part.split(':').map(Number) as [number, number?];
        return Array.from({ length: b - a + 1 }, (_, i) => a + i);
      });

describe('toUidSet', () => {
  it.each([
    [[], ''],
    [[5], '5'],
    [[7, 1, 2, 3, 5], '1:3,5,7'],
    [[3, 3, 2], '2:3'],
    [[10, 9, 8, 1], '1,8:10'],
  ])('%j → %s', (uids, set) => {
    expect(toUidSet(uids)).toBe(set);
  });

  it('names exactly the given UIDs, in as few runs as they allow', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 200 }), (uids) => {
        const set = toUidSet(uids);
        const unique = [...new Set(uids)].sort((a, b) => a - b);
        expect(expand(set)).toEqual(unique);
        const runs = unique.filter((u, i) => i === 0 || unique[i - 1] !== u - 1).length;
        expect(set === '' ? 0 : set.split(',').length).toBe(runs);
      }),
    );
  });
});

describe('chunk', () => {
  it('slices in order, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
