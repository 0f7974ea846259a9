import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function signInAnswers(user: ReturnType<typeof makeUser>) {
  server.use(
    http.post(`${API}/auth/login`, () =>
      HttpResponse.json({
        user,
        access_token: 'a',
        refresh_token: 'r',
        id: user.id,
        google_access_token: null,
      }),
    ),
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/chat/user`, () => HttpResponse.json([])),
  );
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in (decisions.md: one navigation)', () => {
  it.each([
    ['a verified user', '/', true],
    ['an unverified user', '/verify-email', false],
  ])('takes %s to %s with "Welcome back!"', async (_who, target, emailVerified) => {
    signInAnswers(makeUser({ emailVerified }));
    const { router } = renderApp('/sign-in');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(await screen.findByText('You have successfully signed in')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(localStorage.getItem('onboarding_completed')).toBe('false');
  });

  it('shows "Error signing in" with the server detail and stays on /sign-in', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ detail: 'Invalid email or password', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/sign-in');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error signing in');
    expect(alert.textContent).toContain('Invalid email or password');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
