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
  return JSON.parse(readFileSync(outFile, 'utf8'));
}
