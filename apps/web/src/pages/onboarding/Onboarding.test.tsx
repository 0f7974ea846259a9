import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function newcomer() {
  const user = makeUser({ onBoardingCompleted: false });
  storeSession(user);
  const calls: Array<{ path: string; body: unknown }> = [];
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.post(`${API}/update-user`, async ({ request }) => {
      const body = (await request.json()) as { user_description: string };
      calls.push({ path: '/update-user', body });
      return HttpResponse.json({ ...user, user_description: body.user_description });
    }),
    http.get(`${API}/gmail/status`, () =>
      HttpResponse.json({ connected: false, provider: 'gmail', email: null, connectedAt: null }),
    ),
    http.post(`${API}/onboarding-completed`, () => {
      calls.push({ path: '/onboarding-completed', body: null });
      return HttpResponse.json({ ...user, onBoardingCompleted: true });
    }),
    http.get(`${API}/chat/user`, () => HttpResponse.json([])),
  );
  return calls;
}

describe('onboarding wizard (spec §2)', () => {
  it('keeps the step in local storage, saves the goals, skips the optional steps and finishes', async () => {
    const user = userEvent.setup();
    const calls = newcomer();
    const { router } = renderApp('/onboarding');
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByText('40% Complete')).toBeTruthy();
    expect(localStorage.getItem('onboarding_step')).toBe('1');

    await user.type(screen.getByLabelText('Your goals'), 'Grow renewals');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(calls).toContainEqual({ path: '/update-user', body: { user_description: 'Grow renewals' } });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText("You're All Set!")).toBeTruthy();
    expect(screen.getByText('100% Complete')).toBeTruthy();
    expect(localStorage.getItem('onboarding_step')).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === '/onboarding-completed')).toBe(true);
    expect(localStorage.getItem('onboarding_step')).toBeNull();
  });

  it('resumes at the stored step after a reload', async () => {
    newcomer();
    localStorage.setItem('onboarding_step', '2');
    renderApp('/onboarding');
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(screen.getByLabelText('Choose CSV files')).toBeTruthy();
  });

  it('shows the page header with the theme toggle and a user menu that signs out', async () => {
    const user = userEvent.setup();
    newcomer();
    server.use(http.post(`${API}/auth/signout`, () => HttpResponse.json({ success: true })));
    const { router } = renderApp('/onboarding');
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('says "No files selected" when processing without a file', async () => {
    const user = userEvent.setup();
    newcomer();
    localStorage.setItem('onboarding_step', '2');
    renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Process files' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No files selected');
  });

  it('offers Microsoft 365 / Outlook on the connect step where the server has its sign-in (issue 27)', async () => {
    const user = userEvent.setup();
    newcomer();
    server.use(
      http.get(`${API}/mailboxes`, () => HttpResponse.json({ items: [] })),
      http.get(`${API}/mailboxes/providers`, () =>
        HttpResponse.json({
          providers: ['gmail', 'microsoft', 'imap', 'mbox', 'demo'].map((id) => ({ id, available: true })),
        }),
      ),
      http.get(`${API}/auth/microsoft/login`, () =>
        HttpResponse.json({ url: 'https://login.example/common/oauth2/v2.0/authorize?state=s' }),
      ),
    );
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      localStorage.setItem('onboarding_step', '3');
      renderApp('/onboarding');
      expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
      await user.click(await screen.findByRole('button', { name: 'Connect Microsoft 365 / Outlook' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://login.example/common/oauth2/v2.0/authorize?state=s'),
      );
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
