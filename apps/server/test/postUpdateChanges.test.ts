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
 * Input Mode updates the CRM (issue 13): a processed post update lists its structured changes
 * (contacts created, fields filled, notes, follow-ups with a due day), `POST /post-updates/{id}/undo`
 * reverts them, and `GET /follow-ups` lists what is due.
 */
let server: TestServer;
/** Thursday 19 Nov 2026, 10:00 UTC: "Tuesday" is Tue 24 Nov, "in two weeks" Thu 3 Dec. */
const THURSDAY = Date.parse('2026-11-19T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  server.clock.offsetMs = THURSDAY - Date.now();
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

async function contactsOf(user: TestUser) {
  const page = expectRoute('contacts.list', await user.api('GET', '/contacts?limit=200'));
  return page.items;
}

const undo = (user: TestUser, id: string) => user.api('POST', `/post-updates/${id}/undo`);

describe('a post update lists what it changed', () => {
  it('a contact created, a note on the person and follow-ups due on the days the text names', async () => {
    const u = await createUser(server.app);
    const update = await postUpdate(
      u,
      'Met Sara Lee from Globex, sara@globex.com. Demo Tuesday. Follow up in two weeks about pricing.',
    );
    const [sara] = await contactsOf(u);
    expect(sara?.fullName).toBe('Sara Lee');
    expect(update.changes?.map((c) => c.text)).toEqual([
      'Created contact Sara Lee',
      'Added note to Sara Lee',
      // What each is about, with the person and their company (issue 25).
      'Added follow-up Tue 24 Nov: Demo with Sara Lee (Globex)',
      'Added follow-up Thu 3 Dec: Follow up with Sara Lee (Globex)',
    ]);
    expect(update.changes?.[0]).toMatchObject({ kind: 'contact_created', contactId: sara?.id });
    expect(update.changes?.[1]).toMatchObject({
      kind: 'note_added',
      note: 'Met Sara Lee from Globex, sara@globex.com',
    });
    expect(update.changes?.[2]).toMatchObject({
      kind: 'follow_up_added',
      contactId: sara?.id,
      note: 'Demo Tuesday',
      dueOn: '2026-11-24',
    });
    expect(update.changes?.[3]).toMatchObject({
      note: 'Follow up in two weeks about pricing',
      dueOn: '2026-12-03',
    });
  });

  it('a field filled on a known contact, with its value before and after', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nTom Baker,Initech\n');
    const update = await postUpdate(u, 'Spoke with Tom Baker from Initech, his email is tom@initech.com.');
    expect(update.changes?.[0]).toMatchObject({
      kind: 'field_filled',
      field: 'email',
      before: null,
      after: 'tom@initech.com',
      text: 'Added email to Tom Baker',
    });
    expect(update.changes?.some((c) => c.kind === 'contact_created')).toBe(false);
  });
});

/** The conflicts a contact records (not in the API: read from the database). */
async function conflictsOf(contactId: string) {
  const { rows } = await server.app.rapport.database.executeSql<{ conflicts: unknown }>(
    'select conflicts from contacts where id = $1',
    [contactId],
  );
  return rows[0]?.conflicts;
}

describe('job titles', () => {
  it('a title fills a new or empty title, a different one is a conflict, and undo reverts all three', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company,Title\nIda Berg,Umbrella,\nLars Vik,Umbrella,CEO\n');
    const update = await postUpdate(
      u,
      'Met Jane Cooper, VP Sales at Acme, jane@acme.com. Ida Berg (Head of Ops at Umbrella). Lars Vik, the CFO of Umbrella.',
    );
    const byName = async () => {
      const list = await contactsOf(u);
      return Object.fromEntries(list.map((c) => [c.fullName ?? '', c])) as Record<
        string,
        (typeof list)[number]
      >;
    };
    const people = await byName();
    expect(Object.fromEntries(Object.entries(people).map(([n, c]) => [n, c.title]))).toEqual({
      'Jane Cooper': 'VP Sales',
      'Ida Berg': 'Head of Ops',
      'Lars Vik': 'CEO',
    });
    expect(people['Jane Cooper']?.company).toBe('Acme');
    expect(update.changes?.filter((c) => c.kind !== 'note_added').map((c) => c.text)).toEqual([
      'Created contact Jane Cooper, VP Sales',
      'Added title to Ida Berg',
      'Kept title of Lars Vik as CEO; noted CFO as a conflict',
    ]);
    expect(update.changes?.find((c) => c.kind === 'conflict_recorded')).toMatchObject({
      contactId: people['Lars Vik']?.id,
      field: 'title',
      before: 'CEO',
      after: 'CFO',
    });
    // Recorded with the update it came from (issue 25: the contact page says so).
    expect(await conflictsOf(people['Lars Vik']!.id)).toEqual([
      { field: 'title', existing: 'CEO', incoming: 'CFO', postUpdateId: update.id, at: update.createdAt },
    ]);

    expectRoute('postUpdates.undo', await undo(u, update.id));
    const after = await byName();
    expect(Object.keys(after).sort()).toEqual(['Ida Berg', 'Lars Vik']);
    expect([after['Ida Berg']?.title, after['Lars Vik']?.title]).toEqual([null, 'CEO']);
    expect(await conflictsOf(people['Lars Vik']!.id)).toEqual([]);
  });
});

describe('undo', () => {
  it('keeps a contact it created that a later update (not undone) names too', async () => {
    const u = await createUser(server.app);
    const first = await postUpdate(u, 'Met Vera Holm from Soylent.');
    const second = await postUpdate(u, 'Call with Vera Holm from Soylent about pricing.');
    expect(second.changes?.map((c) => c.text)).toEqual(['Added note to Vera Holm']);
    const undone = expectRoute('postUpdates.undo', await undo(u, first.id));
    expect(undone.changes?.[0]).toMatchObject({ kind: 'contact_created', kept: true });
    expect((await contactsOf(u)).map((c) => c.fullName)).toEqual(['Vera Holm']);
    // Once the later update is undone too, nothing rests on it: undoing it again is a 409, and
    // the contact stays (the first undo kept it).
    expectRoute('postUpdates.undo', await undo(u, second.id));
    expectError(await undo(u, first.id), 409, 'This post update was already undone');
  });

  it('deletes the contacts it created, removes its follow-ups, and a second undo is a 409', async () => {
    const u = await createUser(server.app);
    const update = await postUpdate(u, 'Met Nora Quinn from Hooli. Demo Tuesday.');
    expect(await contactsOf(u)).toHaveLength(1);
    const week = { from: '2026-11-23', to: '2026-11-29' };
    const before = expectRoute(
      'followUps.list',
      await u.api('GET', `/follow-ups?from=${week.from}&to=${week.to}`),
    );
    expect(before.items.map((f) => [f.text, f.dueOn, f.postUpdateId])).toEqual([
      ['Demo Tuesday', '2026-11-24', update.id],
    ]);

    const undone = expectRoute('postUpdates.undo', await undo(u, update.id));
    expect(undone.undoneAt).toBeTruthy();
    expect(undone.status).toBe('done');
    expect(await contactsOf(u)).toHaveLength(0);
    const after = expectRoute('followUps.list', await u.api('GET', '/follow-ups'));
    expect(after.items).toEqual([]);
    // The list says so too.
    const listed = expectRoute('postUpdates.list', await u.api('GET', '/post-updates'));
    expect(listed[0]?.undoneAt).toBe(undone.undoneAt);

    expectError(await undo(u, update.id), 409, 'This post update was already undone');
  });

  it('keeps a contact edited since and says so', async () => {
    const u = await createUser(server.app);
    const update = await postUpdate(u, 'Met Omar Haddad from Pied Piper.');
    const [omar] = await contactsOf(u);
    server.clock.advance(1000);
    const edit = await u.api('PATCH', `/contacts/${omar!.id}`, { title: 'CTO' });
    expect(edit.statusCode, edit.body).toBe(200);
    const undone = expectRoute('postUpdates.undo', await undo(u, update.id));
    expect(undone.changes?.[0]).toMatchObject({
      kind: 'contact_created',
      kept: true,
      text: 'Kept contact Omar Haddad (edited since)',
    });
    expect((await contactsOf(u)).map((c) => c.title)).toEqual(['CTO']);
  });

  it('empties the fields it filled, unless they changed since', async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nIda Berg,Umbrella\nLars Vik,Umbrella\n');
    const update = await postUpdate(u, 'Ida Berg, ida@umbrella.com. Lars Vik, lars@umbrella.com.');
    const lars = (await contactsOf(u)).find((c) => c.fullName === 'Lars Vik')!;
    const edit = await u.api('PATCH', `/contacts/${lars.id}`, { email: 'lars.vik@umbrella.com' });
    expect(edit.statusCode, edit.body).toBe(200);
    const undone = expectRoute('postUpdates.undo', await undo(u, update.id));
    const byName = Object.fromEntries((await contactsOf(u)).map((c) => [c.fullName, c.email]));
    expect(byName).toEqual({ 'Ida Berg': null, 'Lars Vik': 'lars.vik@umbrella.com' });
    expect(undone.changes?.filter((c) => c.kept).map((c) => c.text)).toEqual([
      'Kept email of Lars Vik (edited since)',
    ]);
  });

  it("drops the update's next steps from the contact's timeline, keeping the update", async () => {
    const u = await createUser(server.app);
    await importCsv(u, 'Full Name,Company\nUma Roy,Initech\n');
    const update = await postUpdate(
      u,
      'Call with Uma Roy from Initech. Next step: send the contract Friday.',
    );
    const [uma] = await contactsOf(u);
    const kinds = async () =>
      expectRoute('contacts.timeline', await u.api('GET', `/contacts/${uma!.id}/timeline`)).items.map(
        (i) => i.kind,
      );
    expect(await kinds()).toEqual(['post_update', 'next_step']);
    expectRoute('postUpdates.undo', await undo(u, update.id));
    expect(await kinds()).toEqual(['post_update']);
  });

  it("another user's post update is a 404, and a pending one cannot be undone", async () => {
    const owner = await createUser(server.app);
    const other = await createUser(server.app);
    const update = await postUpdate(owner, 'Met Rita Moreno from Acme.');
    expectError(await undo(other, update.id), 404);
    expectError(await undo(other, 'not-a-uuid'), 404);
    expect(await contactsOf(owner)).toHaveLength(1);
    // Undo is a flag beside the status: done → pending (a retry) stays illegal.
    expectError(
      await owner.api('PATCH', `/post-updates/update-status/${update.id}`, { status: 'pending' }),
      409,
    );
    const pending = expectRoute(
      'postUpdates.create',
      await owner.api('POST', '/post-updates', { description: 'x' }),
      201,
    );
    // Its processing starts at once and may finish first: held at pending, as a queued one is.
    await server.app.rapport.jobs.idle();
    await server.app.rapport.database.executeSql(`update post_updates set status = 'pending' where id = $1`, [
      pending.id,
    ]);
    expectError(await undo(owner, pending.id), 409, 'Only a processed post update can be undone');
  });
});

describe('GET /follow-ups', () => {
  it('lists the due follow-ups of the user only, within the days asked', async () => {
    const u = await createUser(server.app);
    const other = await createUser(server.app);
    await postUpdate(u, 'Call with Kim Park from Stark. Send the proposal by Friday. Review in two weeks.');
    await postUpdate(other, 'Met Ben Cho from Wayne. Demo Friday.');
    const week = expectRoute(
      'followUps.list',
      await u.api('GET', '/follow-ups?from=2026-11-19&to=2026-11-22'),
    );
    expect(week.items.map((f) => [f.text, f.dueOn])).toEqual([['Send the proposal by Friday', '2026-11-20']]);
    const all = expectRoute('followUps.list', await u.api('GET', '/follow-ups'));
    expect(all.items.map((f) => f.dueOn)).toEqual(['2026-11-20', '2026-12-03']);
    expectError(await u.api('GET', '/follow-ups?from=next-week'), 400);
    expectError(await u.api('GET', '/follow-ups?from=2026-13-45'), 400);
    expectError(await u.api('GET', '/follow-ups?to=2026-02-30'), 400);
  });
});

describe('the assistant answers from the follow-ups', () => {
  it('"what are my follow-ups this week?" lists the ones due this week, citing their post update', async () => {
    const u = await createUser(server.app);
    const update = await postUpdate(u, 'Met Sara Lee from Globex. Demo Tuesday. Follow up in two weeks.');
    const ask = (question: string) =>
      u.api('POST', '/chat/ask', { question }).then((res) => expectRoute('chat.ask', res));
    // Thursday 19 Nov: this week ends on Sunday 22 Nov; Tuesday 24 Nov is next week.
    const thisWeek = await ask('What are my follow-ups this week?');
    expect(thisWeek.answer).toBe('You have no follow-ups due this week.');
    const nextWeek = await ask('What are my follow-ups next week?');
    expect(nextWeek.answer).toBe(
      'Your follow-ups due next week:\n- Tue 24 Nov 2026: Demo Tuesday (Sara Lee) [post update, 19 Nov 2026]',
    );
    expect(nextWeek.sources).toEqual([
      expect.objectContaining({ kind: 'post_update', id: update.id, quote: 'Demo Tuesday' }),
    ]);
    expectRoute('postUpdates.undo', await u.api('POST', `/post-updates/${update.id}/undo`));
    expect((await ask('What are my follow-ups?')).answer).toBe('You have no follow-ups.');
  });
});
