/** Shared helpers of the client tests (not exported by the package). */

import { sampleUser } from '../mocks/samples.js';
import { memoryStorage } from '../storage/index.js';
import { STORAGE_KEYS } from '../storage-keys.js';
import { createRapportClient, type RapportClientOptions } from './client.js';

/** A storage holding a signed-in session: access-1 / refresh-1 and the sample user. */
export function signedInStorage(extra: Record<string, string> = {}) {
  return memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-1',
    [STORAGE_KEYS.refreshToken]: 'refresh-1',
    [STORAGE_KEYS.userId]: sampleUser.id,
    [STORAGE_KEYS.user]: JSON.stringify(sampleUser),
    ...extra,
  });
}

export function testClient(baseUrl: string, options: Partial<RapportClientOptions> = {}) {
  const storage = options.storage ?? signedInStorage();
  const onSessionExpired = options.onSessionExpired ?? (() => {});
  const client = createRapportClient({
    baseUrl,
    retryLimit: 0,
    timeoutMs: 5_000,
    ...options,
    storage,
    onSessionExpired,
  });
  return { client, storage };
}
