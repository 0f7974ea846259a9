import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NotificationsBridge } from './components/NotificationsBridge';
import { onSessionExpired } from './lib/services';
import { type AppRouter, createAppRouter } from './router';
import { markSignedOut } from './state/session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

export interface AppProps {
  queryClient?: QueryClient;
  router?: AppRouter;
}

export function App({ queryClient: givenClient, router: givenRouter }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter({ queryClient }));

  // §4/§8: when the refresh fails, or no refresh token exists, clear the session and go to /sign-in.
  useEffect(
    () =>
      onSessionExpired(() => {
        markSignedOut();
        queryClient.clear();
        void router.navigate({ to: '/sign-in' });
      }),
    [queryClient, router],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <NotificationsBridge />
    </QueryClientProvider>
  );
}
