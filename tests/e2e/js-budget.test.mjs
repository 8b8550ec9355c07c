// The JavaScript budget of the public pages (issue 17): at most 150 KB of gzipped JavaScript on every public page, as
// Lighthouse counts it (the files' gzipped bytes plus each response's headers). Read from the build, no server: the
// entry and everything it imports, the lazily loaded modules each page loads when visited
// (webapp/public-page-modules.json) with their imports, and the first-paint script.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT } from './server.mjs';

const BUDGET_BYTES = 150 * 1024;
/** What Lighthouse adds per response: status line and headers (most of it the Content-Security-Policy); 800 bytes
 * brings this sum to what Lighthouse reported for the soup page on 2026-11-24 (150.6 KB in 7 files). */
const HEADER_BYTES = 800;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const { pages } = JSON.parse(readFileSync(join(ROOT, 'webapp', 'public-page-modules.json'), 'utf8'));

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

test('every public page loads at most 150 KB of gzipped JavaScript', () => {
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const report = [];
  for (const [name, page] of Object.entries(pages)) {
    const loaded = new Set([...files([...entry, ...page.modules]), 'first-paint.js']);
    const bytes = [...loaded].reduce((sum, file) => sum + gzipped(file) + HEADER_BYTES, 0);
    report.push(`${name} (${page.paths.join(', ')}): ${(bytes / 1024).toFixed(1)} KB in ${loaded.size} files`);
    assert.ok(bytes <= BUDGET_BYTES, `${report.at(-1)}: over the budget of ${BUDGET_BYTES / 1024} KB`);
  }
  console.log(report.join('\n'));
});
