import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { refreshTokens } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

/**
 * Which sessions have ended (issue 22): a session is a refresh-token family (the access token's
 * `sid`), and it has ended once none of its tokens is left unrevoked (sign-out, sign-out
 * everywhere, a password reset or change, a reused refresh token). The database is the truth, so
 * every instance agrees; this process keeps what it learnt:
 * - an ended session for good (it never comes back), so its tokens cost no query;
 * - a live one for `SESSION_CHECK_MS`, so a busy session costs one query that often, and a
 *   session ended by another instance is refused here within that time.
 * A session this process ends is refused at once, and its listeners (the notification sockets)
 * are told.
 */
export const SESSION_CHECK_MS = 5_000;
/** Sessions remembered at most (each kind); the oldest is forgotten first and asked again. */
export const SESSIONS_KEPT_MAX = 10_000;

export type SessionsEndedListener = (familyIds: readonly string[]) => void;

export interface EndedSessionsOptions {
  checkMs?: number;
  max?: number;
}

export function createEndedSessions(
  database: Database,
  clock: Pick<Clock, 'now'>,
  options: EndedSessionsOptions = {},
) {
  const { db } = database;
  const checkMs = options.checkMs ?? SESSION_CHECK_MS;
  const max = options.max ?? SESSIONS_KEPT_MAX;
  const ended = new Set<string>();
  /** Live sessions and until when that answer holds; insertion order is age order. */
  const live = new Map<string, number>();
  const listeners = new Set<SessionsEndedListener>();

  const remember = <T>(store: { size: number; keys(): IterableIterator<T>; delete(k: T): boolean }) => {
    if (store.size >= max) store.delete(store.keys().next().value as T);
  };

  function markEnded(familyIds: readonly string[]): void {
    const fresh = familyIds.filter((id) => !ended.has(id));
    for (const id of fresh) {
      live.delete(id);
      remember(ended);
      ended.add(id);
    }
    if (fresh.length === 0) return;
    for (const listener of [...listeners]) listener(fresh);
  }

  /** The ones of these sessions that still have an unrevoked token, asked of the database. */
  async function stillLive(familyIds: readonly string[]): Promise<Set<string>> {
    if (familyIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(inArray(refreshTokens.familyId, [...familyIds]), isNull(refreshTokens.revokedAt)));
    return new Set(rows.map((r) => r.familyId));
  }

  return {
    /** Whether the session may still be used; false once it has ended. */
    async isLive(familyId: string): Promise<boolean> {
      if (ended.has(familyId)) return false;
      const until = live.get(familyId);
      if (until !== undefined && until > clock.now()) return true;
      const found = await stillLive([familyId]);
      if (!found.has(familyId)) {
        markEnded([familyId]);
        return false;
      }
      live.delete(familyId);
      remember(live);
      live.set(familyId, clock.now() + checkMs);
      return true;
    },

    /**
     * The sessions of these that have ended, asking the database for those not known here (a
     * sweep of open sockets: sessions ended by another instance); listeners hear of them.
     */
    async endedAmong(familyIds: readonly string[]): Promise<string[]> {
      const unknown = familyIds.filter((id) => !ended.has(id));
      const found = await stillLive(unknown);
      markEnded(unknown.filter((id) => !found.has(id)));
      return familyIds.filter((id) => ended.has(id));
    },

    /** This process ended these sessions (their tokens are revoked): refused from now on. */
    ended: markEnded,

    /** Revokes every token of the family and ends the session. */
    async endFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      markEnded([familyId]);
    },

    onEnded(listener: SessionsEndedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type EndedSessions = ReturnType<typeof createEndedSessions>;
