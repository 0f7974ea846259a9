/**
 * Removing a mailbox with its mail removes the contacts that came only from it (issue 26): the
 * demo mailbox's made-up people go; a person with another source (a CSV), named in another
 * mailbox's mail, with notes or with a person's edits stays. `GET /mailboxes/{id}/removal` says
 * how many go and stay first, and changes nothing.
 */
import type { Contact } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectError,
  expectRoute,
  multipart,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createUser(server.app);
  bob = await createUser(server.app);
});
afterAll(async () => server?.close());

const contacts = async (user: TestUser): Promise<Contact[]> =>
  expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200')).items;

async function addDemo(user: TestUser): Promise<string> {
  const started = expectRoute('mailboxes.demo', await user.api('POST', '/mailboxes/demo'), 202);
  await server.app.rapport.jobs.idle();
  return started.mailbox.id;
}

describe('removing a mailbox with its mail', () => {
  it('counts first, then removes only the contacts that came only from its mail', async () => {
    const demo = await addDemo(ada);
    const made = await contacts(ada);
    expect(made.length).toBeGreaterThan(10);
    const [fromCsv, inOtherMail, withNotes, edited] = made.filter((c) => c.email) as [
      Contact,
      Contact,
      Contact,
      Contact,
    ];

    // Another source: the person is also in an imported CSV (deleted first, so the CSV makes them).
    expectRoute('contacts.delete', await ada.api('DELETE', `/contacts/${fromCsv.id}`));
    const form = multipart([{ name: 'people.csv', content: `email,name\n${fromCsv.email},From Csv\n` }]);
    expect(
      (await ada.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType })).statusCode,
    ).toBe(202);
    await server.app.rapport.jobs.idle();
    // Another mailbox's mail names them.
    const other = [
      'From x Mon Jan 06 09:00:00 2025',
      'Message-ID: <removal-other@test.example>',
      `From: ${inOtherMail.email}`,
      `To: ${ada.email}`,
      'Subject: Also here',
      'Date: Mon, 06 Jan 2025 09:00:00 +0000',
      '',
      'Hello from the other archive.',
      '',
      '',
    ].join('\n');
    expectRoute('mailboxes.importMbox', await uploadMbox(ada, Buffer.from(other), 'other.mbox'), 202);
    await server.app.rapport.jobs.idle();
    // Notes, and a person's edit.
    expectRoute(
      'contacts.update',
      await ada.api('PATCH', `/contacts/${withNotes.id}`, { notes: 'Met at the fair' }),
    );
    expectRoute(
      'contacts.update',
      await ada.api('PATCH', `/contacts/${edited.id}`, { title: 'Head of Buying' }),
    );

    const before = (await contacts(ada)).length;
    const preview = expectRoute('mailboxes.removal', await ada.api('GET', `/mailboxes/${demo}/removal`));
    expect(preview).toEqual({ contactsRemoved: made.length - 4, contactsKept: 4 });
    expect((await contacts(ada)).length).toBe(before);

    const removed = expectRoute('mailboxes.delete', await ada.api('DELETE', `/mailboxes/${demo}`));
    expect(removed.message).toContain(`and ${made.length - 4} contacts that came only from it`);
    const left = (await contacts(ada)).map((c) => c.email).sort();
    expect(left).toEqual([fromCsv.email, inOtherMail.email, withNotes.email, edited.email].sort());
  });

  it('keeps every contact when the mail is kept', async () => {
    const demo = await addDemo(bob);
    const made = (await contacts(bob)).length;
    expectRoute('mailboxes.delete', await bob.api('DELETE', `/mailboxes/${demo}?deleteData=false`));
    expect((await contacts(bob)).length).toBe(made);
  });

  it("answers 404 for another user's mailbox or a malformed id", async () => {
    const mine = await createUser(server.app);
    const demo = await addDemo(mine);
    expectError(await ada.api('GET', `/mailboxes/${demo}/removal`), 404);
    expectError(await ada.api('GET', '/mailboxes/not-an-id/removal'), 404);
  });
});

describe('disconnecting a mailbox and keeping its mail', () => {
  it('keeps it listed as disconnected with its mail and contacts; syncing the archive again reconnects it', async () => {
    const kim = await createUser(server.app);
    const demo = await addDemo(kim);
    const made = (await contacts(kim)).length;
    const res = expectRoute('mailboxes.disconnect', await kim.api('POST', `/mailboxes/${demo}/disconnect`));
    expect(res.message).toBe('Demo mailbox disconnected; its mail stays searchable');
    const listed = expectRoute('mailboxes.list', await kim.api('GET', '/mailboxes')).items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: demo, status: 'idle', error: null });
    expect(listed[0]?.disconnectedAt).toEqual(expect.any(String));
    expect(listed[0]?.emailCount).toBeGreaterThan(0);
    expect((await contacts(kim)).length).toBe(made);
    // Not synced with the rest; syncing it by name reconnects an archive (no sign-in to give).
    expectError(await kim.api('POST', '/emails/sync'), 409, /Connect a mailbox first/);
    expectRoute('mailboxes.sync', await kim.api('POST', `/mailboxes/${demo}/sync`), 202);
    await server.app.rapport.jobs.idle();
    const back = expectRoute('mailboxes.list', await kim.api('GET', '/mailboxes')).items[0];
    expect(back).toMatchObject({ id: demo, status: 'completed', disconnectedAt: null });
  });

  it('removes a disconnected mailbox like any other, with the contacts that came only from it', async () => {
    const lou = await createUser(server.app);
    const demo = await addDemo(lou);
    expectRoute('mailboxes.disconnect', await lou.api('POST', `/mailboxes/${demo}/disconnect`));
    const preview = expectRoute('mailboxes.removal', await lou.api('GET', `/mailboxes/${demo}/removal`));
    expect(preview.contactsRemoved).toBe((await contacts(lou)).length);
    expectRoute('mailboxes.delete', await lou.api('DELETE', `/mailboxes/${demo}`));
    expect(expectRoute('mailboxes.list', await lou.api('GET', '/mailboxes')).items).toEqual([]);
    expect(await contacts(lou)).toEqual([]);
  });

  it("answers 404 for another user's mailbox", async () => {
    const mine = await createUser(server.app);
    const demo = await addDemo(mine);
    expectError(await ada.api('POST', `/mailboxes/${demo}/disconnect`), 404);
    expect(
      expectRoute('mailboxes.list', await mine.api('GET', '/mailboxes')).items[0]?.disconnectedAt,
    ).toBeNull();
  });
});
