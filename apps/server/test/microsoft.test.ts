/**
 * Microsoft 365 / Outlook as a person connects it (issue 27), against the in-repo fake Microsoft
 * reached through the same configurable URLs as the real one: the OAuth hand-off, the first sync,
 * Outlook contacts merged by email, changes through delta links, an expired delta token, left-out
 * folders, a revoked consent, disconnecting with or without the mail, and whose is whose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import { type FakeMicrosoft, startFakeMicrosoft } from '../src/mailbox/microsoft/fakeMicrosoft.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

const OWNER = 'kim.owner@contoso.example';
let microsoft: FakeMicrosoft;
let server: TestServer;
let ids: string[];

beforeAll(async () => {
  microsoft = await startFakeMicrosoft({ address: OWNER });
  const raws = demoMessages(30, { owner: { address: OWNER, name: 'Kim Owner' } });
  ids = raws.map((raw, i) =>
    microsoft.state.addMessage(raw, {
      receivedAt: Date.now() - (30 - i) * 3_600_000,
      folder: i % 6 === 5 ? 'sentitems' : 'inbox',
    }),
  );
  // Never imported: what sits in Junk Email, Deleted Items and Drafts.
  const more = demoMessages(33).slice(30);
  microsoft.state.addMessage(more[0] as string, { folder: 'junkemail' });
  microsoft.state.addMessage(more[1] as string, { folder: 'deleteditems' });
  microsoft.state.addMessage(more[2] as string, { folder: 'drafts' });
  microsoft.state.contacts.push(
    { email: 'lena.fischer@northwind-traders.example', name: 'Lena Fischer', phone: '+49 30 555' },
    { email: 'outlook.only@fabrikam.example', name: 'Olive Outlook', company: 'Fabrikam' },
  );
  server = await startTestServer({ env: microsoft.env });
});
afterAll(async () => {
  await server?.close();
  await microsoft?.close();
});

/** The browser's part of the hand-off: follow the consent URL back to the app's callback page. */
async function consentOf(user: TestUser) {
  const { url } = expectRoute('mailboxes.microsoftLogin', await user.api('GET', '/auth/microsoft/login'));
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string);
  expect(back.pathname).toBe('/auth/microsoft/callback');
  return { url: new URL(url), code: back.searchParams.get('code'), state: back.searchParams.get('state') };
}
async function connectMicrosoft(user: TestUser) {
  const { code, state } = await consentOf(user);
  return user.api('POST', '/auth/microsoft/callback', { code, state });
}
const microsoftMailbox = async (user: TestUser) =>
  expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items.find(
    (m) => m.kind === 'microsoft',
  );
const emailTotal = async (user: TestUser) =>
  expectRoute('emails.list', await user.api('GET', '/emails')).total;
const syncNow = async (user: TestUser) => {
  expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
  await server.app.rapport.jobs.idle();
};

describe('connecting Microsoft 365 / Outlook', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(server.app);
  });

  it('lists Microsoft as available when its sign-in is set up', async () => {
    const { providers } = expectRoute('mailboxes.providers', await user.api('GET', '/mailboxes/providers'));
    expect(providers.find((p) => p.id === 'microsoft')).toEqual({ id: 'microsoft', available: true });
  });

  it('asks for exactly the scopes of the issue, with PKCE S256 and no verifier in the URL', async () => {
    const { url } = await consentOf(user);
    expect(url.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('scope')).toBe('offline_access User.Read Mail.Read Contacts.Read');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/microsoft\/callback$/);
    expect(url.toString()).not.toContain('code_verifier');
  });

  it('connects through the hand-off, syncs the mailbox at once, and leaves Junk, Deleted Items and Drafts out', async () => {
    const started = expectRoute('mailboxes.microsoftCallback', await connectMicrosoft(user), 201);
    expect(started.mailbox).toMatchObject({ kind: 'microsoft', address: OWNER });
    await server.app.rapport.jobs.idle();
    expect(await microsoftMailbox(user)).toMatchObject({
      status: 'completed',
      processed: 30,
      address: OWNER,
    });
    expect(await emailTotal(user)).toBe(30);
    // The tokens are on the mailbox, encrypted, and nowhere in any answer.
    expect(JSON.stringify(await microsoftMailbox(user))).not.toMatch(/EwB|M\.R3_/);
    expect(microsoft.state.requests.some((r) => /JUNKEMAIL|DELETEDITEMS|DRAFTS/.test(r.path))).toBe(false);
  });

  it('merges the Outlook contacts through the identity rule: by email, empty fields filled', async () => {
    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200')).items;
    const lena = contacts.filter((c) => c.email === 'lena.fischer@northwind-traders.example');
    // One Lena: her mail and her Outlook card are one person, with Outlook's phone added.
    expect(lena).toHaveLength(1);
    expect(lena[0]).toMatchObject({ firstName: 'Lena', lastName: 'Fischer', phone: '+49 30 555' });
    expect(contacts.find((c) => c.email === 'outlook.only@fabrikam.example')).toMatchObject({
      company: 'Fabrikam',
    });
  });

  it('reads the Outlook contacts again on request (Settings → Sync contacts): a card added since comes in', async () => {
    microsoft.state.contacts.push({
      email: 'new.card@fabrikam.example',
      name: 'Nadia Card',
      company: 'Fabrikam',
    });
    const box = await microsoftMailbox(user);
    const started = expectRoute(
      'mailboxes.syncContacts',
      await user.api('POST', `/mailboxes/${box?.id}/sync-contacts`),
      202,
    );
    expect(started).toMatchObject({ message: 'Syncing your Outlook contacts', jobId: expect.any(String) });
    await server.app.rapport.jobs.idle();
    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200')).items;
    expect(contacts.find((c) => c.email === 'new.card@fabrikam.example')).toMatchObject({
      firstName: 'Nadia',
      company: 'Fabrikam',
    });
    // An archive has no address book of its own: its contacts come from its mail.
    const other = await createUser(server.app);
    const demo = expectRoute('mailboxes.demo', await other.api('POST', '/mailboxes/demo'), 202);
    await server.app.rapport.jobs.idle();
    expectError(
      await other.api('POST', `/mailboxes/${demo.mailbox.id}/sync-contacts`),
      409,
      /no address book to sync/,
    );
  });

  it('brings new mail and removes mail deleted or moved to Junk Email, through delta links', async () => {
    const added = microsoft.state.addMessage(demoMessages(34)[33] as string);
    await syncNow(user);
    expect(await emailTotal(user)).toBe(31);
    expect(microsoft.state.requests.some((r) => r.path.endsWith('/messages/delta'))).toBe(true);

    microsoft.state.deleteMessage(added);
    microsoft.state.move(ids[0] as string, 'junkemail');
    // Archived: still one copy, kept.
    microsoft.state.move(ids[1] as string, 'archive');
    await syncNow(user);
    expect(await emailTotal(user)).toBe(29);
  });

  it('leaves out a draft saved outside the Drafts folder, counted as a draft', async () => {
    microsoft.state.addMessage(demoMessages(35)[34] as string, { isDraft: true });
    await syncNow(user);
    expect(await emailTotal(user)).toBe(29);
    expect((await microsoftMailbox(user))?.leftOut).toMatchObject({ drafts: 1 });
  });

  it('resyncs after an expired delta token without a duplicate', async () => {
    microsoft.state.expireDeltaTokens();
    await syncNow(user);
    expect(microsoft.state.requests.some((r) => r.status === 410)).toBe(true);
    expect(await microsoftMailbox(user)).toMatchObject({ status: 'completed', error: null });
    expect(await emailTotal(user)).toBe(29);
  });

  it('applies the mailbox contact policy to Microsoft mail like any mailbox', async () => {
    const before = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=1')).total;
    const mailbox = await microsoftMailbox(user);
    expect(mailbox?.contactPolicy ?? 'two_way').toBe('two_way');
    expectRoute(
      'mailboxes.update',
      await user.api('PATCH', `/mailboxes/${mailbox?.id}`, { contactPolicy: 'everyone' }),
    );
    await server.app.rapport.jobs.idle();
    const after = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=1')).total;
    expect(after).toBeGreaterThan(before ?? 0);
  });

  it('says "Reconnect your Microsoft account" once consent is revoked, and stops retrying', async () => {
    microsoft.state.revokeAll();
    await syncNow(user);
    expect(await microsoftMailbox(user)).toMatchObject({
      status: 'error',
      error: 'Reconnect your Microsoft account',
      nextRetryAt: null,
    });
    // Connecting again puts it right.
    expectRoute('mailboxes.microsoftCallback', await connectMicrosoft(user), 201);
    await server.app.rapport.jobs.idle();
    expect(await microsoftMailbox(user)).toMatchObject({ status: 'completed', error: null });
  });

  it('disconnects keeping the mail, or deleting it, as chosen', async () => {
    const id = (await microsoftMailbox(user))?.id as string;
    expectRoute('mailboxes.delete', await user.api('DELETE', `/mailboxes/${id}?deleteData=false`));
    expect(await microsoftMailbox(user)).toBeUndefined();
    expect(await emailTotal(user)).toBe(29);

    const other = await createUser(server.app);
    expectRoute('mailboxes.microsoftCallback', await connectMicrosoft(other), 201);
    await server.app.rapport.jobs.idle();
    const mailbox = (await microsoftMailbox(other))?.id as string;
    expectRoute('mailboxes.delete', await other.api('DELETE', `/mailboxes/${mailbox}`));
    expect(await emailTotal(other)).toBe(0);
  });
});

describe('the Microsoft hand-off refuses what it must', () => {
  it('spends a state once', async () => {
    const user = await createUser(server.app);
    const { code, state } = await consentOf(user);
    expectRoute(
      'mailboxes.microsoftCallback',
      await user.api('POST', '/auth/microsoft/callback', { code, state }),
      201,
    );
    const again = await consentOf(user);
    expectError(
      await user.api('POST', '/auth/microsoft/callback', { code: again.code, state }),
      400,
      'state: is invalid or expired',
    );
    await server.app.rapport.jobs.idle();
  });

  it("refuses another user's state, and a code Microsoft does not accept", async () => {
    const ann = await createUser(server.app);
    const bob = await createUser(server.app);
    const { code, state } = await consentOf(ann);
    expectError(await bob.api('POST', '/auth/microsoft/callback', { code, state }), 400, /state/);
    const fresh = await consentOf(bob);
    expectError(
      await bob.api('POST', '/auth/microsoft/callback', { code: 'M.C5-not-a-code', state: fresh.state }),
      400,
      /Microsoft did not accept this authorization code/,
    );
    expect(await microsoftMailbox(bob)).toBeUndefined();
  });

  it('does not take a Google state at the Microsoft callback', async () => {
    const google = await startTestServer({
      env: { ...microsoft.env, GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 's' },
    });
    try {
      const user = await createUser(google.app);
      const { url } = expectRoute('mailbox.authorizationUrl', await user.api('GET', '/auth/google/login'));
      const state = new URL(url).searchParams.get('state');
      expectError(
        await user.api('POST', '/auth/microsoft/callback', { code: microsoft.state.issueCode(), state }),
        400,
        /state/,
      );
    } finally {
      await google.close();
    }
  });

  it('answers bad input with a 400 and a detail, and a stranger with 401', async () => {
    const user = await createUser(server.app);
    expectError(await user.api('POST', '/auth/microsoft/callback', { code: 'x' }), 400, /state/);
    expectError(await user.api('POST', '/auth/microsoft/callback', { code: '', state: 'y' }), 400, /code/);
    const anon = await server.app.inject({ method: 'GET', url: '/api/auth/microsoft/login' });
    expect(anon.statusCode).toBe(401);
  });

  it("keeps a user's Microsoft mailbox and its mail from everyone else", async () => {
    const ann = await createUser(server.app);
    const bob = await createUser(server.app);
    expectRoute('mailboxes.microsoftCallback', await connectMicrosoft(ann), 201);
    await server.app.rapport.jobs.idle();
    const id = (await microsoftMailbox(ann))?.id as string;
    expect(await microsoftMailbox(bob)).toBeUndefined();
    expect(await emailTotal(bob)).toBe(0);
    expectError(await bob.api('DELETE', `/mailboxes/${id}`), 404);
    expectError(await bob.api('POST', `/mailboxes/${id}/sync`), 404);
    expect(await microsoftMailbox(ann)).toBeDefined();
  });
});
