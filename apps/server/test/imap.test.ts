/**
 * An IMAP mailbox as a person connects it, against a real dovecot: the login tried at once (a
 * refusal is a 4xx saying which, and nothing is stored), the first sync, new mail on the next
 * sync, and the people in it as contacts.
 */
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMessages } from '../src/mailbox/demo.js';
import { type ImapTestServer, seedClient, startImapTestServer } from '../src/mailbox/imap/testServer.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

let imap: ImapTestServer;
let server: TestServer;
let user: TestUser;
let account: { user: string; password: string };
let seed: ImapFlow;

beforeAll(async () => {
  imap = await startImapTestServer();
  server = await startTestServer();
  user = await createUser(server.app);
  account = imap.scratchUser();
  seed = await seedClient(imap, account);
  for (const raw of demoMessages(12, { owner: { address: account.user, name: 'Imap Owner' } }))
    await seed.append('INBOX', raw);
}, 60_000);
afterAll(async () => {
  await seed?.logout().catch(() => {});
  await server?.close();
  await imap?.stop();
});

const connect = (password: string, port = imap.port) =>
  user.api('POST', '/mailboxes/imap', {
    host: imap.host,
    port,
    security: 'none',
    user: account.user,
    password,
  });

describe('connecting an IMAP mailbox', () => {
  it('refuses a wrong password or a closed port with a sentence, and stores nothing', async () => {
    expectError(await connect('wrong-password'), 400, /password/i);
    expectError(await connect(account.password, 1), 400, /refused|reach/i);
    expect(expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items).toEqual([]);
  });

  it('syncs the mailbox, then picks up new mail on the next sync', async () => {
    const started = expectRoute('mailboxes.connectImap', await connect(account.password), 201);
    expect(started.mailbox).toMatchObject({ kind: 'imap', address: account.user });
    await server.app.rapport.jobs.idle();
    const first = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items[0];
    expect(first).toMatchObject({ status: 'completed', processed: 12 });
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(12);

    for (const raw of demoMessages(15, { owner: { address: account.user, name: 'Imap Owner' } }).slice(12))
      await seed.append('INBOX', raw);
    expectRoute('mailboxes.sync', await user.api('POST', `/mailboxes/${started.mailbox.id}/sync`), 202);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(15);

    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts')).items;
    expect(contacts.map((c) => c.email)).toContain('lena.fischer@northwind-traders.example');
    expect(contacts.map((c) => c.email)).not.toContain(account.user);
  });
});
