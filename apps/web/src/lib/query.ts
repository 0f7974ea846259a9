/**
 * The react-query client (server state: ['chats'], ['chat', id, 'messages'] ..., and the
 * contacts' keys below). Only the signed-in layouts import this module, so the public pages load
 * without react-query.
 */
import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

export function setQueryClient(next: QueryClient | null): void {
  client = next;
}

/** The client if one exists (nothing to clear otherwise). */
export const peekQueryClient = (): QueryClient | null => client;

/** The contacts' cache keys: every list (any search and order) sits under `all`, each contact under `detail`. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filter: { query: string; sort: string; order: string }) => [...contactKeys.lists(), filter] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  timeline: (id: string) => [...contactKeys.all, 'timeline', id] as const,
};
