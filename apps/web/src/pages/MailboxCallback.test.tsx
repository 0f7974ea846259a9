import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function signedIn() {
  const user = makeUser();
  storeSession(user);
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/chat/user`, () => HttpResponse.json([])),
  );
}

function at(search: string) {
  return renderApp(`/auth/google/callback${search}`);
}

describe('mailbox callback page (decisions.md)', () => {
  it('says "Missing required authentication tokens" without code or state, with Go Back to /onboarding', async () => {
    signedIn();
    at('?code=abc');
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('Missing required authentication tokens')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/onboarding');
  });

  it('posts code and state, shows "Successfully Connected!" and goes to / after 2 seconds', async () => {
    signedIn();
    let body: unknown = null;
    server.use(
      http.post(`${API}/auth/google/callback`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          connected: true,
          provider: 'gmail',
          email: 'ada@gmail.com',
          connectedAt: null,
        });
      }),
    );
    const { router } = at('?code=abc&state=signed');
    expect(await screen.findByText('Successfully Connected!')).toBeTruthy();
    expect(body).toEqual({ code: 'abc', state: 'signed' });
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
  });

  it('shows the server detail under "Connection Failed" when the exchange is refused', async () => {
    signedIn();
    server.use(
      http.post(`${API}/auth/google/callback`, () =>
        HttpResponse.json(
          { detail: 'The authorization state is invalid or expired', code: 'bad_request' },
          { status: 400 },
        ),
      ),
    );
    at('?code=abc&state=forged');
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('The authorization state is invalid or expired')).toBeTruthy();
  });

  it('ends the Microsoft hand-off the same way at /auth/microsoft/callback (issue 27)', async () => {
    signedIn();
    let body: unknown = null;
    let google = false;
    server.use(
      http.post(`${API}/auth/google/callback`, () => {
        google = true;
        return HttpResponse.json({}, { status: 500 });
      }),
      http.post(`${API}/auth/microsoft/callback`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            mailbox: {
              id: 'mb-1',
              kind: 'microsoft',
              address: 'ada@contoso.example',
              status: 'queued',
              phase: null,
              processed: 0,
              total: 0,
              lastSyncedAt: null,
              error: null,
              nextRetryAt: null,
              createdAt: new Date().toISOString(),
              emailCount: 0,
            },
            jobId: 'job-1',
          },
          { status: 201 },
        );
      }),
    );
    const { router } = renderApp('/auth/microsoft/callback?code=M.C5-abc&state=single-use');
    expect(await screen.findByText('Successfully Connected!')).toBeTruthy();
    expect(body).toEqual({ code: 'M.C5-abc', state: 'single-use' });
    expect(google).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
  });

  it('says "Missing required authentication tokens" when Microsoft sends back an error instead of a code', async () => {
    signedIn();
    renderApp('/auth/microsoft/callback?error=access_denied&state=single-use');
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('Missing required authentication tokens')).toBeTruthy();
  });
});
