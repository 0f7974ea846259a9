/** The chat workspace's message box (spec §2, §5): intent mismatches, Enter / Shift+Enter, limits. */
import { openSignedIn } from '../lib/api.mjs';
import { chooseMode, visibleText } from '../lib/app.mjs';
import { assert, pathOf, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

const INPUT_MISMATCH =
  "You are in input mode. I think you're trying to ask a question, please do that in Query Mode.";
const QUERY_MISMATCH =
  "You are in query mode. I think you're trying to post an update, please do that in Input Mode.";

async function openWorkspace(t, prefix) {
  const account = await t.api.createUser({ prefix });
  const page = await t.newPage();
  await openSignedIn(page, account, '/');
  await waitForPath(page, '/');
  await waitForText(page, 'No messages yet');
  const box = page.getByRole('textbox', { name: 'Message' });
  await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
  return { page, box, account };
}

export const messageBoxTests = [
  {
    name: 'workspace: a post update says what it changed in the CRM, and Undo takes it back',
    async run(t) {
      const { page, box, account } = await openWorkspace(t, 'changes');
      await chooseMode(page, 'Input Mode');
      await box.fill('Met Jane Cooper from Acme Robotics, she wants a demo on Tuesday.');
      await box.press('Enter');
      await waitForToast(page, 'Post Update Success', 'Your post update has been successfully posted');
      const changes = page.getByTestId('post-update-changes');
      await waitFor(
        async () =>
          (await changes.count()) > 0 &&
          /Created contact Jane Cooper.*Added follow-up/.test(await visibleText(changes)),
        {
          timeout: 20_000,
          describe: 'the changes line under the post update',
          lastSeen: () => page.locator('main').innerText(),
        },
      );
      const contacts = async () =>
        (await t.api.call('GET', '/contacts?query=Cooper', { token: account.accessToken })).items;
      assert((await contacts()).length === 1, 'the post update created Jane Cooper');
      await t.screen(page, 'workspace-post-update-changes');

      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForToast(page, 'Post update undone');
      await waitForText(page, 'Undone');
      await waitFor(async () => (await contacts()).length === 0, {
        describe: 'the contact the update created to be gone',
        lastSeen: async () => JSON.stringify(await contacts()),
      });
    },
  },
  {
    name: 'workspace: a question in Input Mode and an update in Query Mode are refused with the text restored',
    async run(t) {
      const { page, box } = await openWorkspace(t, 'mismatch');
      await chooseMode(page, 'Input Mode');
      const question = 'What did Acme say about the renewal?';
      await box.fill(question);
      await box.press('Enter');
      await waitForToast(page, INPUT_MISMATCH);
      await waitFor(async () => (await box.inputValue()) === question, {
        describe: 'the question restored to the box',
        lastSeen: () => box.inputValue(),
      });
      await t.screen(page, 'workspace-input-mode-mismatch');

      await chooseMode(page, 'Query Mode');
      const update = 'Met Bob Stone from Initech today, he wants a quote by Friday.';
      await box.fill(update);
      await box.press('Enter');
      await waitForToast(page, QUERY_MISMATCH);
      await waitFor(async () => (await box.inputValue()) === update, {
        describe: 'the update restored to the box',
        lastSeen: () => box.inputValue(),
      });
      assert(pathOf(page) === '/', 'a refused message creates no chat');
    },
  },
  {
    name: 'workspace: Shift+Enter adds a line, blank text is ignored, the box grows up to 240 px',
    async run(t) {
      const { page, box } = await openWorkspace(t, 'composer');
      await box.click();
      await page.keyboard.type('line one');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('line two');
      assert((await box.inputValue()) === 'line one\nline two', 'Shift+Enter inserts a newline');
      const oneLine = (await box.boundingBox()).height;

      await box.fill('   ');
      await box.press('Enter');
      assert(pathOf(page) === '/', 'a blank message is ignored');

      await box.fill(Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n'));
      await waitFor(
        async () => {
          const h = (await box.boundingBox()).height;
          return h > oneLine && h <= 240.5;
        },
        {
          describe: 'the box to grow, capped at 240 px',
          lastSeen: async () => (await box.boundingBox()).height,
        },
      );
      const capped = (await box.boundingBox()).height;
      assert(capped >= 200, `30 lines fill the box to its 240 px cap, saw ${capped}`);
    },
  },
  {
    name: 'workspace: quick labels and the voice, image and phone controls only say coming soon',
    async run(t) {
      const { page } = await openWorkspace(t, 'soon');
      for (const label of ['Top Leads', 'Email', 'Board', 'Today']) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await waitForToast(page, 'coming soon');
      }
      await t.screen(page, 'workspace-coming-soon-toast');
      const toastBox = await page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByRole('status')
        .boundingBox();
      assert(toastBox, 'the toast is visible');
      // The toast covers neither the composer's buttons nor the mode switch (1280 px wide).
      const controls = {
        'Voice input': page.getByRole('button', { name: 'Voice input', exact: true }),
        'Upload image': page.getByRole('button', { name: 'Upload image', exact: true }),
        Send: page.getByRole('button', { name: 'Send', exact: true }),
        'Chat mode': page.getByRole('radiogroup', { name: 'Chat mode' }),
      };
      for (const [control, locator] of Object.entries(controls)) {
        const box = await locator.boundingBox();
        assert(box, `${control} is visible`);
        const apart =
          toastBox.x + toastBox.width <= box.x ||
          box.x + box.width <= toastBox.x ||
          toastBox.y + toastBox.height <= box.y ||
          box.y + box.height <= toastBox.y;
        assert(apart, `the toast does not cover ${control}: ${JSON.stringify({ toastBox, box })}`);
      }
      for (const label of [
        'Voice input',
        'Upload image',
        'Phone integration',
        'Upload files',
        'Chat features',
      ]) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await waitForToast(page, 'coming soon');
      }
      assert(pathOf(page) === '/', 'nothing navigates');
    },
  },
];

const PASTED_CSV = 'Name,Email,Company\nZed Zulu,zed@zulu.example,Zulu Inc\nYan Yu,yan@yu.example,Yu Ltd';

export const pasteTests = [
  {
    name: 'workspace: CSV pasted in Input Mode goes to the upload queue as pasted.csv and is imported',
    async run(t) {
      const { page, box, account } = await openWorkspace(t, 'paste');
      await chooseMode(page, 'Input Mode');
      await box.focus();
      await box.evaluate((el, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, PASTED_CSV);
      await waitForToast(page, 'CSV Detection', 'Your post update is being treated as a CSV');
      assert((await box.inputValue()) === '', 'the pasted CSV is not put into the box');

      const panel = page.getByRole('region', { name: 'Uploads' });
      await panel.waitFor();
      await waitFor(async () => (await visibleText(panel)).includes('pasted.csv'), {
        describe: 'pasted.csv in the upload panel',
        lastSeen: () => visibleText(panel),
      });
      await waitFor(async () => /Uploaded/.test(await visibleText(panel)), {
        timeout: 20_000,
        describe: 'the pasted.csv upload to complete',
        lastSeen: () => visibleText(panel),
      });
      await t.screen(page, 'workspace-upload-panel');
      await waitFor(
        async () => {
          const { items } = await t.api.call('GET', '/contacts?limit=50', { token: account.accessToken });
          const emails = items.map((c) => c.email);
          return emails.includes('zed@zulu.example') && emails.includes('yan@yu.example');
        },
        { timeout: 20_000, describe: 'the pasted contacts on the server' },
      );
      await panel.getByRole('button', { name: 'Clear finished' }).click();
      await waitFor(async () => (await panel.count()) === 0, {
        describe: 'the panel to empty after Clear finished',
      });
    },
  },
];

export default [...messageBoxTests, ...pasteTests];
