import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_TARGET = process.env.RAPPORT_API_URL ?? 'http://127.0.0.1:3000';

// The workspace packages are read from source (the `@rapport/source` export condition), so the
// app builds without building them first.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@rapport/source', ...defaultClientConditions] },
  // Two postcss copies exist in the tree; the plugin object works with either.
  css: { postcss: { plugins: [pandacss() as never] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: { manifest: true, sourcemap: false, target: 'es2022' },
});
