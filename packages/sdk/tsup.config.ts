import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts', 'src/rules/index.ts', 'src/mocks/index.ts'],
  // msw is an optional peer, needed only by the `./mocks` entry (test handlers).
  external: ['msw', 'msw/node'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
