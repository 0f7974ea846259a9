import type { Contact } from '@rapport/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const grace: Contact = {
  id: 'c1',
  email: 'grace@navy.example',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  company: 'US Navy',
  title: 'Rear Admiral',
  phone: null,
  notes: null,
  customFields: {},
  source: 'csv',
  createdAt: '2025-01-01T09:00:00.000Z',
  updatedAt: '2025-01-01T09:00:00.000Z',
  lastContactedAt: '2025-01-07T09:00:00.000Z',
  emailCount: 2,
};

const resolutions: unknown[] = [];
const followUpPatches: unknown[] = [];

/** A signed-in user with Grace; returns the PATCH bodies the page sends. */
function withGrace(start: Contact = grace): unknown[] {
  const user = makeUser();
  storeSession(user);
  let current = start;
  const patches: unknown[] = [];
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/chat/user`, () => HttpResponse.json([])),
    http.get(`${API}/contacts/c1`, () => HttpResponse.json(current)),
    http.get(`${API}/contacts/c1/timeline`, () =>
      HttpResponse.json({
        items: [
          {
            kind: 'next_step',
            id: 'p1:0',
            date: '2025-01-08T09:00:00.000Z',
            postUpdateId: 'p1',
            text: 'send her the proposal',
          },
        ],
        nextBefore: null,
      }),
    ),
    http.get(`${API}/follow-ups`, () =>
      HttpResponse.json({
        items: [
          {
            id: 'f1',
            postUpdateId: 'p1',
            contactId: 'c1',
            text: 'Demo Tuesday',
            about: 'Demo with Grace Hopper (US Navy)',
            dueOn: '2025-01-14',
            createdAt: '2025-01-08T09:00:00.000Z',
            doneAt: null,
          },
        ],
      }),
    ),
    http.patch(`${API}/follow-ups/f1`, async ({ request }) => {
      followUpPatches.push(await request.json());
      return HttpResponse.json({
        id: 'f1',
        postUpdateId: 'p1',
        contactId: 'c1',
        text: 'Demo Tuesday',
        dueOn: '2025-01-14',
        createdAt: '2025-01-08T09:00:00.000Z',
        doneAt: '2025-01-09T09:00:00.000Z',
      });
    }),
    http.post(`${API}/contacts/c1/conflicts/title/resolve`, async ({ request }) => {
      const body = (await request.json()) as { keep: string };
      resolutions.push(body);
      current = {
        ...current,
        title: body.keep === 'proposed' ? 'Head of Procurement' : current.title,
        conflicts: [],
      };
      return HttpResponse.json(current);
    }),
    http.patch(`${API}/contacts/c1`, async ({ request }) => {
      const body = (await request.json()) as Partial<Contact>;
      patches.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return patches;
}

/** Clicks the shown value and waits until Ark has moved focus into its input. */
async function edit(name: RegExp, label: string): Promise<HTMLInputElement> {
  await userEvent.click(await screen.findByRole('button', { name }));
  const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  await waitFor(() => expect(input.hidden).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 50));
  input.focus();
  return input;
}

describe('the contact page', () => {
  it('saves an edited field and puts the old value back from the toast', async () => {
    const patches = withGrace();
    renderApp('/contacts/c1');
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(await screen.findByText('send her the proposal')).toBeTruthy();
    await edit(/^Title: Rear Admiral/, 'Title');
    await userEvent.keyboard('{Control>}a{/Control}Chief compiler{Enter}');
    await waitFor(() => expect(patches).toEqual([{ title: 'Chief compiler' }]));
    expect(await screen.findByText('Contact updated')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches).toEqual([{ title: 'Chief compiler' }, { title: 'Rear Admiral' }]));
    expect(await screen.findByText('Change undone')).toBeTruthy();
  });

  it('refuses a bad email before sending it and shows the saved one again', async () => {
    const patches = withGrace();
    renderApp('/contacts/c1');
    await edit(/^Email: grace@navy\.example/, 'Email');
    await userEvent.keyboard('{Control>}a{/Control}not an email{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Email:/ }).textContent).toBe('grace@navy.example'),
    );
    expect(patches).toEqual([]);
  });

  it('shows a conflict beside the stored value and settles it with Replace (issue 25)', async () => {
    withGrace({
      ...grace,
      customFields: { location: 'Berlin' },
      conflicts: [
        {
          field: 'title',
          stored: 'Rear Admiral',
          proposed: 'Head of Procurement',
          postUpdateId: 'p1',
          at: '2026-11-27T12:00:00.000Z',
        },
      ],
    });
    renderApp('/contacts/c1');
    const conflict = await screen.findByRole('group', { name: 'Title conflict' });
    expect(screen.getByText('Location')).toBeTruthy();
    expect(screen.getByText('Berlin')).toBeTruthy();
    expect(conflict.textContent).toContain('Head of Procurement (from a post update on 27 Nov)');
    expect(conflict.textContent).toContain('Rear Admiral');
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(resolutions.at(-1)).toEqual({ keep: 'proposed' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Title conflict' })).toBeNull());
    expect(await screen.findByRole('button', { name: /^Title: Head of Procurement/ })).toBeTruthy();
  });

  it('lists the next steps by due day, each with Done (issue 25)', async () => {
    withGrace();
    renderApp('/contacts/c1');
    const steps = await screen.findByRole('list', { name: 'Next steps' });
    expect(steps.textContent).toContain('Demo with Grace Hopper (US Navy)');
    expect(steps.textContent).toContain('due Tue 14 Jan');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(followUpPatches.at(-1)).toEqual({ done: true }));
  });

  it('"Ask about this person" opens Query Mode with the question in the composer', async () => {
    withGrace();
    renderApp('/contacts/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask about this person' }));
    const box = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    expect(box.value).toBe('What do I know about Grace Hopper?');
    expect((screen.getByRole('radio', { name: 'Query Mode' }) as HTMLInputElement).checked).toBe(true);
  });
});
