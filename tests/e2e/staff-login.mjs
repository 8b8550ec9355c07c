// Real staff logins for the browser tests: a real SMTP server (tests/e2e/smtp_sink.py, aiosmtpd) receives the
// e-mailed login code, and `loginViaApi` logs a browser context in through the real login calls.
//
//   const sink = await startMailSink();
//   const server = await startServer({ env: sink.env });
//   const context = await browser.newContext();
//   await loginViaApi(context, server.baseUrl, sink, DEMO_USERS.beheerder);
//   ... pages of `context` are logged in (cookie session; the app reads the CSRF token itself) ...
//   await sink.stop();
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, spawnUntilReady } from './server.mjs';

export const DEMO_USERS = {
  superuser: { email: 'superuser@soepketel.nl', password: 'Demo-Superuser-2026', rol: 'superuser' },
  beheerder: { email: 'beheerder@soepketel.nl', password: 'Demo-Beheerder-2026', rol: 'beheerder' },
  soep_coordinator: { email: 'coordinator@soepketel.nl', password: 'Demo-Coordinator-2026', rol: 'soep_coordinator' },
};

/** Starts the SMTP sink; `env` points `soep serve` at it. */
export async function startMailSink() {
  const folder = await mkdtemp(join(tmpdir(), 'soep-mail-'));
  const port = await freePort();
  const child = await spawnUntilReady(
    join(ROOT, '.venv', 'bin', 'python'),
    [join(ROOT, 'tests', 'e2e', 'smtp_sink.py'), String(port), folder],
    'De SMTP-testserver',
  );

  /** Every mail received so far, oldest first: {to, subject, text, html}. */
  const mails = async () => {
    const names = (await readdir(folder)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
    const records = await Promise.all(
      names.map(async (name) => {
        const path = join(folder, name);
        return { ...JSON.parse(await readFile(path, 'utf8')), file: name };
      }),
    );
    return records;
  };
  const seen = new Set();
  /** Waits for a mail not returned before by waitForMail that matches `predicate`. */
  const waitForMail = async (predicate, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await mails()).find((mail) => !seen.has(mail.file) && predicate(mail));
      if (found) {
        seen.add(found.file);
        return found;
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    throw new Error(`Geen passende e-mail ontvangen binnen ${timeoutMs / 1000} s.`);
  };
  /** The 6-digit login code of the next login mail to `email`. */
  const waitForLoginCode = async (email) => {
    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Uw inlogcode');
    const match = mail.text.match(/\b(\d{6})\b/);
    if (!match) throw new Error(`Geen code in de inlogmail:\n${mail.text}`);
    return match[1];
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await rm(folder, { recursive: true, force: true });
  };
  return {
    env: { SOEP_SMTP_HOST: '127.0.0.1', SOEP_SMTP_PORT: String(port), SOEP_MAIL_FROM: 'noreply@soepketel.nl' },
    mails,
    waitForMail,
    waitForLoginCode,
    stop,
  };
}

/** Logs `context` (a Playwright browser context) in as `user` through the real calls and the e-mailed code. */
export async function loginViaApi(context, baseUrl, sink, user) {
  const login = await context.request.post(`${baseUrl}/web/login`, {
    data: { email: user.email, password: user.password },
  });
  if (login.status() !== 200) throw new Error(`Inloggen mislukt (${login.status()}): ${await login.text()}`);
  const { user: userId, loginToken } = await login.json();
  const code = await sink.waitForLoginCode(user.email);
  const validated = await context.request.post(`${baseUrl}/web/validate-2fa-code`, {
    data: { code, user: userId, loginToken },
  });
  if (validated.status() !== 200) throw new Error(`Code bevestigen mislukt (${validated.status()}): ${await validated.text()}`);
  return await validated.json();
}

/**
 * Opens the admin burger menu on a phone and returns the menu. The menu closes on every change of page (a
 * coordinator's /admin sends them on to the orders list), so it waits until the page has its heading, and opens the
 * menu again when a late redirect closed it.
 */
export async function openAdminMenu(page) {
  const nav = page.getByRole('navigation', { name: 'Beheermenu' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const burger = page.getByRole('button', { name: 'Menu openen' });
    if (await burger.isVisible()) await burger.click();
    try {
      await page.locator('nav[aria-label="Beheermenu"]:not([data-closed])').waitFor({ timeout: 5_000 });
      return nav;
    } catch {
      // closed again by a change of page: try once more
    }
  }
  throw new Error('Het beheermenu ging niet open.');
}
