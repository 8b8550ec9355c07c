// The admin shell in Chromium: the Admin menu item, the admin menu per role, sub-pages, 404 and Uitloggen.
// Staff log in for real (tests/e2e/staff-login.mjs: the e-mailed code arrives at a real SMTP server).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi, openAdminMenu } from './staff-login.mjs';

const SHOP_ENTRIES = ['Leverdagen', 'Bestellingen', 'Besteldagen', 'Soepen', 'Postcodes', 'Blacklist', 'Klanten'];
const MANAGER_ENTRIES = ['Website', 'Gebruikers', 'Foto uploaden', 'Fotos', 'ContactFormulier', 'Instellingen', 'Logboek', 'Donaties'];

const stack = useStack({ mail: true });

/** A page of a context that is really logged in as `user`; `token` is its session (CSRF) token. */
async function loggedInPage(user, viewport = { width: 1280, height: 900 }) {
  const context = await stack.browser.newContext({ viewport, locale: 'nl-NL' });
  const token = await loginViaApi(context, stack.server.baseUrl, stack.sink, user);
  const page = await context.newPage();
  const logoutHeaders = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/web/logout') logoutHeaders.push(request.headers());
  });
  return { page, token, logoutHeaders, close: () => context.close() };
}

async function adminMenuLabels(page) {
  const nav = page.getByRole('navigation', { name: 'Beheermenu' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

test('a logged-in superuser sees Admin in the main menu and the full admin menu', async () => {
  const { page, close } = await loggedInPage(DEMO_USERS.superuser);
  try {
    await page.goto(`${stack.server.baseUrl}/`);
    const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await mainNav.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Website' }).waitFor();
    assert.deepEqual(await adminMenuLabels(page), [...MANAGER_ENTRIES, ...SHOP_ENTRIES]);
    assert.ok(await page.getByRole('button', { name: 'Uitloggen' }).isVisible());
    assert.ok(await page.getByText('Welkom, Sanne de Vries.').isVisible());

    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
    assert.ok(await page.getByRole('searchbox', { name: 'Klant zoeken' }).isVisible(), 'the customers screen itself');

    await page.goto(`${stack.server.baseUrl}/admin/bestaat-niet`);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    assert.ok(await page.getByRole('navigation', { name: 'Beheermenu' }).isVisible(), 'inside the admin layout');

    const results = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
      [],
    );
  } finally {
    await close();
  }
});

test('the soup coordinator sees only the shop part of the admin menu', async () => {
  const { page, close } = await loggedInPage(DEMO_USERS.soep_coordinator);
  try {
    await page.goto(`${stack.server.baseUrl}/admin`);
    assert.deepEqual(await adminMenuLabels(page), SHOP_ENTRIES);
  } finally {
    await close();
  }
});

test('every managers-only screen opened by a soup coordinator shows the same "no access" panel', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const { page, close } = await loggedInPage(DEMO_USERS.soep_coordinator, viewport);
    try {
      for (const path of [
        '/admin/gebruikers/toevoegen',
        '/admin/fotos',
        '/admin/foto-upload',
        '/admin/contactformulier',
        '/admin/contactformulier/berichten',
        '/admin/logboek',
      ]) {
        await page.goto(`${stack.server.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: 'U heeft geen toegang' }).waitFor();
        await page.getByTestId('no-access').getByRole('link', { name: 'Naar de bestellingen' }).waitFor();
        assert.equal(await page.locator('main input, main button[type="submit"]').count(), 0, `${path}: no controls`);
        assert.equal(await page.getByText('controleer uw verbinding', { exact: false }).count(), 0, path);
      }
      const results = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(results.violations.map((violation) => violation.id), []);
      // Settings: the same panel for the website's settings, and the own account below it.
      await page.goto(`${stack.server.baseUrl}/admin/instellingen`);
      await page.getByTestId('no-access').waitFor();
      await page.getByText('Mijn account').first().waitFor();
    } finally {
      await close();
    }
  }
});

test('Uitloggen sends the CSRF token, forgets the session and leaves the admin area', async () => {
  const { page, token, logoutHeaders, close } = await loggedInPage(DEMO_USERS.superuser);
  try {
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stichting De Soepketel' }).waitFor();
    assert.equal(logoutHeaders.length, 1);
    assert.equal(logoutHeaders[0]['x-csrf-token'], token);
    const session = await page.context().request.get(`${stack.server.baseUrl}/web/get-logged-in-user`);
    assert.equal(session.status(), 401, 'the server forgot the session');
    const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await mainNav.getByRole('link', { name: 'Contact' }).waitFor();
    assert.equal(await mainNav.getByRole('link', { name: 'Admin' }).count(), 0);
  } finally {
    await close();
  }
});

test('admin on a phone: the burger opens the admin menu', async () => {
  const { page, close } = await loggedInPage(DEMO_USERS.superuser, { width: 390, height: 844 });
  try {
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Website' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Beheermenu' });
    assert.equal(await nav.isVisible(), false);
    await (await openAdminMenu(page)).getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/klanten');
  } finally {
    await close();
  }
});
