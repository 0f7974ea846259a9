import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', preset: 'src/preset.ts', toaster: 'src/components/toast.tsx' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The preset is only read by panda configs, which bring @pandacss/dev themselves.
  external: ['@pandacss/dev', '@pandacss/dev/presets'],
});
