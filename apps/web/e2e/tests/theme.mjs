/** Spec §4 Theme: the stored preference survives a reload, with no flash of the other theme. */
import { assert, waitFor } from '../lib/wait.mjs';

/** Records every value <html data-theme> takes from the very start of each document. */
const RECORD_THEMES = () => {
  const seen = [];
  window.__themes = seen;
  const note = () => {
    const value = document.documentElement?.getAttribute('data-theme') ?? null;
    if (seen[seen.length - 1] !== value) seen.push(value);
  };
  new MutationObserver(note).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-theme'],
  });
  document.addEventListener('readystatechange', note);
};

const themeOf = (page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

export default [
  {
    name: 'theme: the toggle switches to dark and the choice survives a reload without a flash',
    async run(t) {
      const page = await t.newPage({ colorScheme: 'light' });
      await page.addInitScript(RECORD_THEMES);
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      assert((await themeOf(page)) === 'light', `a light system starts light, saw ${await themeOf(page)}`);

      await page.getByRole('button', { name: /switch to dark/i }).click();
      await waitFor(async () => (await themeOf(page)) === 'dark', { describe: 'data-theme="dark"' });
      const stored = await page.evaluate(() => localStorage.getItem('theme'));
      assert(stored === 'dark', `the theme is stored under "theme", saw ${stored}`);

      await page.reload();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      assert((await themeOf(page)) === 'dark', `still dark after reload, saw ${await themeOf(page)}`);
      const history = await page.evaluate(() => window.__themes.filter((v) => v !== null));
      assert(
        history.every((v) => v === 'dark'),
        `no flash of the light theme on load: data-theme went through ${JSON.stringify(history)}`,
      );
      await page.getByRole('button', { name: /switch to light/i }).waitFor();

      await page.getByRole('button', { name: /switch to light/i }).click();
      await waitFor(async () => (await themeOf(page)) === 'light', { describe: 'data-theme="light"' });
      await page.reload();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      assert((await themeOf(page)) === 'light', 'light is kept after a reload too');
    },
  },
  {
    name: 'theme: without a stored choice a dark system preference gives the dark theme',
    async run(t) {
      const page = await t.newPage({ colorScheme: 'dark' });
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      assert((await themeOf(page)) === 'dark', `system dark gives dark, saw ${await themeOf(page)}`);
    },
  },
];
