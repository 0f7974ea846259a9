/**
 * Input Mode that gets the CRM right (issue 25): the updates posted in the browser — a
 * stated change, a meeting with a title, a demo and a follow-up, a value merely mentioned — then
 * the contact page (the changed title, the conflict settled with Replace, the next steps), the
 * follow-ups page (Done), and Undo taking the meeting's follow-ups away.
 */

import { openSignedIn } from '../lib/api.mjs';
import { chooseMode, visibleText } from '../lib/app.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

const CHANGE = 'Hannah Morris is now Head of Procurement at Acme Robotics.';
const MEETING =
  'Met Jane Doe from Acme Corp today, she is Head of Operations and wants a demo Tuesday. Follow up on 3 December.';
const MENTION = 'Coffee with Raj Patel, VP Engineering at Umbrella Corp.';

async function upload(t, account, name, content) {
  const form = new FormData();
  form.append('files', new Blob([content]), name);
  const res = await fetch(`${t.baseUrl}/api/csv/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  assert(res.status === 202, `CSV upload answered ${res.status}: ${await res.text()}`);
}

async function post(page, text) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
  await box.fill(text);
  await box.press('Enter');
}

async function openContact(page, name) {
  await page.getByRole('banner').getByRole('link', { name: 'People' }).click();
  await waitForPath(page, '/contacts');
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name }).waitFor();
}

export default [
  {
    name: 'input mode: a stated change, a conflict settled, follow-ups worked through and Undo',
    timeout: 150_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'input-mode' });
      const token = account.accessToken;
      await upload(
        t,
        account,
        'people.csv',
        'Full Name,Email,Company,Title\nHannah Morris,hannah@acme-robotics.example,Acme Robotics,Executive Assistant\nRaj Patel,raj@umbrella.example,Umbrella Corp,CTO\n',
      );
      await waitFor(async () => (await t.api.call('GET', '/contacts?limit=5', { token })).total === 2, {
        describe: 'the CSV imported',
        timeout: 60_000,
      });

      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await chooseMode(page, 'Input Mode');
      await post(page, CHANGE);
      await waitForText(
        page,
        'Changed title of Hannah Morris from Executive Assistant to Head of Procurement',
        {
          timeout: 30_000,
        },
      );
      await post(page, MEETING);
      await waitForText(page, 'Demo with Jane Doe (Acme Corp)', { timeout: 30_000 });
      await post(page, MENTION);
      await waitForText(page, 'noted VP Engineering as a conflict', { timeout: 30_000 });
      await t.screen(page, 'input-mode-changes');

      // The stated change is on the contact page.
      await openContact(page, 'Hannah Morris');
      await page.getByRole('button', { name: /^Title: Head of Procurement/ }).waitFor();

      // The mentioned value is a conflict beside the stored one, settled with Replace.
      await openContact(page, 'Raj Patel');
      const conflict = page.getByRole('group', { name: 'Title conflict' });
      await conflict.waitFor();
      assert(
        /VP Engineering \(from a post update on \d{1,2} [A-Z][a-z]{2}\)/.test(await visibleText(conflict)),
        'the conflict says where the value came from',
      );
      await t.screen(page, 'contact-conflict');
      await conflict.getByRole('button', { name: 'Replace' }).click();
      await page.getByRole('button', { name: /^Title: VP Engineering/ }).waitFor();
      await waitFor(async () => (await conflict.count()) === 0, { describe: 'the conflict settled' });

      // Jane's next steps on her page, by due day.
      await openContact(page, 'Jane Doe');
      const steps = page.getByRole('list', { name: 'Next steps' });
      await steps.getByText('Demo with Jane Doe (Acme Corp)').waitFor();
      await steps.getByText('Follow up with Jane Doe (Acme Corp)').waitFor();

      // The follow-ups page: Done takes one off the list.
      await page.getByRole('banner').getByRole('link', { name: 'Follow-ups' }).click();
      await waitForPath(page, '/follow-ups');
      await page
        .getByRole('heading', { name: /^(Overdue|Today|This week|Later) \(\d+\)$/ })
        .first()
        .waitFor();
      const demo = page.getByRole('listitem', { name: 'Demo with Jane Doe (Acme Corp)' });
      await demo.waitFor();
      await t.screen(page, 'follow-ups');
      await demo.getByRole('button', { name: 'Done' }).click();
      await waitFor(async () => (await demo.count()) === 0, { describe: 'the demo marked done' });
      await page.getByRole('listitem', { name: 'Follow up with Jane Doe (Acme Corp)' }).waitFor();

      // Undo of the meeting update: its follow-ups are gone.
      const updates = await t.api.call('GET', '/post-updates', { token });
      const meeting = updates.find((u) => u.description === MEETING);
      assert(meeting, 'the meeting update is listed');
      await page.goto(`${t.baseUrl}/chat/${meeting.chatId}`);
      const changes = page.getByTestId('post-update-changes').filter({ hasText: 'Demo with Jane Doe' });
      await changes.locator('xpath=..').getByRole('button', { name: 'Undo' }).click();
      await waitForToast(page, 'Post update undone', null);
      await page.getByRole('banner').getByRole('link', { name: 'Follow-ups' }).click();
      await waitForPath(page, '/follow-ups');
      await waitFor(async () => (await page.getByText('Jane Doe (Acme Corp)').count()) === 0, {
        describe: "the undone update's follow-ups gone",
      });
    },
  },
];
