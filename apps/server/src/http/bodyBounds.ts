import type { FastifyInstance } from 'fastify';
import { payloadTooLarge } from './errors.js';

/**
 * Bounds on what a request may make the server wait for (issue 22):
 * - a route with its own size limit answers 413 from the declared `Content-Length` alone, before
 *   a byte of the body is read, and closes the connection (a 3 GB body is not drained);
 * - while a body is arriving, a connection that moves nothing for `idleTimeoutMs` is cut (a
 *   stalled upload, a slow-drip client); once the body is in, the handler may take its time;
 * - an answer sent before the body was all read closes the connection instead of draining it.
 * The whole request, however slow but steady, is bounded by Fastify's `requestTimeout`.
 */
export interface BodyBounds {
  idleTimeoutMs: number;
  /** By route (the path as registered, with the `/api` prefix): the largest body and the 413's words. */
  limits: Record<string, { maxBytes: number; detail: string }>;
}

export function registerBodyBounds(app: FastifyInstance, bounds: BodyBounds): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['content-length'];
    const declared = header === undefined ? undefined : Number(header);
    const limit = bounds.limits[request.routeOptions.url ?? ''];
    if (limit && declared !== undefined && declared > limit.maxBytes) {
      reply.header('connection', 'close');
      throw payloadTooLarge(limit.detail);
    }
    const hasBody =
      (declared !== undefined && declared > 0) || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || bounds.idleTimeoutMs <= 0 || request.raw.complete) return;
    // Node's server destroys a socket whose timeout nobody handles: exactly the cut wanted.
    const socket = request.raw.socket;
    // An injected request (light-my-request) has no real socket.
    if (typeof socket?.setTimeout !== 'function') return;
    socket.setTimeout(bounds.idleTimeoutMs);
    request.raw.once('end', () => socket.setTimeout(0));
  });
  // Answered before the body was all read (an error, a refusal): the rest is not waited for
  // (Node would drain it to keep the connection alive, for as long as the client likes).
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
