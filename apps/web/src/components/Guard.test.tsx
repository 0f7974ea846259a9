import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { guardDecision } from './Guard';

describe('guardDecision', () => {
  const verified = { emailVerified: true, permissions: [] as string[] };
  it.each([
    ['loading', { status: 'loading', user: null }, {}, 'loading'],
    ['signed out', { status: 'unauthenticated', user: null }, {}, '/sign-in'],
    [
      'unverified',
      { status: 'authenticated', user: { emailVerified: false, permissions: [] } },
      {},
      '/verify-email',
    ],
    [
      'unverified on a signed-in route',
      { status: 'authenticated', user: { emailVerified: false, permissions: [] } },
      { verified: false },
      'allow',
    ],
    [
      'without the permission',
      { status: 'authenticated', user: verified },
      { permission: 'admin' },
      '/unauthorized',
    ],
    [
      'with the permission',
      { status: 'authenticated', user: { emailVerified: true, permissions: ['admin'] } },
      { permission: 'admin' },
      'allow',
    ],
  ] as const)('%s → %s', (_name, state, options, expected) => {
    expect(guardDecision(state, options)).toBe(expected);
  });
});

describe('route guard (spec §2)', () => {
  it('sends a visitor without a session from / to /sign-in', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the loading state while the profile is checked, then sends an unverified user to /verify-email', async () => {
    const user = makeUser({ emailVerified: false });
    storeSession(user);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${API}/profile`, async () => {
        await gate;
        return HttpResponse.json(user);
      }),
    );
    const { router } = renderApp('/');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').length).toBe(6);
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('sends a verified user without the admin permission from /admin to /unauthorized', async () => {
    const user = makeUser();
    storeSession(user);
    server.use(http.get(`${API}/profile`, () => HttpResponse.json(user)));
    const { router } = renderApp('/admin');
    expect(
      await screen.findByText(
        "You don't have the required permissions to access this page. Please contact your team administrator for access.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
  });

  it('lets an admin see the user list', async () => {
    const admin = makeUser({ permissions: ['admin'] });
    storeSession(admin);
    server.use(
      http.get(`${API}/profile`, () => HttpResponse.json(admin)),
      http.get(`${API}/admin/users`, () =>
        HttpResponse.json([
          {
            id: 'u2',
            email: 'grace@example.com',
            first_name: 'Grace',
            last_name: 'Hopper',
            emailVerified: true,
            permissions: [],
            created_at: '2026-11-02T10:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
  });

  it('sends a signed-in user whose onboarding is not complete from / to /onboarding', async () => {
    const user = makeUser({ onBoardingCompleted: false });
    storeSession(user);
    server.use(http.get(`${API}/profile`, () => HttpResponse.json(user)));
    const { router } = renderApp('/');
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('20% Complete')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
  });
});
