import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The server bundles the workspace packages from source (the `@rapport/source` condition) and
// keeps node_modules external. Migrations are copied next to the bundle; the server finds them
// by walking up from its own file, so both dist/ and src/ work.
export default defineConfig({
  // The mail parse worker is an entry of its own: mailbox/parseThread.ts starts dist/parseWorker.js.
  entry: { main: 'src/main.ts', cli: 'src/cli.ts', parseWorker: 'src/mailbox/parseWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: true,
  noExternal: [/^@rapport\//],
  esbuildOptions(options) {
    options.conditions = ['@rapport/source', 'import', 'node'];
  },
  async onSuccess() {
    cpSync('drizzle', 'dist/drizzle', { recursive: true });
  },
});
