/**
 * People a CRM can trust (issue 23), through the API: spam, trash and drafts of a Google Takeout
 * are never imported (nor contacts, suggestions or answers), the contact policy of a mailbox
 * (two_way by default, everyone, none, and switching re-applies it to imported mail), and the
 * suggestions of people who wrote but are no contacts (accept, dismiss, another user's).
 */
import type { Contact, ContactSuggestion, Mailbox } from '@rapport/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
/** One message of an mbox archive; `labels` as a Takeout's X-Gmail-Labels. */
function message(m: {
  from: string;
  to: string;
  subject: string;
  body: string;
  day: number;
  labels?: string;
  headers?: string[];
}): string {
  sequence += 1;
  const date = new Date(Date.UTC(2026, 9, m.day, 9, sequence % 60));
  return [
    `From x Mon Jan 06 09:00:00 2025`,
    `Message-ID: <people-${sequence}@test.example>`,
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    ...(m.labels ? [`X-Gmail-Labels: ${m.labels}`] : []),
    ...(m.headers ?? []),
    '',
    m.body,
    '',
    '',
  ].join('\n');
}
const archive = (...messages: string[]) => Buffer.from(messages.join(''));

async function importArchive(user: TestUser, bytes: Buffer, name: string): Promise<Mailbox> {
  const started = expectRoute('mailboxes.importMbox', await uploadMbox(user, bytes, name), 202);
  await server.app.rapport.jobs.idle();
  const mailbox = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items.find(
    (m) => m.id === started.mailbox.id,
  );
  expect(mailbox?.status).toBe('completed');
  return mailbox as Mailbox;
}

const contactEmails = async (user: TestUser) =>
  expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200'))
    .items.map((c) => c.email)
    .sort();
const suggestions = async (user: TestUser): Promise<ContactSuggestion[]> =>
  expectRoute('contacts.suggestions', await user.api('GET', '/contacts/suggestions')).items;

async function setPolicy(user: TestUser, mailboxId: string, contactPolicy: string) {
  const res = expectRoute(
    'mailboxes.update',
    await user.api('PATCH', `/mailboxes/${mailboxId}`, { contactPolicy }),
  );
  expect(res.mailbox.contactPolicy).toBe(contactPolicy);
  await server.app.rapport.jobs.idle();
  if (res.jobId) {
    const job = expectRoute('jobs.get', await user.api('GET', `/jobs/${res.jobId}`));
    expect(job).toMatchObject({ status: 'completed', kind: 'mailbox.contactPolicy' });
    expect(job.processed).toBe(job.total);
  }
  return res;
}

describe('a Google Takeout with Spam, Trash and Draft labels', () => {
  let user: TestUser;
  let mailbox: Mailbox;
  beforeAll(async () => {
    user = await createUser(server.app, { firstName: 'Tess' });
    const me = user.email;
    mailbox = await importArchive(
      user,
      archive(
        message({
          from: 'Kira Holm <kira@fjordline.example>',
          to: me,
          subject: 'Ferry schedule',
          body: 'The ferry schedule for March is attached.',
          day: 1,
          labels: 'Inbox,Opened',
        }),
        message({
          from: me,
          to: 'Kira Holm <kira@fjordline.example>',
          subject: 'Re: Ferry schedule',
          body: 'Thanks Kira, the March schedule works for us.',
          day: 2,
          labels: 'Sent',
        }),
        message({
          from: '$$$$SAVE$$$$$ <yourhealth@hottmail.com>',
          to: me,
          subject: 'Rolex watches',
          body: 'Genuine Rolex watches offered at 90% off, today only.',
          day: 3,
          labels: 'Spam,Category Promotions',
        }),
        message({
          from: '1st Dental Plans <eml7@hotmail.com>',
          to: me,
          subject: 'Your dental plan',
          body: 'Dental plans for the whole family.',
          day: 4,
          labels: 'Spam',
        }),
        message({
          from: 'Otto Brandt <otto@oldco.example>',
          to: me,
          subject: 'Yacht charter',
          body: 'The yacht charter proposal for Kiel.',
          day: 5,
          labels: 'Trash,Opened',
        }),
        message({
          from: me,
          to: 'Dora Vance <dora@prospect.example>',
          subject: 'Zeppelin tour',
          body: 'An unsent draft about the zeppelin tour.',
          day: 6,
          labels: 'Draft',
        }),
        message({
          from: 'Lena Park <lena@northwind.example>',
          to: me,
          subject: 'Pilot',
          body: 'Could we meet about the pilot next week?',
          day: 7,
          labels: 'Inbox',
        }),
        message({
          from: 'Flow Weekly <editor@flowweekly.example>',
          to: me,
          subject: 'This week in flow',
          body: 'Ten stories about flow sensors.',
          day: 8,
          headers: ['List-Unsubscribe: <mailto:leave@flowweekly.example>'],
        }),
        message({
          from: 'Piet Jansen <piet@devs.example>',
          to: 'sensors@lists.example',
          subject: 'Calibration question',
          body: 'Has anyone calibrated the model 7?',
          day: 9,
          headers: ['List-Id: Sensor users <sensors.lists.example>'],
        }),
        message({
          from: 'Vendor Billing <billing@vendor.example>',
          to: me,
          subject: 'Invoice',
          body: 'Your invoice is ready.',
          day: 10,
        }),
        message({
          from: 'Sam Cole <sam.cole@example.com>',
          to: me,
          subject: 'Lunch',
          body: 'Lunch at noon, colleague?',
          day: 11,
        }),
      ),
      'All mail Including Spam and Trash.mbox',
    );
  });

  it('imports none of them and says what it left out', async () => {
    expect(mailbox.leftOut).toEqual({ spam: 2, trash: 1, drafts: 1 });
    expect(mailbox.contactPolicy).toBe('two_way');
    expect(mailbox.emailCount).toBe(7);
    const subjects = expectRoute('emails.list', await user.api('GET', '/emails?limit=50')).items.map(
      (e) => e.subject,
    );
    expect(subjects).not.toContain('Rolex watches');
    expect(subjects).not.toContain('Yacht charter');
    expect(subjects).not.toContain('Zeppelin tour');
    const done = expectRoute('notifications.list', await user.api('GET', '/notifications')).find(
      (n) => n.type === 'EMAIL_SYNC_COMPLETE',
    );
    expect(done?.message).toContain('2 spam, 1 trash and 1 draft left out');
  });

  it('makes no contact or suggestion from them, nor from bulk, list, role or colleague mail', async () => {
    // two_way: Kira got an answer; Lena did not, so she is suggested.
    expect(await contactEmails(user)).toEqual(['kira@fjordline.example']);
    expect((await suggestions(user)).map((s) => s.email)).toEqual(['lena@northwind.example']);
  });

  it('lets Query Mode answer from the mail kept, never from spam or trash', async () => {
    const ask = async (question: string) =>
      expectRoute('chat.ask', await user.api('POST', '/chat/ask', { question }));
    const rolex = await ask('Who offered Rolex watches?');
    expect(rolex.sources.filter((s) => s.kind === 'email')).toEqual([]);
    expect(rolex.answer).not.toMatch(/hottmail|SAVE/);
    const yacht = await ask('What was the yacht charter proposal?');
    expect(yacht.sources.filter((s) => s.kind === 'email')).toEqual([]);
    const pilot = await ask('What did Lena Park ask about the pilot?');
    expect(pilot.sources.some((s) => s.kind === 'email')).toBe(true);
    // Lena is a suggestion, no contact: the metadata answers still find her mail.
    const heard = await ask('When did I last hear from Lena Park?');
    expect(heard.answer).toMatch(/^You last heard from Lena Park on .*"Pilot"/);
    expect((await ask('When did I last hear from Otto Brandt?')).sources).toEqual([]);
    expect(expectRoute('emails.list', await user.api('GET', '/emails?query=rolex')).total).toBe(0);
  });
});

describe('an archive of only inbound mail', () => {
  let user: TestUser;
  let mailbox: Mailbox;
  beforeAll(async () => {
    user = await createUser(server.app, { firstName: 'Ivo' });
    const me = user.email;
    const from = (sender: string, day: number, subject = 'Hello') =>
      message({ from: sender, to: me, subject, body: `A note from ${sender}.`, day });
    mailbox = await importArchive(
      user,
      archive(
        from('Ana Ruiz <ana@kestrel.example>', 2),
        from('Bo Lind <bo@umbra.example>', 20),
        from('Bo Lind <bo@umbra.example>', 21),
        from('Bo Lind <bo@umbra.example>', 22),
        from('Cy Moss <cy@gmail.com>', 25),
        from('No Reply <no-reply@shop.example>', 26),
        from('Support <support@shop.example>', 27),
        message({
          from: 'Deals <deals@shop.example>',
          to: me,
          subject: 'Sale',
          body: 'Everything must go.',
          day: 28,
          headers: ['Precedence: bulk'],
        }),
      ),
      'inbound.mbox',
    );
  });

  it('makes no contacts under the default policy; its human senders are suggestions, best first', async () => {
    expect(mailbox.contactPolicy).toBe('two_way');
    expect(await contactEmails(user)).toEqual([]);
    const items = await suggestions(user);
    expect(items.map((s) => s.email)).toEqual(['bo@umbra.example', 'cy@gmail.com', 'ana@kestrel.example']);
    expect(items[0]).toMatchObject({ name: 'Bo Lind', company: 'Umbra', emailCount: 3 });
    expect(items[1]).toMatchObject({ name: 'Cy Moss', company: null, emailCount: 1 });
    expect(items[0]?.lastEmailAt).toMatch(/^2026-10-22T/);
  });

  it('everyone makes every human sender a contact, none makes nobody, and each change re-applies', async () => {
    await setPolicy(user, mailbox.id, 'everyone');
    expect(await contactEmails(user)).toEqual(['ana@kestrel.example', 'bo@umbra.example', 'cy@gmail.com']);
    expect(await suggestions(user)).toEqual([]);

    // A contact a person edited stays whatever the policy; the others, made by this mail alone, go.
    const bo = expectRoute('contacts.list', await user.api('GET', '/contacts?query=umbra'))
      .items[0] as Contact;
    expectRoute('contacts.update', await user.api('PATCH', `/contacts/${bo.id}`, { title: 'Buyer' }));
    await setPolicy(user, mailbox.id, 'none');
    expect(await contactEmails(user)).toEqual(['bo@umbra.example']);
    expect((await suggestions(user)).map((s) => s.email)).toEqual(['cy@gmail.com', 'ana@kestrel.example']);

    await setPolicy(user, mailbox.id, 'two_way');
    expect(await contactEmails(user)).toEqual(['bo@umbra.example']);
    // The same policy again changes nothing and starts no job.
    const same = expectRoute(
      'mailboxes.update',
      await user.api('PATCH', `/mailboxes/${mailbox.id}`, { contactPolicy: 'two_way' }),
    );
    expect(same.jobId).toBeNull();
  });

  it('refuses a policy it does not know, with the reason', async () => {
    expectError(
      await user.api('PATCH', `/mailboxes/${mailbox.id}`, { contactPolicy: 'friends' }),
      400,
      /contactPolicy/,
    );
    expectError(await user.api('PATCH', `/mailboxes/${mailbox.id}`, {}), 400, /contactPolicy/);
    expectError(
      await user.api('PATCH', `/mailboxes/${mailbox.id}`, { contactPolicy: 'none', sneaky: 1 }),
      400,
      /sneaky/,
    );
  });
});

describe('suggestions', () => {
  let owner: TestUser;
  let other: TestUser;
  let mailbox: Mailbox;
  beforeAll(async () => {
    owner = await createUser(server.app, { firstName: 'Una' });
    other = await createUser(server.app, { firstName: 'Vic' });
    const me = owner.email;
    mailbox = await importArchive(
      owner,
      archive(
        message({
          from: 'Rita Moreno <rita@harbor.example>',
          to: me,
          subject: 'Quote',
          body: 'Could you send a quote?\n\n--\nRita Moreno\nHead of Purchasing\n+1 555 0100',
          day: 3,
        }),
        message({
          from: 'Tom Vik <tom@harbor.example>',
          to: me,
          subject: 'Hi',
          body: 'Hello there.',
          day: 4,
        }),
        message({
          from: 'Uli Berg <uli@fjell.example>',
          to: me,
          subject: 'Hi',
          body: 'Hello again.',
          day: 5,
        }),
      ),
      'leads.mbox',
    );
  });

  it('accepting makes the person a contact from their own mail (201), merged by email', async () => {
    const res = await owner.api('POST', '/contacts/suggestions/accept', { email: ' Rita@Harbor.example ' });
    const contact = expectRoute('contacts.acceptSuggestion', res, 201);
    expect(contact).toMatchObject({
      email: 'rita@harbor.example',
      fullName: 'Rita Moreno',
      company: 'Harbor',
      source: 'suggestion',
      emailCount: 1,
    });
    // Accepting again answers the same contact: merged, not a second one.
    const again = expectRoute(
      'contacts.acceptSuggestion',
      await owner.api('POST', '/contacts/suggestions/accept', { email: 'rita@harbor.example' }),
      201,
    );
    expect(again.id).toBe(contact.id);
    expect(await contactEmails(owner)).toEqual(['rita@harbor.example']);
    expect((await suggestions(owner)).map((s) => s.email)).not.toContain('rita@harbor.example');
    // No policy change removes what the user accepted.
    await setPolicy(owner, mailbox.id, 'none');
    expect(await contactEmails(owner)).toEqual(['rita@harbor.example']);
  });

  it('dismissing (204) means never suggested again', async () => {
    const res = await owner.api('POST', '/contacts/suggestions/dismiss', { email: 'tom@harbor.example' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await suggestions(owner)).map((s) => s.email)).toEqual(['uli@fjell.example']);
    // Twice is fine.
    expect(
      (await owner.api('POST', '/contacts/suggestions/dismiss', { email: 'tom@harbor.example' })).statusCode,
    ).toBe(204);
  });

  it('refuses what is no suggestion: a bad address (400), an address that never wrote (404)', async () => {
    expectError(
      await owner.api('POST', '/contacts/suggestions/accept', { email: 'not an address' }),
      400,
      /email/,
    );
    expectError(await owner.api('POST', '/contacts/suggestions/dismiss', { email: '' }), 400, /email/);
    expectError(await owner.api('POST', '/contacts/suggestions/accept', {}), 400, /email/);
    expectError(
      await owner.api('POST', '/contacts/suggestions/accept', { email: 'stranger@nowhere.example' }),
      404,
    );
  });

  it('another user sees none of them, cannot accept them, and their dismissals are their own', async () => {
    expect(await suggestions(other)).toEqual([]);
    expectError(await other.api('POST', '/contacts/suggestions/accept', { email: 'uli@fjell.example' }), 404);
    expect(await contactEmails(other)).toEqual([]);
    expect(
      (await other.api('POST', '/contacts/suggestions/dismiss', { email: 'uli@fjell.example' })).statusCode,
    ).toBe(204);
    expect((await suggestions(owner)).map((s) => s.email)).toEqual(['uli@fjell.example']);
    // And another user's mailbox policy is a 404, as an unknown id or a non-uuid.
    for (const id of [mailbox.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      expectError(await other.api('PATCH', `/mailboxes/${id}`, { contactPolicy: 'everyone' }), 404);
    const mine = expectRoute('mailboxes.list', await owner.api('GET', '/mailboxes')).items[0];
    expect(mine?.contactPolicy).toBe('none');
  });

  it('is not captured by /contacts/{id}', async () => {
    const res = await owner.api('GET', '/contacts/suggestions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('items');
  });
});
