/**
 * Issue 26 item 3: the server says which ways to bring mail in it can use, and the demo mailbox
 * makes what its description (the SDK's DEMO_MAILBOX_SIZE) says.
 */
import { DEMO_MAILBOX_SIZE } from '@rapport/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectError, expectRoute, startTestServer, type TestServer } from './helpers.js';

let plain: TestServer;
let withGoogle: TestServer;

beforeAll(async () => {
  [plain, withGoogle] = await Promise.all([
    startTestServer(),
    startTestServer({
      env: {
        GOOGLE_CLIENT_ID: 'id.apps.example',
        GOOGLE_CLIENT_SECRET: 'secret',
        MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-000000000001',
        MICROSOFT_CLIENT_SECRET: 'secret',
      },
    }),
  ]);
});
afterAll(async () => Promise.all([plain?.close(), withGoogle?.close()]));

const available = (list: { providers: { id: string; available: boolean }[] }) =>
  Object.fromEntries(list.providers.map((p) => [p.id, p.available]));

describe('GET /mailboxes/providers', () => {
  it('offers Gmail and Microsoft only where their sign-in is set up; IMAP, archives and the demo always', async () => {
    const ada = await createUser(plain.app);
    const off = expectRoute('mailboxes.providers', await ada.api('GET', '/mailboxes/providers'));
    expect(off.providers.map((p) => p.id)).toEqual(['gmail', 'microsoft', 'imap', 'mbox', 'demo']);
    expect(available(off)).toEqual({ gmail: false, microsoft: false, imap: true, mbox: true, demo: true });

    const kim = await createUser(withGoogle.app);
    const on = expectRoute('mailboxes.providers', await kim.api('GET', '/mailboxes/providers'));
    expect(available(on)).toEqual({ gmail: true, microsoft: true, imap: true, mbox: true, demo: true });
  });

  it('needs a signed-in user', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/mailboxes/providers' });
    expect(res.statusCode).toBe(401);
  });

  it('names no server setting to the user when Gmail or Microsoft is asked for anyway', async () => {
    const ada = await createUser(plain.app);
    for (const path of ['/auth/google/login', '/auth/microsoft/login']) {
      const res = await ada.api('GET', path);
      expectError(res, 503, /not available on this server/);
      expect(res.body).not.toMatch(/GOOGLE_|MICROSOFT_|CLIENT_ID|CLIENT_SECRET/);
    }
  });
});

describe('the demo mailbox', () => {
  it('makes the emails and people its description counts', async () => {
    const ada = await createUser(plain.app, { firstName: 'Ada' });
    expectRoute('mailboxes.demo', await ada.api('POST', '/mailboxes/demo'), 202);
    await plain.app.rapport.jobs.idle();
    const [mailbox] = expectRoute('mailboxes.list', await ada.api('GET', '/mailboxes')).items;
    expect(mailbox).toMatchObject({ status: 'completed', emailCount: DEMO_MAILBOX_SIZE.emails });
    const contacts = expectRoute('contacts.list', await ada.api('GET', '/contacts?limit=1'));
    expect(contacts.total).toBe(DEMO_MAILBOX_SIZE.people);
  });
});
