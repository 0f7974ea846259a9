import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: `none` (public), `user` (a valid access token), `verified` (a
 * verified user), `admin` (the `admin` permission), `refresh` (the refresh token flow).
 */
export type RouteAccess = 'none' | 'user' | 'verified' | 'admin' | 'refresh';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path under the API base (`/api`), with `{name}` parameters. */
  path: string;
  access: RouteAccess;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A zod schema for a JSON body, or `multipart` for a form upload. */
  body?: z.ZodMiniType | 'multipart';
  /**
   * A multipart body's fields: `file` (one file, required), `files` (repeated, at least one),
   * `text` (an optional text field). Listed in the OpenAPI document.
   */
  uploadFields?: Readonly<Record<string, 'file' | 'files' | 'text'>>;
  response: z.ZodMiniType;
  /** `text` for routes that answer with a plain-text document (e.g. a CSV). */
  responseType?: 'json' | 'text';
  /**
   * Error statuses this route answers beyond the ones every route of its kind can (400; 401/403
   * for its access; 404 for a path id; 413/415 for any method but GET; 429; 503), e.g. 409.
   * They are listed in the OpenAPI document.
   */
  errors?: readonly number[];
  /** The success status code (200 unless stated). */
  status?: number;
  /** Part of the product spec (section 7) or added by Rapport beyond it. */
  origin: 'spec' | 'rapport';
}

export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The params object a route's path needs, e.g. `{ id: string }` for `/chat/{id}`. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<P>]: string };

/** Fills `{name}` segments of a path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `/chat/{id}/messages` → `/chat/:id/messages` (the router syntax of Fastify and most others). */
export const toColonPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
