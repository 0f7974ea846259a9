/**
 * Portman turns the server's OpenAPI document into a Postman collection: one request per
 * operation, and for each operation the fuzzing variations Portman derives from the document
 * (a required field left out, numbers under the minimum and over the maximum, strings shorter
 * than minLength and longer than maxLength; in bodies, query parameters and headers). Each
 * variation carries Portman's contract tests for the documented 400: a JSON body that matches
 * the ErrorBody schema.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALL_FUZZ = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/** `ids`: real object ids for the `{id}` paths, by operation id. */
export function portmanConfig(ids) {
  const pathId = (operations, value) =>
    value ? [{ openApiOperationIds: operations, overwriteRequestPathVariables: [{ key: 'id', value }] }] : [];
  return {
    version: 1.0,
    tests: {
      contractTests: [],
      variationTests: [
        {
          openApiOperation: '*::/*',
          openApiResponse: '400',
          variations: [
            {
              name: 'Fuzz',
              fuzzing: [
                { requestBody: [ALL_FUZZ], requestQueryParams: [ALL_FUZZ], requestHeaders: [ALL_FUZZ] },
              ],
              tests: {
                contractTests: [{ jsonBody: { enabled: true } }, { schemaValidation: { enabled: true } }],
              },
            },
          ],
        },
      ],
    },
    overwrites: [
      ...pathId(
        ['chat.addMessage', 'chat.rename', 'chat.messages', 'chat.get', 'chat.postUpdates'],
        ids.chatId,
      ),
      ...pathId(['postUpdates.updateStatus', 'postUpdates.disableShowStatus'], ids.postUpdateId),
      ...pathId(['mailboxes.sync', 'mailboxes.delete'], ids.mailboxId),
      // Signing out (one session or all) would end the run's session: those calls use their own.
      {
        openApiOperationIds: ['auth.signout', 'auth.signoutAll'],
        overwriteRequestSecurity: { bearer: { token: '{{throwawayToken}}' } },
      },
    ],
    globals: {
      securityOverwrites: { bearer: { token: '{{bearerToken}}' } },
      stripResponseExamples: true,
    },
  };
}

/** Runs the Portman CLI in `workDir` (it writes a tmp/ folder there) and returns the collection. */
export function buildCollection({ root, workDir, openApi, baseUrl, ids }) {
  mkdirSync(workDir, { recursive: true });
  const specFile = join(workDir, 'openapi.json');
  const configFile = join(workDir, 'portman-config.json');
  const outFile = join(workDir, 'collection.json');
  writeFileSync(specFile, JSON.stringify(openApi));
  writeFileSync(configFile, JSON.stringify(portmanConfig(ids), null, 2));
  const bin = join(root, 'node_modules/.bin/portman');
  const result = spawnSync(
    bin,
    [
      '-l',
      specFile,
      '-b',
      baseUrl,
      '-c',
      configFile,
      '-o',
      outFile,
      '--includeTests',
      'true',
      '--runNewman',
      'false',
    ],
    { cwd: workDir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (result.status !== 0)
    throw new Error(`portman failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  const collection = JSON.parse(readFileSync(outFile, 'utf8'));
  repairLengthVariations(collection, openApi);
  return collection;
}

/**
 * Portman makes a "maximum length" query variation by padding the parameter's generated example
 * to maxLength + 1. When that example comes out empty, it sends the maxLength itself ("500"), a
 * valid value, and the variation's 400 check fails on a 200 that was right. Such a value is made
 * one character too long here, so the variation tests what it is named for.
 */
export function repairLengthVariations(collection, openApi) {
  const normalise = (path) => path.replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, '{}');
  const limits = new Map();
  for (const [path, operations] of Object.entries(openApi.paths ?? {}))
    for (const [method, operation] of Object.entries(operations))
      for (const p of operation.parameters ?? [])
        if (p.in === 'query' && typeof p.schema?.maxLength === 'number')
          limits.set(`${method.toUpperCase()} ${normalise(path)} ${p.name}`, p.schema.maxLength);
  const walk = (items) => items.flatMap((item) => (item.item ? walk(item.item) : [item]));
  for (const item of walk(collection.item ?? [])) {
    const named = /\[maximum length ([^\]]+)\]$/.exec(item.name ?? '');
    const url = item.request?.url;
    if (named && item.request?.body?.raw) repairBodyLength(item, named[1], openApi, normalise);
    if (!named || !url?.query) continue;
    const path = normalise(`/${(url.path ?? []).join('/')}`);
    const max = limits.get(`${item.request.method} ${path} ${named[1]}`);
    const param = url.query.find((q) => q.key === named[1]);
    if (max === undefined || !param || String(param.value ?? '').length > max) continue;
    param.value = 'x'.repeat(max + 1);
  }
}

/**
 * Portman's "maximum length" body variation pads a random example of the field's pattern
 * (openapi-sampler) to maxLength + 1: the request differs from run to run, and one in CI came
 * back 201. The value is made here without chance: maxLength + 1 characters, in the field's
 * shape when it is an address ("xxx…@example.com"), so the variation tests only its length.
 */
function repairBodyLength(item, field, openApi, normalise) {
  const path = normalise(`/${(item.request.url?.path ?? []).join('/')}`);
  const operation = Object.entries(openApi.paths ?? {}).find(([p]) => normalise(p) === path)?.[1]?.[
    item.request.method.toLowerCase()
  ];
  const resolve = (schema) =>
    schema?.$ref
      ? resolve(
          schema.$ref
            .split('/')
            .slice(1)
            .reduce((o, k) => o?.[k], openApi),
        )
      : schema;
  const body = resolve(operation?.requestBody?.content?.['application/json']?.schema);
  const schema = resolve(body?.properties?.[field]);
  if (typeof schema?.maxLength !== 'number') return;
  let raw;
  try {
    raw = JSON.parse(item.request.body.raw);
  } catch {
    return;
  }
  if (typeof raw?.[field] !== 'string') return;
  const length = schema.maxLength + 1;
  const domain = '@example.com';
  raw[field] = /@/.test(schema.pattern ?? '')
    ? `${'x'.repeat(length - domain.length)}${domain}`
    : 'x'.repeat(length);
  item.request.body.raw = JSON.stringify(raw);
}
