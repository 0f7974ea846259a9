import { defineConfig } from '@pandacss/dev';
import { rapportPreset } from './src/preset';

// Dark mode: `[data-theme=dark]` on <html> (set by `applyTheme`), declared in the preset's
// conditions. The stylesheet built from this config ships as `@rapport/ui-kit/styles.css`.
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  outdir: 'styled-system',
  outExtension: 'js',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  presets: ['@pandacss/preset-base', rapportPreset],
  // Every recipe variant is emitted, because the app picks variants at run time.
  staticCss: { recipes: '*' },
});
