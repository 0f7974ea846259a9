import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectError,
  expectRoute,
  multipart,
  startTestServer,
  type TestServer,
  type TestUser,
} from './helpers.js';

/**
 * Input Mode that gets the CRM right (issue 25): changes the update states replace the stored
 * value (and Undo restores it), values merely mentioned become conflicts the user settles, every
 * fact of the text lands, dates are meant as a person means them, undone updates are gone, and
 * follow-ups can be worked through.
 */
let server: TestServer;
/** Friday 27 Nov 2026, 10:00 UTC: "Tuesday" is Tue 1 Dec, "3 December" Thu 3 Dec. */
const FRIDAY = Date.parse('2026-11-27T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = FRIDAY - Date.now();
});
afterAll(async () => server?.close());

async function postUpdate(user: TestUser, description: string) {
  const created = expectRoute(
    'postUpdates.create',
    await user.api('POST', '/post-updates', { description }),
    201,
  );
  await server.app.rapport.jobs.idle();
  const list = expectRoute('postUpdates.list', await user.api('GET', '/post-updates'));
  const update = list.find((u) => u.id === created.id);
  expect(update?.status).toBe('done');
  return update!;
}

async function importCsv(user: TestUser, csv: string) {
  const form = multipart([{ name: 'people.csv', content: csv }], 'files');
  const res = await user.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType });
  expect(res.statusCode, res.body).toBe(202);
  await server.app.rapport.jobs.idle();
}

async function contactNamed(user: TestUser, name: string) {
  const page = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200'));
  const found = page.items.filter((c) => c.fullName === name);
  expect(found, `one contact named ${name}`).toHaveLength(1);
  return expectRoute('contacts.get', await user.api('GET', `/contacts/${found[0]!.id}`));
}

const resolve = (user: TestUser, id: string, field: string, keep: string) =>
  user.api('POST', `/contacts/${id}/conflicts/${field}/resolve`, { keep });

describe('explicit changes win over stored values', () => {
  it('"is now" replaces the title, shown with before and after, and Undo restores it', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company,Title\nHannah Morris,Acme Robotics,Executive Assistant\n');
    const update = await postUpdate(u, 'Hannah Morris is now Head of Procurement at Acme Robotics.');
    const hannah = await contactNamed(u, 'Hannah Morris');
    expect(hannah.title).toBe('Head of Procurement');
    expect(hannah.conflicts).toEqual([]);
    const change = update.changes?.find((c) => c.kind === 'field_changed');
    expect(change).toMatchObject({
      contactId: hannah.id,
      field: 'title',
      before: 'Executive Assistant',
      after: 'Head of Procurement',
      text: 'Changed title of Hannah Morris from Executive Assistant to Head of Procurement',
    });
    expect(update.changes?.some((c) => c.kind === 'conflict_recorded')).toBe(false);

    expectRoute('postUpdates.undo', await u.api('POST', `/post-updates/${update.id}/undo`));
    expect((await contactNamed(u, 'Hannah Morris')).title).toBe('Executive Assistant');
  });

  it('"moved to X as Y" changes the company and title of the same person, not a new one', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company,Title,Phone\nTom Becker,Initech,Account Manager,555 0100\n');
    await postUpdate(
      u,
      'Tom Becker moved to Globex as Head of Sales. New phone for Tom Becker: +1 415 555 0134',
    );
    const tom = await contactNamed(u, 'Tom Becker');
    expect(tom).toMatchObject({ company: 'Globex', title: 'Head of Sales', phone: '+1 415 555 0134' });
  });

  it('a value merely mentioned is an open conflict the user settles: replace or keep', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company,Title,Phone\nRaj Patel,Umbrella Corp,CTO,555 0101\n');
    const update = await postUpdate(
      u,
      'Coffee with Raj Patel, VP Engineering at Umbrella Corp, call him on 555 0199.',
    );
    const raj = await contactNamed(u, 'Raj Patel');
    expect(raj.title).toBe('CTO');
    expect(raj.conflicts).toEqual([
      {
        field: 'title',
        stored: 'CTO',
        proposed: 'VP Engineering',
        postUpdateId: update.id,
        at: update.createdAt,
      },
      {
        field: 'phone',
        stored: '555 0101',
        proposed: '555 0199',
        postUpdateId: update.id,
        at: update.createdAt,
      },
    ]);

    const replaced = expectRoute('contacts.resolveConflict', await resolve(u, raj.id, 'title', 'proposed'));
    expect(replaced.title).toBe('VP Engineering');
    expect(replaced.conflicts?.map((c) => c.field)).toEqual(['phone']);
    const kept = expectRoute('contacts.resolveConflict', await resolve(u, raj.id, 'phone', 'stored'));
    expect(kept.phone).toBe('555 0101');
    expect(kept.conflicts).toEqual([]);
    expect((await contactNamed(u, 'Raj Patel')).conflicts).toEqual([]);
  });

  it("settling a conflict: another user's contact is a 404; a field unknown or without a conflict is a 400", async () => {
    const u = await createUser(server.app);
    const other = await createUser(server.app);
    await importCsv(u, 'Full Name,Company,Title\nIda Berg,Umbrella Corp,CEO\n');
    await postUpdate(u, 'Ida Berg, CFO at Umbrella Corp, wants the deck.');
    const ida = await contactNamed(u, 'Ida Berg');
    expect(ida.conflicts).toHaveLength(1);
    expectError(await resolve(other, ida.id, 'title', 'proposed'), 404);
    const unknown = expectError(await resolve(u, ida.id, 'salary', 'proposed'), 400);
    expect(unknown.detail).toMatch(/not a contact field/);
    const none = expectError(await resolve(u, ida.id, 'phone', 'stored'), 400);
    expect(none.detail).toBe('The contact has no open conflict on phone');
    expectError(await resolve(u, ida.id, 'title', 'both'), 400);
    expect((await contactNamed(u, 'Ida Berg')).title).toBe('CEO');
  });
});

describe('dates the way a person means them', () => {
  it('"today" is when it happened, "Tuesday" the next one, and each follow-up says what and with whom', async () => {
    const u = await createUser(server.app);
    const update = await postUpdate(
      u,
      'Met Jane Doe from Acme Corp today, she is Head of Operations and wants a demo Tuesday. Follow up on 3 December.',
    );
    const jane = await contactNamed(u, 'Jane Doe');
    expect(jane).toMatchObject({ company: 'Acme Corp', title: 'Head of Operations' });
    const followUps = update.changes?.filter((c) => c.kind === 'follow_up_added');
    expect(followUps?.map((c) => [c.dueOn, c.contactId, c.text])).toEqual([
      ['2026-12-01', jane.id, 'Added follow-up Tue 1 Dec: Demo with Jane Doe (Acme Corp)'],
      ['2026-12-03', jane.id, 'Added follow-up Thu 3 Dec: Follow up with Jane Doe (Acme Corp)'],
    ]);
    const list = expectRoute('followUps.list', await u.api('GET', '/follow-ups')).items;
    expect(list.map((f) => [f.dueOn, f.about, f.contactName, f.company])).toEqual([
      ['2026-12-01', 'Demo with Jane Doe (Acme Corp)', 'Jane Doe', 'Acme Corp'],
      ['2026-12-03', 'Follow up with Jane Doe (Acme Corp)', 'Jane Doe', 'Acme Corp'],
    ]);
    expect(list[0]?.source).toBe(update.description);
  });

  it('the days are the poster\'s: late Thursday evening in Pago Pago, "tomorrow" is Friday', async () => {
    const u = await createUser(server.app);
    // Friday 27 Nov, 10:00 UTC is Thursday 23:00 in Pago Pago (UTC-11).
    const created = expectRoute(
      'postUpdates.create',
      await u.api('POST', '/post-updates', {
        description: 'Call Ida Berg tomorrow about the renewal.',
        timeZone: 'Pacific/Pago_Pago',
      }),
      201,
    );
    await server.app.rapport.jobs.idle();
    const update = expectRoute('postUpdates.list', await u.api('GET', '/post-updates')).find(
      (p) => p.id === created.id,
    );
    expect(update?.changes?.find((c) => c.kind === 'follow_up_added')?.dueOn).toBe('2026-11-27');
    expectError(
      await u.api('POST', '/post-updates', { description: 'x', timeZone: 'Mars/Olympus' }),
      400,
      /timeZone/,
    );
  });

  it("a bare weekday said on that weekday is next week's, said the day before it is tomorrow", async () => {
    const u = await createUser(server.app);
    const friday = await postUpdate(u, 'Demo with Ida Berg on Friday.');
    expect(friday.changes?.find((c) => c.kind === 'follow_up_added')?.dueOn).toBe('2026-12-04');
    const saturday = await postUpdate(u, 'Call with Ida Berg Saturday.');
    expect(saturday.changes?.find((c) => c.kind === 'follow_up_added')?.dueOn).toBe('2026-11-28');
  });
});

describe('follow-ups you can work through', () => {
  it('PATCH /follow-ups/{id} marks one done (gone from the list) and snoozes another', async () => {
    const u = await createUser(server.app);
    await postUpdate(u, 'Met Jane Doe from Acme Corp, demo Tuesday. Send Jane Doe the proposal next Friday.');
    const [demo, proposal] = expectRoute('followUps.list', await u.api('GET', '/follow-ups')).items;
    const done = expectRoute(
      'followUps.update',
      await u.api('PATCH', `/follow-ups/${demo!.id}`, { done: true }),
    );
    expect(Date.parse(done.doneAt ?? '')).toBeGreaterThanOrEqual(FRIDAY);
    const snoozed = expectRoute(
      'followUps.update',
      await u.api('PATCH', `/follow-ups/${proposal!.id}`, { dueOn: '2026-12-14' }),
    );
    expect(snoozed.dueOn).toBe('2026-12-14');
    const open = expectRoute('followUps.list', await u.api('GET', '/follow-ups')).items;
    expect(open.map((f) => [f.id, f.dueOn])).toEqual([[proposal!.id, '2026-12-14']]);
    const all = expectRoute('followUps.list', await u.api('GET', '/follow-ups?includeDone=true')).items;
    expect(all).toHaveLength(2);
    expectRoute('followUps.update', await u.api('PATCH', `/follow-ups/${demo!.id}`, { done: false }));
    expect(expectRoute('followUps.list', await u.api('GET', '/follow-ups')).items).toHaveLength(2);

    const other = await createUser(server.app);
    expectError(await other.api('PATCH', `/follow-ups/${demo!.id}`, { done: true }), 404);
    expectError(await u.api('PATCH', `/follow-ups/${demo!.id}`, {}), 400, /Nothing to change/);
    expectError(await u.api('PATCH', `/follow-ups/${demo!.id}`, { dueOn: '2026-02-30' }), 400);
  });
});

describe('undo means gone', () => {
  it('an undone update is not an answer, not a follow-up, and struck through on the timeline', async () => {
    const u = await createUser(server.app);
    const ask = (question: string) =>
      u.api('POST', '/chat/ask', { question }).then((res) => expectRoute('chat.ask', res));
    await importCsv(u, 'Full Name,Email\nJane Doe,jane@acme.example\n');
    const update = await postUpdate(
      u,
      'Met Jane Doe from Acme Corp today, she is Head of Operations and wants a demo of the Zephyr module Tuesday. Follow up on 3 December.',
    );
    const before = await ask('Who wants a demo of the Zephyr module?');
    expect(before.sources.map((s) => s.id)).toContain(update.id);

    expectRoute('postUpdates.undo', await u.api('POST', `/post-updates/${update.id}/undo`));
    const after = await ask('Who wants a demo of the Zephyr module?');
    expect(after.answer).toBe("I couldn't find that in your emails, contacts or updates.");
    expect(after.sources).toEqual([]);
    const week = await ask('Who should I follow up with this week?');
    expect(week.sources.map((s) => s.id)).not.toContain(update.id);
    expect(week.answer).not.toContain('3 December');
    expect(expectRoute('followUps.list', await u.api('GET', '/follow-ups')).items).toEqual([]);

    const jane = await contactNamed(u, 'Jane Doe');
    expect(jane.title).toBeNull();
    const timeline = expectRoute('contacts.timeline', await u.api('GET', `/contacts/${jane.id}/timeline`));
    const entry = timeline.items.find((e) => e.kind === 'post_update');
    expect(entry).toMatchObject({ postUpdateId: update.id, undoneAt: expect.any(String) });
    expect(timeline.items.some((e) => e.kind === 'next_step')).toBe(false);
  });
});

describe("a contact's next steps", () => {
  it('GET /follow-ups?contactId= lists the follow-ups about one person, by due day', async () => {
    const u = await createUser(server.app);
    await postUpdate(
      u,
      'Met Jane Doe from Acme Corp. Send Jane Doe the proposal next Friday. Demo with Jane Doe Tuesday.',
    );
    await postUpdate(u, 'Call Ida Berg tomorrow.');
    const jane = await contactNamed(u, 'Jane Doe');
    const steps = expectRoute('followUps.list', await u.api('GET', `/follow-ups?contactId=${jane.id}`)).items;
    expect(steps.map((f) => [f.dueOn, f.about])).toEqual([
      ['2026-12-01', 'Demo with Jane Doe (Acme Corp)'],
      ['2026-12-04', 'Proposal for Jane Doe (Acme Corp)'],
    ]);
    expect(expectRoute('followUps.list', await u.api('GET', '/follow-ups?contactId=nope')).items).toEqual([]);
  });
});

describe('who should I follow up with', () => {
  it('combines the follow-ups due (overdue too) with questions asked of the user and not answered', async () => {
    const u = await createUser(server.app);
    const mbox = [
      'From a@b Tue Nov 24 09:00:00 2026',
      'Message-ID: <q1@fjord.example>',
      'From: Lena Fischer <lena@fjord.example>',
      `To: ${u.email}`,
      'Subject: Pricing for the Nordics',
      'Date: Tue, 24 Nov 2026 09:00:00 +0000',
      '',
      'Hi, could you send me the price list for the Nordics?',
      '',
      'From a@b Wed Nov 25 09:00:00 2026',
      'Message-ID: <n1@news.example>',
      'From: Ola Nord <ola@fjord.example>',
      `To: ${u.email}`,
      'Subject: Thanks',
      'Date: Wed, 25 Nov 2026 09:00:00 +0000',
      '',
      'Thanks for the call, all clear.',
      '',
    ].join('\n');
    const archive = multipart([{ name: 'mail.mbox', content: mbox }], 'file');
    const res = await u.api('POST', '/mailboxes/mbox', archive.body, { 'content-type': archive.contentType });
    expect(res.statusCode, res.body).toBe(202);
    await server.app.rapport.jobs.idle();
    // Friday 27 Nov: Saturday's demo is due this week, 3 December is next week's.
    const update = await postUpdate(
      u,
      'Met Jane Doe from Acme Corp today, she wants a demo tomorrow. Follow up on 3 December.',
    );
    const answer = expectRoute(
      'chat.ask',
      await u.api('POST', '/chat/ask', { question: 'Who should I follow up with this week?' }),
    );
    expect(answer.answer).toContain('Sat 28 Nov 2026: Demo with Jane Doe (Acme Corp)');
    expect(answer.answer).not.toContain('3 Dec');
    expect(answer.answer).toContain('Lena Fischer');
    expect(answer.answer).not.toContain('Ola Nord');
    expect(answer.sources.map((s) => s.kind)).toEqual(['post_update', 'email']);
    expect(answer.sources[0]?.id).toBe(update.id);
  });
});

describe('what do I know about a person', () => {
  it('answers from the contact card and the post updates, newest first, with sources', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Email,Company\nKatarzyna Kowalska,kasia@northwind.example,Northwind\n');
    const first = await postUpdate(
      u,
      'Katarzyna Kowalska is VP Finance at Northwind. Prefers email over calls.',
    );
    server.clock.offsetMs += 60_000;
    const second = await postUpdate(u, 'Katarzyna Kowalska wants the Q1 budget review on 10 December.');
    const answer = expectRoute(
      'chat.ask',
      await u.api('POST', '/chat/ask', { question: 'What do I know about Katarzyna Kowalska?' }),
    );
    expect(answer.answer).toContain('VP Finance');
    expect(answer.answer).toContain('Prefers email over calls');
    expect(answer.answer).toContain('Q1 budget review');
    // Newest first.
    expect(answer.answer.indexOf('Q1 budget review')).toBeLessThan(answer.answer.indexOf('Prefers email'));
    const ids = answer.sources.map((s) => s.id);
    expect(ids).toContain(first.id);
    expect(ids).toContain(second.id);
    expect(answer.sources.some((s) => s.kind === 'contact')).toBe(true);
  });
});
