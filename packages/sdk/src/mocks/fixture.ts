/**
 * The msw test fixture: one server per test file over the Rapport handlers, handlers reset
 * and recorded requests cleared after each test. Test-only (imports vitest).
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RouteKey } from '../contract/routes.js';
import { createRapportHandlers, type MockResolver, mockRoute, type RecordedRequest } from './rapport.js';

export const TEST_BASE_URL = 'http://api.rapport.test/api';

export function setupRapportServer(baseUrl = TEST_BASE_URL) {
  const requests: RecordedRequest[] = [];
  const onRequest = (request: RecordedRequest) => requests.push(request);
  const server = setupServer(...createRapportHandlers({ baseUrl, onRequest }));
  /** Answers one route differently for the current test; its requests are recorded too. */
  const answer = (key: RouteKey, resolver: MockResolver) =>
    server.use(mockRoute(baseUrl, key, resolver, onRequest));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests, baseUrl, answer };
}
