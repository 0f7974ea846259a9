/**
 * Issue 27: a Microsoft 365 / Outlook mailbox through Microsoft's sign-in, against the in-repo fake
 * Microsoft: the "Connect a mailbox" dialog's "Microsoft 365 / Outlook" tab goes to the sign-in and
 * back to /auth/microsoft/callback, the mailbox syncs (live in Settings), Query Mode answers from
 * its mail and the cited email opens, and disconnecting keeps or deletes its mail as chosen (kept, it
 * stays listed as Disconnected and Reconnect signs in again).
 */
import { openSignedIn } from '../lib/api.mjs';
import { chooseMode, openSources, visibleText as rendered } from '../lib/app.mjs';
import { FAKE_MICROSOFT_ADDRESS } from '../lib/fake-microsoft.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';

const FACT_SUBJECT = 'Fabrikam renewal terms';
const visibleText = async (locator) => (await rendered(locator)).replace(/\s+/g, ' ');

async function connectMicrosoft(t, page, { screen = false } = {}) {
  await page.getByRole('button', { name: 'Connect a mailbox' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a mailbox' });
  await dialog.getByRole('tab', { name: 'Microsoft 365 / Outlook' }).click();
  if (screen) await t.screen(page, 'connect-mailbox-microsoft');
  await dialog.getByRole('button', { name: 'Connect Microsoft 365 / Outlook' }).click();
  await waitForPath(page, '/auth/microsoft/callback');
  const params = new URL(page.url()).searchParams;
  assert(params.get('code') && params.get('state'), 'Microsoft sent code and state back');
  await waitForText(page, 'Successfully Connected!');
  await waitForPath(page, '/', { timeout: 6_000 });
}

async function syncedRow(t, page) {
  await page.goto('/settings/account');
  const row = page.getByRole('listitem', { name: FAKE_MICROSOFT_ADDRESS });
  await row.waitFor();
  // Everything but Junk Email, Deleted Items and Drafts: the fake's three left-out messages.
  const expected = t.microsoft.messages - 3;
  await waitFor(
    async () => {
      const text = await visibleText(row);
      return text.includes('Up to date') && text.includes(`${expected} emails`);
    },
    { timeout: 60_000, describe: 'the Microsoft mailbox synced', lastSeen: () => visibleText(row) },
  );
  return row;
}

export default [
  {
    name: 'microsoft: connect Microsoft 365 / Outlook through the sign-in, see it sync, ask Query Mode about its mail and open the cited email; disconnect keeps its mail and Reconnect signs in again',
    timeout: 150_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'microsoft' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await waitForText(page, 'No messages yet');
      await connectMicrosoft(t, page, { screen: true });
      const stored = await page.evaluate(() => JSON.stringify(localStorage));
      assert(!stored.includes('EwB') && !stored.includes('M.R3_'), 'Microsoft tokens stay on the server');

      const row = await syncedRow(t, page);
      const text = await visibleText(row);
      assert(text.includes('Microsoft 365 / Outlook'), `the row names its kind: "${text}"`);
      await row.scrollIntoViewIfNeeded();
      await t.screen(page, 'settings-mailboxes-microsoft');
      // Its Outlook contacts can be read again from Settings, as Gmail's can.
      await row.getByRole('button', { name: 'Sync contacts' }).click();
      await waitForToast(page, 'Contact sync started');

      await page.goto('/');
      await chooseMode(page, 'Query Mode');
      const box = page.getByRole('textbox', { name: 'Message' });
      await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
      await box.fill('What discount did Fabrikam ask for?');
      await box.press('Enter');
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await waitFor(async () => /12%/.test(await visibleText(conversation)), {
        timeout: 30_000,
        describe: 'an answer with the discount',
        lastSeen: () => visibleText(conversation),
      });
      const sources = page.getByText(/^Sources \(\d+\)$/).first();
      await sources.waitFor({ timeout: 10_000 });
      await openSources(sources);
      await page
        .getByRole('button', { name: new RegExp(FACT_SUBJECT) })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: 'Email' });
      await panel.getByText('Dana Whitfield <dana@fabrikam.example>').waitFor();
      const marked = await rendered(panel.locator('mark').first());
      assert(marked.includes('12% discount'), `the cited passage is highlighted: "${marked}"`);
      await t.screen(page, 'microsoft-email-source-panel');
      await page.keyboard.press('Escape');

      // Disconnect, keeping its mail: still searchable, no longer synced.
      await page.goto('/settings/account');
      const again = page.getByRole('listitem', { name: FAKE_MICROSOFT_ADDRESS });
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect, keep its mail' }).click();
      await waitForToast(page, 'Mailbox disconnected');
      // It stays listed as Disconnected (issue 26), its mail still there.
      await waitFor(async () => (await visibleText(again)).includes('Disconnected'), {
        describe: 'the row to say "Disconnected"',
        lastSeen: () => visibleText(again),
      });
      const emails = await t.api.call('GET', '/emails?limit=1', { token: account.accessToken });
      assert(emails.total === t.microsoft.messages - 3, `its mail stays (${emails.total})`);
      // Reconnect signs in with Microsoft again and the same mailbox syncs, without duplicates.
      await again.getByRole('button', { name: 'Reconnect' }).click();
      await waitForPath(page, '/auth/microsoft/callback');
      await waitForText(page, 'Successfully Connected!');
      await waitForPath(page, '/', { timeout: 6_000 });
      await syncedRow(t, page);
      const listed = await t.api.call('GET', '/mailboxes', { token: account.accessToken });
      assert(listed.items.length === 1 && !listed.items[0].disconnectedAt, 'one mailbox, connected again');
    },
  },
  {
    name: 'microsoft: disconnect can delete the mailbox with its mail',
    timeout: 120_000,
    async run(t) {
      const account = await t.api.createUser({ prefix: 'microsoft-delete' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await waitForText(page, 'No messages yet');
      await connectMicrosoft(t, page);
      const row = await syncedRow(t, page);
      await row.getByRole('button', { name: 'Disconnect' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Disconnect and delete its mail' })
        .click();
      await waitForToast(page, 'Mailbox disconnected');
      await row.waitFor({ state: 'detached' });
      const emails = await t.api.call('GET', '/emails?limit=1', { token: account.accessToken });
      assert(emails.total === 0, `its mail is deleted (${emails.total} left)`);
    },
  },
];
