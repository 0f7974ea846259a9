import type { RouteKey, Routes } from '@rapport/sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessClaims } from '../auth/service.js';
import type { UserRow } from '../db/schema.js';

type SchemaOutput<R, F extends string> = R extends { [P in F]: infer S extends z.core.$ZodType }
  ? z.output<S>
  : undefined;

export interface Auth {
  user: UserRow;
  claims: AccessClaims;
}

export interface HandlerContext<K extends RouteKey> {
  params: SchemaOutput<Routes[K], 'params'>;
  query: SchemaOutput<Routes[K], 'query'>;
  body: SchemaOutput<Routes[K], 'body'>;
  /** Present on every route whose access is user, verified or admin. */
  auth: Routes[K]['access'] extends 'none' | 'refresh' ? Auth | undefined : Auth;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteResult<K extends RouteKey> = z.input<Routes[K]['response']>;

export type Handler<K extends RouteKey> = (ctx: HandlerContext<K>) => Promise<RouteResult<K>>;

export type Handlers = { [K in RouteKey]: Handler<K> };

/** A group of handlers from one routes file. */
export type HandlerGroup<K extends RouteKey> = { [P in K]: Handler<P> };
