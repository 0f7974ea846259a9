/** The route guard of spec §2, the 404 page and the Access Denied page. */
import { openSignedIn } from '../lib/api.mjs';
import { assert, waitForPath, waitForText } from '../lib/wait.mjs';

const ACCESS_DENIED =
  "You don't have the required permissions to access this page. Please contact your team administrator for access.";
const NOT_FOUND = "The page you're looking for doesn't exist or has been moved.";

export default [
  {
    name: 'guard: an unauthenticated visitor at / is sent to /sign-in',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/');
      await waitForPath(page, '/sign-in');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await page.getByLabel('Email').first().waitFor();
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      await page.getByRole('link', { name: 'Sign up' }).waitFor();
      await t.screen(page, 'sign-in');
    },
  },
  {
    name: 'guard: a protected chat route without a session is sent to /sign-in',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/chat/00000000-0000-4000-8000-000000000000');
      await waitForPath(page, '/sign-in');
    },
  },
  {
    name: 'guard: /verify-email without a stored access token redirects to /sign-in',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/verify-email');
      await waitForPath(page, '/sign-in');
    },
  },
  {
    name: 'guard: a signed-in user whose email is not verified is sent to /verify-email',
    async run(t) {
      const account = await t.api.createUser({ verified: false, onboarded: false, prefix: 'unverified' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await waitForPath(page, '/verify-email');
      await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      const slots = await page.locator('input[inputmode="numeric"]').count();
      assert(slots === 6, `the OTP input draws 6 slots, saw ${slots}`);
      await t.screen(page, 'verify-email');
    },
  },
  {
    name: 'guard: /admin as a non-admin user shows Access Denied at /unauthorized',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'nonadmin' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/admin');
      await waitForPath(page, '/unauthorized');
      await waitForText(page, 'Access Denied');
      await waitForText(page, ACCESS_DENIED);
      const dashboard = page.getByRole('link', { name: 'Go to Dashboard' });
      const support = page.getByRole('link', { name: 'Contact Support' });
      assert((await dashboard.getAttribute('href')) === '/', 'Go to Dashboard links to /');
      assert((await support.getAttribute('href')) === '/support', 'Contact Support links to /support');
      await t.screen(page, 'access-denied');
      await support.click();
      await waitForPath(page, '/support');
      await t.screen(page, 'support');
    },
  },
  {
    name: '404: an unknown path shows the not-found text and Return to Home leads home',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/this/page/does-not-exist');
      await waitForText(page, NOT_FOUND);
      const home = page.getByRole('link', { name: 'Return to Home' });
      await home.waitFor();
      await t.screen(page, 'not-found');
      await home.click();
      // Home is protected: a visitor without a session ends on /sign-in.
      await waitForPath(page, '/sign-in');
    },
  },
];
