import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { onSessionExpired } from './lib/services';
import { type AppRouter, createAppRouter } from './router';
import { markSignedOut } from './state/session';

export interface AppProps {
  router?: AppRouter;
}

export function App({ router: givenRouter }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter({}));

  // §4/§8: when the refresh fails, or no refresh token exists, clear the session and go to /sign-in.
  useEffect(
    () =>
      onSessionExpired(() => {
        markSignedOut();
        void router.navigate({ to: '/sign-in' });
      }),
    [router],
  );

  return <RouterProvider router={router} />;
}
