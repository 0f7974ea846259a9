/** Password reset through the mailed link, the verify-email page's other paths, the settings pages. */
import { openSignedIn, PASSWORD } from '../lib/api.mjs';
import { assert, waitFor, waitForPath, waitForText, waitForToast } from '../lib/wait.mjs';
import { typeOtp } from './auth.mjs';

const NEW_PASSWORD = 'a-brand-new-pass-7';

export default [
  {
    name: 'reset password: the mailed link sets a new password (mismatch first says "Passwords do not match")',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'reset' });
      const page = await t.newPage();
      await page.goto('/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
      await waitForToast(page, 'If an account with that email exists');
      await waitForPath(page, '/sign-in');

      let link;
      await waitFor(
        async () => {
          const mails = await t.api.outbox();
          const mail = mails.find((m) => m.to === account.email && /reset/i.test(m.subject));
          link = mail?.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
          return link;
        },
        { describe: `a reset link mailed to ${account.email}` },
      );
      await page.goto(new URL(link).pathname);
      await page.getByRole('button', { name: 'Reset Password', exact: true }).waitFor();
      await t.screen(page, 'reset-password');

      await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm Password', { exact: true }).fill('not-the-same-pass');
      await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
      await waitForToast(page, 'Error', 'Passwords do not match');
      assert(new URL(page.url()).pathname.startsWith('/reset-password/'), 'a mismatch stays on the page');

      await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
      await waitForToast(page, 'Password Reset', 'Your password has been reset successfully.');
      await waitForPath(page, '/sign-in');

      // The old password no longer works; the new one does.
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForToast(page, 'Error signing in');
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForToast(page, 'Welcome back!', 'You have successfully signed in');
      await waitForPath(page, '/');
    },
  },
  {
    name: 'verify email: a wrong code is refused; Sign Out leaves; signing in again, the right code verifies',
    async run(t) {
      const account = await t.api.createUser({ verified: false, onboarded: false, prefix: 'otp' });
      const code = await t.api.otpFor(account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const page = await t.newPage();
      await openSignedIn(page, account, '/verify-email');
      await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
      await typeOtp(page, wrong);
      // The server's detail is the description (spec §8 OTP).
      await waitForToast(page, 'Invalid code');
      await t.screen(page, 'verify-email-wrong-code');
      assert(new URL(page.url()).pathname === '/verify-email', 'a wrong code stays on /verify-email');

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForToast(page, 'Signed out');
      await waitForPath(page, '/sign-in');
      assert((await page.evaluate(() => localStorage.getItem('access_token'))) === null, 'tokens removed');

      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/verify-email');
      await typeOtp(page, code);
      await waitForToast(page, 'OTP Verified');
      await waitForPath(page, '/onboarding');
    },
  },
  {
    name: 'settings: profile changes are saved and shown in the menu; account settings open from the menu',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'settings' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/settings/profile');
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await t.screen(page, 'settings-profile');
      await page.getByLabel('First Name', { exact: true }).fill('Grace');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await waitForToast(page, 'Profile updated');
      const profile = await t.api.call('GET', '/profile', {
        token: await page.evaluate(() => localStorage.getItem('access_token')),
      });
      assert(profile.first_name === 'Grace', `the first name is saved, saw ${profile.first_name}`);

      await page.getByRole('button', { name: /Account menu for Grace/ }).click();
      await page.getByRole('menu').waitFor();
      await waitForText(page, account.email);
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
      await waitForPath(page, '/settings/account');
      await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
      await t.screen(page, 'settings-account');
    },
  },
];
