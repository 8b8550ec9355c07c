// The JavaScript budget of the public pages (issues 17 and 24): at most 150 KB of gzipped JavaScript on every public
// page, as Lighthouse counts it (the files' gzipped bytes plus each response's headers). Read from the build, no
// server: the entry and everything it imports, the lazily loaded modules each page loads when visited
// (webapp/public-page-modules.json: the grouped `pages` and the `other` public pages) with their imports. (The script
// that starts the app after the server's first paint is part of the page's HTML, not a file: decision 0112.) A page
// the list marks `over` is a known gap: reported as todo with its figure, not a failure.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT } from './server.mjs';

const BUDGET_BYTES = 150 * 1024;
/** What Lighthouse adds per response: status line and headers. 800 bytes while scripts carried the page's
 * Content-Security-Policy (the soup page, 2026-11-24: 150.6 KB in 7 files); since scripts get the short policy and no
 * document-only headers (decision 0119), 500 bytes brings this sum to what Lighthouse reported for the checkout on
 * 2026-11-27 (147.2 KB in 6 files). */
const HEADER_BYTES = 500;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const { pages, other } = JSON.parse(readFileSync(join(ROOT, 'webapp', 'public-page-modules.json'), 'utf8'));

function files(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    assert.ok(manifest[key], `${key} is in the build's manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

const gzipped = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);

/** The page's JavaScript as Lighthouse counts it, and a line for the report. */
function measure(name, page) {
  const loaded = new Set(files([...entry, ...page.modules]));
  const bytes = [...loaded].reduce((sum, file) => sum + gzipped(file) + HEADER_BYTES, 0);
  return { bytes, line: `${name} (${page.paths.join(', ')}): ${(bytes / 1024).toFixed(1)} KB in ${loaded.size} files` };
}

for (const [name, page] of Object.entries({ ...pages, ...other })) {
  const { bytes, line } = measure(name, page);
  const todo = page.over && bytes > BUDGET_BYTES ? `over the budget (${page.over})` : false;
  test(`${name} loads at most 150 KB of gzipped JavaScript`, { todo }, () => {
    console.log(line);
    assert.ok(bytes <= BUDGET_BYTES, `${line}: over the budget of ${BUDGET_BYTES / 1024} KB`);
  });
}

test('every public path of the server is in the budget list', () => {
  // The routes the server preloads modules for (public_routes.ROUTE_MODULES) are the lazily loaded public pages.
  const source = readFileSync(join(ROOT, 'src', 'entrypoints', 'web', 'public_routes.py'), 'utf8');
  const listed = new Set(Object.values({ ...pages, ...other }).flatMap((page) => page.modules));
  const preloaded = [...source.matchAll(/"(src\/features\/[^"]+\.tsx)"/g)].map((match) => match[1]);
  const shop = [...source.matchAll(/_SHOP \+ "([^"]+\.tsx)"/g)].map((match) => `src/features/shop/components/${match[1]}`);
  const login = [...source.matchAll(/_LOGIN \+ "([^"]+\.tsx)"/g)].map((m) => `src/features/login/components/${m[1]}`);
  for (const module of [...preloaded, ...shop, ...login]) assert.ok(listed.has(module), `${module} is in public-page-modules.json`);
});
