import type { Contact, ContactSuggestion, Mailbox } from '@rapport/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeUser, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

const suggestion = (email: string, name: string, emailCount: number): ContactSuggestion => ({
  email,
  name,
  company: 'Kestrel',
  emailCount,
  lastEmailAt: '2026-10-20T09:00:00.000Z',
});

const contactOf = (s: ContactSuggestion): Contact => ({
  id: `c-${s.email}`,
  email: s.email,
  firstName: null,
  lastName: null,
  fullName: s.name,
  company: s.company,
  title: null,
  phone: null,
  notes: null,
  customFields: {},
  source: 'suggestion',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  lastContactedAt: s.lastEmailAt,
  emailCount: s.emailCount,
});

/** A signed-in user with three suggestions; returns what Add and Dismiss sent. */
function withSuggestions() {
  const user = makeUser();
  storeSession(user);
  let pending = [
    suggestion('ana@kestrel.example', 'Ana Ruiz', 3),
    suggestion('bo@kestrel.example', 'Bo Lind', 2),
    suggestion('cy@kestrel.example', 'Cy Moss', 1),
  ];
  const contacts: Contact[] = [];
  const sent = { accepted: [] as string[], dismissed: [] as string[] };
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json(user)),
    http.get(`${API}/chat/user`, () => HttpResponse.json([])),
    http.get(`${API}/contacts`, () =>
      HttpResponse.json({ items: contacts, nextCursor: null, total: contacts.length }),
    ),
    http.get(`${API}/contacts/suggestions`, () => HttpResponse.json({ items: pending })),
    http.post(`${API}/contacts/suggestions/accept`, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      sent.accepted.push(email);
      const s = pending.find((p) => p.email === email) as ContactSuggestion;
      pending = pending.filter((p) => p.email !== email);
      contacts.push(contactOf(s));
      return HttpResponse.json(contactOf(s), { status: 201 });
    }),
    http.post(`${API}/contacts/suggestions/dismiss`, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      sent.dismissed.push(email);
      pending = pending.filter((p) => p.email !== email);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('People: suggested', () => {
  it('shows "Suggested (N)" with Add and Dismiss for each person, and Add all', async () => {
    const sent = withSuggestions();
    renderApp('/contacts');
    const summary = await screen.findByText('Suggested (3)');
    await userEvent.click(summary);
    const list = screen.getByRole('list', { name: 'Suggested people' });
    expect(within(list).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(list).getByText(/3 emails · last Oct 20, 2026/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add Ana Ruiz' }));
    await waitFor(() => expect(sent.accepted).toEqual(['ana@kestrel.example']));
    await screen.findByText('Suggested (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Bo Lind' }));
    await waitFor(() => expect(sent.dismissed).toEqual(['bo@kestrel.example']));
    await screen.findByText('Suggested (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add all (1)' }));
    await waitFor(() => expect(sent.accepted).toEqual(['ana@kestrel.example', 'cy@kestrel.example']));
    // Nobody left to suggest: the section goes.
    await waitFor(() => expect(screen.queryByTestId('suggestions')).toBeNull());
  });
});

const mailbox: Mailbox = {
  id: 'mb-1',
  kind: 'mbox',
  address: 'takeout.mbox',
  status: 'completed',
  phase: null,
  processed: 400,
  total: 400,
  lastSyncedAt: '2026-11-20T09:30:00.000Z',
  error: null,
  emailCount: 43,
  contactPolicy: 'two_way',
  leftOut: { spam: 312, trash: 40, drafts: 5 },
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('Settings → Mailboxes: left out and contact policy', () => {
  it('says what the import left out and changes the contact policy, showing the job until it ends', async () => {
    const user = makeUser();
    storeSession(user);
    let current = mailbox;
    const patches: unknown[] = [];
    let reads = 0;
    server.use(
      http.get(`${API}/profile`, () => HttpResponse.json(user)),
      http.get(`${API}/chat/user`, () => HttpResponse.json([])),
      http.get(`${API}/gmail/status`, () => HttpResponse.json({ connected: false })),
      http.get(`${API}/mailboxes`, () => HttpResponse.json({ items: [current] })),
      http.patch(`${API}/mailboxes/mb-1`, async ({ request }) => {
        const body = (await request.json()) as { contactPolicy: Mailbox['contactPolicy'] };
        patches.push(body);
        current = { ...current, contactPolicy: body.contactPolicy };
        return HttpResponse.json({ mailbox: current, jobId: 'job-1' });
      }),
      http.get(`${API}/jobs/job-1`, () => {
        reads += 1;
        return HttpResponse.json({
          id: 'job-1',
          kind: 'mailbox.contactPolicy',
          status: reads > 1 ? 'completed' : 'running',
          processed: reads > 1 ? 43 : 20,
          total: 43,
          result: null,
          error: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          updatedAt: '2026-11-20T09:00:00.000Z',
        });
      }),
    );
    renderApp('/settings/account');
    expect(await screen.findByText(/312 spam, 40 trash and 5 drafts left out/)).toBeTruthy();
    const select = screen.getByLabelText('Make contacts of') as HTMLSelectElement;
    expect(select.value).toBe('two_way');
    expect(
      screen.getByText(/People you wrote to, and people who wrote to you and got an answer/),
    ).toBeTruthy();
    await userEvent.selectOptions(select, 'everyone');
    await waitFor(() => expect(patches).toEqual([{ contactPolicy: 'everyone' }]));
    expect(await screen.findByLabelText('Contact policy of takeout.mbox being applied')).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByLabelText('Contact policy of takeout.mbox being applied')).toBeNull(),
      {
        timeout: 4000,
      },
    );
  });
});
