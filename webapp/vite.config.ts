/// <reference types="vitest/config" />
// Vite (build and dev server) and Vitest for the web app. Run from the repository root:
// `vite build --config webapp/vite.config.ts`, `vitest run --config webapp/vite.config.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { adminFilesPlugin, modulePreloadDependencies, publicChunkName } from './chunking';
import type * as firstPaintModule from './src/app/first-paint-pages';

const webappDir = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:8080';
/**
 * React Router's production build for `vite build`: its package exports only the development build, which keeps the
 * development warnings (about 0.5 KB gzipped on every page, decision 0029); the dev server and Vitest keep them.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** Writes dist/.vite/first-paint.json: what the server paints before the app runs (src/app/first-paint-pages.ts). */
function firstPaintPages(): Plugin {
  return {
    name: 'soep-first-paint-pages',
    apply: 'build',
    async writeBundle(options) {
      const source = fileURLToPath(new URL('src/app/first-paint-pages.ts', import.meta.url));
      const { module } = await runnerImport<typeof firstPaintModule>(source, {
        configFile: false,
        root: webappDir,
        logLevel: 'error',
      });
      const dir = `${options.dir ?? fileURLToPath(new URL('dist', import.meta.url))}/.vite`;
      await mkdir(dir, { recursive: true });
      await writeFile(`${dir}/first-paint.json`, JSON.stringify(module.FIRST_PAINT_PAGES));
    },
  };
}

export default defineConfig(({ command }) => ({
  root: webappDir,
  publicDir: 'public',
  // Caches (Vite's optimizer, Vitest's results) beside the root node_modules, not inside webapp/.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite', import.meta.url)),
  plugins: [react(), firstPaintPages(), adminFilesPlugin()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the browser tests use it to tell public from admin chunks.
    manifest: true,
    target: 'es2022',
    // Public pages must stay small; the admin code lives in its own lazily loaded chunks.
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false, resolveDependencies: modulePreloadDependencies },
    rolldownOptions: {
      output: {
        // Few files per public page (issue 17: every response also costs its headers): everything the entry loads
        // is one chunk, and each public page's lazily loaded code is grouped by the pages that use it (chunking.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: publicChunkName, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/web': backend,
      '/api': backend,
    },
  },
  test: {
    // Vitest's root is `webapp/` (the Vite root), so this also finds src/lib/rules/*.test.ts.
    root: webappDir,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
