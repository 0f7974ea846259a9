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
    if (!named || !url?.query) continue;
    const path = normalise(`/${(url.path ?? []).join('/')}`);
    const max = limits.get(`${item.request.method} ${path} ${named[1]}`);
    const param = url.query.find((q) => q.key === named[1]);
    if (max === undefined || !param || String(param.value ?? '').length > max) continue;
    param.value = 'x'.repeat(max + 1);
  }
}
