import { contactSourceLabel } from '@rapport/sdk/rules';
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
 * The People screens' API: the list's search, orders and cursors, an edit (validated, no duplicate
 * email), a deletion that leaves the mail, the timeline, and the CSV export.
 */
let server: TestServer;
let ada: TestUser;

const CSV = [
  'email,name,company,title,phone',
  'grace@navy.mil,Grace Hopper,US Navy,Rear Admiral,+1 555 0100',
  'alan@bletchley.uk,Alan Turing,Bletchley Park,Cryptanalyst,',
  'katherine@nasa.gov,Katherine Johnson,NASA,Mathematician,',
  'evil@example.com,=HYPERLINK("http://x"),Acme,,',
].join('\n');

function mail(id: string, from: string, to: string, subject: string, date: string) {
  return `From x@y ${date}\nMessage-ID: <${id}@test>\nFrom: ${from}\nTo: ${to}\nSubject: ${subject}\nDate: ${date}\n\n${subject} body\n`;
}

async function upload(user: TestUser, path: string, name: string, content: string, field: string) {
  const form = multipart([{ name, content }], field);
  const res = await user.api('POST', path, form.body, { 'content-type': form.contentType });
  expect(res.statusCode, res.body).toBe(202);
  await server.app.rapport.jobs.idle();
}

const byEmail = async (user: TestUser, email: string) =>
  expectRoute('contacts.list', await user.api('GET', `/contacts?query=${encodeURIComponent(email)}`))
    .items[0]!;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createUser(server.app, { firstName: 'Ada' });
  await upload(ada, '/csv/upload', 'people.csv', CSV, 'files');
  const archive = [
    mail('g1', 'Grace Hopper <grace@navy.mil>', ada.email, 'COBOL draft', 'Mon, 06 Jan 2025 09:00:00 +0000'),
    mail('g2', `Ada <${ada.email}>`, 'grace@navy.mil', 'Re: COBOL draft', 'Tue, 07 Jan 2025 09:00:00 +0000'),
    mail('a1', 'Alan Turing <alan@bletchley.uk>', ada.email, 'Enigma', 'Wed, 01 Oct 2025 09:00:00 +0000'),
  ].join('\n');
  await upload(ada, '/mailboxes/mbox', 'ada.mbox', archive, 'file');
  const update = await ada.api('POST', '/post-updates', {
    description: 'Met Grace Hopper (grace@navy.mil) about compilers. Next step: send her the proposal.',
  });
  expect(update.statusCode, update.body).toBe(201);
  await server.app.rapport.jobs.idle();
});
afterAll(async () => server?.close());

describe('GET /contacts', () => {
  it('sorts by name A–Z and Z–A, with the total on the first page', async () => {
    const page = expectRoute('contacts.list', await ada.api('GET', '/contacts?sort=name&limit=50'));
    const names = page.items.map((c) => c.fullName ?? c.email);
    // '=' sorts before letters.
    expect(names.slice(1, 4)).toEqual(['Alan Turing', 'Grace Hopper', 'Katherine Johnson']);
    expect(page.total).toBe(page.items.length);
    const desc = expectRoute('contacts.list', await ada.api('GET', '/contacts?sort=name&order=desc'));
    expect(desc.items.map((c) => c.id)).toEqual(page.items.map((c) => c.id).reverse());
  });

  it('sorts by last contacted, most recent first, contacts without mail last', async () => {
    const page = expectRoute('contacts.list', await ada.api('GET', '/contacts?sort=lastContactedAt'));
    expect(page.items.slice(0, 2).map((c) => c.email)).toEqual(['alan@bletchley.uk', 'grace@navy.mil']);
    expect(page.items[1]).toMatchObject({ emailCount: 2, lastContactedAt: '2025-01-07T09:00:00.000Z' });
    expect(page.items.at(-1)?.lastContactedAt).toBeNull();
  });

  it('sorts by every column of the People table: text A–Z with blanks last, emails most first', async () => {
    const list = async (q: string) =>
      expectRoute('contacts.list', await ada.api('GET', `/contacts?limit=200&${q}`)).items;
    const companies = (await list('sort=company')).map((c) => c.company);
    expect(companies.slice(0, 4)).toEqual(['Acme', 'Bletchley Park', 'NASA', 'US Navy']);
    expect(companies.slice(4).every((c) => !c)).toBe(true);
    expect((await list('sort=company&order=desc')).map((c) => c.company).slice(-4)).toEqual([
      'US Navy',
      'NASA',
      'Bletchley Park',
      'Acme',
    ]);
    const titles = (await list('sort=title')).map((c) => c.title);
    expect(titles.slice(0, 3)).toEqual(['Cryptanalyst', 'Mathematician', 'Rear Admiral']);
    const emails = (await list('sort=email')).map((c) => c.email);
    expect(emails).toEqual([...emails].sort((a, b) => (a ?? '~').localeCompare(b ?? '~')));
    expect((await list('sort=phone'))[0]?.phone).toBe('+1 555 0100');
    const counts = (await list('sort=emailCount')).map((c) => c.emailCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(2);
    // By the name shown ("Added by hand", "CSV import", "Mail archive"), not the stored value.
    const bo = await createUser(server.app, { firstName: 'Bo' });
    for (const [name, source] of [
      ['Csv Person', 'csv'],
      ['Archive Person', 'mbox'],
      ['Hand Person', 'manual'],
    ])
      await server.app.rapport.database.executeSql(
        'insert into contacts (user_id, full_name, source) values ($1, $2, $3)',
        [bo.id, name, source],
      );
    const bySource = expectRoute('contacts.list', await bo.api('GET', '/contacts?sort=source')).items;
    expect(bySource.map((c) => contactSourceLabel(c.source))).toEqual([
      'Added by hand',
      'CSV import',
      'Mail archive',
    ]);
  });

  it.each(['createdAt', 'name', 'lastContactedAt', 'company', 'source', 'emailCount'])(
    'walks every contact once through cursors, sorted by %s',
    async (sort) => {
      const all = expectRoute('contacts.list', await ada.api('GET', `/contacts?sort=${sort}&limit=200`));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = cursor ? `&cursor=${cursor}` : '';
        const page = expectRoute('contacts.list', await ada.api('GET', `/contacts?sort=${sort}&limit=2${q}`));
        if (cursor) expect(page.total).toBeUndefined();
        seen.push(...page.items.map((c) => c.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.items.map((c) => c.id));
    },
  );

  it('searches, and refuses a bad sort or a cursor of another sort with a detail', async () => {
    const found = expectRoute('contacts.list', await ada.api('GET', '/contacts?query=bletch&sort=name'));
    expect(found.items.map((c) => c.email)).toEqual(['alan@bletchley.uk']);
    expect(found.total).toBe(1);
    expectError(await ada.api('GET', '/contacts?sort=shoe'), 400, /sort/);
    const first = expectRoute('contacts.list', await ada.api('GET', '/contacts?sort=name&limit=1'));
    expectError(
      await ada.api('GET', `/contacts?sort=lastContactedAt&cursor=${first.nextCursor}`),
      400,
      /another sort/,
    );
    expectError(await ada.api('GET', '/contacts?cursor=bm9wZQ'), 400, /cursor/);
  });
});

describe('PATCH /contacts/{id}', () => {
  it('edits the given fields, splits a new full name, and finds the contact by its new words', async () => {
    const kat = await byEmail(ada, 'katherine@nasa.gov');
    const res = await ada.api('PATCH', `/contacts/${kat.id}`, {
      fullName: '  Katherine  Coleman Johnson ',
      title: 'Research mathematician',
      phone: '',
    });
    const edited = expectRoute('contacts.update', res);
    expect(edited).toMatchObject({
      fullName: 'Katherine Coleman Johnson',
      firstName: 'Katherine',
      lastName: 'Coleman Johnson',
      title: 'Research mathematician',
      company: 'NASA',
      phone: null,
    });
    await server.app.rapport.jobs.idle();
    expect((await byEmail(ada, 'coleman')).id).toBe(kat.id);
    expect(expectRoute('contacts.get', await ada.api('GET', `/contacts/${kat.id}`)).title).toBe(
      'Research mathematician',
    );
  });

  it('stores a new email normalised and refuses one another contact has (409)', async () => {
    const alan = await byEmail(ada, 'alan@bletchley.uk');
    const taken = expectError(
      await ada.api('PATCH', `/contacts/${alan.id}`, { email: 'Grace@Navy.mil' }),
      409,
      /already has the email grace@navy\.mil/,
    );
    expect(taken.code).toBe('conflict');
    const moved = expectRoute(
      'contacts.update',
      await ada.api('PATCH', `/contacts/${alan.id}`, { email: ' Alan.Turing@Bletchley.UK ' }),
    );
    expect(moved.email).toBe('alan.turing@bletchley.uk');
    // And back, so the other tests find him where the mail is.
    await ada.api('PATCH', `/contacts/${alan.id}`, { email: 'alan@bletchley.uk' });
  });

  it.each([
    [{}, /Nothing to change/],
    [{ email: 'not an email' }, /not a valid email/],
    [{ shoeSize: 44 }, /shoeSize/],
    [{ title: 'x'.repeat(301) }, /title/],
    [{ company: 7 }, /company/],
  ])('refuses %j with a 400 and a detail', async (body, detail) => {
    const grace = await byEmail(ada, 'grace@navy.mil');
    expectError(await ada.api('PATCH', `/contacts/${grace.id}`, body), 400, detail);
  });

  it('keeps an email or a name on every contact', async () => {
    const grace = await byEmail(ada, 'grace@navy.mil');
    expectError(
      await ada.api('PATCH', `/contacts/${grace.id}`, { email: null, fullName: '' }),
      400,
      /needs an email or a name/,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(
      await ada.api('PATCH', '/contacts/00000000-0000-4000-8000-000000000000', { title: 'x' }),
      404,
    );
    expectError(await ada.api('PATCH', '/contacts/nope', { title: 'x' }), 404);
  });
});

describe('GET /contacts/{id}/timeline', () => {
  it("lists the contact's emails, the post update naming them and its next step, newest first", async () => {
    const grace = await byEmail(ada, 'grace@navy.mil');
    const timeline = expectRoute('contacts.timeline', await ada.api('GET', `/contacts/${grace.id}/timeline`));
    expect(timeline.items.map((e) => e.kind)).toEqual(['post_update', 'next_step', 'email', 'email']);
    // The follow-up about her: what and with whom (issue 25); no day named, so none due.
    expect(timeline.items[1]).toMatchObject({
      kind: 'next_step',
      text: 'Proposal for Grace Hopper (US Navy)',
      dueOn: null,
    });
    expect(
      timeline.items.slice(2).map((e) => (e.kind === 'email' ? [e.subject, e.fromContact] : [])),
    ).toEqual([
      ['Re: COBOL draft', false],
      ['COBOL draft', true],
    ]);
    const dates = timeline.items.map((e) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(timeline.nextBefore).toBeNull();
  });

  it('pages by time without losing or repeating an entry', async () => {
    const grace = await byEmail(ada, 'grace@navy.mil');
    const first = expectRoute(
      'contacts.timeline',
      await ada.api('GET', `/contacts/${grace.id}/timeline?limit=2`),
    );
    expect(first.items.map((e) => e.kind)).toEqual(['post_update', 'next_step', 'email']);
    expect(first.nextBefore).toBe('2025-01-07T09:00:00.000Z');
    const rest = expectRoute(
      'contacts.timeline',
      await ada.api('GET', `/contacts/${grace.id}/timeline?limit=2&before=${first.nextBefore}`),
    );
    expect(rest.items.map((e) => (e.kind === 'email' ? e.subject : e.kind))).toEqual(['COBOL draft']);
    expect(rest.nextBefore).toBeNull();
    expectError(await ada.api('GET', `/contacts/${grace.id}/timeline?before=yesterday`), 400, /before/);
  });
});

describe('GET /contacts/export.csv', () => {
  it('exports the searched list in its order, formulas escaped', async () => {
    const res = await ada.api('GET', '/contacts/export.csv?sort=name');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="contacts\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,First name,Last name,Email,Company,Title,Phone,Notes,Source,Last contacted,Emails,Added',
    );
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",/);
    expect(lines.slice(2).map((l) => l.split(',')[0])).toEqual([
      'Alan Turing',
      'Grace Hopper',
      'Katherine Coleman Johnson',
    ]);
    expect(lines.find((l) => l.startsWith('Grace Hopper'))).toContain(',2025-01-07T09:00:00.000Z,2,');
    // The source as the People list names it, not the stored value.
    expect(lines.find((l) => l.startsWith('Alan Turing'))).toContain(',CSV import,');
    const searched = await ada.api('GET', '/contacts/export.csv?query=navy');
    expect(searched.body.trimEnd().split('\r\n')).toHaveLength(2);
    expectError(await ada.api('GET', '/contacts/export.csv?sort=shoe'), 400, /sort/);
  });
});

describe('DELETE /contacts/{id}', () => {
  it('deletes the contact; their emails stay', async () => {
    const alan = await byEmail(ada, 'alan@bletchley.uk');
    expectRoute('contacts.delete', await ada.api('DELETE', `/contacts/${alan.id}`));
    expectError(await ada.api('GET', `/contacts/${alan.id}`), 404);
    expectError(await ada.api('DELETE', `/contacts/${alan.id}`), 404);
    const list = expectRoute('contacts.list', await ada.api('GET', '/contacts'));
    expect(list.items.map((c) => c.email)).not.toContain('alan@bletchley.uk');
    const mail = expectRoute('emails.list', await ada.api('GET', '/emails?query=Enigma'));
    expect(mail.items.map((e) => e.subject)).toEqual(['Enigma']);
  });
});

describe('POST /contacts/delete and the export of a selection', () => {
  it("deletes the selected contacts only, skips another user's ids, and exports a selection", async () => {
    const kim = await createUser(server.app, { firstName: 'Kim' });
    await upload(kim, '/csv/upload', 'kim.csv', CSV, 'files');
    const all = expectRoute('contacts.list', await kim.api('GET', '/contacts?sort=name&limit=50')).items;
    expect(all).toHaveLength(4);
    const [first, second, third] = all;
    const ids = [first!.id, second!.id].join(',');

    const picked = await kim.api('GET', `/contacts/export.csv?sort=name&ids=${ids}`);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.body.trimEnd().split('\r\n')).toHaveLength(3);

    const adasOwn = expectRoute('contacts.list', await ada.api('GET', '/contacts?limit=1')).items[0]!;
    const res = expectRoute(
      'contacts.bulkDelete',
      await kim.api('POST', '/contacts/delete', { ids: [first!.id, second!.id, adasOwn.id, 'not-a-uuid'] }),
    );
    expect(res).toEqual({ deleted: 2 });
    const left = expectRoute('contacts.list', await kim.api('GET', '/contacts?sort=name&limit=50')).items;
    expect(left.map((c) => c.id)).toEqual([third!.id, all[3]!.id]);
    expectRoute('contacts.get', await ada.api('GET', `/contacts/${adasOwn.id}`));

    expectError(await kim.api('POST', '/contacts/delete', { ids: [] }), 400, /ids/);
    // An id longer than any contact's is refused, not looked up (a selection is ids, not text).
    expectError(await kim.api('GET', `/contacts?ids=${'q'.repeat(5_000)}`), 400, /ids/);
    const tooMany = Array.from({ length: 201 }, () => third!.id);
    expectError(await kim.api('POST', '/contacts/delete', { ids: tooMany }), 400, /ids/);
  });
});
