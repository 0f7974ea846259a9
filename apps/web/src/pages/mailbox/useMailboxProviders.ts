import { availableMailboxProviders, primaryMailboxProvider } from '@rapport/sdk';
import { useQuery } from '@tanstack/react-query';
import { MAILBOX_PROVIDERS_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';

/** The ways to bring mail in this server can use, and the main one (issue 26); `ready` once known. */
export function useMailboxProviders() {
  const query = useQuery({
    queryKey: MAILBOX_PROVIDERS_KEY,
    queryFn: () => api().mailboxes.providers(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return {
    ready: !query.isPending,
    available: availableMailboxProviders(query.data),
    primary: primaryMailboxProvider(query.data),
  };
}
