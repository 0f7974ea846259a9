/**
 * fast-check arbitraries from JSON Schema (the contract's zod schemas through `z.toJSONSchema`;
 * zod-fast-check does not support zod 4). Covers what the contract's request bodies use: types,
 * enums, anyOf, lengths, bounds, `uri` and the two patterns (email, 6-digit code).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Generated strings stay short: huge ones are a mutation of their own. */
const LONGEST_STRING = 40;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING));
  const fits = (s: string) =>
    s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  if (schema.pattern?.includes('@'))
    return fc.emailAddress().filter((s) => fits(s) && new RegExp(schema.pattern ?? '').test(s));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  // Graphemes: emoji, combining marks and other scripts as well as ASCII, never a lone surrogate.
  return fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits);
}

/** Values the schema accepts (zod refinements beyond JSON Schema, like trimming, may still refuse some). */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryFor));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, arbitraryFor(s)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The JSON types a schema allows ('any' when it says nothing). */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (schema.type === undefined) return ['any'];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.map((t) => (t === 'integer' ? 'number' : t));
}

/** A value of each JSON type; a wrong-type mutation picks one whose type the field does not allow. */
export const VALUE_OF_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 10 }),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.integer(), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
};
