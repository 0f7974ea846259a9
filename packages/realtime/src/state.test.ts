import { describe, expect, it } from 'vitest';
import { isRapportError, isRealtimeError } from './errors';
import { type ConnectionAction, type ConnectionState, transition } from './state';

describe('transition', () => {
  it.each<[ConnectionState, ConnectionAction, ConnectionState]>([
    ['closed', 'connect', 'connecting'],
    ['failed', 'connect', 'connecting'],
    ['connecting', 'opened', 'open'],
    ['connecting', 'dropped', 'connecting'],
    ['connecting', 'give_up', 'failed'],
    ['connecting', 'close', 'closed'],
    ['open', 'dropped', 'connecting'],
    ['open', 'give_up', 'failed'],
    ['open', 'close', 'closed'],
    ['closed', 'close', 'closed'],
    ['failed', 'close', 'closed'],
  ])('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toBe(to);
  });

  it.each<[ConnectionState, ConnectionAction]>([
    ['closed', 'opened'],
    ['closed', 'dropped'],
    ['closed', 'give_up'],
    ['open', 'connect'],
    ['open', 'opened'],
    ['connecting', 'connect'],
    ['failed', 'opened'],
    ['failed', 'dropped'],
  ])('refuses %s --%s--> with an illegal_transition error', (from, action) => {
    let caught: unknown;
    try {
      transition(from, action);
    } catch (e) {
      caught = e;
    }
    expect(isRealtimeError(caught)).toBe(true);
    expect(isRapportError(caught)).toBe(true);
    expect((caught as { code: string }).code).toBe('illegal_transition');
  });
});
