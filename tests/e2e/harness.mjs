// The shared set-up of the browser tests: an SMTP sink (optional), a real `soep serve` with demo data and Chromium,
// started before the file's tests and stopped after them, in the right order.
//
//   const stack = useStack({ mail: true });
//   test('...', async () => { const page = await stack.browser.newPage(); await page.goto(stack.server.baseUrl); });
//   const { context, token } = await stack.staffLogin(DEMO_USERS.beheerder, PHONE);   // with `mail`: staff logins
//
// `env` (an object, or an async function called in the stack's `before`) is added to the server's environment; the
// sink's SMTP settings come first when `mail` is on. Start what the server needs (a fake outside service) inside that
// function, and anything that needs the stack lazily on first use: Node 20 runs a file's top-level `before` hooks
// side by side, not one after the other. Stop a fake service in an `after` below the `useStack` call.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { DESKTOP } from './screen.mjs';
import { startServer } from './server.mjs';
import { loginViaApi, startMailSink } from './staff-login.mjs';

export function useStack({ mail = true, env = {}, server: serverOptions = {} } = {}) {
  let sink;
  let server;
  let browser;

  before(async () => {
    if (mail) sink = await startMailSink();
    const extra = typeof env === 'function' ? await env() : env;
    server = await startServer({ ...serverOptions, env: { ...(sink?.env ?? {}), ...extra } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.stop();
  });

  /** A browser context (Dutch locale, and `options` for `browser.newContext`) logged in as `user` through the real
   * e-mailed code, and its CSRF token: {context, token}. */
  async function staffLogin(user, viewport = DESKTOP, options = {}) {
    const context = await browser.newContext({ viewport, locale: 'nl-NL', ...options });
    const token = await loginViaApi(context, server.baseUrl, sink, user);
    return { context, token };
  }

  return {
    get sink() {
      return sink;
    },
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    /** A phone (390 × 844, touch, downloads allowed, Dutch locale) logged in as `user`. */
    async phoneContext(user) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'nl-NL',
        hasTouch: true,
        isMobile: true,
        acceptDownloads: true,
      });
      await loginViaApi(context, server.baseUrl, sink, user);
      return context;
    },
    /** GET `path` in `context` (its session cookie), asserting 200; the parsed JSON. */
    async getJson(context, path) {
      const response = await context.request.get(`${server.baseUrl}${path}`);
      if (response.status() !== 200) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
      return response.json();
    },
    /** The first upcoming delivery day with delivery orders (`day`), its detail, and its delivery orders on no list
     * (`free`, at least three: the demo data has them). */
    async deliveryDay(context) {
      const overview = await this.getJson(context, '/web/admin/get_bestellijsten?tab=leverdagen');
      const day = overview.data.find((d) => d.bezorgen > 0);
      if (!day) throw new Error('the demo data has no delivery day with delivery orders');
      const detail = await this.getJson(context, `/web/admin/bestellijsten_get_besteldag/${day.id}`);
      const free = detail.orders.filter((o) => o.bezorg_optie === 'bezorgen' && o.bezorglijst_id === null);
      if (free.length < 3) throw new Error('fewer than three delivery orders on no list');
      return { day, detail, free };
    },
    /** A browser context (Dutch locale) logged in as `user` through the real e-mailed code. */
    async staffContext(user, viewport = DESKTOP) {
      return (await staffLogin(user, viewport)).context;
    },
    staffLogin,
  };
}
