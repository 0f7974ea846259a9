import { describe, expect, it } from 'vitest';
import type { FollowUp } from '../contract/schemas.js';
import {
  conflictFieldLabel,
  conflictProposal,
  followUpGroup,
  formatDueDay,
  groupFollowUps,
  localDay,
  snoozeDays,
} from './followUps.js';

const FRIDAY = '2026-11-27';
const followUp = (id: string, dueOn: string | null): FollowUp => ({
  id,
  postUpdateId: 'pu_1',
  contactId: null,
  text: id,
  dueOn,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('follow-up groups', () => {
  it('overdue, today, this week (to Sunday), later (and undated)', () => {
    expect(followUpGroup('2026-11-26', FRIDAY)).toBe('overdue');
    expect(followUpGroup(FRIDAY, FRIDAY)).toBe('today');
    expect(followUpGroup('2026-11-29', FRIDAY)).toBe('thisWeek');
    expect(followUpGroup('2026-11-30', FRIDAY)).toBe('later');
    expect(followUpGroup(null, FRIDAY)).toBe('later');
    expect(followUpGroup('2026-11-30', '2026-11-29')).toBe('later');
  });

  it('groups in order, soonest first, leaving out empty groups', () => {
    const groups = groupFollowUps(
      [followUp('c', null), followUp('b', '2026-12-03'), followUp('a', '2026-11-20'), followUp('d', FRIDAY)],
      FRIDAY,
    );
    expect(groups.map(([g, list]) => [g, list.map((f) => f.id)])).toEqual([
      ['overdue', ['a']],
      ['today', ['d']],
      ['later', ['b', 'c']],
    ]);
  });

  it('snoozes to tomorrow or next Monday', () => {
    expect(snoozeDays(FRIDAY)).toEqual({ tomorrow: '2026-11-28', nextWeek: '2026-11-30' });
    expect(snoozeDays('2026-11-29')).toEqual({ tomorrow: '2026-11-30', nextWeek: '2026-11-30' });
  });

  it('writes a due day and the local day', () => {
    expect(formatDueDay('2026-12-01')).toBe('Tue 1 Dec');
    expect(localDay(new Date('2026-11-27T10:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-11-26');
  });
});

describe('conflicts', () => {
  it('says where the proposed value came from', () => {
    expect(
      conflictProposal(
        {
          field: 'title',
          stored: 'Executive Assistant',
          proposed: 'Head of Procurement',
          postUpdateId: 'pu_1',
          at: '2026-11-27T10:00:00.000Z',
        },
        'UTC',
      ),
    ).toBe('Head of Procurement (from a post update on 27 Nov)');
    expect(conflictProposal({ field: 'phone', stored: '1', proposed: '2' })).toBe('2');
    expect(conflictFieldLabel('customFields.location')).toBe('Location');
    expect(conflictFieldLabel('title')).toBe('Title');
  });
});
