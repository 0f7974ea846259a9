/**
 * Property tests over every route with a JSON body (issue 12, "Bad input"): bodies generated
 * from the contract's own schemas never get a 5xx, and the same bodies mutated (a wrong type, a
 * required field left out, an unknown field, a string past its maxLength, a NUL character, an
 * unpaired surrogate, a body that is not an object) always get a 4xx with a `detail`.
 */
import { fillPath, type RouteDefinition, type RouteKey, routes } from '@rapport/sdk/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFor, type JsonSchema, typesOf, VALUE_OF_TYPE } from './arbitraries.js';
import { createUser, expectRoute, startTestServer, type TestServer, type TestUser } from './helpers.js';

const VALID_RUNS = 12;
const MUTATED_RUNS = 20;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

let server: TestServer;
let user: TestUser;
let pathIds: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    // A configured Google (and Microsoft) whose token endpoint refuses at once: the OAuth callback answers 400
    // for a bad state instead of 503 "not configured".
    env: {
      GOOGLE_CLIENT_ID: 'fuzz',
      GOOGLE_CLIENT_SECRET: 'fuzz',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
      MICROSOFT_CLIENT_ID: 'fuzz',
      MICROSOFT_CLIENT_SECRET: 'fuzz',
      MICROSOFT_LOGIN_URL: 'http://127.0.0.1:9',
      MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9',
    },
    // The network guard refuses the grounded IMAP host at once, not after its usual floor.
    mailbox: { network: { failureFloorMs: 0 } },
  });
  user = await createUser(server.app);
  const chat = expectRoute('chat.create', await user.api('POST', '/chat/create', {}), 201);
  const update = expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', { description: 'x' }),
    201,
  );
  pathIds = { chat: chat.id, 'post-updates': update.id };
});
afterAll(async () => server?.close());

const jsonRoutes = (Object.entries(routes) as [RouteKey, RouteDefinition][]).filter(
  (entry): entry is [RouteKey, RouteDefinition & { body: z.ZodType }] =>
    entry[1].body !== undefined && entry[1].body !== 'multipart',
);

function schemaOf(def: { body: z.ZodType }): JsonSchema {
  return z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The route's path with a real id of the user's where it takes one. */
function pathOf(def: RouteDefinition): string {
  const id = pathIds[def.path.split('/')[1] ?? ''] ?? '8a3c6b0e-4d1f-4c8e-9b2a-7e5f1d3c9a60';
  // A conflict's field (issue 25): a contact field, whether or not it has an open conflict.
  return def.path.includes('{id}') ? fillPath(def.path, { id, field: 'title' }) : def.path;
}

/** Real hosts are never dialled: an IMAP body points at a closed local port. */
function grounded(key: RouteKey, body: unknown): unknown {
  if (key !== 'mailboxes.connectImap' || typeof body !== 'object' || body === null) return body;
  return { ...body, host: '127.0.0.1', port: 9 };
}

async function send(def: RouteDefinition, body: unknown): Promise<LightMyRequestResponse> {
  return user.api(def.method, pathOf(def), JSON.stringify(body), { 'content-type': 'application/json' });
}

function expectNoServerError(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) expect((res.json() as { detail?: unknown }).detail).toEqual(expect.any(String));
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const detail = (res.json() as { detail?: unknown }).detail;
  expect(typeof detail === 'string' && detail.length > 0, res.body).toBe(true);
}

type Mutation = { name: string; apply: (body: Record<string, unknown>) => unknown };

/** Every mutation that must make this schema's bodies invalid. */
function mutations(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const properties = Object.entries(schema.properties ?? {});
  const strings = properties.filter(([, s]) => typesOf(s).includes('string'));
  const choices: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
      .filter(([name]) => !(name in (schema.properties ?? {})))
      .map(([name, value]) => ({
        name: `unknown field ${JSON.stringify(name)}`,
        apply: (body) => ({ ...body, [name]: value }),
      })),
    fc.constantFrom<unknown>([], 42, 'text', true).map((value) => ({
      name: `body ${JSON.stringify(value)}`,
      apply: () => value,
    })),
  ];
  for (const [field, fieldSchema] of properties) {
    const allowed = typesOf(fieldSchema);
    const wrong = Object.entries(VALUE_OF_TYPE).filter(
      ([type]) => !allowed.includes(type) && !allowed.includes('any'),
    );
    if (wrong.length > 0)
      choices.push(
        fc.oneof(...wrong.map(([, arb]) => arb)).map((value) => ({
          name: `${field}: wrong type ${JSON.stringify(value)}`,
          apply: (body) => ({ ...body, [field]: value }),
        })),
      );
  }
  for (const field of schema.required ?? [])
    choices.push(
      fc.constant({
        name: `${field} missing`,
        apply: (body) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== field)),
      }),
    );
  for (const [field, fieldSchema] of strings) {
    const base = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    choices.push(
      fc.tuple(base, fc.nat(20)).map(([text, at]) => ({
        name: `${field}: NUL`,
        apply: (body) => ({ ...body, [field]: `${text.slice(0, at)}\u0000${text.slice(at)}` }),
      })),
      fc.tuple(base, fc.nat(20), fc.integer({ min: 0xd800, max: 0xdfff })).map(([text, at, unit]) => ({
        name: `${field}: unpaired surrogate`,
        apply: (body) => ({
          ...body,
          [field]: `${text.slice(0, at)}${String.fromCharCode(unit)}x${text.slice(at)}`,
        }),
      })),
    );
    if (fieldSchema.maxLength !== undefined) {
      const max = fieldSchema.maxLength;
      choices.push(
        fc.integer({ min: 1, max: 2_000 }).map((extra) => ({
          name: `${field}: ${max + extra} characters`,
          apply: (body) => ({ ...body, [field]: 'h'.repeat(max + extra) }),
        })),
      );
    }
  }
  return fc.oneof(...choices);
}

describe('bodies generated from the contract', () => {
  for (const [key, def] of jsonRoutes) {
    it(`${key}: a valid body never gets a 5xx`, async () => {
      const body = arbitraryFor(schemaOf(def)).map((b) => grounded(key, b));
      await fc.assert(
        fc.asyncProperty(body, async (b) => expectNoServerError(await send(def, b))),
        { numRuns: VALID_RUNS, seed: SEED },
      );
    });

    it(`${key}: a mutated body gets a 4xx with a detail`, async () => {
      const schema = schemaOf(def);
      const mutated = fc.tuple(arbitraryFor(schema), mutations(schema)).map(([b, mutation]) => ({
        mutation: mutation.name,
        body: mutation.apply(grounded(key, b) as Record<string, unknown>),
      }));
      await fc.assert(
        fc.asyncProperty(mutated, async ({ body }) => expectRefused(await send(def, body))),
        { numRuns: MUTATED_RUNS, seed: SEED },
      );
    });
  }
});
