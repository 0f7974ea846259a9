import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as uidSets from './uids.js';

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
    expect(uidSets.toUidSet(uids)).toBe(set);
  });

  it('names exactly the given UIDs, in as few runs as they allow', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 200 }), (uids) => {
        const set = uidSets.toUidSet(uids);
        const unique = [...new Set(uids)].sort((a, b) => a - b);
        expect(expand(set)).toEqual(unique);
        const runs = unique.filter((u, i) => i === 0 || unique[i - 1] !== u - 1).length;
        expect(set === '' ? 0 : set.split(',').length).toBe(runs);
      }),
    );
  });
});

describe('UID sets as runs', () => {
  const uidList = fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 150 });
  const members = (runs: readonly (readonly [number, number])[]) => expand(uidSets.formatUidSet(runs));

  it.each([
    ['', []],
    ['5', [[5, 5]]],
    [
      '1:3,5,7',
      [
        [1, 3],
        [5, 5],
        [7, 7],
      ],
    ],
    [
      '7:9,1:3,4',
      [
        [1, 4],
        [7, 9],
      ],
    ],
    ['9:7', [[7, 9]]],
  ])('reads %j', (set, runs) => {
    expect(uidSets.parseUidSet(set)).toEqual(runs);
  });

  it('reads back what it writes, and adds, removes and counts like a set of numbers', () => {
    fc.assert(
      fc.property(uidList, uidList, uidList, (start, added, gone) => {
        const runs = uidSets.removeUids(uidSets.addUids(uidSets.uidRuns(start), added), gone);
        const expected = [...new Set([...start, ...added])]
          .filter((u) => !gone.includes(u))
          .sort((a, b) => a - b);
        expect(members(runs)).toEqual(expected);
        expect(uidSets.countUids(runs)).toBe(expected.length);
        expect(uidSets.parseUidSet(uidSets.formatUidSet(runs))).toEqual(runs);
        // Never two runs that touch: the set is written as briefly as it can be.
        expect(runs.every(([a], i) => i === 0 || a > runs[i - 1]![1] + 1)).toBe(true);
      }),
    );
  });

  it('finds the UIDs of a set that are no longer present', () => {
    expect(uidSets.missingUids(uidSets.parseUidSet('1:5,8:9'), [9, 2, 3, 5, 7])).toEqual([1, 4, 8]);
    expect(uidSets.missingUids(uidSets.parseUidSet('1:3'), [1, 2, 3])).toEqual([]);
    fc.assert(
      fc.property(uidList, uidList, (synced, present) => {
        const expected = [...new Set(synced)].filter((u) => !present.includes(u)).sort((a, b) => a - b);
        expect(uidSets.missingUids(uidSets.uidRuns(synced), present)).toEqual(expected);
      }),
    );
  });
});
