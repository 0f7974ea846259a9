/** Auth screens of spec §2 with the validation toasts of §5 and the success toasts of §8. */
import { PASSWORD, uniqueEmail } from '../lib/api.mjs';
import { assert, waitForPath, waitForToast } from '../lib/wait.mjs';

export async function fillSignUp(page, { first = '', last = '', email = '', password = '', confirm = '' }) {
  await page.getByLabel('First Name', { exact: true }).fill(first);
  await page.getByLabel('Last Name', { exact: true }).fill(last);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
}

/** Types the code into the OTP slots (focus moves from slot to slot). */
export async function typeOtp(page, code) {
  await page.locator('input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code, { delay: 20 });
}

export default [
  {
    name: 'sign-up: the validation toasts follow the spec order, first failing rule wins',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/sign-up');
      const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
      await submit.waitFor();
      await t.screen(page, 'sign-up');

      // 1. Missing fields comes first, even with an invalid email and a short password elsewhere.
      await fillSignUp(page, {
        first: 'Ada',
        last: 'L',
        email: 'not-an-email',
        password: 'short',
        confirm: '',
      });
      await submit.click();
      await waitForToast(page, 'Missing fields', 'Please fill in all required fields');
      await t.screen(page, 'sign-up-missing-fields-toast');

      // 2. Invalid email before the password rules.
      await fillSignUp(page, {
        first: 'Ada',
        last: 'L',
        email: 'ada@nowhere',
        password: 'short',
        confirm: 'other',
      });
      await submit.click();
      await waitForToast(page, 'Invalid email', 'Please enter a valid email address');

      // 3. Too short before the mismatch.
      await fillSignUp(page, {
        first: 'Ada',
        last: 'L',
        email: 'ada@example.com',
        password: 'short',
        confirm: 'other',
      });
      await submit.click();
      await waitForToast(page, 'Password too short', 'Password must be at least 8 characters long');

      // 4. Mismatch last.
      await fillSignUp(page, {
        first: 'Ada',
        last: 'L',
        email: 'ada@example.com',
        password: 'long-enough-1',
        confirm: 'long-enough-2',
      });
      await submit.click();
      await waitForToast(page, "Passwords don't match", 'Please make sure your passwords match');
      await t.screen(page, 'sign-up-mismatch-toast');
      assert((await page.url()).endsWith('/sign-up'), 'a rejected form stays on /sign-up');
    },
  },
  {
    name: 'auth: sign up, read the code from the dev outbox, sign in, verify, land on onboarding',
    async run(t) {
      const page = await t.newPage();
      const email = uniqueEmail('journey');
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

      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/verify-email');
      const stored = await page.evaluate(() => ({
        access: localStorage.getItem('access_token'),
        refresh: localStorage.getItem('refresh_token'),
        userId: localStorage.getItem('user_id'),
      }));
      assert(stored.access && stored.refresh && stored.userId, 'sign-in stores the tokens and the user id');

      await typeOtp(page, code);
      await waitForToast(page, 'OTP Verified');
      await waitForPath(page, '/onboarding');
    },
  },
  {
    name: 'sign-in: wrong credentials show "Error signing in" and stay on /sign-in',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
      await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForToast(page, 'Error signing in');
      await t.screen(page, 'sign-in-error-toast');
      await waitForPath(page, '/sign-in');
    },
  },
  {
    name: 'auth: the forgot-password screen sends the neutral answer and returns to /sign-in',
    async run(t) {
      const page = await t.newPage();
      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await waitForPath(page, '/forgot-password');
      await page.getByRole('button', { name: 'Send Reset Link', exact: true }).waitFor();
      await t.screen(page, 'forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('forgot'));
      await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
      await waitForToast(
        page,
        'If an account with that email exists, you will receive a password reset email shortly.',
      );
      await waitForPath(page, '/sign-in');
    },
  },
];
