// No flash of the wrong theme (spec §4 Theme): the stored preference, else the system dark
// preference, else light, applied before the first paint. A classic blocking script in <head>,
// served from our origin so the server's Content-Security-Policy (script-src 'self') allows it.
(() => {
  const root = document.documentElement;
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  const theme = stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light';
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
