/**
 * A CSV import's result a person can read (issue 26): created, updated, merged and skipped with
 * the reasons, in the job's result and its final notification, and the skipped rows themselves
 * as CSV (`GET /jobs/{id}/skipped.csv`) to fix and import again.
 */
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

let server: TestServer;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createUser(server.app);
});
afterAll(async () => server?.close());

async function upload(user: TestUser, name: string, content: string): Promise<string> {
  const form = multipart([{ name, content }]);
  const res = await user.api('POST', '/csv/upload', form.body, { 'content-type': form.contentType });
  const jobId = expectRoute('csv.upload', res, 202).jobs[0]?.jobId as string;
  await server.app.rapport.jobs.idle();
  return jobId;
}

describe('a CSV import result', () => {
  it('says what was created, updated, merged and skipped, and why', async () => {
    await upload(ada, 'first.csv', 'email,name\nknown@acme.example,Known Person\n');
    const csv = [
      'Email,Name,Title',
      'a@acme.example,Ann A,CEO',
      'b@acme.example,Bob B,',
      'c@acme.example,Cat C,',
      'A@acme.example,Ann A,CEO',
      'known@acme.example,Known Person,Buyer',
      'not-an-email,"Bad, Row",=HYPERLINK("x")',
      ',,Nobody',
      'known@acme.example,Known Person,Buyer',
    ].join('\n');
    const jobId = await upload(ada, 'people.csv', csv);
    const job = expectRoute('jobs.get', await ada.api('GET', `/jobs/${jobId}`));
    expect(job.result).toMatchObject({
      created: 3,
      updated: 1,
      merged: 2,
      errors: 2,
      skippedReasons: [
        { reason: 'Invalid email address', count: 1 },
        { reason: 'Row has no email and no name', count: 1 },
      ],
    });
    const notes = expectRoute('notifications.list', await ada.api('GET', '/notifications')).filter(
      (n) => n.type === 'CSV_PROCESSING_COMPLETE' && n.data?.jobId === jobId,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toBe(
      'people.csv: 3 created, 1 updated, 2 merged, 2 skipped (Invalid email address: 1; Row has no email and no name: 1)',
    );
    expect(notes[0]?.data).toMatchObject({ merged: 2, errors: 2 });
  });

  it('gives the skipped rows as the file had them, with row and reason first, formulas escaped', async () => {
    const jobId = await upload(
      ada,
      'skips.csv',
      ['Email;Name;Note', 'ok@acme.example;Okay;', 'bad-address;Bad;=1+2', ';;just a note'].join('\r\n'),
    );
    const res = await ada.api('GET', `/jobs/${jobId}/skipped.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.split('\r\n')).toEqual([
      'row,reason,Email,Name,Note',
      '3,Invalid email address,bad-address,Bad,"\'=1+2"',
      '4,Row has no email and no name,,,just a note',
      '',
    ]);
  });

  it("answers 404 for another user's import and for a job that is no CSV import", async () => {
    const jobId = await upload(ada, 'mine.csv', 'email\nmine@acme.example\n');
    const bob = await createUser(server.app);
    expectError(await bob.api('GET', `/jobs/${jobId}/skipped.csv`), 404);
    const demo = expectRoute('mailboxes.demo', await bob.api('POST', '/mailboxes/demo'), 202);
    await server.app.rapport.jobs.idle();
    expectError(await bob.api('GET', `/jobs/${demo.jobId}/skipped.csv`), 404, 'Not a CSV import');
  });
});
