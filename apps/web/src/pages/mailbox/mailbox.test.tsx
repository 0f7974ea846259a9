import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, makeChat, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const EMAIL = {
  id: 'em-1',
  mailboxId: 'mb-1',
  threadId: 'th-1',
  subject: 'Globex pricing',
  from: { name: 'Bob Stone', address: 'bob@globex.com' },
  to: [{ name: null, address: 'ada@example.com' }],
  date: '2026-11-20T09:30:00.000Z',
  snippet: 'We can offer',
  labels: [],
  hasAttachments: true,
  messageId: '<1@globex.com>',
  inReplyTo: null,
  cc: [],
  bcc: [],
  replyTo: [],
  bodyText: 'Hi Ada,\n\nWe can offer the annual plan\nat 20% off if you sign by Friday.\n\nBob',
  quotedText: 'On Monday Ada wrote:\n> What is your best price?',
  signature: '',
  attachments: [{ filename: 'quote.pdf', mimeType: 'application/pdf', size: 2048 }],
};

const ALL_PROVIDERS = {
  providers: ['gmail', 'microsoft', 'imap', 'mbox', 'demo'].map((id) => ({ id, available: true })),
};

function signedInWithAnswer() {
  const user = makeUser();
  storeSession(user);
  const now = new Date().toISOString();
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/chat/user`, () => HttpResponse.json([makeChat({ id: 'chat-1', title: 'Globex' })])),
    http.get(`${API}/mailboxes`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/mailboxes/providers`, () => HttpResponse.json(ALL_PROVIDERS)),
    http.get(`${API}/chat/chat-1/post-updates`, () => HttpResponse.json([])),
    http.get(`${API}/chat/chat-1/messages`, () =>
      HttpResponse.json([
        {
          id: 'msg-1',
          is_user_message: true,
          content: 'What did Globex offer?',
          ai_response:
            'Email from Bob Stone, "Globex pricing": We can offer the annual plan at 20% off… [email, 20 Nov 2026]',
          createdAt: now,
          sources: [
            {
              kind: 'email',
              id: 'em-1',
              date: EMAIL.date,
              title: 'Globex pricing',
              quote: 'Globex pricing We can offer the annual plan at 20% off…',
            },
          ],
        },
      ]),
    ),
    http.get(`${API}/emails/em-1`, () => HttpResponse.json(EMAIL)),
    http.get(`${API}/threads/th-1`, () =>
      HttpResponse.json({
        id: 'th-1',
        subject: 'Globex pricing',
        messageCount: 1,
        lastMessageAt: EMAIL.date,
        emails: [EMAIL],
      }),
    ),
  );
}

describe('reading the email behind an answer', () => {
  it('opens a cited email beside the answer with the passage marked, the quote folded and the attachment listed', async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    renderApp('/chat/chat-1');
    // Up to three sources are listed open (issue 26); the inline citation opens the same email.
    const summary = await screen.findByText('Sources (1)', {}, { timeout: 3_000 });
    expect(summary.closest('details')?.open).toBe(true);
    await user.click(screen.getByRole('button', { name: /^\[email, 20 Nov 2026\] \(open Globex pricing/ }));
    const panel = await screen.findByRole('dialog', { name: 'Email' });
    await within(panel).findByText('Bob Stone <bob@globex.com>');
    const mark = panel.querySelector('mark');
    expect(mark?.textContent).toBe('We can offer the annual plan\nat 20% off');
    expect(within(panel).getByText('ada@example.com')).toBeTruthy();
    expect(within(panel).getByText(/quote\.pdf/).textContent).toContain('(2 KB)');
    const quoted = within(panel).getByText('Show quoted text').closest('details');
    expect(quoted?.open).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Open thread' }));
    expect(await within(panel).findByText('Thread: 1 email')).toBeTruthy();
  });
});

describe('reading a cited post update', () => {
  it("opens the post update's card with the cited words marked", async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    const now = new Date().toISOString();
    server.use(
      http.get(`${API}/chat/chat-1/messages`, () =>
        HttpResponse.json([
          {
            id: 'msg-2',
            is_user_message: true,
            content: 'When is the Initech demo?',
            ai_response: 'Tuesday at 10. [post update, 20 Nov 2026]',
            createdAt: now,
            sources: [{ kind: 'post_update', id: 'pu-7', date: now, quote: 'demo Tuesday at 10' }],
          },
        ]),
      ),
      http.get(`${API}/post-updates`, () =>
        HttpResponse.json([
          {
            id: 'pu-7',
            description: 'Called Initech: they want a demo Tuesday at 10 with their CTO.',
            createdAt: now,
            status: 'done',
            showStatus: false,
            chatId: 'chat-1',
          },
        ]),
      ),
    );
    renderApp('/chat/chat-1');
    await screen.findByText('Sources (1)', {}, { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: /demo Tuesday at 10/ }));
    const panel = await screen.findByRole('dialog', { name: 'Post update' });
    await waitFor(() => expect(panel.querySelector('mark')?.textContent).toBe('demo Tuesday at 10'));
  });
});

describe('connecting a mailbox', () => {
  it('opens "Connect a mailbox" from the sidebar and shows the server\'s refusal of an IMAP login in words', async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    let sent: unknown = null;
    server.use(
      http.get(`${API}/gmail/status`, () =>
        HttpResponse.json({ connected: false, provider: 'gmail', email: null, connectedAt: null }),
      ),
      http.post(`${API}/mailboxes/imap`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { detail: 'The server refused the user name or password', code: 'bad_request' },
          { status: 400 },
        );
      }),
    );
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailbox' });
    expect(await within(dialog).findByRole('button', { name: 'Connect Gmail' })).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'IMAP' }));
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'fastmail');
    expect((within(dialog).getByLabelText('Host') as HTMLInputElement).value).toBe('imap.fastmail.com');
    await user.type(within(dialog).getByLabelText('User'), 'ada@fastmail.com');
    await user.type(within(dialog).getByLabelText('App password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Connect IMAP mailbox' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The server refused the user name or password',
    );
    expect(sent).toEqual({
      host: 'imap.fastmail.com',
      port: 993,
      security: 'tls',
      user: 'ada@fastmail.com',
      password: 'wrong',
    });
  });

  it('offers "Microsoft 365 / Outlook": its sign-in sends the browser to Microsoft (issue 27)', async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    server.use(
      http.get(`${API}/gmail/status`, () =>
        HttpResponse.json({ connected: false, provider: 'gmail', email: null, connectedAt: null }),
      ),
      http.get(`${API}/auth/microsoft/login`, () =>
        HttpResponse.json({ url: 'https://login.example/common/oauth2/v2.0/authorize?state=s' }),
      ),
    );
    try {
      renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
      const dialog = await screen.findByRole('dialog', { name: 'Connect a mailbox' });
      await user.click(await within(dialog).findByRole('tab', { name: 'Microsoft 365 / Outlook' }));
      await user.click(within(dialog).getByRole('button', { name: 'Connect Microsoft 365 / Outlook' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://login.example/common/oauth2/v2.0/authorize?state=s'),
      );
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('offers only what the server can use: no Gmail tab without Google sign-in, the demo first', async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    server.use(
      http.get(`${API}/mailboxes/providers`, () =>
        HttpResponse.json({
          providers: [
            { id: 'gmail', available: false },
            { id: 'microsoft', available: false },
            { id: 'imap', available: true },
            { id: 'mbox', available: true },
            { id: 'demo', available: true },
          ],
        }),
      ),
    );
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailbox' });
    const demoTab = await within(dialog).findByRole('tab', { name: 'Demo' });
    expect(demoTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).queryByRole('tab', { name: 'Gmail' })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'Microsoft 365 / Outlook' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Connect Gmail' })).toBeNull();
    expect(within(dialog).getByText(/240 made-up emails/)).toBeTruthy();
  });

  it('offers the demo mailbox on an empty workspace with no mailbox', async () => {
    const user = userEvent.setup();
    signedInWithAnswer();
    let added = false;
    server.use(
      http.post(`${API}/mailboxes/demo`, () => {
        added = true;
        return HttpResponse.json({ detail: 'nope' }, { status: 500 });
      }),
    );
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Try the demo mailbox' }, { timeout: 3_000 }));
    await waitFor(() => expect(added).toBe(true));
  });
});
