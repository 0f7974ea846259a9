#!/usr/bin/env node
// The People table under load: 100,000 contacts imported through the CSV import, then /contacts
// scrolled at a steady speed in Debian chromium while a PerformanceObserver counts long tasks
// (> 50 ms) and requestAnimationFrame counts frames. Needs a build (`npm run build`).
// Usage: node scripts/scroll-perf.mjs [--contacts 100000] [--seconds 20] [--speed 4000]
import { createApi } from '../e2e/lib/api.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { startServer } from '../e2e/lib/server.mjs';
import { waitFor } from '../e2e/lib/wait.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const CONTACTS = arg('contacts', 100_000);
const SECONDS = arg('seconds', 20);
/** Pixels a second: a brisk wheel scroll (about 75 rows a second at 52 px a row). */
const SPEED = arg('speed', 4000);

function csv(n) {
  const rows = ['First Name,Last Name,Email,Company,Title,Phone'];
  for (let i = 0; i < n; i += 1) {
    const id = String(i).padStart(6, '0');
    rows.push(
      `Person${id},Example,person${id}@crowd.example,Crowd ${i % 97} Ltd,Buyer ${i % 13},+1 555 ${id}`,
    );
  }
  return `${rows.join('\n')}\n`;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const api = createApi(server.baseUrl);
  const account = await api.createUser({ prefix: 'perf' });
  const t0 = Date.now();
  const form = new FormData();
  form.append('files', new Blob([csv(CONTACTS)]), 'people.csv');
  const res = await fetch(`${server.baseUrl}/api/csv/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}` },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  await waitFor(
    async () =>
      (await api.call('GET', '/contacts?limit=1', { token: account.accessToken })).total >= CONTACTS,
    { describe: `${CONTACTS} contacts imported`, timeout: 600_000 },
  );
  console.log(`[perf] ${CONTACTS} contacts imported in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.evaluate((a) => {
    localStorage.setItem('access_token', a.accessToken);
    localStorage.setItem('refresh_token', a.refreshToken);
    localStorage.setItem('user_id', a.user.id);
    localStorage.setItem('user', JSON.stringify(a.user));
  }, account);
  const loadStart = Date.now();
  await page.goto('/contacts');
  await page.getByRole('link', { name: 'Person000000 Example' }).waitFor({ timeout: 30_000 });
  console.log(`[perf] first rows shown ${Date.now() - loadStart} ms after navigation`);

  const result = await page.evaluate(
    ({ seconds, speed }) =>
      new Promise((resolve) => {
        const longTasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const scroller = document.querySelector('[data-testid="contacts-scroll"]');
        const frames = [];
        const start = performance.now();
        let last = start;
        const step = (now) => {
          frames.push(now - last);
          scroller.scrollTop += (speed * (now - last)) / 1000;
          last = now;
          if (now - start < seconds * 1000) requestAnimationFrame(step);
          else {
            observer.disconnect();
            const sorted = [...frames.slice(1)].sort((a, b) => a - b);
            const rows = document.querySelectorAll('tbody tr');
            const lastRow = rows[rows.length - 1]?.getAttribute('aria-rowindex');
            resolve({
              frames: frames.length,
              fps: frames.length / seconds,
              p95FrameMs: sorted[Math.floor(sorted.length * 0.95)],
              maxFrameMs: sorted.at(-1),
              framesOver50Ms: sorted.filter((f) => f > 50).length,
              longTasks: longTasks.length,
              longTaskMs: Math.round(longTasks.reduce((a, b) => a + b, 0)),
              rowsInDom: rows.length,
              reachedRow: Number(lastRow ?? 0) - 1,
            });
          }
        };
        requestAnimationFrame(step);
      }),
    { seconds: SECONDS, speed: SPEED },
  );
  console.log(
    `[perf] scrolled ${SECONDS} s at ${SPEED} px/s over ${CONTACTS} contacts: ${result.fps.toFixed(1)} fps, ` +
      `p95 frame ${result.p95FrameMs.toFixed(1)} ms, max ${result.maxFrameMs.toFixed(1)} ms, ` +
      `${result.framesOver50Ms} frames over 50 ms, ${result.longTasks} long tasks (${result.longTaskMs} ms), ` +
      `reached row ${result.reachedRow}, ${result.rowsInDom} rows in the DOM`,
  );
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
  await server.stop();
}
