#!/usr/bin/env node
// The JS (and CSS) a browser downloads on the first load of a route, gzip-compressed, computed
// from the Vite manifest of the production build (run `pnpm --filter @rapport/web build` first).
// Usage: node scripts/size.mjs [--json]. Exits 1 when /sign-in exceeds its 142 KB budget: the
// 127.2 KB measured on 2026-11-25 (issue 12: ky out of the SDK, the contract and the upload queue
// on zod/mini) with 10 % headroom.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The route's page module: what the router loads (lazily) for it. */
const ROUTES = {
  '/sign-in': 'src/pages/auth/SignIn.tsx',
  '/': 'src/pages/workspace/Workspace.tsx',
  '/contacts': 'src/pages/contacts/ContactsPage.tsx',
  '/contacts/{id}': 'src/pages/contacts/ContactPage.tsx',
};
const SIGN_IN_BUDGET_BYTES = 142 * 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

/** A chunk plus everything it imports statically (what loads with it, not its lazy imports). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const report = {};
for (const [route, page] of Object.entries(ROUTES)) {
  const keys = closure(page, closure(entryKey));
  const js = new Set();
  const cssFiles = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) cssFiles.add(css);
  }
  const jsGzip = [...js].reduce((sum, file) => sum + gzipSize(file), 0);
  const cssGzip = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);
  report[route] = { jsGzipBytes: jsGzip, cssGzipBytes: cssGzip, chunks: [...js] };
}

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  for (const [route, r] of Object.entries(report)) {
    console.log(
      `${route.padEnd(15)} JS ${kb(r.jsGzipBytes).padStart(9)} gzip in ${r.chunks.length} chunks, CSS ${kb(r.cssGzipBytes)} gzip`,
    );
  }
}
if (report['/sign-in'].jsGzipBytes > SIGN_IN_BUDGET_BYTES) {
  console.error(`/sign-in first-load JS is over the ${kb(SIGN_IN_BUDGET_BYTES)} budget`);
  process.exit(1);
}
