import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

/**
 * The user rows behind access tokens, kept for a moment (issue 12, "Load, measured"): every
 * authenticated request and socket read its user's row, one statement of the few a request costs,
 * and on PGlite every statement is time on the one thread. A row is kept SIGNED_IN_USER_TTL_MS at
 * most; this process forgets it as soon as it changes the row (verify email, password, permissions,
 * tokens), so within one server nothing is ever stale. What another process changes (the admin CLI
 * on PostgreSQL, another instance, a row deleted by hand) is seen within the TTL.
 */
export const SIGNED_IN_USER_TTL_MS = 1000;
/** Rows kept at most; the oldest goes first. */
export const SIGNED_IN_USER_MAX = 10_000;

export interface SignedInUsersOptions {
  ttlMs?: number;
  max?: number;
}

export function createSignedInUsers(
  load: (userId: string) => Promise<UserRow>,
  clock: Clock,
  options: SignedInUsersOptions = {},
) {
  const ttlMs = options.ttlMs ?? SIGNED_IN_USER_TTL_MS;
  const max = options.max ?? SIGNED_IN_USER_MAX;
  /** Insertion order is age order: a reload deletes and re-inserts. */
  const rows = new Map<string, { row: UserRow; until: number }>();
  /** Bumped by every `forget`: a load that started before it is not kept. */
  let generation = 0;

  return {
    /** The user's row, as `load` gives it (a refusal is never kept). */
    async get(userId: string): Promise<UserRow> {
      const kept = rows.get(userId);
      if (kept && kept.until > clock.now()) return kept.row;
      rows.delete(userId);
      const started = generation;
      const row = await load(userId);
      if (started === generation) {
        if (rows.size >= max) rows.delete(rows.keys().next().value as string);
        rows.set(userId, { row, until: clock.now() + ttlMs });
      }
      return row;
    },
    /** Call when this process changes the user's row. */
    forget(userId: string): void {
      generation++;
      rows.delete(userId);
    },
    get size(): number {
      return rows.size;
    },
  };
}

export type SignedInUsers = ReturnType<typeof createSignedInUsers>;
