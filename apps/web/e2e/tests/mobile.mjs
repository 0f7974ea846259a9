/** Spec §2: below 768 px the chat sidebar collapses and opens over the chat with an overlay. */
import { openSignedIn } from '../lib/api.mjs';
import { PHONE } from '../lib/constants.mjs';
import { assert, waitFor, waitForPath, waitForText } from '../lib/wait.mjs';

export const sidebarTests = [
  {
    name: 'mobile 375 px: the sidebar is hidden, opens with an overlay and closes again',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'mobile' });
      const page = await t.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await openSignedIn(page, account, '/');
      await waitForPath(page, '/');
      const search = page.getByPlaceholder('Search chats...');
      const overlay = page.getByTestId('sidebar-overlay');
      const open = page.getByRole('button', { name: 'Open chats' });
      await open.waitFor();
      await page.getByRole('radiogroup', { name: 'Chat mode' }).waitFor();
      await waitForText(page, 'No messages yet');
      assert(!(await search.isVisible()), 'the sidebar is hidden by default at 375 px');
      assert((await overlay.count()) === 0, 'no overlay while the sidebar is closed');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= PHONE.width, `nothing overflows sideways at 375 px (scrollWidth ${width})`);
      await t.screen(page, 'mobile-workspace');

      await open.click();
      await search.waitFor({ state: 'visible' });
      await overlay.waitFor({ state: 'visible' });
      assert(
        (await page.getByRole('button', { name: 'Close chats' }).getAttribute('aria-expanded')) === 'true',
        'the toggle says the sidebar is expanded',
      );
      // It slides in (a short transform transition): wait until it rests on the left edge.
      const sidebar = page.locator('#chat-sidebar');
      await waitFor(
        async () => {
          const box = await sidebar.boundingBox();
          return box && Math.abs(box.x) < 1 && box.width < PHONE.width;
        },
        {
          describe: 'the sidebar over the left of the page',
          lastSeen: async () => JSON.stringify(await sidebar.boundingBox()),
        },
      );
      await t.screen(page, 'mobile-sidebar-open');

      // A tap on the overlay, right of the sidebar, closes it.
      await overlay.click({ position: { x: PHONE.width - 10, y: 300 } });
      await waitFor(async () => !(await search.isVisible()), {
        describe: 'the sidebar to close on an overlay tap',
      });
      assert((await overlay.count()) === 0, 'the overlay goes with the sidebar');

      // The close button and Escape close it too.
      await open.click();
      await search.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Close chats' }).click();
      await waitFor(async () => !(await search.isVisible()), {
        describe: 'the sidebar to close with its button',
      });
      await open.click();
      await search.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await waitFor(async () => !(await search.isVisible()), { describe: 'the sidebar to close on Escape' });
    },
  },
];

const NARROW = { width: 360, height: 740 };

export const narrowTests = [
  {
    name: 'mobile 360 px: public screens fit without sideways scrolling',
    async run(t) {
      const page = await t.newPage({ viewport: NARROW, isMobile: true, hasTouch: true });
      for (const [path, ready] of [
        ['/sign-in', 'Sign In'],
        ['/sign-up', 'Sign Up'],
        ['/forgot-password', 'Send Reset Link'],
      ]) {
        await page.goto(path);
        await page.getByRole('button', { name: ready, exact: true }).waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert(width <= NARROW.width, `${path} fits 360 px (scrollWidth ${width})`);
      }
      await t.screen(page, 'mobile-360-forgot-password');
      await page.goto('/sign-up');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).waitFor();
      await t.screen(page, 'mobile-360-sign-up');
    },
  },
];

export default [...sidebarTests, ...narrowTests];
