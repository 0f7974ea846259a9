/** Spec §2 onboarding wizard and the §5 import-step checks. */
import { openSignedIn } from '../lib/api.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

const file = (name, mimeType, text) => ({ name, mimeType, buffer: Buffer.from(text) });

export default [
  {
    name: 'onboarding: the step survives a reload, Back goes back, and the import step checks its files',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'wizard', onboarded: false });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await waitForPath(page, '/onboarding');
      await waitForText(page, 'Step 1 of 5');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await waitForText(page, 'Step 2 of 5');
      // Empty goals: Next just advances.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await waitForText(page, 'Step 3 of 5');

      await page.reload();
      await waitForText(page, 'Step 3 of 5');
      await waitForText(page, '60% Complete');
      assert(
        (await page.evaluate(() => localStorage.getItem('onboarding_step'))) === '2',
        'step index 2 is stored',
      );

      await page.getByRole('button', { name: 'Process files' }).click();
      await waitForToast(page, 'No files selected');

      const picker = page.getByLabel('Choose CSV files');
      await picker.setInputFiles(file('photo.png', 'image/png', 'not really a png'));
      await waitForToast(page, 'Invalid file type', 'Please upload CSV, Excel, JSON, or text files only.');

      await picker.setInputFiles(file('notes.txt', 'text/plain', 'just some notes'));
      await page.getByRole('button', { name: 'Process files' }).click();
      await waitForToast(page, 'No CSV file detected', 'Please upload a CSV file to process');
      await t.screen(page, 'onboarding-import-no-csv');

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await waitForText(page, 'Step 2 of 5');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await waitForText(page, 'Step 1 of 5');
      await waitFor(
        async () => (await page.getByRole('button', { name: 'Back', exact: true }).count()) === 0,
        { describe: 'no Back button on the first step' },
      );
    },
  },
];
