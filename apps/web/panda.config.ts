import { defineConfig } from '@pandacss/dev';
import { rapportPreset } from '../../packages/ui-kit/src/preset';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  outdir: 'styled-system',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  presets: ['@pandacss/preset-base', rapportPreset],
  // The @rapport/ui-kit components the app renders style themselves with the preset's recipes;
  // their classes must be in this stylesheet too (the components live outside `include`).
  staticCss: {
    recipes: {
      avatar: ['*'],
      button: ['*'],
      field: ['*'],
      input: ['*'],
      logo: ['*'],
      passwordInput: ['*'],
      pinInput: ['*'],
      progress: ['*'],
      segmentedControl: ['*'],
      spinner: ['*'],
      toast: ['*'],
    },
  },
});
