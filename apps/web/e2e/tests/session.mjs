/**
 * Spec §4/§8: a 401 mid-session refreshes the tokens once and replays the request; the user
 * never notices. The expired token is a real one (signed with the server's dev secret, expired
 * 30 minutes ago), so the server itself answers 401.
 */
import { expiredTokenLike, openSignedIn } from '../lib/api.mjs';
import { chooseMode } from '../lib/app.mjs';
import { assert, waitFor, waitForPath, waitForToast } from '../lib/wait.mjs';

const tokens = (page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));

/** Statuses of the API calls the page makes, in order: `[{ path, status }]`. */
function recordApi(page) {
  const calls = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, status: res.status() });
  });
  return calls;
}

export default [
  {
    name: 'session: an access token that expires mid-session is refreshed silently and the request replayed',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'expiry' });
      const secret = t.server.jwtSecret();
      assert(secret, 'the server keeps its dev secret in the data folder');
      const expired = expiredTokenLike(account.accessToken, secret);
      const page = await t.newPage();
      const calls = recordApi(page);
      await openSignedIn(page, account, '/');
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: 'Chats' }).waitFor();
      const before = await tokens(page);

      // 1. Without a reload: the next request goes out with the expired token (as it would
      // once the 15 minutes are up); the server answers 401, the client refreshes and replays.
      let rewritten = 0;
      await page.route('**/api/post-updates/detect-intentions', async (route) => {
        if (rewritten > 0) return route.continue();
        rewritten += 1;
        await route.continue({
          headers: { ...route.request().headers(), authorization: `Bearer ${expired}` },
        });
      });
      await chooseMode(page, 'Input Mode');
      const box = page.getByRole('textbox', { name: 'Message' });
      await waitFor(() => box.isEnabled(), { describe: 'the message box to be enabled' });
      await box.fill('Called Bob Stone at Initech about the renewal next Friday.');
      await box.press('Enter');
      await waitForToast(page, 'Post Update Success');
      const intentCalls = calls.filter((c) => c.path === '/api/post-updates/detect-intentions');
      assert(
        JSON.stringify(intentCalls.map((c) => c.status)) === '[401,200]',
        `the intent check answered 401 then 200 after the refresh, saw ${JSON.stringify(intentCalls)}`,
      );
      assert(
        calls.some((c) => c.path === '/api/auth/refresh' && c.status === 200),
        'the client called /auth/refresh',
      );
      const afterFirst = await tokens(page);
      assert(
        afterFirst.access && afterFirst.access !== expired,
        'an access token from the refresh is stored',
      );
      assert(
        afterFirst.refresh && afterFirst.refresh !== before.refresh,
        'the rotated refresh token is stored',
      );
      assert(new URL(page.url()).pathname.startsWith('/chat/'), 'the user stays in the workspace');

      // 2. An expired token in storage at load: the profile call refreshes, the app opens.
      await page.evaluate((token) => localStorage.setItem('access_token', token), expired);
      const refreshesBefore = calls.filter((c) => c.path === '/api/auth/refresh' && c.status === 200).length;
      await page.reload();
      await page.getByRole('heading', { name: 'Chats' }).waitFor();
      // The refresh token rotates on every use; the access token may repeat the previous one
      // byte for byte when both were signed within the same second (same claims).
      await waitFor(
        async () => {
          const now = await tokens(page);
          return now.access && now.access !== expired && now.refresh && now.refresh !== afterFirst.refresh;
        },
        {
          describe: 'fresh tokens after the reload',
          lastSeen: async () => JSON.stringify(await tokens(page)),
        },
      );
      const refreshesAfter = calls.filter((c) => c.path === '/api/auth/refresh' && c.status === 200).length;
      assert(refreshesAfter > refreshesBefore, 'the reload refreshed the session once more');
      assert(new URL(page.url()).pathname !== '/sign-in', 'no detour to /sign-in');
      const chats = page.locator('#chat-sidebar a[href^="/chat/"]');
      await waitFor(async () => (await chats.count()) === 1, {
        describe: 'the chat list to load after the refresh',
      });
    },
  },
  {
    name: 'session: when the refresh token is refused too, the session is cleared and /sign-in shown',
    async run(t) {
      const account = await t.api.createUser({ prefix: 'revoked' });
      const page = await t.newPage();
      await openSignedIn(page, account, '/');
      await page.getByRole('heading', { name: 'Chats' }).waitFor();
      await page.evaluate(() => {
        localStorage.setItem('access_token', 'garbage.not.jwt');
        localStorage.setItem('refresh_token', 'not-a-refresh-token');
      });
      await page.reload();
      await waitForPath(page, '/sign-in');
      const left = await tokens(page);
      assert(
        left.access === null && left.refresh === null,
        `the tokens are removed, saw ${JSON.stringify(left)}`,
      );
    },
  },
];
