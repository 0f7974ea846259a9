/**
 * Gmail as a person connects it, against the in-repo fake Google reached through the same
 * configurable URLs as the real one: the OAuth hand-off, the first sync, new mail, contacts,
 * a revoked grant, disconnecting, and tokens given the old way (POST /update-user).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import { type FakeGoogle, startFakeGoogle } from '../src/mailbox/gmail/fakeGoogle.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let google: FakeGoogle;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeGoogle({ address: 'kim.owner@gmail.example' });
  const raws = demoMessages(30, { owner: { address: 'kim.owner@gmail.example', name: 'Kim Owner' } });
  for (const [i, raw] of raws.entries())
    google.state.addMessage(raw, { internalDate: Date.now() - (30 - i) * 3_600_000 });
  server = await startTestServer({ env: google.env });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

/** The browser's part of the hand-off: follow the consent URL back to the app's callback. */
async function connectGmail(user: TestUser) {
  const { url } = expectRoute('mailbox.authorizationUrl', await user.api('GET', '/auth/google/login'));
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') as string);
  expect(back.pathname).toBe('/auth/google/callback');
  return user.api('POST', '/auth/google/callback', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

const gmailMailbox = async (user: TestUser) =>
  expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items.find((m) => m.kind === 'gmail');

describe('connecting Gmail', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(server.app);
  });

  it('connects through the OAuth hand-off and syncs the mailbox at once', async () => {
    const status = expectRoute('mailbox.callback', await connectGmail(user));
    expect(status).toMatchObject({ connected: true, provider: 'gmail', email: 'kim.owner@gmail.example' });
    await server.app.rapport.jobs.idle();
    expect(await gmailMailbox(user)).toMatchObject({
      status: 'completed',
      processed: 30,
      address: 'kim.owner@gmail.example',
    });
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(30);
    expect(expectRoute('mailbox.status', await user.api('GET', '/gmail/status')).connected).toBe(true);
    expect(expectRoute('email.syncStatus', await user.api('GET', '/emails/sync-status'))).toMatchObject({
      syncStatus: 'completed',
    });
    // The tokens are on the mailbox, encrypted, and nowhere in any answer.
    expect(JSON.stringify(await gmailMailbox(user))).not.toMatch(/ya29|1\/\//);
  });

  it('brings new mail on POST /emails/sync, through history', async () => {
    for (const raw of demoMessages(33).slice(30)) google.state.addMessage(raw);
    expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(33);
    expect(google.state.requests.some((r) => r.path.endsWith('/history'))).toBe(true);
  });

  it('removes mail deleted in Gmail on the next sync, through history', async () => {
    const id = google.state.addMessage(demoMessages(34)[33] as string);
    expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(34);

    google.state.deleteMessage(id);
    expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(33);
  });

  it('merges the Google contacts by email, filling empty fields only', async () => {
    google.state.people.push({
      email: 'lena.fischer@northwind-traders.example',
      name: 'Lena Fischer',
      phone: '+49 30 555',
    });
    google.state.otherContacts.push({ email: 'new.person@elsewhere.example', name: 'New Person' });
    const started = expectRoute('mailbox.syncContacts', await user.api('POST', '/gmail/sync-contacts'), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('jobs.get', await user.api('GET', `/jobs/${started.jobId}`)).status).toBe('completed');
    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200')).items;
    const lena = contacts.find((c) => c.email === 'lena.fischer@northwind-traders.example');
    // Her title came from her signature first; Google adds only what was empty.
    expect(lena).toMatchObject({ title: 'Head of Procurement' });
    expect(contacts.map((c) => c.email)).toContain('new.person@elsewhere.example');
  });

  it('says "Reconnect your Gmail account" once Google revokes the grant, and stops retrying', async () => {
    google.state.revokeAll();
    expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    await server.app.rapport.jobs.idle();
    expect(await gmailMailbox(user)).toMatchObject({
      status: 'error',
      error: 'Reconnect your Gmail account',
      nextRetryAt: null,
    });
    const notes = expectRoute('notifications.list', await user.api('GET', '/notifications'));
    expect(
      notes.some((n) => n.type === 'EMAIL_SYNC_ERROR' && n.message === 'Reconnect your Gmail account'),
    ).toBe(true);
    // Connecting again puts it right.
    expectRoute('mailbox.callback', await connectGmail(user));
    await server.app.rapport.jobs.idle();
    expect(await gmailMailbox(user)).toMatchObject({ status: 'completed', error: null });
  });

  it('disconnects: revokes at Google, stops syncing, keeps the mail and stays listed as disconnected', async () => {
    expectRoute('mailbox.disconnect', await user.api('POST', '/gmail/disconnect'));
    expect(google.state.requests.some((r) => r.path === '/revoke' && r.status === 200)).toBe(true);
    const kept = await gmailMailbox(user);
    expect(kept).toMatchObject({ status: 'idle', error: null, emailCount: 33 });
    expect(kept?.disconnectedAt).toEqual(expect.any(String));
    expect(expectRoute('mailbox.status', await user.api('GET', '/gmail/status')).connected).toBe(false);
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(33);
    expectError(await user.api('POST', '/gmail/sync-contacts'), 409, /Connect your Gmail account/);
    expectError(await user.api('POST', `/mailboxes/${kept?.id}/sync`), 409, /disconnected: connect it again/);
    expectError(await user.api('POST', '/emails/sync'), 409, /Connect a mailbox first/);
  });

  it('reconnects the disconnected mailbox by signing in again, then removes it with its mail', async () => {
    const before = await gmailMailbox(user);
    expectRoute('mailbox.callback', await connectGmail(user));
    await server.app.rapport.jobs.idle();
    expect(await gmailMailbox(user)).toMatchObject({
      id: before?.id,
      status: 'completed',
      disconnectedAt: null,
    });
    expect(expectRoute('mailbox.status', await user.api('GET', '/gmail/status')).connected).toBe(true);
    expectRoute('mailbox.disconnect', await user.api('POST', '/gmail/disconnect?deleteData=true'));
    expect(await gmailMailbox(user)).toBeUndefined();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(0);
  });
});

describe('the OAuth hand-off (issue 22)', () => {
  const consentOf = async (user: TestUser) => {
    const { url } = expectRoute('mailbox.authorizationUrl', await user.api('GET', '/auth/google/login'));
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
    return { url: new URL(url), code: back.searchParams.get('code'), state: back.searchParams.get('state') };
  };

  it('spends a state once: the same callback posted again is refused', async () => {
    const user = await createUser(server.app);
    const { code, state } = await consentOf(user);
    expectRoute('mailbox.callback', await user.api('POST', '/auth/google/callback', { code, state }));
    const again = await consentOf(user);
    // The first state again, even with a fresh code.
    expectError(
      await user.api('POST', '/auth/google/callback', { code: again.code, state }),
      400,
      'state: is invalid or expired',
    );
    await server.app.rapport.jobs.idle();
  });

  it("refuses another user's state", async () => {
    const ann = await createUser(server.app);
    const bob = await createUser(server.app);
    const { code, state } = await consentOf(ann);
    expectError(await bob.api('POST', '/auth/google/callback', { code, state }), 400, /state/);
  });

  it('sends an S256 PKCE challenge and keeps the verifier: the code alone is refused by Google', async () => {
    const user = await createUser(server.app);
    const { url, code } = await consentOf(user);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.toString()).not.toContain('code_verifier');
    const exchange = (extra: Record<string, string>) =>
      fetch(google.env.GOOGLE_TOKEN_URL as string, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', code: code as string, ...extra }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error_description?: string } }));
    expect(await exchange({})).toMatchObject({
      status: 400,
      body: { error_description: 'Missing code verifier.' },
    });
    const other = await consentOf(user);
    const wrong = await fetch(google.env.GOOGLE_TOKEN_URL as string, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: other.code as string,
        code_verifier: 'not-the-verifier-not-the-verifier-not-the-verifier',
      }),
    });
    expect(((await wrong.json()) as { error_description: string }).error_description).toBe(
      'Invalid code verifier.',
    );
  });
});

describe('tokens given the old way', () => {
  it('turns Google tokens sent to POST /update-user into a Gmail mailbox, off the user row', async () => {
    const user = await createUser(server.app);
    const code = google.state.issueCode();
    const tokens = (await (
      await fetch(google.env.GOOGLE_TOKEN_URL as string, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', code }),
      })
    ).json()) as { access_token: string; refresh_token: string };
    const res = await user.api('POST', '/update-user', {
      google_access_token: tokens.access_token,
      google_refresh_token: tokens.refresh_token,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await server.app.rapport.jobs.idle();
    expect(await gmailMailbox(user)).toMatchObject({ status: 'completed', processed: 33 });
    const row = await server.app.rapport.services.users.getRow(user.id);
    expect(row.googleAccessTokenEnc).toBeNull();
  });
});
