import type { Notification, NotificationData, NotificationType } from '@rapport/sdk/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { type NotificationRow, notifications } from '../db/schema.js';
import type { ServiceContext } from './context.js';

export type Listener = (n: Notification) => void;

const CHANNEL = 'rapport_notifications';

export function toWire(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    type: row.type as NotificationType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    data: row.data as NotificationData,
  };
}

/**
 * Stores each notification, then fans it out to every socket of its owner. On PostgreSQL the
 * fan-out goes through LISTEN/NOTIFY so sockets on any server instance receive it.
 */
export function createNotificationsService(ctx: ServiceContext) {
  const { db } = ctx.database;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: { release(err?: boolean): void; query(q: string): Promise<unknown> } | undefined;

  function deliver(userId: string, n: Notification) {
    for (const l of listeners.get(userId) ?? []) {
      try {
        l(n);
      } catch (e) {
        ctx.log.warn(`notification listener failed: ${String(e)}`);
      }
    }
  }

  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function listen(): Promise<void> {
    const pool = ctx.database.pool;
    if (!pool || stopped) return;
    const client = await pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { userId, notification } = JSON.parse(msg.payload) as {
          userId: string;
          notification: Notification;
        };
        deliver(userId, notification);
      } catch {
        // ignore malformed payloads
      }
    });
    client.on('error', (e) => {
      if (listenClient !== client) return;
      listenClient = undefined;
      client.release(true);
      ctx.log.warn(`notifications: lost the LISTEN connection (${e.message}); reconnecting`);
      reconnect(1000);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    listenClient = client;
  }

  function reconnect(delayMs: number): void {
    if (stopped) return;
    retry = setTimeout(() => {
      listen().catch(() => reconnect(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    retry.unref();
  }

  return {
    /**
     * On PostgreSQL: LISTEN on a dedicated connection. A lost connection (a database restart) is
     * replaced with backoff; meanwhile notifications reach this instance's own sockets directly.
     */
    async start(): Promise<void> {
      if (!ctx.database.pool) return;
      stopped = false;
      await listen();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = listenClient;
      listenClient = undefined;
      if (client) {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        client.release();
      }
      listeners.clear();
    },

    async notify(
      userId: string,
      type: NotificationType,
      message: string,
      data: NotificationData = {},
    ): Promise<Notification> {
      const [row] = await db
        .insert(notifications)
        .values({ userId, type, message, data, createdAt: new Date(ctx.clock.now()) })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      const wire = toWire(row);
      if (listenClient && ctx.database.pool) {
        // pg_notify payloads are capped at 8000 bytes; ours are small.
        await ctx.database.pool.query('select pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ userId, notification: wire }),
        ]);
      } else {
        deliver(userId, wire);
      }
      return wire;
    },

    /**
     * Messages sent live to the user's sockets, in order, without storing them (a reconnect does
     * not replay them): for drafts worth nothing a moment later, like CHAT_ANSWER_DELTA.
     * `close()` resolves once every pushed message has gone out.
     */
    live(userId: string, type: NotificationType, data: NotificationData = {}) {
      let sent: Promise<void> = Promise.resolve();
      const publish = async (message: string) => {
        const wire: Notification = {
          type,
          message,
          createdAt: new Date(ctx.clock.now()).toISOString(),
          data,
        };
        if (listenClient && ctx.database.pool) {
          await ctx.database.pool.query('select pg_notify($1, $2)', [
            CHANNEL,
            JSON.stringify({ userId, notification: wire }),
          ]);
        } else deliver(userId, wire);
      };
      return {
        push(message: string): void {
          // One after the other: concurrent NOTIFYs on a pool could overtake each other.
          sent = sent
            .then(() => publish(message))
            .catch((e: unknown) => ctx.log.warn(`live notification not sent: ${String(e)}`));
        },
        close: (): Promise<void> => sent,
      };
    },

    /** Stored notifications after `since` (a notification id, or an ISO timestamp), oldest first. */
    async since(userId: string, since: string | undefined, limit = 500): Promise<Notification[]> {
      const conditions = [eq(notifications.userId, userId)];
      if (since && /^\d{1,18}$/.test(since)) conditions.push(gt(notifications.id, Number(since)));
      else if (since && !Number.isNaN(Date.parse(since)))
        conditions.push(gt(notifications.createdAt, new Date(Date.parse(since))));
      const rows = await db
        .select()
        .from(notifications)
        .where(and(...conditions))
        .orderBy(asc(notifications.id))
        .limit(limit);
      return rows.map(toWire);
    },

    subscribe(userId: string, listener: Listener): () => void {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
