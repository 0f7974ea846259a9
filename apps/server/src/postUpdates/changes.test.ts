import { describe, expect, it } from 'vitest';
import { extractPostUpdateFacts } from '../assistant/extract.js';
import type { PostUpdateFacts } from '../assistant/types.js';
import { changeText, followUpsOf, planChanges, shortDay } from './changes.js';

/** No facts (what extraction finds in an empty text), with `over` on top. */
const facts = (over: Partial<PostUpdateFacts> = {}): PostUpdateFacts => ({
  ...extractPostUpdateFacts('', new Date()),
  ...over,
});

describe('followUpsOf', () => {
  it.each([
    // A day ahead makes a follow-up, due that day.
    [
      'Demo Tuesday.',
      facts({ dates: [{ text: 'Tuesday', iso: '2026-11-24' }] }),
      [['Demo Tuesday', '2026-11-24']],
    ],
    // A next step without a day is a follow-up without a due day.
    [
      'Next step: send the deck.',
      facts({ nextSteps: ['send the deck'] }),
      [['Next step: send the deck', null]],
    ],
    // A day already past is not a follow-up.
    ['Met her yesterday.', facts({ dates: [{ text: 'yesterday', iso: '2026-11-18' }] }), []],
    // A day that could not be resolved does not make one either.
    ['Sometime in Q2.', facts({ dates: [{ text: 'Q2' }] }), []],
  ])('%s', (text, f, expected) => {
    expect(followUpsOf(text, f, '2026-11-19').map((x) => [x.text, x.dueOn])).toEqual(expected);
  });
});

describe('planChanges', () => {
  const jane = {
    id: 'c1',
    created: true,
    name: 'Jane Cooper',
    filled: [],
    changed: [],
    conflicts: [],
    title: null,
    version: new Date(0),
    names: ['Jane Cooper'],
  };
  it('a created contact, its note, then the follow-up about the only person', () => {
    const planned = planChanges(
      'Met Jane Cooper at Acme. Demo Tuesday.',
      facts({ dates: [{ text: 'Tuesday', iso: '2026-11-24' }] }),
      [jane, jane],
      '2026-11-19',
    );
    expect(planned.map((c) => changeText({ ...c, kept: false }))).toEqual([
      'Created contact Jane Cooper',
      'Added note to Jane Cooper',
      'Added follow-up Tue 24 Nov: Demo with Jane Cooper',
    ]);
    expect(planned[1]?.note).toBe('Met Jane Cooper at Acme');
    expect(planned[2]?.contactId).toBe('c1');
  });

  it('a title: said with a created contact, filled on a known one, a different one a conflict', () => {
    const known = { ...jane, id: 'c2', created: false, name: 'Ann Lee', names: ['Ann Lee'], version: null };
    const planned = planChanges(
      'Met Jane Cooper, VP Sales at Acme. Ann Lee, CTO. Bo Ek, CFO.',
      facts(),
      [
        { ...jane, title: 'VP Sales' },
        { ...known, filled: [{ field: 'title', before: null, after: 'CTO' }] },
        {
          ...known,
          id: 'c3',
          name: 'Bo Ek',
          names: ['Bo Ek'],
          conflicts: [{ field: 'title', existing: 'CEO', incoming: 'CFO' }],
        },
      ],
      '2026-11-19',
    );
    expect(planned.map((c) => changeText({ ...c, kept: false }))).toEqual([
      'Created contact Jane Cooper, VP Sales',
      'Added note to Jane Cooper',
      'Added title to Ann Lee',
      'Added note to Ann Lee',
      'Kept title of Bo Ek as CEO; noted CFO as a conflict',
      'Added note to Bo Ek',
    ]);
    expect(planned[4]).toMatchObject({
      kind: 'conflict_recorded',
      field: 'title',
      before: 'CEO',
      after: 'CFO',
    });
  });
});

it('shortDay writes the day as the changes line does', () => {
  expect(shortDay('2026-11-24')).toBe('Tue 24 Nov');
  expect(shortDay('2026-12-03')).toBe('Thu 3 Dec');
});
