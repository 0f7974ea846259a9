/**
 * People (issue 14): the contacts table searched, sorted and scrolled past its first page, the
 * list exported as CSV, a contact's fields edited and the edit undone, its timeline, "Ask about
 * this person" (asked in a new chat), and delete from the "More…" menu with a confirmation (their
 * emails stay). Desktop and 375 px.
 */
import { readFileSync } from 'node:fs';
import { openSignedIn } from '../lib/api.mjs';
import { PHONE } from '../lib/constants.mjs';
import { assert, pathOf, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

/** 240 made-up people, each at a company of their own, plus Grace, whose mail and post update make a timeline. */
function peopleCsv() {
  const rows = ['First Name,Last Name,Email,Company,Title,Phone'];
  rows.push('Grace,Hopper,grace@navy.example,US Navy,Rear Admiral,+1 555 0101');
  rows.push('Alan,Turing,alan@bletchley.example,Bletchley Park,Cryptanalyst,');
  for (let i = 0; i < 240; i += 1) {
    const n = String(i).padStart(3, '0');
    rows.push(`Person${n},Example,person${n}@crowd${n}.example,Crowd ${n} Ltd,Buyer,`);
  }
  return `${rows.join('\n')}\n`;
}

function mbox(userEmail) {
  const mail = (id, from, to, subject, date, body) =>
    `From x@y ${date}\nMessage-ID: <${id}@people.e2e>\nFrom: ${from}\nTo: ${to}\nSubject: ${subject}\nDate: ${date}\n\n${body}\n`;
  return [
    mail(
      'g1',
      'Grace Hopper <grace@navy.example>',
      userEmail,
      'COBOL draft',
      'Mon, 06 Jan 2025 09:00:00 +0000',
      'Here is the draft.',
    ),
    mail(
      'g2',
      `Ada <${userEmail}>`,
      'grace@navy.example',
      'Re: COBOL draft',
      'Tue, 07 Jan 2025 09:00:00 +0000',
      'Thanks, reading it now.',
    ),
    // Lin wrote and got no answer: under the default contact policy she is a suggestion.
    mail(
      'l1',
      'Lin Wu <lin.wu@kestrel.example>',
      userEmail,
      'Sensor pilot',
      'Mon, 04 Mar 2024 09:00:00 +0000',
      'Could we talk about a pilot?',
    ),
    mail(
      'a1',
      'Alan Turing <alan@bletchley.example>',
      userEmail,
      'Enigma notes',
      'Wed, 01 Oct 2025 09:00:00 +0000',
      'Notes attached.',
    ),
  ].join('\n');
}

async function upload(t, account, path, field, name, content) {
  const form = new FormData();
  form.append(field, new Blob([content]), name);
  const res = await fetch(`${t.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  assert(res.status === 202, `${path} answered ${res.status}: ${await res.text()}`);
}

/** A user with 242 contacts, three emails and a post update naming Grace with a next step. */
async function seededUser(t, prefix) {
  const account = await t.api.createUser({ prefix });
  const token = account.accessToken;
  await upload(t, account, '/csv/upload', 'files', 'people.csv', peopleCsv());
  await upload(t, account, '/mailboxes/mbox', 'file', 'ada.mbox', mbox(account.email));
  await t.api.call('POST', '/post-updates', {
    token,
    body: {
      description: 'Met Grace Hopper (grace@navy.example) about compilers. Next step: send her the proposal.',
    },
  });
  await waitFor(
    async () => {
      const page = await t.api.call('GET', '/contacts?limit=1', { token });
      const timeline = await t.api.call('GET', '/contacts?query=grace%40navy.example', { token });
      const grace = timeline.items[0];
      if (page.total < 242 || !grace || grace.emailCount < 2) return false;
      const entries = await t.api.call('GET', `/contacts/${grace.id}/timeline`, { token });
      return entries.items.some((e) => e.kind === 'next_step');
    },
    { describe: 'the CSV, the mbox and the post update processed', timeout: 60_000 },
  );
  const grace = (await t.api.call('GET', '/contacts?query=grace%40navy.example', { token })).items[0];
  return { account, grace };
}

const rowNames = (page) =>
  page.locator('tbody tr td:nth-child(2) a').evaluateAll((links) => links.map((a) => a.textContent));

export default [
  {
    name: 'people: the table is searched, sorted, scrolled past its first page and exported',
    async run(t) {
      const { account } = await seededUser(t, 'people-table');
      const page = await t.newPage({ acceptDownloads: true });
      await openSignedIn(page, account, '/');
      await page.getByRole('banner').getByRole('link', { name: 'People' }).click();
      await waitForPath(page, '/contacts');
      await waitForText(page, '242 contacts');
      await page.getByRole('link', { name: 'Alan Turing' }).waitFor();
      await t.screen(page, 'people-table');

      // "Suggested (1)": Lin Wu wrote and got no answer; Add makes her a contact.
      await page.getByText('Suggested (1)').click();
      await page.getByRole('button', { name: 'Add Lin Wu' }).waitFor();
      await t.screen(page, 'people-suggested');
      await page.getByRole('button', { name: 'Add Lin Wu' }).click();
      await waitForToast(page, 'Contact added');
      await waitForText(page, '243 contacts');
      await page.getByTestId('suggestions').waitFor({ state: 'detached' });

      // Infinite scroll: pages of 100 load as the end of the table comes near.
      const scroller = page.getByTestId('contacts-scroll');
      for (let i = 0; i < 12; i += 1) {
        await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await page.waitForTimeout(150);
      }
      await page.getByRole('link', { name: 'Person239 Example' }).waitFor();
      const rendered = await page.locator('tbody tr').count();
      assert(rendered < 80, `only the visible rows are in the DOM (${rendered})`);

      // Sort by last contacted: Alan (October) before Grace (January), both before people without mail.
      await page.getByRole('button', { name: /Last contacted/ }).click();
      await waitFor(async () => (await rowNames(page)).slice(0, 2).join() === 'Alan Turing,Grace Hopper', {
        describe: 'Alan then Grace first by last contacted',
        lastSeen: async () => (await rowNames(page)).slice(0, 3).join(),
      });
      assert(
        (await page.getByRole('columnheader', { name: /Last contacted/ }).getAttribute('aria-sort')) ===
          'descending',
        'the sorted column says so',
      );

      await page.getByLabel('Search contacts').fill('hopper');
      await waitFor(async () => (await rowNames(page)).join() === 'Grace Hopper', {
        describe: 'only Grace for "hopper"',
        lastSeen: async () => (await rowNames(page)).join(),
      });
      await waitForText(page, '1 contact');
      await t.screen(page, 'people-table-searched');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      assert(
        download.suggestedFilename() === 'contacts.csv',
        `the file is contacts.csv (${download.suggestedFilename()})`,
      );
      const csv = readFileSync(await download.path(), 'utf8')
        .trim()
        .split('\r\n');
      assert(csv[0].startsWith('Name,First name,Last name,Email,Company'), `the header (${csv[0]})`);
      assert(
        csv.length === 2 && csv[1].startsWith('Grace Hopper,'),
        `the searched list only (${csv.join(' / ')})`,
      );
      await waitForToast(page, 'Contacts exported');
    },
  },
  {
    name: 'people: a contact is edited and the edit undone, its timeline, Ask about this person, delete',
    async run(t) {
      const { account, grace } = await seededUser(t, 'people-contact');
      const token = account.accessToken;
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await page.getByRole('navigation', { name: 'Chats' }).getByRole('link', { name: 'People' }).click();
      await waitForPath(page, '/contacts');
      await page.getByRole('link', { name: 'Grace Hopper' }).click();
      await waitForPath(page, `/contacts/${grace.id}`);
      await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();

      // The timeline: the post update and its next step (the follow-up about her), then her two emails, newest first.
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.getByText('Proposal for Grace Hopper (US Navy)', { exact: true }).waitFor();
      const kinds = await timeline.locator('li [data-kind]').allTextContents();
      assert(kinds.join() === 'Post update,Next step,Email,Email', `timeline order (${kinds.join()})`);
      await timeline.getByText('Re: COBOL draft').waitFor();
      await t.screen(page, 'contact-page');

      // Edit the title in place, then undo it from the toast.
      await page.getByRole('button', { name: /^Title: Rear Admiral/ }).click();
      const title = page.getByRole('textbox', { name: 'Title' });
      await title.fill('Chief compiler');
      await title.press('Enter');
      await waitForToast(page, 'Contact updated');
      await page.getByRole('button', { name: /^Title: Chief compiler/ }).waitFor();
      const edited = await t.api.call('GET', `/contacts/${grace.id}`, { token });
      assert(edited.title === 'Chief compiler', `saved through the API (${edited.title})`);
      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForToast(page, 'Change undone');
      await page.getByRole('button', { name: /^Title: Rear Admiral/ }).waitFor();
      const undone = await t.api.call('GET', `/contacts/${grace.id}`, { token });
      assert(undone.title === 'Rear Admiral', `the undo is saved (${undone.title})`);

      // A bad email is refused before it is sent.
      await page.getByRole('button', { name: /^Email: grace@navy\.example/ }).click();
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.fill('not an email');
      await email.press('Enter');
      await waitForToast(page, 'Email: not saved', 'Enter a valid email address');
      // The field shows the saved email again, not the refused text.
      const emailShown = page.getByRole('button', { name: /^Email:/ });
      await waitFor(async () => (await emailShown.innerText()) === 'grace@navy.example', {
        describe: 'the saved email shown again',
        lastSeen: () => emailShown.innerText(),
      });
      const unchanged = await t.api.call('GET', `/contacts/${grace.id}`, { token });
      assert(unchanged.email === 'grace@navy.example', 'the bad email was not saved');

      // Delete, in the "More…" menu (issue 26), with a confirmation; her emails stay.
      await page.getByRole('button', { name: 'More actions for Grace Hopper' }).click();
      await page.getByRole('menuitem', { name: 'Delete contact' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Grace Hopper?' });
      await dialog.waitFor();
      await t.screen(page, 'contact-delete-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Ask about this person: asked in Query Mode, in a new chat (issue 26), not just filled in.
      await page.getByRole('button', { name: 'Ask about this person' }).click();
      await waitForPath(page, /^\/chat\/[0-9a-f-]{36}$/);
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await waitFor(
        async () => (await conversation.innerText()).includes('What do I know about Grace Hopper?'),
        {
          describe: 'the question asked in a chat',
          lastSeen: () => conversation.innerText(),
        },
      );
      assert(
        await page.getByRole('radio', { name: 'Query Mode', exact: true }).isChecked(),
        'Query Mode is on',
      );
      const box = page.getByRole('textbox', { name: /message/i });
      assert((await box.inputValue()) === '', 'the box is empty: the question was sent');

      await page.goto(`/contacts/${grace.id}`);
      await page.getByRole('button', { name: 'More actions for Grace Hopper' }).click();
      await page.getByRole('menuitem', { name: 'Delete contact' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await waitForToast(page, 'Contact deleted');
      await waitForPath(page, '/contacts');
      const gone = await fetch(`${t.baseUrl}/api/contacts/${grace.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert(gone.status === 404, `the contact is gone (${gone.status})`);
      const mail = await t.api.call('GET', '/emails?query=COBOL', { token });
      assert(mail.items.length === 2, `her emails stay (${mail.items.length})`);
    },
  },
  {
    name: 'people at 375 px: the table and a contact fit the phone',
    async run(t) {
      const { account, grace } = await seededUser(t, 'people-phone');
      const page = await t.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await openSignedIn(page, account, '/contacts');
      await page.getByRole('link', { name: 'Alan Turing' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= PHONE.width, `nothing overflows sideways (scrollWidth ${width})`);
      await t.screen(page, 'people-table-phone');
      await page.getByRole('link', { name: 'Grace Hopper' }).click();
      await waitForPath(page, `/contacts/${grace.id}`);
      await page
        .getByRole('list', { name: 'Timeline' })
        .getByText('Proposal for Grace Hopper (US Navy)', { exact: true })
        .waitFor();
      const contactWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(contactWidth <= PHONE.width, `the contact fits (scrollWidth ${contactWidth})`);
      await t.screen(page, 'contact-page-phone');
      assert(pathOf(page) === `/contacts/${grace.id}`, 'still on the contact');
    },
  },
  {
    name: 'companies: one per work domain, a company page with its people and mail, at 1280 and 375 px',
    async run(t) {
      const { account, grace } = await seededUser(t, 'companies');
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Companies' }).click();
      await waitForPath(page, '/companies');
      // US Navy, Bletchley Park and the crowd's 240 domains; no company for a free-mail address.
      await waitForText(page, '242 companies');
      await page.getByRole('link', { name: 'Bletchley Park' }).waitFor();
      await t.screen(page, 'companies-table');
      // Virtualised like People: pages of 100 load as the end comes near, only visible rows render.
      const scroller = page.getByTestId('companies-scroll');
      for (let i = 0; i < 12; i += 1) {
        await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await page.waitForTimeout(150);
      }
      await page.getByRole('link', { name: 'US Navy' }).waitFor();
      const rendered = await page.locator('tbody tr').count();
      assert(rendered < 80, `only the visible companies are in the DOM (${rendered})`);
      // By last contacted: Bletchley Park (October) before US Navy (January).
      await page.getByRole('button', { name: /Last contacted/ }).click();
      const companyNames = () =>
        page.locator('tbody tr td:first-child a').evaluateAll((links) => links.map((a) => a.textContent));
      await waitFor(async () => (await companyNames()).slice(0, 2).join() === 'Bletchley Park,US Navy', {
        describe: 'Bletchley Park then US Navy by last contacted',
        lastSeen: async () => (await companyNames()).slice(0, 3).join(),
      });
      // The whole row opens the company: a click on its people count.
      await scroller.evaluate((el) => el.scrollTo(0, 0));
      const box = await page.locator('tbody tr').first().locator('td').nth(2).boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('heading', { name: 'Bletchley Park' }).waitFor();
      await page.goBack();
      await waitForPath(page, '/companies');
      await page.getByLabel('Search companies').fill('navy');
      await waitForText(page, '1 company');
      // US Navy is named from the CSV's Company column; its page has Grace and her mail.
      await page.getByRole('link', { name: 'US Navy' }).click();
      await page.getByRole('heading', { name: 'US Navy' }).waitFor();
      await page.getByRole('list', { name: 'Mail with this company' }).getByText('Re: COBOL draft').waitFor();
      await t.screen(page, 'company-page');
      await page.getByRole('list', { name: 'People' }).getByRole('link', { name: 'Grace Hopper' }).click();
      await waitForPath(page, `/contacts/${grace.id}`);
      // And her page links back to her company.
      await page.getByRole('link', { name: 'US Navy →' }).click();
      await page.getByRole('heading', { name: 'US Navy' }).waitFor();

      const phone = await t.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await openSignedIn(phone, account, '/companies');
      await phone.getByRole('link', { name: 'Bletchley Park' }).waitFor();
      await phone.getByLabel('Search companies').fill('navy');
      await phone.getByRole('link', { name: 'US Navy' }).waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= PHONE.width, `the companies fit the phone (scrollWidth ${width})`);
      await t.screen(phone, 'companies-table-phone');
      await phone.getByRole('link', { name: 'US Navy' }).click();
      await phone.getByRole('heading', { name: 'US Navy' }).waitFor();
      const companyWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
      assert(companyWidth <= PHONE.width, `the company fits (scrollWidth ${companyWidth})`);
      await t.screen(phone, 'company-page-phone');
    },
  },
];
