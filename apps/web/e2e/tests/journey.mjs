/**
 * The journey of issue 5 "Done when", in one browser: sign up → code from the dev outbox →
 * sign in → /verify-email → verify → onboarding with a CSV import → workspace → Input Mode post
 * update → Query Mode question answered with a source → rename and search chats → sign out.
 */
import { join } from 'node:path';
import { PASSWORD, uniqueEmail } from '../lib/api.mjs';
import { chooseMode, openSources, visibleText } from '../lib/app.mjs';
import { FIXTURES_DIR } from '../lib/constants.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';
import { fillSignUp, typeOtp } from './auth.mjs';

const UPDATE = 'Met Jane Doe from Acme Corp, she wants a demo on Tuesday. jane@acme.com';
const QUESTION = 'Who is Jane Doe?';
const GOALS = 'Follow up with every lead within two days and grow renewals at Acme.';
const CSV_HEADERS = ['First Name', 'Last Name', 'Email', 'Company', 'Phone'];

const storageOf = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

async function expectStep(page, n, percent) {
  await waitForText(page, `Step ${n} of 5`);
  await waitForText(page, `${percent}% Complete`);
  const now = await page.getByRole('progressbar').getAttribute('aria-valuenow');
  assert(Number(now) === percent, `the progress bar shows ${percent}, saw ${now}`);
}

/** The message box of the workspace. */
const messageBox = (page) => page.getByRole('textbox', { name: 'Message' });

async function sendMessage(page, text) {
  const box = messageBox(page);
  await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
  await box.fill(text);
  await box.press('Enter');
}

export default [
  {
    name: 'journey: sign up → verify → onboarding with CSV → post update → query with a source → rename/search → sign out',
    timeout: 150_000,
    async run(t) {
      const page = await t.newPage();
      const email = uniqueEmail('journey');

      // Sign up, then the code from the dev outbox.
      await page.goto('/sign-up');
      await fillSignUp(page, { first: 'Jo', last: 'Tester', email, password: PASSWORD, confirm: PASSWORD });
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await waitForToast(page, 'Account created', 'Account Created Successfully');
      await waitForPath(page, '/sign-in');
      // The URL changes before the lazily loaded page replaces the sign-up form (both have an
      // Email field): wait for the sign-in form itself before typing into it.
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      const code = await t.api.otpFor(email);
      assert(/^\d{6}$/.test(code), `the mailed code has 6 digits: ${code}`);

      // Sign in: an unverified user lands on /verify-email.
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/verify-email');
      for (const key of ['access_token', 'refresh_token', 'user_id']) {
        assert(await storageOf(page, key), `sign-in stores ${key}`);
      }
      await typeOtp(page, code);
      await waitForToast(page, 'OTP Verified');

      // Onboarding: not complete yet, so / sends the user to the wizard.
      await waitForPath(page, '/onboarding');
      await expectStep(page, 1, 20);
      assert(
        (await page.getByRole('button', { name: 'Back', exact: true }).count()) === 0,
        'no Back on the first step',
      );
      await t.screen(page, 'onboarding-1-welcome');
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await expectStep(page, 2, 40);
      assert((await storageOf(page, 'onboarding_step')) === '1', 'the step index is kept in local storage');
      await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
      await page.getByLabel('Your goals').fill(GOALS);
      await t.screen(page, 'onboarding-2-goals');
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await expectStep(page, 3, 60);
      await page.getByRole('button', { name: 'Skip for now' }).waitFor();
      await page.getByLabel('Choose CSV files').setInputFiles(join(FIXTURES_DIR, 'contacts.csv'));
      const table = page.locator('table').first();
      await table.waitFor();
      const headers = (await table.locator('thead th').allInnerTexts()).map((s) => s.trim());
      assert(
        JSON.stringify(headers) === JSON.stringify(CSV_HEADERS),
        `the preview shows the headers, saw ${JSON.stringify(headers)}`,
      );
      const rows = await table.locator('tbody tr').count();
      assert(rows === 5, `the preview shows the first 5 of 7 rows, saw ${rows}`);
      await waitForText(page, 'Grace');
      assert((await table.getByText('Barbara').count()) === 0, 'the 7th row is not in the preview');
      await t.screen(page, 'onboarding-3-csv-preview');
      await page.getByRole('button', { name: 'Process files' }).click();
      await waitForToast(page, 'Files processed');
      // The import really ran: the 7 contacts are on the server.
      await waitFor(
        async () => {
          const token = await storageOf(page, 'access_token');
          const { items } = await t.api.call('GET', '/contacts?limit=50', { token });
          const emails = items.map((c) => c.email);
          return (
            items.length === 7 &&
            emails.includes('grace@navy.example') &&
            emails.includes('barbara@mit.example')
          );
        },
        { timeout: 20_000, describe: 'the 7 imported contacts from GET /api/contacts' },
      );
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await expectStep(page, 4, 80);
      await page.getByRole('button', { name: 'Connect Gmail' }).waitFor();
      await t.screen(page, 'onboarding-4-connect-email');
      await page.getByRole('button', { name: 'Skip for now' }).click();

      await expectStep(page, 5, 100);
      await waitForText(page, "You're All Set!");
      await t.screen(page, 'onboarding-5-all-set');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      // The workspace.
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Chats' }).waitFor();
      const token = await storageOf(page, 'access_token');
      const profile = await t.api.call('GET', '/profile', { token });
      assert(profile.onBoardingCompleted === true, 'finishing marks onboarding complete');
      assert(
        profile.user_description === GOALS,
        `the goals are saved as the description: ${profile.user_description}`,
      );
      await waitForText(page, 'No messages yet');
      await t.screen(page, 'workspace-empty');

      // Input Mode: a post update.
      await chooseMode(page, 'Input Mode');
      await sendMessage(page, UPDATE);
      await waitForToast(page, 'Post Update Success', 'Your post update has been successfully posted');
      await waitForPath(page, /^\/chat\/[0-9a-f-]{36}$/);
      const chatId = new URL(page.url()).pathname.split('/').pop();
      await waitForText(page, UPDATE);
      assert((await messageBox(page).inputValue()) === '', 'the box is empty after a successful post');
      // The chat's sidebar row previews the update (its last entry), not "No messages yet".
      const postedRow = page.locator(`a[href="/chat/${chatId}"]`);
      await waitFor(async () => (await visibleText(postedRow)).includes(UPDATE.slice(0, 15)), {
        describe: 'the sidebar row previewing the post update',
        lastSeen: () => visibleText(postedRow),
      });
      await t.screen(page, 'workspace-post-update');

      // Query Mode: the answer mentions Acme and shows a source.
      await chooseMode(page, 'Query Mode');
      await sendMessage(page, QUESTION);
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await waitFor(
        async () => {
          const text = await visibleText(conversation);
          return text.includes(QUESTION) && /Acme/.test(text.split(QUESTION).slice(1).join(''));
        },
        {
          timeout: 20_000,
          describe: 'an answer that mentions Acme',
          lastSeen: () => visibleText(conversation),
        },
      );
      const sources = page.getByText(/^Sources \(\d+\)$/).first();
      await sources.waitFor({ timeout: 10_000 });
      await openSources(sources);
      await t.screen(page, 'workspace-query-answer');

      // /chat/{chatId} after a reload: the timeline comes back from the server, ascending by createdAt.
      await page.reload();
      await waitFor(
        async () => {
          const text = await visibleText(conversation);
          const update = text.indexOf(UPDATE);
          const question = text.indexOf(QUESTION);
          return update !== -1 && question > update && /Acme/.test(text.slice(question + QUESTION.length));
        },
        {
          describe: 'the conversation restored in order after a reload',
          lastSeen: () => visibleText(conversation),
        },
      );

      // The title is generated after the first query; then rename it.
      const renameButton = page.getByRole('button', { name: /^Rename chat / }).first();
      await waitFor(
        async () => !/Rename chat New Chat$/.test((await renameButton.getAttribute('aria-label')) ?? ''),
        { describe: 'a generated chat title', lastSeen: () => renameButton.getAttribute('aria-label') },
      );
      await renameButton.click();
      const titleBox = page.getByRole('textbox', { name: 'Chat title' });
      await titleBox.fill('Acme pipeline');
      await titleBox.press('Enter');
      const chatLink = page.locator(`a[href="/chat/${chatId}"]`);
      await waitFor(async () => (await visibleText(chatLink)).includes('Acme pipeline'), {
        describe: 'the renamed row',
        lastSeen: () => visibleText(chatLink),
      });
      // The row: title, today's time (h:mm a) and the last message as a preview of at most 20 characters.
      const rowText = await visibleText(chatLink);
      assert(/\b\d{1,2}:\d{2}\s?(AM|PM)\b/.test(rowText), `the row shows today's time: ${rowText}`);
      assert(rowText.includes(QUESTION), `the row previews the last message: ${rowText}`);
      await waitFor(
        async () => {
          const chats = await t.api.call('GET', '/chat/user', {
            token: await storageOf(page, 'access_token'),
          });
          return chats.find((c) => c.id === chatId)?.title === 'Acme pipeline';
        },
        { describe: 'the new title saved on the server' },
      );

      // Search chats: case-insensitive title match, no-match text, Clear.
      const search = page.getByPlaceholder('Search chats...');
      await search.fill('ACME PIPE');
      await waitFor(async () => (await chatLink.count()) === 1, { describe: 'the row to match "ACME PIPE"' });
      await search.fill('zzz-nothing');
      await waitForText(page, 'No chats found matching "zzz-nothing"');
      assert((await chatLink.count()) === 0, 'a non-matching query hides the row');
      await t.screen(page, 'workspace-search-no-match');
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await chatLink.waitFor();
      assert((await search.inputValue()) === '', 'Clear empties the search box');

      // Sign out from the user menu.
      await page.getByRole('button', { name: /Account menu for / }).click();
      await page.getByRole('menu').waitFor();
      await t.screen(page, 'user-menu');
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await waitForToast(page, 'Signed out', 'You have been signed out of your account.');
      await waitForPath(page, '/sign-in');
      assert((await storageOf(page, 'access_token')) === null, 'sign out removes the access token');
      await page.goto('/');
      await waitForPath(page, '/sign-in');
    },
  },
];
