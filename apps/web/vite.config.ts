import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.RAPPORT_API_URL ?? 'http://127.0.0.1:3000';
/** The kit components, styles and app pieces on every screen, the auth screens included. */
const FIRST_SCREEN_UI = new RegExp(
  [
    String.raw`packages[\\/]ui-kit[\\/]src[\\/](components[\\/](button|spinner|text-field|password-field|logo|theme-toggle)|theme|theme-icons|icon|constants)\.`,
    String.raw`apps[\\/]web[\\/]src[\\/](components[\\/](styles|chrome)|lib[\\/]useFormSubmit|pages[\\/]auth[\\/]AuthCard)\.`,
    String.raw`packages[\\/]sdk[\\/]src[\\/]rules[\\/]messages\.`,
    String.raw`styled-system[\\/](css|helpers|recipes[\\/](create-recipe|button|input|field|password-input|spinner|logo)\.)`,
  ].join('|'),
);
const APP_STYLED_SYSTEM = fileURLToPath(new URL('./styled-system/', import.meta.url));

/**
 * The ui-kit's components import their recipes and `cx` from the kit's own generated
 * `styled-system/`. Both are generated from the same preset, so the kit's imports are pointed at
 * the app's copy: one panda runtime in the bundle instead of two (~5 KB gzip). Recipes are imported
 * one module each (`styled-system/recipes/button`), not through the barrel, so a page loads only
 * the recipes it renders.
 */
export function sharedStyledSystem(): Plugin {
  return {
    name: 'rapport:shared-styled-system',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/packages/ui-kit/src/')) return null;
      const match = /^(?:\.\.\/)+styled-system\/(css|recipes(?:\/[a-z-]+)?)$/.exec(source);
      if (!match?.[1]) return null;
      return `${APP_STYLED_SYSTEM}${match[1]}${match[1].includes('/') ? '.mjs' : '/index.mjs'}`;
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
    // Every browser the app supports has <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself, the first load of /sign-in is a dozen chunks (each with its own imports
          // and gzip header). `boot` is everything the entry imports statically, `ui` what every
          // screen shows: a few chunks for /sign-in, under its 142 KB budget.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'ui', test: FIRST_SCREEN_UI },
          ],
        },
      },
    },
  },
});
