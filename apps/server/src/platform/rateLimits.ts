import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema.js';
import { tooManyRequests } from '../http/errors.js';
import type { ServiceContext } from './context.js';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Sliding-window limits kept in the database, so every server instance sees the same
 * counts and a restart does not reset them.
 */
export function createRateLimiter(ctx: ServiceContext) {
  const { db } = ctx.database;
  let lastSweep = 0;

  return {
    /** Records one attempt under `key`; throws 429 (saying when to retry) when the limit is reached. */
    async hit(key: string, limit: Limit, what: string): Promise<void> {
      const now = ctx.clock.now();
      const windowStart = new Date(now - limit.windowMs);
      const [row] = await db
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, windowStart)));
      if ((row?.n ?? 0) >= limit.max) {
        const [oldest] = await db
          .select({ at: rateLimitHits.createdAt })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, windowStart)))
          .orderBy(asc(rateLimitHits.createdAt))
          .limit(1);
        const retryAt = (oldest?.at.getTime() ?? now) + limit.windowMs;
        throw tooManyRequests(retryAt - now, what);
      }
      await db.insert(rateLimitHits).values({ key, createdAt: new Date(now) });
      if (now - lastSweep > 10 * 60_000) {
        lastSweep = now;
        // Forget hits older than the longest window (1 h).
        await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now - 2 * 60 * 60_000)));
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
