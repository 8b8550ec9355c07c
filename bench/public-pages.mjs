// The weight of the public pages on a phone: JavaScript, CSS and pictures transferred (gzip as served) per page.
// Lighthouse itself is not installed here (npm `lighthouse` may not be added to the shared install), so this
// script measures what it can with Chromium and playwright-core: the transferred bytes per resource type.
// Usage: npm run build && PYTHONPATH=$PWD/src node bench/public-pages.mjs
import { launchBrowser } from '../tests/e2e/browser.mjs';
import { startServer } from '../tests/e2e/server.mjs';

const PAGES = ['/', '/dagprogramma', '/werkplaatsen', '/meedoen', '/dagelijkse-soep'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nl-NL' };

const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  for (const path of PAGES) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    const types = new Map();
    const sizes = { Script: 0, Stylesheet: 0, Image: 0, Document: 0, Fetch: 0 };
    session.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    session.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      if (type in sizes) sizes[type] += event.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    const loaded = Date.now() - started;
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(Math.round(entries[entries.length - 1].startTime));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 1000);
        }),
    );
    rows.push({ path, ...sizes, loaded, lcp });
    await context.close();
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| page | JavaScript | CSS | pictures | HTML | API | load (networkidle) | LCP |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${kb(row.Script)} | ${kb(row.Stylesheet)} | ${kb(row.Image)} | ${kb(row.Document)} | ` +
        `${kb(row.Fetch)} | ${row.loaded} ms | ${row.lcp ?? '-'} ms |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
