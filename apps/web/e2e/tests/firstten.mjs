/**
 * Issue 26, "The first ten minutes": what a new user trips over. Each journey checks one fix in
 * Chromium, with screenshots (light and dark) and axe at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { createApi, openSignedIn } from '../lib/api.mjs';
import { chooseMode, visibleText } from '../lib/app.mjs';
import { DESKTOP, PHONE } from '../lib/constants.mjs';
import { startFakeLlm } from '../lib/fake-llm.mjs';
import { startServer } from '../lib/server.mjs';
import { assert, pathOf, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

/** A server with no Google sign-in set up (the suite's own server has the fake Google). */
async function withPlainServer(fn) {
  const plain = await startServer({});
  try {
    await fn({ baseUrl: plain.baseUrl, api: createApi(plain.baseUrl) });
  } finally {
    await plain.stop();
  }
}

/** Uploads `csv` as the user's CSV import and waits until they have `expected` contacts. */
async function importCsv(t, token, csv, expected) {
  const form = new FormData();
  form.append('files', new Blob([csv]), 'people.csv');
  const res = await fetch(`${t.baseUrl}/api/csv/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert(res.status === 202, `csv upload answered ${res.status}`);
  await waitFor(async () => (await t.api.call('GET', '/contacts?limit=1', { token })).total === expected, {
    describe: 'the CSV imported',
  });
}

const bodyText = (page) => page.evaluate(() => document.body.innerText);
const messageBox = (page) => page.getByRole('textbox', { name: 'Message' });

async function sendMessage(page, text) {
  const box = messageBox(page);
  await box.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Pastes `text` into the message box (Input Mode treats CSV text as an upload named pasted.csv). */
async function pasteIntoBox(page, text) {
  const box = messageBox(page);
  await box.focus();
  await box.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const LENA_ASK = 'Could you send the revised quote for the 40 sensors by Friday?';

/** A thread with Lena Fischer: the user wrote, she answered with an ask. */
function lenaThread(owner) {
  const mail = (id, from, to, day, body, reply) =>
    [
      `From x@y Mon Jan 06 09:00:00 2025`,
      `Message-ID: <${id}@draft.e2e>`,
      ...(reply ? [`In-Reply-To: <${reply}@draft.e2e>`, `References: <${reply}@draft.e2e>`] : []),
      `From: ${from}`,
      `To: ${to}`,
      'Subject: Sensor quote',
      `Date: ${day} Oct 2026 09:00:00 +0000`,
      '',
      body,
      '',
    ].join('\n');
  return [
    mail(
      'q1',
      `Sam <${owner}>`,
      'Lena Fischer <lena@northwind.example>',
      20,
      'Hi Lena,\n\nThanks for the call. I will prepare the quote.\n\nSam',
    ),
    mail(
      'q2',
      'Lena Fischer <lena@northwind.example>',
      `Sam <${owner}>`,
      21,
      `Hi Sam,\n\nThank you. ${LENA_ASK} Our board meets on Monday.\n\nLena`,
      'q1',
    ),
  ].join('\n');
}

/** Imports Lena's thread as the user's archive and waits until she is a contact. */
async function withLenaThread(baseUrl, api, account) {
  const form = new FormData();
  form.append('file', new Blob([lenaThread(account.email)]), 'quote.mbox');
  const res = await fetch(`${baseUrl}/api/mailboxes/mbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  assert(res.status === 202, `mbox upload answered ${res.status}`);
  await waitFor(
    async () => (await api.call('GET', '/contacts?query=lena', { token: account.accessToken })).total === 1,
    { timeout: 30_000, describe: 'Lena a contact' },
  );
}

/** Asks in Query Mode and waits for the answer holding `expected`. */
async function askForDraft(page, question, expected) {
  await chooseMode(page, 'Query Mode');
  await sendMessage(page, question);
  await waitForText(page, expected, { timeout: 30_000 });
  assert(!(await bodyText(page)).includes('trying to post an update'), 'not refused as an update');
}

/** Whether two boxes (playwright's boundingBox) overlap. */
const overlaps = (a, b) =>
  Boolean(a && b) &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

/**
 * The part of an element a person can see: its box cut to every scrolling ancestor and to the
 * viewport (a long answer still typing itself out reaches below the list's fold, behind the
 * composer, where a toast over the composer hides nothing of it). Null when none of it shows.
 */
async function visibleBox(el) {
  return el.evaluate((node) => {
    let { left, top, right, bottom } = node.getBoundingClientRect();
    for (let up = node.parentElement; up; up = up.parentElement) {
      if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(up).overflowY)) continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    return right > left && bottom > top
      ? { x: left, y: top, width: right - left, height: bottom - top }
      : null;
  });
}

/** The shown toast must cover no heading, not the mode switch and not the visible newest message. */
async function assertToastCoversNothing(page, what) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await toast.waitFor();
  const box = await toast.boundingBox();
  const guarded = [
    ...(await page.getByRole('heading').all()),
    page.getByRole('radiogroup', { name: 'Chat mode' }),
    page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').last(),
  ];
  for (const el of guarded) {
    if ((await el.count()) === 0 || !(await el.isVisible())) continue;
    const covered = await visibleBox(el);
    assert(
      !overlaps(box, covered),
      `${what}: the toast ${JSON.stringify(box)} covers ${await el.evaluate((n) => n.outerHTML.slice(0, 80))} ${JSON.stringify(covered)}`,
    );
  }
}

export default [
  {
    name: 'first ten: toasts cover no heading, mode switch or newest message; the email panel shares the width; the phone header is a menu',
    timeout: 150_000,
    async run(t) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const account = await t.api.createUser({ prefix: `layout${size}` });
        await withLenaThread(t.baseUrl, t.api, account);
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/');
        await waitForText(page, 'No messages yet');
        await chooseMode(page, 'Input Mode');
        await sendMessage(page, 'Met Lena Fischer from Northwind, she wants the sensor quote by Friday.');
        await waitForToast(page, 'Post Update Success');
        await assertToastCoversNothing(page, `${size} after a post update`);
        await t.screen(page, `first ten toast placement ${size}`);

        await askForDraft(page, 'Draft a reply to Lena Fischer', 'Last message, from Lena Fischer');
        await page.getByRole('button', { name: 'Voice input', exact: true }).click();
        await waitForToast(page, 'coming soon');
        await assertToastCoversNothing(page, `${size} after a question`);
        await t.screen(page, `first ten toast after an answer ${size}`);
        const link = page.getByRole('button', { name: /^\[email, 21 Oct 2026\]/ }).last();
        await link.click();
        const panel = page.getByTestId('source-panel');
        await panel.waitFor();
        if (size === '1280') {
          // Beside the chat, not over it: the composer and the newest answer end where the panel starts.
          const side = await panel.boundingBox();
          const composer = await messageBox(page).boundingBox();
          const answer = await page
            .getByRole('list', { name: 'Conversation' })
            .getByRole('listitem')
            .last()
            .boundingBox();
          assert(
            composer.x + composer.width <= side.x,
            `the composer ends before the panel: ${JSON.stringify({ composer, side })}`,
          );
          assert(
            answer.x + answer.width <= side.x,
            `the answer ends before the panel: ${JSON.stringify({ answer, side })}`,
          );
          await t.screen(page, 'first ten email panel beside the chat 1280');
        }
        await panel.getByRole('button', { name: 'Close' }).click();
        await panel.waitFor({ state: 'detached' });

        if (size === '375') {
          const banner = page.getByRole('banner');
          const fits = await banner.evaluate((el) => el.scrollWidth <= el.clientWidth);
          assert(fits, 'the header fits a 375 px phone');
          await banner.getByRole('button', { name: 'Go to' }).click();
          await page.getByRole('menuitem', { name: 'Follow-ups' }).waitFor();
          await t.screen(page, 'first ten phone header menu 375');
          await page.getByRole('menuitem', { name: 'Follow-ups' }).click();
          await waitForPath(page, '/follow-ups');
        }
      }
    },
  },
  {
    name: 'first ten: "Draft a reply to X" is a question: without a model the open asks and the last message; with one a draft with Copy',
    timeout: 200_000,
    async run(t) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const account = await t.api.createUser({ prefix: `draft${size}` });
        await withLenaThread(t.baseUrl, t.api, account);
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/');
        await waitForText(page, 'No messages yet');
        // The reply types itself out: its last line shows last.
        await askForDraft(page, 'Draft a reply to Lena Fischer', 'Last message, from Lena Fischer');
        const text = await bodyText(page);
        assert(
          text.includes('Writing the reply itself needs a language model'),
          'says drafting needs a model',
        );
        assert(text.includes(`Open ask: ${LENA_ASK}`), 'the open ask is listed');
        assert(!/LLM_|BASE_URL/.test(text), 'no server setting in end-user text');
        await page
          .getByRole('button', { name: /^\[email, 21 Oct 2026\]/ })
          .first()
          .waitFor();
        await t.screen(page, `first ten draft without model ${size}`);
      }
      const llm = await startFakeLlm();
      let server = null;
      try {
        server = await startServer(llm.env);
        const api = createApi(server.baseUrl);
        for (const [size, viewport] of [
          ['1280', DESKTOP],
          ['375', PHONE],
        ]) {
          const account = await api.createUser({ prefix: `draftllm${size}` });
          await withLenaThread(server.baseUrl, api, account);
          const page = await t.newPage({ viewport, baseURL: server.baseUrl });
          await page
            .context()
            .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
          await openSignedIn(page, account, '/');
          await waitForText(page, 'No messages yet');
          await askForDraft(page, 'write an email to Lena', 'A draft reply to Lena Fischer');
          const draft = page.getByRole('figure', { name: 'Drafted reply' });
          await draft.waitFor();
          const drafted = await visibleText(draft);
          assert(drafted.startsWith('Hi Lena,') && drafted.includes(LENA_ASK), `the draft: ${drafted}`);
          await draft.getByRole('button', { name: 'Copy' }).click();
          await draft.getByRole('button', { name: 'Copied' }).waitFor();
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          assert(
            copied.startsWith('Hi Lena,\n') && !copied.includes('>'),
            `copied: ${JSON.stringify(copied)}`,
          );
          await t.screen(page, `first ten draft with model ${size}`);
        }
      } finally {
        await server?.stop();
        await llm.close();
      }
    },
  },
  {
    name: 'first ten: a CSV import says what it created, updated, merged and skipped, offers the skipped rows, and clears itself when clean',
    timeout: 150_000,
    async run(t) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const account = await t.api.createUser({ prefix: `importresult${size}` });
        const page = await t.newPage({ viewport, acceptDownloads: true });
        await openSignedIn(page, account, '/');
        await waitForText(page, 'No messages yet');
        await chooseMode(page, 'Input Mode');
        await pasteIntoBox(
          page,
          'Name,Email\nZed Zulu,zed@zulu.example\nYan Yu,yan@yu.example\nZed Zulu,ZED@zulu.example\nNo Address,not-an-email',
        );
        const panel = page.getByRole('region', { name: 'Uploads' });
        const result = panel.getByRole('status', { name: 'pasted.csv import result' });
        const said = 'Imported: 2 created, 0 updated, 1 merged, 1 skipped (Invalid email address: 1)';
        await waitFor(async () => (await result.count()) > 0 && (await visibleText(result)).includes(said), {
          timeout: 30_000,
          describe: 'the import result in the upload panel',
          lastSeen: () => visibleText(panel),
        });
        await waitForToast(page, 'CSV processed', `pasted.csv: 2 created, 0 updated, 1 merged, 1 skipped`);
        await t.screen(page, `first ten import result ${size}`);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          panel.getByRole('button', { name: 'Download skipped rows of pasted.csv' }).click(),
        ]);
        assert(download.suggestedFilename() === 'pasted-skipped.csv', download.suggestedFilename());
        const rows = readFileSync(await download.path(), 'utf8');
        assert(
          rows === 'row,reason,Name,Email\r\n5,Invalid email address,No Address,not-an-email\r\n',
          `the skipped rows as the file had them: ${JSON.stringify(rows)}`,
        );
        // With skipped rows it stays; × removes it.
        await page.waitForTimeout(11_000);
        assert((await result.count()) === 1, 'an import that skipped rows stays in the panel');
        await panel.getByRole('button', { name: 'Remove pasted.csv' }).click();
        await panel.waitFor({ state: 'detached' });

        // A clean import clears itself after 10 s.
        await pasteIntoBox(page, 'Name,Email\nXia Xu,xia@xu.example');
        await waitFor(async () => (await visibleText(result)).includes('Imported: 1 created'), {
          timeout: 30_000,
          describe: 'the clean import result',
          lastSeen: () => visibleText(panel),
        });
        await panel.waitFor({ state: 'detached', timeout: 15_000 });
      }
    },
  },
  {
    name: 'first ten: a mailbox disconnected keeping its mail stays listed; removing it with its mail says how many contacts go and removes them',
    timeout: 150_000,
    async run(t) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const account = await t.api.createUser({ prefix: `remove${size}` });
        const token = account.accessToken;
        await t.api.call('POST', '/mailboxes/demo', { token });
        const contacts = async () => (await t.api.call('GET', '/contacts?limit=1', { token })).total;
        await waitFor(
          async () =>
            (await t.api.call('GET', '/mailboxes', { token })).items[0]?.status === 'completed' &&
            (await contacts()) > 0,
          { timeout: 60_000, describe: 'the demo mailbox synced' },
        );
        const made = await contacts();
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/settings/account');
        const row = page.getByRole('listitem', { name: 'Demo mailbox' });
        await row.getByRole('button', { name: 'Disconnect' }).click();
        const disconnect = page.getByRole('alertdialog', { name: 'Disconnect Demo mailbox?' });
        await disconnect.getByRole('button', { name: 'Disconnect, keep its mail' }).click();
        await waitForToast(page, 'Mailbox disconnected');
        await waitFor(async () => (await visibleText(row)).includes('Disconnected'), {
          describe: 'the row to say "Disconnected"',
          lastSeen: () => visibleText(row),
        });
        await row.getByRole('button', { name: 'Reconnect' }).waitFor();
        assert(
          (await row.getByRole('button', { name: 'Sync now' }).count()) === 0,
          'no Sync now while disconnected',
        );
        assert((await contacts()) === made, 'disconnecting keeps the contacts');
        await t.screen(page, `first ten mailbox disconnected ${size}`);

        await row.getByRole('button', { name: 'Remove' }).click();
        const remove = page.getByRole('alertdialog', { name: 'Remove Demo mailbox?' });
        const counts = remove.getByTestId('mailbox-removal');
        await waitFor(
          async () =>
            (await visibleText(counts)).includes(`${made} contacts that came only from its mail go too`),
          {
            describe: 'the dialog to say how many contacts go',
            lastSeen: () => visibleText(counts),
          },
        );
        await t.screen(page, `first ten remove mailbox counts ${size}`);
        await remove.getByRole('button', { name: 'Remove with its mail' }).click();
        await waitForToast(page, 'Mailbox removed');
        await row.waitFor({ state: 'detached' });
        assert((await contacts()) === 0, 'its made-up contacts went with it');
        await waitForText(page, 'No mailbox is connected.');
      }
    },
  },
  {
    name: 'first ten: onboarding offers only what the server can use, and the demo card shows its state',
    timeout: 150_000,
    async run(t) {
      await withPlainServer(async ({ baseUrl, api }) => {
        for (const [size, viewport] of [
          ['1280', DESKTOP],
          ['375', PHONE],
        ]) {
          const account = await api.createUser({ prefix: `connect${size}`, onboarded: false });
          const page = await t.newPage({ viewport, baseURL: baseUrl });
          await page.goto('/sign-in');
          await page.evaluate(() => localStorage.setItem('onboarding_step', '3'));
          await openSignedIn(page, account, '/onboarding');
          await waitForText(page, 'Step 4 of 5');
          const demo = page.getByRole('button', { name: 'Try the demo mailbox' });
          await demo.waitFor();
          assert(
            (await page.getByRole('button', { name: 'Connect Gmail' }).count()) === 0,
            'no "Connect Gmail" on a server without Google sign-in',
          );
          await t.screen(page, `first ten onboarding connect no gmail ${size}`);
          if (size === '1280') {
            await page.getByRole('button', { name: 'Other mailbox (IMAP, archive)' }).click();
            const dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
            await dialog.getByRole('tab', { name: 'IMAP' }).waitFor();
            assert((await dialog.getByRole('tab', { name: 'Gmail' }).count()) === 0, 'no Gmail tab');
            await dialog.getByRole('tab', { name: 'Demo' }).click();
            await waitForText(page, '240 made-up emails');
            await t.screen(page, 'first ten connect dialog no gmail');
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'hidden' });
          }
          await demo.click();
          await waitForText(page, 'Demo mailbox:');
          await waitForText(page, 'Demo mailbox: Up to date', { timeout: 60_000 });
          assert((await demo.count()) === 0, 'the demo button gives way to its state');
          const text = await bodyText(page);
          assert(!/GOOGLE_|CLIENT_ID/.test(text), 'no server setting in end-user text');
          await t.screen(page, `first ten onboarding demo added ${size}`);
        }
      });
    },
  },
  {
    name: 'first ten: an Input Mode chat is titled from its first update; a chat is deleted after a confirmation, with Undo',
    timeout: 120_000,
    async run(t) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const account = await t.api.createUser({ prefix: `chats${size}` });
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/');
        await waitForText(page, 'No messages yet');
        await chooseMode(page, 'Input Mode');
        await sendMessage(page, 'Met Dana Scully from Initech, she wants a quote for 40 sensors by Friday.');
        await waitForToast(page, 'Post Update Success');
        await waitForPath(page, /^\/chat\/[0-9a-f-]{36}$/);
        const chatId = new URL(page.url()).pathname.split('/').pop();
        const chats = () => t.api.call('GET', '/chat/user', { token: account.accessToken });
        let title = '';
        await waitFor(
          async () => {
            title = (await chats()).find((c) => c.id === chatId)?.title ?? '';
            return title !== '' && title !== 'New Chat';
          },
          { describe: 'the chat titled from its first update', lastSeen: async () => title },
        );
        if (size === '375') await page.getByRole('button', { name: 'Open chats' }).click();
        const row = page.locator(`a[href="/chat/${chatId}"]`);
        await waitFor(async () => (await visibleText(row)).includes(title), {
          describe: 'the sidebar row showing the new title',
          lastSeen: () => visibleText(row),
        });

        await page.getByRole('button', { name: `Delete chat ${title}` }).click();
        const confirm = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
        await confirm.waitFor();
        await t.screen(page, `first ten delete chat confirm ${size}`);
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await waitForToast(page, 'Chat deleted', title);
        await waitForPath(page, '/');
        if (size === '375') await page.getByRole('button', { name: 'Open chats' }).click();
        await row.waitFor({ state: 'detached' });
        await t.screen(page, `first ten chat deleted undo toast ${size}`);
        await page.getByRole('button', { name: 'Undo' }).click();
        await row.waitFor();
        assert(
          (await chats()).some((c) => c.id === chatId),
          'Undo keeps the chat on the server',
        );
        if (size === '375' && !(await row.isVisible()))
          await page.getByRole('button', { name: 'Open chats' }).click();

        await page.getByRole('button', { name: `Delete chat ${title}` }).click();
        await page
          .getByRole('alertdialog', { name: `Delete “${title}”?` })
          .getByRole('button', { name: 'Delete', exact: true })
          .click();
        await row.waitFor({ state: 'detached' });
        await waitFor(async () => !(await chats()).some((c) => c.id === chatId), {
          timeout: 15_000,
          describe: 'the chat deleted on the server once the undo window is over',
        });
      }
    },
  },
  {
    name: 'first ten: People sorts by every column, a click anywhere on a row opens the person, one name per source',
    timeout: 120_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'sorts' });
      const token = account.accessToken;
      const csv = [
        'First Name,Last Name,Email,Company,Title,Phone',
        'Grace,Hopper,grace@navy.example,US Navy,Rear Admiral,+1 555 0101',
        'Alan,Turing,alan@bletchley.example,Bletchley Park,Cryptanalyst,',
        'Katherine,Johnson,katherine@nasa.example,NASA,Mathematician,',
        'Nobody,Blank,nobody@blank.example,,,',
      ].join('\n');
      await importCsv(t, token, csv, 4);
      const page = await t.newPage();
      await openSignedIn(page, account, '/contacts');
      await page.getByRole('link', { name: 'Alan Turing' }).waitFor();
      const companies = () =>
        page.locator('tbody tr td:nth-child(3)').evaluateAll((cells) => cells.map((c) => c.textContent));
      for (const column of ['Company', 'Title', 'Email', 'Phone', 'Source']) {
        await page.getByRole('button', { name: new RegExp(`^${column}`) }).click();
        await waitFor(
          async () =>
            (await page
              .getByRole('columnheader', { name: new RegExp(`^${column}`) })
              .getAttribute('aria-sort')) === 'ascending',
          { describe: `the table sorted by ${column}` },
        );
      }
      await page.getByRole('button', { name: /^Company/ }).click();
      await waitFor(async () => (await companies()).join('|') === 'Bletchley Park|NASA|US Navy|', {
        describe: 'companies A–Z, the blank last',
        lastSeen: async () => (await companies()).join('|'),
      });
      const sourceCells = await page
        .locator('tbody tr td:last-child')
        .evaluateAll((cells) => cells.map((c) => c.textContent));
      assert(
        sourceCells.every((s) => s === 'CSV import'),
        `the source in words: ${sourceCells}`,
      );
      await t.screen(page, 'first ten people sorted by company 1280');

      // A click on the row's title cell (not the name) opens the person.
      const row = page.locator('tbody tr', { hasText: 'Katherine Johnson' });
      const box = await row.locator('td').nth(2).boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('heading', { name: 'Katherine Johnson' }).waitFor();
      await waitForText(page, 'CSV import');
      await t.screen(page, 'first ten contact page menu 1280');
      await page.getByRole('button', { name: 'More actions for Katherine Johnson' }).click();
      await page.getByRole('menuitem', { name: 'Delete contact' }).waitFor();
      await page.keyboard.press('Escape');

      // Keyboard: Tab reaches the row's link and Enter opens the person.
      const phone = await t.newPage({ viewport: PHONE });
      await openSignedIn(phone, account, '/contacts');
      const link = phone.getByRole('link', { name: 'Grace Hopper' });
      await link.waitFor();
      await t.screen(phone, 'first ten people 375');
      await link.focus();
      await phone.keyboard.press('Enter');
      await phone.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
      await t.screen(phone, 'first ten contact page 375');
    },
  },
  {
    name: 'first ten: People selects several contacts, exports the selection and deletes it after a confirmation',
    timeout: 120_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'select' });
      const token = account.accessToken;
      const csv = [
        'First Name,Last Name,Email,Company',
        'Grace,Hopper,grace@navy.example,US Navy',
        'Alan,Turing,alan@bletchley.example,Bletchley Park',
        'Katherine,Johnson,katherine@nasa.example,NASA',
        'Dorothy,Vaughan,dorothy@nasa.example,NASA',
      ].join('\n');
      await importCsv(t, token, csv, 4);
      for (const [size, viewport] of [
        ['375', PHONE],
        ['1280', DESKTOP],
      ]) {
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/contacts');
        await page.getByRole('link', { name: 'Alan Turing' }).waitFor();
        await page.getByRole('checkbox', { name: 'Select Alan Turing' }).check();
        await page.getByRole('checkbox', { name: 'Select Grace Hopper' }).check();
        await waitForText(page, '2 selected');
        assert(pathOf(page) === '/contacts', 'ticking a box does not open the person');
        await t.screen(page, `first ten people selection ${size}`);
        if (size === '375') continue;
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export selected' }).click(),
        ]);
        const lines = readFileSync(await download.path(), 'utf8')
          .trim()
          .split('\r\n');
        assert(
          lines.length === 3 && lines.slice(1).every((l) => /^(Alan Turing|Grace Hopper),/.test(l)),
          `the selection only (${lines.join(' / ')})`,
        );
        await page.getByRole('button', { name: 'Delete selected' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete 2 contacts?' });
        await dialog.waitFor();
        await t.screen(page, 'first ten people delete selection 1280');
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await waitForToast(page, '2 contacts deleted');
        await waitForText(page, '2 contacts');
        await page.getByRole('link', { name: 'Alan Turing' }).waitFor({ state: 'detached' });
        assert(
          (await page.getByRole('link', { name: 'Katherine Johnson' }).count()) === 1,
          'the others stay',
        );
      }
    },
  },
  {
    name: 'first ten: keyboard shortcuts: ? lists them, / focuses the message box, Ctrl+K opens the palette',
    timeout: 90_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'keys' });
      const token = account.accessToken;
      const chat = await t.api.call('POST', '/chat/create', { token, body: { title: 'Acme renewal' } });
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', PHONE],
      ]) {
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/');
        const box = page.getByRole('textbox', { name: 'Message' });
        await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('?');
        const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await help.waitFor();
        await waitForText(page, 'Focus the message box');
        await t.screen(page, `first ten shortcuts help ${size}`);
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'detached' });

        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('/');
        await waitFor(() => box.evaluate((el) => el === document.activeElement), {
          describe: '"/" focusing the message box',
        });
        assert((await box.inputValue()) === '', '"/" is not typed into the box');

        await page.keyboard.press('Control+k');
        const palette = page.getByRole('dialog', { name: 'Command palette' });
        await palette.waitFor();
        const search = palette.getByRole('combobox', { name: 'Search people, chats and actions' });
        await search.fill('acme');
        await palette.getByRole('button', { name: /Acme renewal/ }).waitFor();
        await t.screen(page, `first ten command palette ${size}`);
        await search.press('Enter');
        await waitForPath(page, `/chat/${chat.id}`);

        await page.keyboard.press('Control+k');
        await palette.getByRole('combobox').fill('input mode');
        await palette.getByRole('combobox').press('Enter');
        await waitFor(() => page.getByRole('radio', { name: 'Input Mode', exact: true }).isChecked(), {
          describe: 'the palette switching to Input Mode',
        });
      }
    },
  },
  {
    name: 'first ten: People has Import CSV; the imported people appear in the list',
    timeout: 90_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'peopleimport' });
      for (const [size, viewport] of [
        ['375', PHONE],
        ['1280', DESKTOP],
      ]) {
        const page = await t.newPage({ viewport });
        await openSignedIn(page, account, '/contacts');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import CSV' });
        await dialog.waitFor();
        const picker = dialog.getByLabel('Choose CSV files');
        await picker.setInputFiles({
          name: `team-${size}.csv`,
          mimeType: 'text/csv',
          buffer: Buffer.from(`name,email,company\nHedy Lamarr ${size},hedy${size}@film.example,MGM\n`),
        });
        await waitForText(page, `hedy${size}@film.example`);
        await t.screen(page, `first ten people import csv ${size}`);
        await dialog.getByRole('button', { name: 'Process files' }).click();
        await waitForToast(page, 'Files processed');
        await dialog.waitFor({ state: 'detached' });
        // Reloaded at most every 5 s: a reload on every poll could land each check before the list
        // had loaded on a busy machine, and never see it.
        let reloaded = Date.now();
        await waitFor(
          async () => {
            if ((await page.getByRole('link', { name: `Hedy Lamarr ${size}` }).count()) > 0) return true;
            if (Date.now() - reloaded > 5_000) {
              await page.reload();
              reloaded = Date.now();
            }
            return false;
          },
          { timeout: 30_000, describe: 'the imported person in the list' },
        );
      }
    },
  },
];
