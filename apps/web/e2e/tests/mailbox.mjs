/**
 * The mailbox connection (spec §2, decisions.md Mailbox) against a stand-in Google: the
 * workspace's mailbox button (the "Connect a mailbox" dialog's Gmail choice), the callback page's three states, "already connected".
 */
import { openSignedIn } from '../lib/api.mjs';
import { FAKE_GMAIL_ADDRESS, FAKE_GMAIL_MESSAGES } from '../lib/fake-google.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

export default [
  {
    name: 'mailbox: Connect Gmail goes to the provider and back, "Successfully Connected!", then / and "already connected"; the sync completes and Disconnect deletes its mail',
    timeout: 120_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'mailbox' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await waitForText(page, 'No messages yet');
      await page.getByRole('button', { name: 'Connect a mailbox' }).click();
      await page
        .getByRole('dialog', { name: 'Connect a mailbox' })
        .getByRole('button', { name: 'Connect Gmail' })
        .click();

      await waitForPath(page, '/auth/google/callback');
      const params = new URL(page.url()).searchParams;
      const code = params.get('code');
      assert(code && params.get('state'), 'the provider sent code and state back');
      await waitForText(page, 'Successfully Connected!');
      // §9: to / after 2 seconds.
      const shownAt = Date.now();
      await waitForPath(page, '/', { timeout: 6_000 });
      const waited = Date.now() - shownAt;
      assert(waited > 1_000, `the success state stays about 2 s before going home, went after ${waited} ms`);

      const exchange = t.google.exchanged.at(-1);
      assert(exchange?.code === code, 'the server traded the code at the token endpoint');
      assert(
        exchange.redirect_uri.endsWith('/auth/google/callback'),
        `redirect_uri ${exchange.redirect_uri}`,
      );
      const status = await t.api.call('GET', '/gmail/status', {
        token: await page.evaluate(() => localStorage.getItem('access_token')),
      });
      assert(status.connected === true, 'the server reports the mailbox connected');
      const stored = await page.evaluate(() => JSON.stringify(localStorage));
      assert(!stored.includes('ya29.') && !stored.includes('1//'), 'mailbox tokens stay on the server');

      await waitForText(page, 'No messages yet');
      await page.getByRole('button', { name: 'Connect a mailbox' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
      await dialog.getByText('Your Gmail is already connected').waitFor();
      await dialog.getByRole('button', { name: 'Connect Gmail' }).click();
      await waitForToast(page, 'Your Gmail is already connected');
      assert(new URL(page.url()).pathname === '/', 'no second trip to the provider');
      await page.keyboard.press('Escape');

      // The sync through the fake Gmail API completes, live in Account Settings.
      await page.goto('/settings/account');
      const row = page.getByRole('listitem', { name: FAKE_GMAIL_ADDRESS });
      await row.waitFor();
      await waitFor(
        async () => {
          const text = await row.innerText();
          return text.includes('Up to date') && text.includes(`${FAKE_GMAIL_MESSAGES} emails`);
        },
        { timeout: 60_000, describe: 'the Gmail mailbox synced', lastSeen: () => row.innerText() },
      );
      assert((await row.innerText()).includes('Gmail'), 'the row names its kind');
      await row.scrollIntoViewIfNeeded();
      await t.screen(page, 'settings-mailboxes-gmail');

      // Disconnect, deleting its mail.
      await row.getByRole('button', { name: 'Disconnect' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Disconnect and delete its mail' })
        .click();
      await waitForToast(page, 'Mailbox disconnected');
      await row.waitFor({ state: 'detached' });
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const after = await t.api.call('GET', '/gmail/status', { token });
      assert(after.connected === false, 'the server reports Gmail disconnected');
      const emails = await t.api.call('GET', '/emails?limit=1', { token });
      assert(emails.total === 0, `its mail is deleted (${emails.total} left)`);
    },
  },
  {
    name: 'mailbox callback: without code and state it fails with "Missing required authentication tokens"; Go Back → /onboarding',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'callback', onboarded: false });
      const page = await t.newPage();
      await openSignedIn(page, account, '/auth/google/callback');
      await waitForText(page, 'Connection Failed');
      await waitForText(page, 'Missing required authentication tokens');
      await t.screen(page, 'mailbox-callback-error');
      await page.getByRole('link', { name: 'Go Back' }).click();
      await waitForPath(page, '/onboarding');
    },
  },
  {
    name: 'mailbox callback: a forged state is refused by the server and shown as Connection Failed',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'forged' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/auth/google/callback?code=code-forged&state=forged');
      await waitForText(page, 'Connection Failed');
      const status = await t.api.call('GET', '/gmail/status', { token: account.accessToken });
      assert(status.connected === false, 'nothing was connected');
      await waitFor(async () => (await page.getByRole('link', { name: 'Go Back' }).count()) === 1, {
        describe: 'the Go Back link',
      });
    },
  },
];
