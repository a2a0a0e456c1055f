import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

/**
 * What every page runs before its first paint, one chunk: gzip packs one file better than six,
 * and the browser caches it across releases of the app's own code (ADR 0016).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store)[\\/]/;
/**
 * The router and what it brings, one chunk the app (App.tsx) and the pages share: /login paints
 * before it (ClientRoot.tsx, ADR 0016 "/login without the router").
 */
const ROUTER = /[\\/]node_modules[\\/](@reach[\\/]router|create-react-context|react-lifecycles-compat|prop-types|invariant|warning)[\\/]/;

// The shell compiles widgets and core from source ("source" export condition), so a change in
// either shows up without building the widget package first.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // polyfills for old React that @reach/router 1.3.4 and react-i18next still import; React 19 has what they add
    alias: [
      { find: /^create-react-context$/, replacement: path.join(import.meta.dirname, 'framework-shims/create-react-context.ts') },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.join(import.meta.dirname, 'framework-shims/use-sync-external-store-shim.ts'),
      },
      { find: /^react-lifecycles-compat$/, replacement: path.join(import.meta.dirname, 'framework-shims/react-lifecycles-compat.ts') },
    ],
  },
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what each page loads before its first paint, read by the size
    // budget test (app-shell/server/bundle-budget.int.test.ts, ADR 0016)
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'router', test: ROUTER },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/locales': 'http://localhost:3000' } },
});
