/**
 * Spec §4 Theme / issue 5: "no flash of the wrong theme on load" under the server's real
 * Content-Security-Policy (the other suites bypass CSP to inject axe).
 */
import { assert } from '../lib/wait.mjs';

const WATCH_BOOT = () => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
  );
  window.__themeAtBody = 'not seen';
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    window.__themeAtBody = document.documentElement.getAttribute('data-theme');
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

export default [
  {
    name: 'theme: under the server CSP the stored theme is set before the page body is parsed',
    async run(t) {
      const page = await t.newPage({ colorScheme: 'light', bypassCSP: false });
      await page.addInitScript(WATCH_BOOT);
      await page.goto('/sign-in');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      const seen = await page.evaluate(() => ({
        // zod probes for eval support with new Function() once; CSP refusing that is expected.
        csp: window.__csp.filter((v) => !v.endsWith('blocked eval')),
        themeAtBody: window.__themeAtBody,
      }));
      assert(seen.csp.length === 0, `the page runs without CSP violations, saw ${JSON.stringify(seen.csp)}`);
      assert(
        seen.themeAtBody === 'dark',
        `data-theme is "dark" before <body> is parsed (no flash), saw ${JSON.stringify(seen.themeAtBody)}`,
      );
    },
  },
];
