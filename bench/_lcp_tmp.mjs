import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/server.mjs';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const p of process.argv.slice(2)) {
    const r = await lighthouse(server.baseUrl + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits['lcp-breakdown-insight'] ?? {};
    console.log(p, JSON.stringify(a.details).slice(0, 1500));
    const m = r.lhr.audits.metrics.details.items[0]; console.log('observed FCP/LCP/DCL/load', m.observedFirstContentfulPaint, m.observedLargestContentfulPaint, m.observedDomContentLoaded, m.observedLoad);
    for (const k of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','render-blocking-insight','network-dependency-tree-insight']) console.log(k, r.lhr.audits[k]?.displayValue, r.lhr.audits[k]?.numericValue, JSON.stringify(r.lhr.audits[k]?.details?.items ?? '').slice(0,300));
  }
} finally { await chrome.kill(); await server.stop(); }
