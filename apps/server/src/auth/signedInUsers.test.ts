import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { createSignedInUsers } from './signedInUsers.js';

const rowOf = (id: string, version: number) => ({ id, firstName: `v${version}` }) as UserRow;

/** A store of rows whose loads are counted, and a clock the test moves. */
function setup(options: { ttlMs?: number; max?: number } = {}) {
  const versions = new Map<string, number>();
  let loads = 0;
  let now = 0;
  const load = async (id: string) => {
    loads++;
    const v = versions.get(id);
    if (v === undefined) throw new Error('User not found');
    return rowOf(id, v);
  };
  const users = createSignedInUsers(load, { now: () => now }, { ttlMs: 1000, ...options });
  return {
    users,
    versions,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('signed-in users', () => {
  it('keeps a row for the TTL, then reads it again', async () => {
    const t = setup();
    t.versions.set('a', 1);
    await t.users.get('a');
    t.versions.set('a', 2);
    t.advance(999);
    expect((await t.users.get('a')).firstName).toBe('v1');
    expect(t.loads()).toBe(1);
    t.advance(1);
    expect((await t.users.get('a')).firstName).toBe('v2');
    expect(t.loads()).toBe(2);
  });

  it('refuses a user deleted by another process once the TTL is over, and never keeps a refusal', async () => {
    const t = setup();
    t.versions.set('a', 1);
    await t.users.get('a');
    t.versions.delete('a');
    t.advance(1000);
    await expect(t.users.get('a')).rejects.toThrow('User not found');
    await expect(t.users.get('a')).rejects.toThrow('User not found');
    expect(t.loads()).toBe(3);
  });

  it('forgets a row at once when this process changes it', async () => {
    const t = setup();
    t.versions.set('a', 1);
    await t.users.get('a');
    t.versions.set('a', 2);
    t.users.forget('a');
    expect((await t.users.get('a')).firstName).toBe('v2');
  });

  it('does not keep a row read before a change that lands while it loads', async () => {
    const t = setup();
    t.versions.set('a', 1);
    const loading = t.users.get('a'); // reads version 1
    t.versions.set('a', 2);
    t.users.forget('a');
    expect((await loading).firstName).toBe('v1');
    expect((await t.users.get('a')).firstName).toBe('v2');
  });

  it('keeps at most `max` rows, dropping the oldest', async () => {
    const t = setup({ max: 2 });
    for (const id of ['a', 'b', 'c']) {
      t.versions.set(id, 1);
      await t.users.get(id);
    }
    expect(t.users.size).toBe(2);
    await t.users.get('b');
    await t.users.get('c');
    expect(t.loads()).toBe(3);
    await t.users.get('a');
    expect(t.loads()).toBe(4);
  });
});
