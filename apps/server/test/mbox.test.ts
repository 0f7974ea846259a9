/**
 * An mbox archive (and the demo mailbox, which is one) as a person brings it in: upload, the
 * import job, the emails, threads and people it gives, the sync status, and importing it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMbox } from '../src/mailbox/demo.js';
import {
  createUser,
  expectError,
  expectRoute,
  startTestServer,
  type TestServer,
  type TestUser,
  uploadMbox,
} from './helpers.js';

let server: TestServer;
let user: TestUser;

function upload(bytes: Buffer, fileName = 'takeout.mbox', as: TestUser = user) {
  return uploadMbox(as, bytes, fileName);
}

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app, { firstName: 'Alex' });
});
afterAll(async () => server?.close());

describe('importing an mbox archive', () => {
  const archive = demoMbox(30, { owner: { address: 'alex@example.com', name: 'Alex Morgan' } });
  let mailboxId = '';

  it('answers at once with the import job, then holds every message, threaded', async () => {
    const started = expectRoute('mailboxes.importMbox', await upload(archive), 202);
    expect(started.mailbox).toMatchObject({ kind: 'mbox', status: 'queued' });
    mailboxId = started.mailbox.id;
    await server.app.rapport.jobs.idle();

    const [mailbox] = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(mailbox).toMatchObject({ status: 'completed', processed: 30, total: 30 });
    const page = expectRoute('emails.list', await user.api('GET', '/emails?limit=50'));
    expect(page.total).toBe(30);
    // Newest first.
    const dates = page.items.map((e) => e.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = page.items.find((e) => e.subject.startsWith('Re: Demo next week (acme robotics)'));
    const thread = expectRoute('threads.get', await user.api('GET', `/threads/${first?.threadId}`));
    expect(thread.messageCount).toBe(3);
    const status = expectRoute('email.syncStatus', await user.api('GET', '/emails/sync-status'));
    expect(status).toMatchObject({ syncStatus: 'completed', processed: 30, total: 30 });
  });

  it('finds mail by words and opens one whole, signature apart', async () => {
    const found = expectRoute('emails.list', await user.api('GET', '/emails?query=vendors%20quarter'));
    expect(found.total).toBeGreaterThan(0);
    const detail = expectRoute('emails.get', await user.api('GET', `/emails/${found.items[0]?.id}`));
    expect(detail.bodyText).toContain('three vendors this quarter');
    expect(detail.signature).toMatch(/Best regards/);
  });

  it('makes contacts of the people who wrote, with company, title and phone from their signatures', async () => {
    const contacts = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=100')).items;
    const sara = contacts.find((c) => c.email === 'sara.lee@acme-robotics.example');
    expect(sara).toMatchObject({ fullName: 'Sara Lee', title: 'COO' });
    expect(sara?.phone).toMatch(/\+44 20 7946/);
    // Her conversation: two emails from her, one reply to her.
    expect(sara).toMatchObject({ emailCount: 3, lastContactedAt: expect.any(String) });
    const one = expectRoute('contacts.get', await user.api('GET', `/contacts/${sara?.id}`));
    expect(one.emailCount).toBe(3);
    // Never the owner.
    expect(contacts.map((c) => c.email)).not.toContain('alex@example.com');
  });

  it('adds nothing when the same archive is imported again', async () => {
    const again = expectRoute('mailboxes.importMbox', await upload(archive, 'copy.mbox'), 202);
    expect(again.mailbox.id).toBe(mailboxId);
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(30);
  });

  it('syncs every mailbox on POST /emails/sync', async () => {
    const res = expectRoute('email.sync', await user.api('POST', '/emails/sync'), 202);
    expect(res.jobId).toEqual(expect.any(String));
    await server.app.rapport.jobs.idle();
    expect(expectRoute('emails.list', await user.api('GET', '/emails')).total).toBe(30);
  });

  it('refuses a file that is not an mbox, with the reason', async () => {
    expectError(await upload(Buffer.from('name,email\nAda,ada@example.com\n'), 'contacts.csv'), 400, /mbox/i);
  });

  it("refuses an archive's address that is not one valid email, by the server's one email rule (lib/email.ts)", async () => {
    const one = Buffer.from(
      'From x Mon Jan 06 09:00:00 2025\nMessage-ID: <addr@x.example>\nFrom: a@x.example\nSubject: Hi\n\nHi.\n',
    );
    for (const address of ['not-an-address', 'a@b.c', 'a..b@x.example', 'ann@x.example, bo@x.example'])
      expectError(
        await uploadMbox(user, one, 'one.mbox', address),
        400,
        /^address: must be a valid email address$/,
      );
  });
});

describe('removing an mbox mailbox', () => {
  it('deletes the uploaded archive once no mailbox of anyone holds it', async () => {
    const archives = server.app.rapport.services.mboxArchives;
    const bytes = demoMbox(5, { owner: { address: 'sam@example.com', name: 'Sam Doe' } });
    const sam = await createUser(server.app, { firstName: 'Sam' });
    const kim = await createUser(server.app, { firstName: 'Kim' });
    const ofSam = expectRoute('mailboxes.importMbox', await upload(bytes, 'sam.mbox', sam), 202).mailbox;
    const ofKim = expectRoute('mailboxes.importMbox', await upload(bytes, 'kim.mbox', kim), 202).mailbox;
    await server.app.rapport.jobs.idle();
    const [row] = (
      await server.app.rapport.database.executeSql<{ sha256: string; size: number }>(
        "select settings->>'sha256' as sha256, (settings->>'size')::int as size from mailboxes where id = $1",
        [ofSam.id],
      )
    ).rows;
    const archive = row as { sha256: string; size: number };
    const stored = async () =>
      archives.local(archive.sha256, archive.size).then(
        () => true,
        () => false,
      );

    expectRoute('mailboxes.delete', await sam.api('DELETE', `/mailboxes/${ofSam.id}`));
    expect(await stored()).toBe(true); // Kim's mailbox still reads it
    expectRoute('mailboxes.delete', await kim.api('DELETE', `/mailboxes/${ofKim.id}`));
    expect(await stored()).toBe(false);
  });
});

describe('the demo mailbox', () => {
  it('brings made-up mail addressed to the user, once', async () => {
    const other = await createUser(server.app, { firstName: 'Dana' });
    const started = expectRoute('mailboxes.demo', await other.api('POST', '/mailboxes/demo'), 202);
    await server.app.rapport.jobs.idle();
    const page = expectRoute('emails.list', await other.api('GET', '/emails?limit=1'));
    expect(page.total).toBeGreaterThan(100);
    const again = expectRoute('mailboxes.demo', await other.api('POST', '/mailboxes/demo'), 202);
    expect(again.mailbox.id).toBe(started.mailbox.id);
    const mailboxes = expectRoute('mailboxes.list', await other.api('GET', '/mailboxes')).items;
    expect(mailboxes).toHaveLength(1);
    const contacts = expectRoute('contacts.list', await other.api('GET', '/contacts')).items;
    expect(contacts.map((c) => c.email)).not.toContain(other.email);
  });
});

describe('Query Mode over synced mail', () => {
  it('answers from the emails, citing them', async () => {
    const asker = await createUser(server.app, { firstName: 'Eve' });
    expectRoute('mailboxes.demo', await asker.api('POST', '/mailboxes/demo'), 202);
    await server.app.rapport.jobs.idle();
    const answer = expectRoute(
      'chat.ask',
      await asker.api('POST', '/chat/ask', { question: 'What did Marta Silva say about invoice 2291?' }),
    );
    const cited = answer.sources.filter((s) => s.kind === 'email');
    expect(cited.length).toBeGreaterThan(0);
    const email = expectRoute('emails.get', await asker.api('GET', `/emails/${cited[0]?.id}`));
    expect(email.bodyText).toContain('Invoice 2291');
  });
});

describe('asking about one mailbox', () => {
  it('searches only the named mailbox; empty or unknown means all', async () => {
    const asker = await createUser(server.app, { firstName: 'Flo' });
    const demo = expectRoute('mailboxes.demo', await asker.api('POST', '/mailboxes/demo'), 202).mailbox.id;
    const other = expectRoute(
      'mailboxes.importMbox',
      await upload(
        Buffer.from(
          'From x Mon Jan 06 09:00:00 2025\nMessage-ID: <solo@x.example>\nFrom: Quinn <quinn@x.example>\nTo: flo@example.com\nSubject: Kayak rental\nDate: Mon, 06 Jan 2025 09:00:00 +0000\n\nThe kayak rental is booked.\n',
        ),
        'other.mbox',
        asker,
      ),
      202,
    ).mailbox.id;
    await server.app.rapport.jobs.idle();
    const ask = async (mailboxId?: string) =>
      expectRoute(
        'chat.ask',
        await asker.api('POST', '/chat/ask', {
          question: 'What about invoice 2291?',
          ...(mailboxId !== undefined ? { mailboxId } : {}),
        }),
      ).sources.filter((s) => s.kind === 'email').length;
    expect(await ask(demo)).toBeGreaterThan(0);
    expect(await ask(other)).toBe(0);
    expect(await ask('')).toBeGreaterThan(0);
    expect(await ask('not-a-mailbox')).toBeGreaterThan(0);
  });
});
