/**
 * The route guard of spec §2: a loading state while the session is checked; unauthenticated →
 * /sign-in; unverified → /verify-email; missing permission → /unauthorized.
 */
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { hasPermission, isVerified, loadSession, useSession } from '../state/session';
import { LoadingScreen } from './chrome';

export interface GuardProps {
  children: ReactNode;
  /** Whether the email must be verified (protected routes, §6). Default true. */
  verified?: boolean;
  permission?: string;
}

export type GuardDecision = 'loading' | 'allow' | '/sign-in' | '/verify-email' | '/unauthorized';

export function guardDecision(
  state: { status: string; user: { emailVerified: boolean; permissions?: readonly string[] } | null },
  { verified = true, permission }: { verified?: boolean; permission?: string | undefined },
): GuardDecision {
  if (state.status === 'loading') return 'loading';
  if (state.status !== 'authenticated' || !state.user) return '/sign-in';
  if (verified && !isVerified(state as never)) return '/verify-email';
  if (permission && !hasPermission(state as never, permission)) return '/unauthorized';
  return 'allow';
}

export function Guard({ children, verified = true, permission }: GuardProps) {
  const snap = useSession();
  useEffect(() => {
    void loadSession();
  }, []);
  const decision = guardDecision(snap, { verified, permission });
  if (decision === 'loading') return <LoadingScreen />;
  if (decision !== 'allow') return <Navigate to={decision} replace />;
  return <>{children}</>;
}
