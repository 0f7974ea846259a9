/**
 * The react-query client (its keys are in lib/queryKeys.ts). Only the signed-in layouts import this module, so the public pages load
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
