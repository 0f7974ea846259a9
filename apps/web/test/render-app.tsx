/**
 * Renders the whole app (real route tree, real SDK client against msw) at a path, with an
 * in-memory upload queue and a silent notification client.
 */
import { createUploadQueue, memoryStorage, type UploadQueue } from '@rapport/queue';
import type { NotificationClient } from '@rapport/realtime';
import { browserStorage, createRapportClient, type RapportClient } from '@rapport/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../src/App';
import { dismissToast } from '../src/lib/notify';
import { createQueryClient, setQueryClient } from '../src/lib/query';
import { setServices } from '../src/lib/services';
import { type AppRouter, createAppRouter } from '../src/router';
import { resetSessionForTests } from '../src/state/session';
import { workspace } from '../src/state/workspace';
import { API } from './fixtures';

const silentNotifications: NotificationClient = {
  getState: () => 'closed',
  subscribe: () => () => undefined,
  on: () => () => undefined,
  off: () => undefined,
  connect: () => undefined,
  close: () => undefined,
  getLastNotificationId: () => undefined,
};

export interface RenderedApp {
  router: AppRouter;
  client: RapportClient;
  queue: UploadQueue;
  queryClient: QueryClient;
  unmount(): void;
}

export function renderApp(path: string): RenderedApp {
  const client = createRapportClient({ baseUrl: API, storage: browserStorage(), retryLimit: 0 });
  const queue = createUploadQueue({
    upload: (file) => client.csv.upload([file]),
    storage: memoryStorage(),
  });
  setServices({ client, queue, notifications: silentNotifications });
  resetSessionForTests();
  dismissToast();
  workspace.mode = 'query';
  workspace.sidebarOpen = false;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const history = createMemoryHistory({ initialEntries: [path] });
  setQueryClient(queryClient);
  const router = createAppRouter({}, { history });
  const view = render(<App router={router} />);
  return { unmount: view.unmount, router, client, queue, queryClient };
}
