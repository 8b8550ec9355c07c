// Lighthouse budget (issues 14, 17 and 24): builds nothing itself (run `npm run build` first), starts the real server
// with demo data, runs Lighthouse (npm package, mobile profile) three times per public page with Debian's chromium,
// and prints the median of each category, LCP, CLS, TBT and the gzipped JavaScript transferred. Without paths it
// walks every page of the server's own page table (`site_copy().pages`, src/entrypoints/site_copy/pages.json, so a new
// page is never missed), a soup's page and the new-password page of a real reset mail (the server's own link, with a
// token it issued); SEO counts only on indexed pages (the others say noindex on purpose). A path given with a parameter
// as the web app names it stands for the real page: `/dagelijkse-soep/:product` (the first soup),
// `/wachtwoord-resetten/:email/:token` (the reset mail's link). LH_VERBOSE=1 prints each run's paint times, where the
// run ended and what moved.
//
//   node bench/lighthouse.mjs [--runs 3] [path ...]
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/server.mjs';
import { DEMO_USERS, startMailSink } from '../tests/e2e/staff-login.mjs';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, allowPositionals: true });
const RUNS = Number(values.runs);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The server's page table: [{path, indexed}] for every public page. */
function publicPages() {
  const script =
    'import json; from entrypoints.site_copy import site_copy; ' +
    'print(json.dumps([{"path": p.path, "indexed": p.indexed} for p in site_copy().pages]))';
  const output = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['-c', script], {
    env: { ...process.env, PYTHONPATH: join(ROOT, 'src') },
  });
  return JSON.parse(output.toString());
}

/** The median of the runs that measured it (a run Lighthouse could not finish on a busy machine gives NaN). */
function median(numbers) {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A figure for the table; 'n/a' when no run measured it (a page without a largest paint, a run that failed). */
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function soupPath(baseUrl) {
  const products = await (await fetch(`${baseUrl}/web/get_products`)).json();
  return products.length ? `/dagelijkse-soep/${products[0].slug}` : null;
}

/** The new-password page as a reset mail links to it: a demo staff member asks for a reset (the real call), the server
 * mails its link with a token it issued; the path of that link. */
async function newPasswordPath(baseUrl, sink) {
  const email = DEMO_USERS.soep_coordinator.email;
  const asked = await fetch(`${baseUrl}/web/resetpassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`Reset aanvragen mislukt (${asked.status}): ${await asked.text()}`);
  const mail = await sink.waitForMail((m) => m.to.includes(email) && m.subject === 'Wachtwoord opnieuw instellen');
  const link = mail.text.match(/https?:\/\/\S+\/wachtwoord-resetten\/\S+/)?.[0];
  if (!link) throw new Error(`Geen link in de resetmail:\n${mail.text}`);
  return new URL(link).pathname;
}

function figures(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    // A run that failed (NO_NAVSTART on a busy machine) has no scores: NaN, not 0, so the median leaves it out.
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.runtimeError ? NaN : Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.selector ?? '?',
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const sink = await startMailSink();
// This checkout's server code, not whatever the shared venv's editable install points at (a worktree shares it).
const server = await startServer({ env: { ...sink.env, PYTHONPATH: join(ROOT, 'src') }, publicUrl: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const soup = await soupPath(server.baseUrl);
  const newPassword = await newPasswordPath(server.baseUrl, sink);
  const pages = publicPages();
  const indexed = new Set(pages.filter((page) => page.indexed).map((page) => page.path));
  if (soup) indexed.add(soup);
  // The pages with parameters, by the web app's route pattern (a table row shows the pattern, not the token).
  const real = { '/dagelijkse-soep/:product': soup, '/wachtwoord-resetten/:email/:token': newPassword };
  const label = (path) => (path === newPassword ? '/wachtwoord-resetten/<email>/<token>' : path);
  const paths = (positionals.length ? positionals : [...pages.map((page) => page.path), ...Object.keys(real)])
    .map((path) => (path in real ? real[path] : path))
    .filter(Boolean);
  const rows = [];
  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(figures(result.lhr));
      if (process.env.LH_VERBOSE) {
        const last = runs.at(-1);
        console.error(`${path}: FCP ${Math.round(last.fcp)} ms, LCP ${Math.round(last.lcp)} ms, element ${last.lcpElement}`);
        if (result.lhr.runtimeError) console.error(`${path}: ${JSON.stringify(result.lhr.runtimeError)}`);
        if (result.lhr.finalDisplayedUrl !== `${server.baseUrl}${path}`) console.error(`${path}: ended on ${result.lhr.finalDisplayedUrl}`);
        for (const shift of result.lhr.audits['layout-shifts']?.details?.items ?? []) {
          console.error(`${path}: shift ${shift.score?.toFixed(3)} ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`);
        }
      }
    }
    rows.push({
      path: label(path),
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      jsKb: median(runs.map((r) => r.jsKb)),
    });
  }
  console.log(`Lighthouse ${RUNS}x per page (mobile profile, medians), ${new Date().toISOString()}`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) | JS gzipped (KB) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    for (const c of CATEGORIES) row[c] ??= 'n/a'; // no run of the page finished (NO_NAVSTART on a busy machine)
    console.log(
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo}${indexed.has(row.path) ? '' : ' (noindex)'} | ` +
        `${fixed(row.lcp / 1000, 2)} | ${fixed(row.cls, 3)} | ${fixed(row.tbt, 0)} | ${fixed(row.jsKb, 1)} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  await sink.stop();
}
