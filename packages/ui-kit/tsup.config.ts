import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/preset.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The preset is only read by panda configs, which bring @pandacss/dev themselves.
  external: ['@pandacss/dev', '@pandacss/dev/presets'],
});
