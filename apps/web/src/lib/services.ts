/**
 * The app's long-lived objects: the API client, the upload queue and the notification socket.
 * Created once, lazily, from the page's origin. Tests replace them with `setServices`.
 */
import { createUploadQueue, indexedDbFileStore, localStorageAdapter, type UploadQueue } from '@rapport/queue';
import { createNotificationClient, type NotificationClient } from '@rapport/realtime';
import {
  API_BASE_PATH,
  browserStorage,
  createRapportClient,
  NOTIFICATIONS_SOCKET_PATH,
  type RapportClient,
} from '@rapport/sdk';

export interface Services {
  client: RapportClient;
  queue: UploadQueue;
  notifications: NotificationClient;
}

let services: Services | null = null;
const expiredListeners = new Set<() => void>();

/** Called when the SDK gives up on the session (refresh failed or no refresh token; spec §4). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function createServices(origin: string = window.location.origin): Services {
  const client = createRapportClient({
    baseUrl: `${origin}${API_BASE_PATH}`,
    storage: browserStorage(),
    onSessionExpired: () => {
      for (const listener of [...expiredListeners]) listener();
    },
  });
  const queue = createUploadQueue({
    upload: (file, { onProgress, signal }) =>
      client.csv.upload([file], {
        signal,
        onProgress: (p) => onProgress({ loaded: p.transferredBytes, total: p.totalBytes }),
      }),
    storage: localStorageAdapter(),
    fileStore: indexedDbFileStore(),
  });
  const wsOrigin = origin.replace(/^http/, 'ws');
  const notifications = createNotificationClient({
    url: `${wsOrigin}${API_BASE_PATH}${NOTIFICATIONS_SOCKET_PATH}`,
    getAccessToken: () => client.session.getState().accessToken,
    refresh: async () => {
      try {
        await client.auth.refresh();
        return true;
      } catch {
        return false;
      }
    },
  });
  return { client, queue, notifications };
}

export function getServices(): Services {
  services ??= createServices();
  return services;
}

export function setServices(next: Services | null): void {
  services = next;
}

export const api = (): RapportClient => getServices().client;
