import { NOTIFICATIONS_SOCKET_PATH, type Notification } from '@rapport/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SESSION_CHECK_MS } from '../auth/endedSessions.js';
import { isHttpError } from '../http/errors.js';
import type { Services } from '../wiring.js';
import { API_PREFIX } from './register.js';

/** §4 Notification socket: auth-failure close code (the client refreshes and reconnects). */
export const AUTH_FAILURE_CLOSE_CODE = 4003;
/** The server is going away (RFC 6455 1001): the client reconnects, to the next instance. */
export const GOING_AWAY_CLOSE_CODE = 1001;
/**
 * The socket's session ended (sign-out, sign-out everywhere, a password reset, a reused refresh
 * token): the client does not reconnect and the web app goes to /sign-in (`@rapport/realtime`'s
 * SESSION_ENDED_CLOSE_CODE, the same number).
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * `GET /api/ws/notifications?token=<access token>&since=<last id>`.
 * First message `connection_established`; then missed notifications after `since`; then live
 * ones. A `heartbeat` from the client is answered with a `heartbeat`.
 */
export function registerNotificationSocket(app: FastifyInstance, services: Services): void {
  const { sessions } = services.auth;
  /** Open sockets by session, so an ended session's are closed at once. */
  const bySession = new Map<string, Set<WebSocket>>();
  const closeEnded = (familyIds: readonly string[]) => {
    for (const id of familyIds) {
      for (const socket of bySession.get(id) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
      bySession.delete(id);
    }
  };
  const stopListening = sessions.onEnded(closeEnded);
  // Sessions ended by another instance (PostgreSQL) are found by asking now and then.
  const sweep = setInterval(() => {
    if (bySession.size > 0) sessions.endedAmong([...bySession.keys()]).catch(() => {});
  }, SESSION_CHECK_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopListening();
  });

  app.get(`${API_PREFIX}${NOTIFICATIONS_SOCKET_PATH}`, { websocket: true }, async (socket, request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : '';
    const since = typeof query.since === 'string' ? query.since : undefined;
    // Buffer what arrives while we authenticate and replay, so nothing is lost or reordered.
    let ready = false;
    const queue: Notification[] = [];
    let lastSentId = 0;
    const send = (n: Notification) => {
      if (socket.readyState !== socket.OPEN) return;
      if (n.id) {
        const id = Number(n.id);
        if (id <= lastSentId) return;
        lastSentId = id;
      }
      socket.send(JSON.stringify(n));
    };

    let unsubscribe: (() => void) | undefined;
    socket.on('close', () => unsubscribe?.());
    socket.on('message', (raw) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (
        ready &&
        typeof msg === 'object' &&
        msg !== null &&
        (msg as { type?: unknown }).type === 'heartbeat'
      ) {
        socket.send(
          JSON.stringify({ type: 'heartbeat', message: 'pong', createdAt: new Date().toISOString() }),
        );
      }
    });

    let userId: string;
    let familyId: string;
    try {
      const claims = await services.auth.verifyAccessToken(token);
      const user = await services.users.signedInRow(claims.userId);
      userId = user.id;
      familyId = claims.familyId;
    } catch (e) {
      if (isHttpError(e) && e.code === 'session_ended')
        socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
      else socket.close(AUTH_FAILURE_CLOSE_CODE, '403');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const mine = bySession.get(familyId) ?? new Set<WebSocket>();
    bySession.set(familyId, mine.add(socket));
    socket.on('close', () => {
      mine.delete(socket);
      if (mine.size === 0 && bySession.get(familyId) === mine) bySession.delete(familyId);
    });

    unsubscribe = services.notifications.subscribe(userId, (n) => {
      if (ready) send(n);
      else queue.push(n);
    });
    socket.send(
      JSON.stringify({
        type: 'connection_established',
        message: 'Connected to notifications',
        createdAt: new Date().toISOString(),
      }),
    );
    if (since !== undefined) {
      for (const n of await services.notifications.since(userId, since)) send(n);
    }
    ready = true;
    for (const n of queue.splice(0)) send(n);
  });
}
