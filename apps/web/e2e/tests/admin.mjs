/** /admin/* needs the permission named admin: the web guard lets admins in, the server enforces it. */
import { ADMIN_EMAIL, openSignedIn } from '../lib/api.mjs';
import { assert, waitForPath, waitForText } from '../lib/wait.mjs';

export default [
  {
    name: 'admin: an ADMIN_EMAILS user sees the user list at /admin; the API refuses everyone else',
    async run(t) {
      const other = await t.api.createUser({ prefix: 'member' });
      const admin = await t.api.createUser({ email: ADMIN_EMAIL, firstName: 'Root', lastName: 'Admin' });
      assert(admin.user.permissions.includes('admin'), 'ADMIN_EMAILS grants the admin permission');
      const page = await t.newPage();
      await openSignedIn(page, admin, '/admin');
      await page.getByRole('heading', { name: 'Admin' }).waitFor();
      await waitForText(page, ADMIN_EMAIL);
      await waitForText(page, other.email);
      assert(new URL(page.url()).pathname === '/admin', 'an admin stays on /admin');
      await t.screen(page, 'admin-users');

      await page.goto('/admin/anything/below');
      await page.getByRole('heading', { name: 'Admin' }).waitFor();
      await waitForPath(page, '/admin/anything/below');

      let refused = null;
      try {
        await t.api.call('GET', '/admin/users', { token: other.accessToken });
      } catch (error) {
        refused = error.message;
      }
      assert(refused?.includes('403'), `a non-admin gets 403 from GET /api/admin/users, saw ${refused}`);
    },
  },
];
