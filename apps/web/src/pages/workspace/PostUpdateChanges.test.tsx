import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeChat, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const processed = {
  id: 'pu-7',
  description: 'Met Jane Cooper from Acme. Demo Tuesday.',
  createdAt: new Date().toISOString(),
  status: 'done',
  showStatus: false,
  chatId: 'chat-7',
  changes: [
    { kind: 'contact_created', contactId: 'c-1', text: 'Created contact Jane Cooper' },
    {
      kind: 'note_added',
      contactId: 'c-1',
      text: 'Added note to Jane Cooper',
      note: 'Met Jane Cooper from Acme',
    },
    {
      kind: 'follow_up_added',
      contactId: 'c-1',
      text: 'Added follow-up Tue 24 Nov',
      note: 'Demo Tuesday',
      dueOn: '2026-11-24',
    },
  ],
};

function chatWithUpdate(undo: () => Response | Promise<Response>) {
  const user = makeUser();
  storeSession(user);
  const chat = makeChat({ id: 'chat-7', title: 'Acme' });
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/mailboxes`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/chat/user`, () => HttpResponse.json([chat])),
    http.get(`${API}/chat/chat-7`, () => HttpResponse.json({ ...chat, messages: [] })),
    http.get(`${API}/chat/chat-7/messages`, () => HttpResponse.json([])),
    http.get(`${API}/chat/chat-7/post-updates`, () => HttpResponse.json([processed])),
    http.post(`${API}/post-updates/pu-7/undo`, undo),
  );
}

describe('a post update shows what it changed, with an undo (issue 13)', () => {
  it('shows the changes line and undoes them from the Undo button, with a toast', async () => {
    let undone = 0;
    chatWithUpdate(() => {
      undone++;
      return HttpResponse.json({
        ...processed,
        undoneAt: new Date().toISOString(),
        changes: processed.changes.map((c) =>
          c.kind === 'contact_created'
            ? { ...c, kept: true, text: 'Kept contact Jane Cooper (edited since)' }
            : c,
        ),
      });
    });
    renderApp('/chat/chat-7');
    const line = await screen.findByTestId('post-update-changes');
    expect(line.textContent).toBe('Created contact Jane Cooper · Added follow-up Tue 24 Nov');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Post update undone')).toBeTruthy();
    expect(screen.getByText('Undone. Kept contact Jane Cooper (edited since).')).toBeTruthy();
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(screen.getByTestId('post-update-changes').textContent).toBe(
      'Kept contact Jane Cooper (edited since) · Added follow-up Tue 24 Nov',
    );
  });

  it("shows the server's reason when the undo is refused", async () => {
    chatWithUpdate(() =>
      HttpResponse.json({ detail: 'This post update was already undone', code: 'conflict' }, { status: 409 }),
    );
    renderApp('/chat/chat-7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('This post update was already undone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });
});
