import {
  ErrorBody,
  type RouteDefinition,
  type RouteKey,
  routeSummaries,
  routes,
} from '@rapport/sdk/contract';
import { z } from 'zod';
import { RAPPORT_VERSION } from '../constants.js';
import { API_PREFIX } from './register.js';

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  try {
    const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not authenticated (or wrong credentials)',
  403: 'Not allowed',
  404: 'Not found (or owned by another user)',
  409: 'Conflict with the current state',
  413: 'Body too large',
  415: 'Unsupported content type (JSON only, multipart for uploads)',
  429: 'Too many requests (Retry-After says when to retry)',
  503: 'The database (or a needed service) cannot be reached right now',
};

/** Every error status a route can answer, each with the one error body `{ detail, code }`. */
function errorResponses(def: RouteDefinition): Record<string, unknown> {
  const statuses = new Set<number>([400, 429, 503, ...(def.errors ?? [])]);
  if (def.access !== 'none') statuses.add(401);
  if (def.access === 'verified' || def.access === 'admin') statuses.add(403);
  if (def.params) statuses.add(404);
  // Any method but GET may carry a body: too large, or neither JSON nor multipart.
  if (def.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
}

const BINARY = { type: 'string', format: 'binary' };

/** The JSON Schema of a multipart body from the contract's `uploadFields`. */
function uploadSchema(fields: NonNullable<RouteDefinition['uploadFields']>): Record<string, unknown> {
  const entries = Object.entries(fields);
  return {
    type: 'object',
    properties: Object.fromEntries(
      entries.map(([name, kind]) => [
        name,
        kind === 'files'
          ? { type: 'array', items: BINARY, minItems: 1 }
          : kind === 'file'
            ? BINARY
            : { type: 'string' },
      ]),
    ),
    required: entries.filter(([, kind]) => kind !== 'text').map(([name]) => name),
  };
}

let cached: Record<string, unknown> | undefined;

/** OpenAPI 3.1, generated from the contract's route table with zod's JSON Schema output. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, def] of Object.entries(routes) as [string, RouteDefinition][]) {
    const path = API_PREFIX + def.path;
    const parameters: unknown[] = [];
    for (const name of def.path.match(/\{(\w+)\}/g) ?? []) {
      parameters.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
    }
    if (def.query) {
      const q = jsonSchema(def.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
      }
    }
    const operation: Record<string, unknown> = {
      operationId: key,
      summary: routeSummaries[key as RouteKey],
      tags: [key.split('.')[0]],
      parameters,
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content:
            def.responseType === 'text'
              ? { 'text/csv': { schema: { type: 'string' } } }
              : { 'application/json': { schema: jsonSchema(def.response, 'output') } },
        },
        ...errorResponses(def),
      },
      'x-rapport-access': def.access,
      'x-rapport-origin': def.origin,
    };
    if (def.access !== 'none') operation.security = [{ bearer: [] }];
    if (def.body === 'multipart') {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: uploadSchema(def.uploadFields ?? {}) } },
      };
    } else if (def.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(def.body, 'input') } },
      };
    }
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[def.method.toLowerCase()] = operation;
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Rapport API',
      version: RAPPORT_VERSION,
      description: 'The API behind the Rapport web app. Errors are `{ detail, code }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') },
    },
  };
  return cached;
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A self-contained docs page (no CDN): every route with its access and schemas. */
export function docsHtml(): string {
  const rows = (Object.entries(routes) as [string, RouteDefinition][])
    .map(([key, def]) => {
      const body =
        def.body === 'multipart'
          ? 'multipart/form-data: files[]'
          : def.body
            ? JSON.stringify(jsonSchema(def.body, 'input'), null, 2)
            : '';
      return `<section id="${esc(key)}"><h2><span class="m ${def.method.toLowerCase()}">${def.method}</span> <code>${esc(API_PREFIX + def.path)}</code></h2>
<p>${esc(routeSummaries[key as RouteKey])} <small>(${esc(key)}; access: ${def.access}; ${def.origin === 'spec' ? 'spec §7' : 'Rapport'})</small></p>
${body ? `<details><summary>Request body</summary><pre>${esc(body)}</pre></details>` : ''}
<details><summary>Response ${def.status ?? 200}</summary><pre>${esc(JSON.stringify(jsonSchema(def.response, 'output'), null, 2))}</pre></details></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rapport API</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem}pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:12px}
.m{display:inline-block;min-width:4.5em;font-weight:bold}.get{color:#0a7}.post{color:#06c}.patch{color:#c70}.delete{color:#c00}</style></head>
<body><h1>Rapport API</h1><p>All paths are under <code>${API_PREFIX}</code>. Authenticated calls send <code>Authorization: Bearer &lt;access token&gt;</code>.
Errors are JSON <code>{ "detail": string, "code": string }</code>. Machine-readable: <a href="${API_PREFIX}/openapi.json">openapi.json</a>.
The notification socket is <code>GET ${API_PREFIX}/ws/notifications?token=&lt;access token&gt;&amp;since=&lt;last id&gt;</code>.</p>
${rows}</body></html>`;
}
