/// <reference types="vitest/config" />
// Vite (build and dev server) and Vitest for the web app. Run from the repository root:
// `vite build --config webapp/vite.config.ts`, `vitest run --config webapp/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webappDir = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  root: webappDir,
  publicDir: 'public',
  // Caches (Vite's optimizer, Vitest's results) beside the root node_modules, not inside webapp/.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the browser tests use it to tell public from admin chunks.
    manifest: true,
    target: 'es2022',
    // Public pages must stay small; the admin code lives in its own lazily loaded chunks.
    chunkSizeWarningLimit: 600,
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
});
