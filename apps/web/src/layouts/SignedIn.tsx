/**
 * The layouts of the signed-in routes: the guard, the react-query provider and the live
 * notifications. A chunk of their own, so the public pages do not load react-query.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { Guard } from '../components/Guard';
import { NotificationsBridge } from '../components/NotificationsBridge';
import { getQueryClient } from '../lib/query';
import { onSessionExpired } from '../lib/services';

function WithQuery({ children }: { children: ReactNode }) {
  const client = getQueryClient();
  // A session that could not be refreshed leaves nothing worth caching.
  useEffect(() => onSessionExpired(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <NotificationsBridge />
    </QueryClientProvider>
  );
}

/** Signed in, verified or not (settings). */
export function SignedInLayout() {
  return (
    <Guard verified={false}>
      <WithQuery>
        <Outlet />
      </WithQuery>
    </Guard>
  );
}

/** Signed in with a verified email (workspace, onboarding, mailbox callback). */
export function ProtectedLayout() {
  return (
    <Guard>
      <WithQuery>
        <Outlet />
      </WithQuery>
    </Guard>
  );
}

/** Verified, with the admin permission. */
export function AdminLayout() {
  return (
    <Guard permission="admin">
      <WithQuery>
        <Outlet />
      </WithQuery>
    </Guard>
  );
}
