import type { z } from 'zod/mini';
import type { RouteKey, Routes } from '../contract/routes.js';

type ParamsInput<R> = R extends { params: infer P extends z.core.$ZodType }
  ? { params: z.input<P> }
  : unknown;
type BodyInput<R> = R extends { body: infer B }
  ? B extends z.core.$ZodType
    ? { body: z.input<B> }
    : B extends 'multipart'
      ? { body: FormData }
      : unknown
  : unknown;
type QueryInput<R> = R extends { query: infer Q extends z.core.$ZodType } ? { query?: z.input<Q> } : unknown;

/** What `call(key, input)` needs for a route: its path params, body and query. */
export type RouteInput<K extends RouteKey> = ParamsInput<Routes[K]> &
  BodyInput<Routes[K]> &
  QueryInput<Routes[K]>;

/** The parsed (zod output) response of a route. */
export type RouteOutput<K extends RouteKey> = z.output<Routes[K]['response']>;

/** The JSON body a route takes (zod input), for routes with a JSON body. */
export type RouteBody<K extends RouteKey> = Routes[K] extends { body: infer B extends z.core.$ZodType }
  ? z.input<B>
  : never;

/** Upload progress: `percent` runs 0 to 1. */
export interface UploadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

export interface CallOptions {
  /** Aborts the request (rejects with a RapportError code `aborted`). */
  signal?: AbortSignal;
  /** Per-attempt timeout; `false` for none. Defaults to the client's `timeoutMs`. */
  timeoutMs?: number | false;
  /** Upload progress, where the platform streams request bodies (Node: a counted request stream). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** A fetch for this call only (the client's otherwise). */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}

/** True when a route needs no input at all. */
type IsEmptyInput<K extends RouteKey> =
  unknown extends RouteInput<K> ? true : Record<string, never> extends RouteInput<K> ? true : false;

export type CallArgs<K extends RouteKey> =
  IsEmptyInput<K> extends true
    ? [input?: RouteInput<K>, options?: CallOptions]
    : [input: RouteInput<K>, options?: CallOptions];
