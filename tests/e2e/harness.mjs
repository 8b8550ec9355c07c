// The shared set-up of the browser tests: an SMTP sink (optional), a real `soep serve` with demo data and Chromium,
// started before the file's tests and stopped after them, in the right order.
//
//   const stack = useStack({ mail: true });
//   test('...', async () => { const page = await stack.browser.newPage(); await page.goto(stack.server.baseUrl); });
//
// `env` (an object, or an async function called in the stack's `before`) is added to the server's environment; the
// sink's SMTP settings come first when `mail` is on. Start what the server needs (a fake outside service) inside that
// function, and anything that needs the stack lazily on first use: Node 20 runs a file's top-level `before` hooks
// side by side, not one after the other. Stop a fake service in an `after` below the `useStack` call.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
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
    /** A browser context (Dutch locale) logged in as `user` through the real e-mailed code. */
    async staffContext(user, viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport, locale: 'nl-NL' });
      await loginViaApi(context, server.baseUrl, sink, user);
      return context;
    },
  };
}
