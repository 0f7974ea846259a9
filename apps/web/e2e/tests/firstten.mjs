/**
 * Issue 26, "The first ten minutes": what a new user trips over. Each journey checks one fix in
 * Chromium, with screenshots (light and dark) and axe at 1280 and 375 px.
 */
import { createApi, openSignedIn } from '../lib/api.mjs';
import { DESKTOP, PHONE } from '../lib/constants.mjs';
import { startServer } from '../lib/server.mjs';
import { assert, waitFor, waitForPath, waitForText } from '../lib/wait.mjs';

/** A server with no Google sign-in set up (the suite's own server has the fake Google). */
async function withPlainServer(fn) {
  const plain = await startServer({});
  try {
    await fn({ baseUrl: plain.baseUrl, api: createApi(plain.baseUrl) });
  } finally {
    await plain.stop();
  }
}

const bodyText = (page) => page.evaluate(() => document.body.innerText);

export default [
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
];
