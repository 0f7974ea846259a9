/**
 * The app's long-lived objects: the API client (created here, in the entry chunk), and the
 * upload queue and notification socket (created by lib/queue.ts and lib/notifications.ts, which
 * only the chunks that need them import, so the first load of /sign-in stays small).
 * Tests replace them with `setServices`.
 */
import type { UploadQueue } from '@rapport/queue';
import type { NotificationClient } from '@rapport/realtime';
import { API_BASE_PATH, browserStorage, createRapportClient, type RapportClient } from '@rapport/sdk';

export interface Services {
  client: RapportClient;
  queue?: UploadQueue;
  notifications?: NotificationClient;
}

let services: Services | null = null;
const expiredListeners = new Set<() => void>();

/** Called when the SDK gives up on the session (refresh failed or no refresh token; spec §4). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * The server ended this session (its notification socket closed with SESSION_ENDED_CLOSE_CODE:
 * signed out elsewhere, password reset): forget the tokens as a failed refresh does, and tell the
 * listeners, which go to /sign-in.
 */
export function endSession(): void {
  getServices().client.session.expire();
  for (const listener of [...expiredListeners]) listener();
}

let signingOutHere = 0;

/**
 * Runs this tab's own sign-out: the notification socket's `session_ended` it causes (the server
 * closes the session's sockets at once) is not news here, the sign-out already says so.
 */
export async function signingOut<T>(run: () => Promise<T>): Promise<T> {
  signingOutHere++;
  try {
    return await run();
  } finally {
    signingOutHere--;
  }
}

export const isSigningOutHere = (): boolean => signingOutHere > 0;

export function apiOrigin(): string {
  return window.location.origin;
}

export function createClient(origin: string = apiOrigin()): RapportClient {
  return createRapportClient({
    baseUrl: `${origin}${API_BASE_PATH}`,
    storage: browserStorage(),
    onSessionExpired: () => {
      for (const listener of [...expiredListeners]) listener();
    },
  });
}

export function getServices(): Services {
  services ??= { client: createClient() };
  return services;
}

export function setServices(next: Services | null): void {
  services = next;
}

export const api = (): RapportClient => getServices().client;
