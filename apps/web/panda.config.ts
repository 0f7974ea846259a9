import { defineConfig } from '@pandacss/dev';
import { rapportPreset } from '../../packages/ui-kit/src/preset';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  outdir: 'styled-system',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  presets: ['@pandacss/preset-base', rapportPreset],
});
