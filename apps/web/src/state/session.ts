/**
 * The session as the views see it: a mirror of the SDK's session store plus a status, read in
 * components with `useSession()` (useSyncExternalStore; no proxy library in the first chunk).
 * Spec §4 "Session": a stored access token plus a stored user means authenticated; the profile
 * is then fetched, and the loading flag clears afterwards. The SDK owns the storage.
 */
import type { SignInRequest, UserProfile } from '@rapport/sdk';
import { useSyncExternalStore } from 'react';
import { api, signingOut } from '../lib/services';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: UserProfile | null;
}

let snapshot: SessionState = { status: 'loading', user: null };
const listeners = new Set<() => void>();

/** One change, one notification (a user and a status set together never show apart). */
function update(next: Partial<SessionState>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of [...listeners]) listener();
}

/** The session now; assigning `user` or `status` tells every `useSession()`. */
export const session: SessionState = {
  get status() {
    return snapshot.status;
  },
  set status(status) {
    update({ status });
  },
  get user() {
    return snapshot.user;
  },
  set user(user) {
    update({ user });
  },
};

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): SessionState => snapshot;

/** The session in a component: re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSnapshot, getSnapshot);
}

let unbind: (() => void) | null = null;
let loading: Promise<void> | null = null;

/** Mirrors the SDK session store into `session` (once the initial load has settled). */
function bind(): void {
  if (unbind) return;
  const store = api().session;
  unbind = store.subscribe((state) => {
    if (!state.accessToken || !state.user) {
      update(session.status === 'loading' ? { user: null } : { user: null, status: 'unauthenticated' });
      return;
    }
    update(
      session.status === 'loading' ? { user: state.user } : { user: state.user, status: 'authenticated' },
    );
  });
}

export function hasStoredAccessToken(): boolean {
  return Boolean(api().session.getState().accessToken);
}

/** Restores the session at load. Runs once; later calls share the same promise. */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    bind();
    const stored = api().session.getState();
    if (!stored.accessToken || !stored.user) {
      update({ user: null, status: 'unauthenticated' });
      return;
    }
    session.user = stored.user;
    try {
      await api().user.profile();
    } catch {
      // A 401 that cannot be refreshed clears the SDK session (and onSessionExpired fires).
      // Other failures (offline, 5xx) keep the stored user so the app still opens.
    }
    const after = api().session.getState();
    update({
      user: after.user,
      status: after.accessToken && after.user ? 'authenticated' : 'unauthenticated',
    });
  })();
  return loading;
}

/** For tests: forget the mirror so the next `loadSession` reads the (new) client again. */
export function resetSessionForTests(): void {
  unbind?.();
  unbind = null;
  loading = null;
  update({ status: 'loading', user: null });
}

/** Applies a fresh profile (the SDK has stored it already when it came from its calls). */
export function setUser(user: UserProfile): void {
  api().session.setUser(user);
  update({ user: user, status: 'authenticated' });
}

/** Forgets the session locally (spec §4 "Sign out": the whole storage is wiped). */
export function clearSession(): void {
  api().session.clear();
  update({ user: null, status: 'unauthenticated' });
}

/** Marks the session as gone after the SDK expired it (tokens removed, other items kept). */
export function markSignedOut(): void {
  update({ user: null, status: 'unauthenticated' });
}

export async function signIn(credentials: SignInRequest): Promise<UserProfile> {
  bind();
  const response = await api().auth.login(credentials);
  update({ user: response.user, status: 'authenticated' });
  loading = Promise.resolve();
  return response.user;
}

/**
 * §4: the sign-out call clears local state even when it fails. Resolves true when the server
 * call succeeded; false when it failed (the caller shows "Error signing out").
 */
export async function signOut(): Promise<boolean> {
  const result = await signingOut(() => api().auth.signout());
  markSignedOut();
  return result.serverSignedOut;
}

export const isVerified = (state: Pick<SessionState, 'user'>): boolean => Boolean(state.user?.emailVerified);
export const hasPermission = (state: Pick<SessionState, 'user'>, permission: string): boolean =>
  Boolean(state.user?.permissions?.includes(permission));
