#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
/**
 * Prints the min+gzip size of the SDK, bundled the way an app would (esbuild, ES2022,
 * minified, tree-shaken): the client alone and the whole package, each with zod external
 * (an app ships zod once) and bundled (the contract is on `zod/mini`, so only the schema kinds
 * it uses are bundled).
 *
 * Usage: node scripts/size.mjs [--json]. Exits 1 when the client, zod external, is over its
 * budget: 12 KB gzip, the 10.7 KB measured on 2026-11-25 plus 10 % headroom (issue 12's target
 * was 15 KB).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

const entries = {
  client: `export { createRapportClient, browserStorage, memoryStorage, errorDescription, isRapportError, detectDevice } from './index.ts';`,
  'whole package': `export * from './index.ts';`,
};

async function measure(contents, external) {
  const result = await build({
    stdin: { contents, resolveDir: srcDir, loader: 'ts', sourcefile: 'size-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    treeShaking: true,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
for (const [name, contents] of Object.entries(entries)) {
  for (const [variant, external] of [
    ['zod external', ['zod']],
    ['zod bundled', []],
  ]) {
    const size = await measure(contents, external);
    rows.push({ bundle: name, variant, min: size.min, gzip: size.gzip });
  }
}

const CLIENT_BUDGET_BYTES = 12 * 1024;
const client = rows.find((r) => r.bundle === 'client' && r.variant === 'zod external');
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('@rapport/sdk size (esbuild, minified, gzip -9)\n');
  for (const row of rows) {
    console.log(
      `${row.bundle.padEnd(14)} ${row.variant.padEnd(12)} min ${kb(row.min).padStart(9)}  gzip ${kb(row.gzip).padStart(8)}`,
    );
  }
  const verdict = client.gzip <= CLIENT_BUDGET_BYTES ? 'under' : 'OVER';
  console.log(
    `client, zod external: ${kb(client.gzip)} gzip, ${verdict} the ${kb(CLIENT_BUDGET_BYTES)} budget`,
  );
}
if (client.gzip > CLIENT_BUDGET_BYTES) process.exit(1);
