/**
 * Our own variations, beside Portman's: what Portman's fuzzing does not try. Wrong types, values
 * outside an enum, unknown and prototype-polluting fields, NUL bytes, unpaired surrogates, huge
 * strings, malformed and oversized bodies, wrong content types, bad ids and bad tokens. Each is a
 * Postman request, so newman runs them with Portman's. `expect: '4xx'` marks input that must be
 * refused; the rest may also succeed where the document says so.
 */
import { createHmac } from 'node:crypto';
import { sample, typesOf } from './samples.mjs';

/** A value of each JSON type; a property gets those of the types its schema does not allow. */
const VALUE_OF_TYPE = {
  string: ['12'],
  number: [12345, -1.5],
  boolean: [true],
  array: [['a']],
  object: [{ a: 1 }],
};
const BAD_STRINGS = [
  ['NUL byte', 'a\u0000b', '4xx'],
  ['unpaired high surrogate', 'x\ud800y', '4xx'],
  ['unpaired low surrogate', '\udc00', '4xx'],
  ['swapped surrogates', '\udc00\ud800', '4xx'],
  ['huge string (300,000 chars)', 'h'.repeat(300_000), '4xx'],
  ['odd but valid Unicode', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202eRTL\u200b e\u0301 👩‍👩‍👧 ﷽', 'any'],
  // A template placeholder on purpose: it must reach the server as text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the test
  ['SQL and markup', "' OR 1=1; -- <script>alert(1)</script> ${x} {{x}}", 'any'],
];
const BAD_IDS = [
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['random uuid', '3f1c2b9e-8a57-4d0f-9c61-2b7e5d4a9f10'],
  ['not a uuid', 'not-a-uuid'],
  ['NUL', '%00'],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['SQL', "'%20OR%20'1'%3D'1"],
  ['unpaired surrogate (CESU-8)', '%ED%A0%80'],
  ['bad percent-encoding', '%zz'],
  ['300 characters', 'a'.repeat(300)],
  ['emoji', '%F0%9F%98%80'],
];

const b64url = (value) => Buffer.from(value).toString('base64url');
function jwt(claims, secret, alg = 'HS256') {
  const head = b64url(JSON.stringify({ alg, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  if (alg === 'none') return `${head}.${body}.`;
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const BAD_AUTH = [
  ['no token', null],
  ['garbage bearer', 'Bearer garbage'],
  ['empty bearer', 'Bearer '],
  ['basic scheme', 'Basic Zm96ejpmdXp6'],
  ['alg none', `Bearer ${jwt({ sub: 'x', iss: 'rapport', exp: now() + 600 }, '', 'none')}`],
  [
    'signed with another key',
    `Bearer ${jwt({ sub: 'x', iss: 'rapport', exp: now() + 600 }, 'not-the-secret')}`,
  ],
  ['huge token', `Bearer ${'t'.repeat(8000)}`],
];

function request({ method, path, body, rawBody, contentType, auth, query = [] }) {
  const header = [{ key: 'Accept', value: 'application/json' }];
  let postmanBody;
  if (rawBody !== undefined || body !== undefined) {
    header.push({ key: 'Content-Type', value: contentType ?? 'application/json' });
    postmanBody = { mode: 'raw', raw: rawBody ?? JSON.stringify(body) };
  }
  const raw = `{{baseUrl}}${path}${query.length ? `?${query.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`;
  return {
    method,
    header,
    url: { raw, host: ['{{baseUrl}}'], path: path.split('/').filter(Boolean), query },
    ...(postmanBody ? { body: postmanBody } : {}),
    auth:
      auth === undefined
        ? undefined
        : auth === null
          ? { type: 'noauth' }
          : {
              type: 'apikey',
              apikey: [
                { key: 'key', value: 'Authorization' },
                { key: 'value', value: auth },
                { key: 'in', value: 'header' },
              ],
            },
  };
}

/**
 * The variations for every operation of the document. `ids` fills `{id}` paths with real ids,
 * `tokenFor(operationId)` names the token variable an operation is called with.
 */
export function ownVariations(openApi, { ids, tokenFor }) {
  const items = [];
  const add = (op, name, expect, req) => {
    items.push({
      id: `own-${items.length}`,
      name: `${op.operationId} [own] ${name}`,
      expect,
      op,
      request: request(req),
    });
  };
  for (const [template, methods] of Object.entries(openApi.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const M = method.toUpperCase();
      const idFor = ids[op.operationId] ?? '00000000-0000-4000-8000-000000000000';
      const path = template.replace('{id}', idFor);
      const secured = Boolean(op.security);
      const auth = secured ? `Bearer {{${tokenFor(op.operationId)}}}` : undefined;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const base = schema ? sample(schema) : undefined;
      const call = (extra) => ({ method: M, path, auth, ...extra });

      if (schema) {
        add(op, 'unknown field', '4xx', call({ body: { ...base, sneaky: 1 } }));
        add(
          op,
          '__proto__ field',
          '4xx',
          call({
            rawBody: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"admin":true},').replace(',}', '}'),
          }),
        );
        add(
          op,
          'constructor field',
          '4xx',
          call({ body: { ...base, constructor: { prototype: { admin: true } } } }),
        );
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          const allowed = typesOf(prop);
          const wrong = allowed.includes('any')
            ? []
            : Object.entries(VALUE_OF_TYPE)
                .filter(([type]) => !allowed.includes(type))
                .flatMap(([, values]) => values);
          for (const value of wrong)
            add(
              op,
              `${name}: wrong type ${JSON.stringify(value)}`,
              '4xx',
              call({ body: { ...base, [name]: value } }),
            );
          if (!allowed.includes('null'))
            add(op, `${name}: null`, '4xx', call({ body: { ...base, [name]: null } }));
          if (prop.enum || (prop.anyOf ?? []).some((s) => s.enum))
            add(
              op,
              `${name}: outside the enum`,
              '4xx',
              call({ body: { ...base, [name]: 'not-one-of-them' } }),
            );
          if (allowed.includes('string') || allowed.includes('any'))
            for (const [label, value, expect] of BAD_STRINGS)
              add(op, `${name}: ${label}`, expect, call({ body: { ...base, [name]: value } }));
        }
        add(op, 'NUL in a field name', '4xx', call({ body: { ...base, 'a\u0000b': 'x' } }));
        add(op, 'body is not JSON', '4xx', call({ rawBody: '{"oops": ' }));
        add(op, 'body is an array', '4xx', call({ rawBody: '[]' }));
        add(op, 'body is a number', '4xx', call({ rawBody: '42' }));
        add(
          op,
          'body is nested 50,000 deep',
          '4xx',
          call({ rawBody: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }),
        );
        add(op, 'body over 1 MB', '4xx', call({ body: { ...base, padding: 'p'.repeat(1_200_000) } }));
        add(op, 'text/plain body', '4xx', call({ rawBody: JSON.stringify(base), contentType: 'text/plain' }));
        add(
          op,
          'form-urlencoded body',
          '4xx',
          call({ rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
        );
        add(
          op,
          'JSON with a wrong charset',
          'any',
          call({ rawBody: JSON.stringify(base), contentType: 'application/json; charset=latin1' }),
        );
      } else if (op.requestBody?.content?.['multipart/form-data']) {
        const fields = op.requestBody.content['multipart/form-data'].schema.properties ?? {};
        const fileField = Object.keys(fields).find(
          (name) => fields[name].type !== 'string' || fields[name].format,
        );
        const part = (name, filename, content) =>
          `--fz\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--fz--\r\n`;
        const multipart = (raw) => call({ rawBody: raw, contentType: 'multipart/form-data; boundary=fz' });
        add(op, 'JSON body to an upload', '4xx', call({ body: {} }));
        add(op, 'broken multipart', '4xx', multipart('--fz\r\nbroken'));
        add(op, 'multipart without a file', '4xx', multipart('--fz--\r\n'));
        add(
          op,
          'a file in an unknown field',
          '4xx',
          multipart(part('sneaky', 'a.csv', 'name,email\na,a@b.co')),
        );
        add(op, 'a binary file', '4xx', multipart(part(fileField, 'a.csv', '\u0000\u0001PK\u0003\u0004')));
        add(op, 'an empty file', '4xx', multipart(part(fileField, 'empty.csv', '')));
      } else if (M !== 'GET' && op.requestBody === undefined) {
        add(op, 'body on a route that takes none', '4xx', call({ body: { sneaky: 1 } }));
      }

      for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        const q = (value) => call({ query: [{ key: param.name, value }] });
        add(op, `?${param.name}: NUL`, '4xx', q('a%00b'));
        add(op, `?${param.name}: unpaired surrogate`, 'any', q('%ED%A0%80'));
        add(op, `?${param.name}: 5,000 chars`, '4xx', q('q'.repeat(5_000)));
        add(
          op,
          `?${param.name}: repeated`,
          'any',
          call({
            query: [
              { key: param.name, value: '1' },
              { key: param.name, value: '2' },
            ],
          }),
        );
        if (typesOf(param.schema).includes('number')) {
          for (const value of ['abc', '-1', '1e400', '1.5', '99999999999999999999'])
            add(op, `?${param.name}: ${value}`, 'any', q(value));
        }
        if (param.schema?.enum) add(op, `?${param.name}: outside the enum`, '4xx', q('not-one-of-them'));
      }
      if ((op.parameters ?? []).some((p) => p.in === 'query'))
        add(op, 'unknown query parameter', 'any', call({ query: [{ key: 'sneaky', value: '1' }] }));

      if (template.includes('{id}'))
        for (const [label, value] of BAD_IDS)
          add(op, `id: ${label}`, '4xx', {
            method: M,
            path: template.replace('{id}', value),
            auth,
            body: base,
          });

      if (secured)
        for (const [label, header] of BAD_AUTH)
          add(op, `auth: ${label}`, '4xx', { method: M, path, auth: header, body: base });
    }
  }
  return items;
}
