import { type RouteDefinition, type RouteKey, routes, toColonPath } from '@rapport/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, isHttpError, unauthorized } from '../http/errors.js';
import { assertStorableText } from '../http/storableText.js';
import type { Services } from '../wiring.js';
import type { Auth, Handlers } from './define.js';

export const API_PREFIX = '/api';

/** zod issues → one `detail` naming each field: "email: must be a valid email address". */
export function describeZodError(error: z.ZodError, where: string): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((k) => (path ? `${path}.${k}` : k)).join(', ');
        return `${keys}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
      }
      if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
        return `${path || where}: is required`;
      }
      return `${path || where}: ${issue.message}`;
    })
    .join('; ');
}

function parseOrThrow(schema: z.core.$ZodType, value: unknown, where: string): unknown {
  assertStorableText(value, where);
  const result = z.safeParse(schema, value);
  if (!result.success) throw badRequest(describeZodError(result.error, where), 'validation_error');
  return result.data;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

export async function authenticate(services: Services, request: FastifyRequest): Promise<Auth> {
  const token = bearer(request);
  if (!token) throw unauthorized('Not authenticated');
  const claims = await services.auth.verifyAccessToken(token);
  const user = await services.users.signedInRow(claims.userId).catch((e: unknown) => {
    // A deleted user's token is refused; a database that is down is not the token's fault.
    if (isHttpError(e) && e.status === 404) throw unauthorized('Invalid access token');
    throw e;
  });
  return { user, claims };
}

const NoBody = z.strictObject({});

/** Frozen answers already validated against their route's schema, with their JSON. */
const validatedJson = new WeakMap<object, string>();

/**
 * Registers every route of the contract's table under /api: parse params, query and body
 * with the route's schemas, check access, call the handler, and send what the response
 * schema accepts.
 */
export function registerRoutes(app: FastifyInstance, services: Services, handlers: Handlers): void {
  for (const [key, def] of Object.entries(routes) as [RouteKey, RouteDefinition][]) {
    const handler = handlers[key] as (ctx: unknown) => Promise<unknown>;
    const methods = [def.method];
    // decisions.md: GET /skip-sync and GET /disable-input-warning accept POST too.
    if (key === 'user.skipSync' || key === 'user.disableInputWarning') methods.push('POST');
    app.route({
      method: methods,
      url: API_PREFIX + toColonPath(def.path),
      config: { routeKey: key },
      handler: async (request, reply) => {
        let auth: Auth | undefined;
        if (def.access === 'user' || def.access === 'verified' || def.access === 'admin') {
          auth = await authenticate(services, request);
          if (def.access === 'verified' && !auth.user.emailVerified)
            throw forbidden('Please verify your email address first');
          if (def.access === 'admin' && !auth.user.permissions.includes('admin'))
            throw forbidden('This needs the admin permission');
        }
        const params = def.params ? parseOrThrow(def.params, request.params, 'path') : undefined;
        const query = def.query ? parseOrThrow(def.query, request.query ?? {}, 'query') : undefined;
        let body: unknown;
        if (def.body === 'multipart') {
          body = undefined;
        } else if (def.body) {
          let raw = request.body;
          // §7: the refresh token may come as Bearer, body refresh_token, or both.
          if (def.access === 'refresh' && (raw === undefined || raw === null)) {
            const token = bearer(request);
            raw = token ? { refresh_token: token } : {};
          }
          body = parseOrThrow(def.body, raw ?? {}, 'body');
        } else if (request.body !== undefined && request.body !== null) {
          parseOrThrow(NoBody, request.body, 'body');
        }
        const result = await handler({ params, query, body, auth, request, reply });
        if (reply.sent) return reply;
        const status = def.status ?? 200;
        if (def.responseType === 'text') {
          return reply.code(status).type('text/csv; charset=utf-8').send(String(result));
        }
        // A frozen answer (a service's cached value) was validated and serialised when first sent.
        const known = typeof result === 'object' && result !== null ? validatedJson.get(result) : undefined;
        if (known !== undefined)
          return reply.code(status).type('application/json; charset=utf-8').send(known);
        // Every answer passes its schema; a mismatch is a server bug and surfaces as 500.
        const parsed = z.parse(def.response, result);
        if (typeof result === 'object' && result !== null && Object.isFrozen(result)) {
          const text = JSON.stringify(parsed);
          validatedJson.set(result, text);
          return reply.code(status).type('application/json; charset=utf-8').send(text);
        }
        // A bare string (the intent) is sent as JSON, not as text.
        if (typeof parsed === 'string') {
          return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(parsed));
        }
        return reply.code(status).send(parsed);
      },
    });
  }
}
