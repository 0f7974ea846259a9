import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

async function toastText() {
  const toast = await screen.findByRole('alert');
  return toast.textContent;
}

describe('sign-up validation (spec §5, in order)', () => {
  it('shows each validation toast in the spec order, then creates the account and goes to /sign-in', async () => {
    const user = userEvent.setup();
    let signupBody: unknown = null;
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        signupBody = await request.json();
        return HttpResponse.json(
          { message: 'created', user: makeUser({ emailVerified: false }) },
          { status: 201 },
        );
      }),
    );
    const { router } = renderApp('/sign-up');
    const submit = await screen.findByRole('button', { name: 'Sign Up' });
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');

    await user.click(submit);
    expect(await toastText()).toContain('Missing fields');
    expect(await toastText()).toContain('Please fill in all required fields');

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(submit);
    await waitFor(async () => expect(await toastText()).toContain('Invalid email'));
    expect(await toastText()).toContain('Please enter a valid email address');

    await user.type(screen.getByLabelText('Email'), '.com');
    await user.click(submit);
    await waitFor(async () => expect(await toastText()).toContain('Password too short'));
    expect(await toastText()).toContain('Password must be at least 8 characters long');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'correct-horsf');
    await user.click(submit);
    await waitFor(async () => expect(await toastText()).toContain("Passwords don't match"));
    expect(await toastText()).toContain('Please make sure your passwords match');
    expect(signupBody).toBeNull();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'correct-horse');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(signupBody).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    expect(await screen.findByText('Account Created Successfully')).toBeTruthy();
    expect(screen.getByText('Account created')).toBeTruthy();
  });

  it('shows the server detail under "Registration failed" when the sign-up is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/auth/signup`, () =>
        HttpResponse.json(
          { detail: 'An account with this email already exists', code: 'conflict' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/sign-up');
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(async () => expect(await toastText()).toContain('Registration failed'));
    expect(await toastText()).toContain('An account with this email already exists');
  });
});
