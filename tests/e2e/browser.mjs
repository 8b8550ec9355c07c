// Chromium for the browser tests (Debian's package, driven by playwright-core), plus request tracking.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DIST } from './server.mjs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A fresh browser (Playwright gives every launch its own temporary profile). */
export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Records every URL the page requests, to check origins and chunks afterwards. */
export function trackRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Requests that leave the test server (data: and blob: URLs stay in the page). */
export function foreignRequests(urls, baseUrl) {
  const origin = new URL(baseUrl).origin;
  return urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
}

/**
 * The built files that only the admin area needs: everything statically reachable from the lazily loaded
 * modules under src/app/admin/ or src/features/admin*, minus what the public entry and public lazy chunks load.
 */
export function adminOnlyFiles() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const isAdmin = (key) => /^src\/(app\/admin\/|features\/admin)/.test(manifest[key].src ?? key);
  const adminEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && isAdmin(key));
  // Public lazy chunks (a page's route, the carousel) share some files with the admin area: those are public too.
  const publicEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !isAdmin(key));
  const publicKeys = closure(['index.html', ...publicEntries]);
  const files = [...closure(adminEntries)].filter((key) => !publicKeys.has(key)).map((key) => manifest[key].file);
  return files.map((file) => `/${file}`);
}

/**
 * Public pages carry their first data in the HTML (settings, pictures, catalogue; issue 17). A test that wants the
 * web app to fetch them through the API (to fake a failing or changed answer) strips those blocks from every page.
 */
export async function withoutEmbeddedData(page) {
  await page.route(
    (url) => !url.pathname.startsWith('/web/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="soep-[a-z]+">.*?<\/script>/gs, '');
      return route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body });
    },
  );
}
