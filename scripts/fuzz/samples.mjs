/**
 * A plausible value for a JSON Schema (from the server's OpenAPI document), so that our own
 * variations change one thing in an otherwise sensible request.
 */
export function sample(schema = {}) {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((s) => s.type !== 'null') ?? options[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email' || /@/.test(schema.pattern ?? '')) return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.pattern === '^\\d{6}$') return '123456';
      return 'fuzz value'.padEnd(Math.max(schema.minLength ?? 0, 10), 'x').slice(0, schema.maxLength ?? 1000);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items)) : [];
    case 'object': {
      const out = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name]);
      return out;
    }
    default:
      return null;
  }
}

/** The types a property's schema allows (`nullable` ones included). */
export function typesOf(schema = {}) {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (schema.type === undefined) return ['any'];
  return (Array.isArray(schema.type) ? schema.type : [schema.type]).map((t) =>
    t === 'integer' ? 'number' : t,
  );
}
