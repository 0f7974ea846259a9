import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeChat, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

function signedIn(chats: unknown[] | (() => Promise<unknown[]>)) {
  const user = makeUser();
  storeSession(user);
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/mailboxes`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/chat/user`, async () =>
      HttpResponse.json(typeof chats === 'function' ? await chats() : chats),
    ),
  );
}

async function messageBox(): Promise<HTMLTextAreaElement> {
  const box = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
  // §9: the initial workspace loading lasts 1 second; the box is enabled afterwards.
  await waitFor(() => expect(box.disabled).toBe(false), { timeout: 3_000 });
  return box;
}

describe('chat sidebar (spec §2)', () => {
  it('shows "Loading.." while the chats load, then "No chats found" for an empty list', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    signedIn(async () => {
      await gate;
      return [];
    });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Chats' });
    expect(await within(nav).findByText('Loading..')).toBeTruthy();
    release();
    expect(await within(nav).findByText('No chats found')).toBeTruthy();
  });

  it('filters by title or last message, says which query found nothing, and Clear restores the list', async () => {
    const user = userEvent.setup();
    signedIn([
      makeChat({
        id: 'c1',
        title: 'Acme renewal',
        lastMessage: { content: 'Call Bob about pricing tomorrow', createdAt: new Date().toISOString() },
      }),
      makeChat({
        id: 'c2',
        title: 'Hiring',
        lastMessage: { content: 'Interview with Carol', createdAt: new Date().toISOString() },
      }),
      makeChat({ id: 'c3', title: 'Empty chat' }),
    ]);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Chats' });
    expect(await within(nav).findByText('Acme renewal')).toBeTruthy();
    // §9: the preview is limited to 20 characters.
    expect(within(nav).getByText('Call Bob about prici...')).toBeTruthy();
    expect(within(nav).getByText('No messages yet')).toBeTruthy();

    const search = within(nav).getByPlaceholderText('Search chats...');
    await user.type(search, 'CAROL');
    expect(within(nav).getByText('Hiring')).toBeTruthy();
    expect(within(nav).queryByText('Acme renewal')).toBeNull();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(nav).getByText('No chats found matching "zzz"')).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: 'Clear' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(within(nav).getByText('Acme renewal')).toBeTruthy();
    expect(within(nav).getByText('Hiring')).toBeTruthy();
  });
});

describe('intent check before sending (spec §5)', () => {
  it.each([
    [
      'Query Mode',
      'PostUpdate',
      'Met Bob today, he wants a demo next week',
      "You are in query mode. I think you're trying to post an update, please do that in Input Mode.",
    ],
    ['Query Mode', 'Intentions not detected.', 'hmm', 'Please ask a question.'],
    [
      'Input Mode',
      'Question',
      'Who did I meet last week?',
      "You are in input mode. I think you're trying to ask a question, please do that in Query Mode.",
    ],
    ['Input Mode', 'Intentions not detected.', 'hmm', 'Please elaborate your post update.'],
  ])(
    'in %s, a %s intent shows the mismatch message and restores the text',
    async (mode, intent, text, message) => {
      const user = userEvent.setup();
      signedIn([]);
      let asked = false;
      server.use(
        http.post(`${API}/post-updates/detect-intentions`, () => HttpResponse.json(intent)),
        http.post(`${API}/chat/create`, () => {
          asked = true;
          return HttpResponse.json({}, { status: 500 });
        }),
      );
      renderApp('/');
      const box = await messageBox();
      await user.click(screen.getByRole('radio', { name: mode }));
      await user.type(box, text);
      await user.keyboard('{Enter}');
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(box.value).toBe(text));
      expect(asked).toBe(false);
    },
  );

  it('adds a new line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    signedIn([]);
    let detected = 0;
    server.use(
      http.post(`${API}/post-updates/detect-intentions`, () => {
        detected += 1;
        return HttpResponse.json('Question');
      }),
    );
    renderApp('/');
    const box = await messageBox();
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box.value).toBe('first line\nsecond line');
    expect(detected).toBe(0);
  });

  it('posts an update in Input Mode: pending, then the success toast', async () => {
    const user = userEvent.setup();
    signedIn([]);
    const chat = { ...makeChat({ id: 'chat-9' }), messages: [] };
    let posted: unknown = null;
    const created = {
      id: 'pu-1',
      description: 'Met Bob, he wants a demo',
      createdAt: new Date().toISOString(),
      status: 'pending',
      showStatus: true,
      chatId: 'chat-9',
    };
    server.use(
      http.post(`${API}/post-updates/detect-intentions`, () => HttpResponse.json('PostUpdate')),
      http.post(`${API}/chat/create`, () => HttpResponse.json(chat, { status: 201 })),
      http.get(`${API}/chat/chat-9/messages`, () => HttpResponse.json([])),
      http.get(`${API}/chat/chat-9/post-updates`, () => HttpResponse.json(posted ? [created] : [])),
      http.post(`${API}/post-updates`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { router } = renderApp('/');
    const box = await messageBox();
    await user.click(screen.getByRole('radio', { name: 'Input Mode' }));
    await user.type(box, 'Met Bob, he wants a demo');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Your post update has been successfully posted')).toBeTruthy();
    // With the browser's time zone: "today" and "Tuesday" are the poster's days (issue 25).
    expect(posted).toEqual({
      chatId: 'chat-9',
      description: 'Met Bob, he wants a demo',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(router.state.location.pathname).toBe('/chat/chat-9');
    const item = (await screen.findByText('Met Bob, he wants a demo', { exact: false })).closest(
      '[data-status]',
    );
    expect(item?.getAttribute('data-status')).toBe('pending');
    expect(box.value).toBe('');
  });
});
