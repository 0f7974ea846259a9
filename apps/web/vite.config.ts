import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.RAPPORT_API_URL ?? 'http://127.0.0.1:3000';
const APP_STYLED_SYSTEM = fileURLToPath(new URL('./styled-system/', import.meta.url));

/**
 * The ui-kit's components import their recipes and `cx` from the kit's own generated
 * `styled-system/`. Both are generated from the same preset, so the kit's imports are pointed at
 * the app's copy: one panda runtime in the bundle instead of two (~5 KB gzip).
 */
export function sharedStyledSystem(): Plugin {
  return {
    name: 'rapport:shared-styled-system',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/packages/ui-kit/src/')) return null;
      const match = /^(?:\.\.\/)+styled-system\/(css|recipes)$/.exec(source);
      return match ? `${APP_STYLED_SYSTEM}${match[1]}/index.mjs` : null;
    },
  };
}

// The workspace packages are read from source (the `@rapport/source` export condition), so the
// app builds without building them first.
export default defineConfig({
  plugins: [sharedStyledSystem(), react()],
  resolve: { conditions: ['@rapport/source', ...defaultClientConditions] },
  // Two postcss copies exist in the tree; the plugin object works with either.
  css: { postcss: { plugins: [pandacss() as never] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|zod|ky)[\\/]|packages[\\/]sdk[\\/]src|src[\\/]lib[\\/]services/ }],
        },
      },
    },
  },
});
