// The admin shell in Chromium: the Admin menu item, the admin menu per role, sub-pages, 404 and Uitloggen.
// The session answers are stubbed in the browser (page.route), so these tests do not depend on e-mailed codes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const USERS = {
  superuser: { id: 1, name: 'Sanne de Vries', email: 'superuser@soepketel.nl', rol: 'superuser' },
  soep_coordinator: { id: 3, name: 'Fatima el Amrani', email: 'coordinator@soepketel.nl', rol: 'soep_coordinator' },
};
const SHOP_ENTRIES = ['Leverdagen', 'Bestellingen', 'Besteldagen', 'Soepen', 'Postcodes', 'Blacklist', 'Klanten'];
const MANAGER_ENTRIES = ['Website', 'Gebruikers', 'Foto uploaden', 'Fotos', 'ContactFormulier', 'Instellingen'];

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose session calls answer as if `user` is logged in (until Uitloggen). */
async function loggedInPage(user, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL' });
  const page = await context.newPage();
  const session = { user, token: 'sessietoken-e2e' };
  const logoutHeaders = [];
  const answer = (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(session.user ? session : { user: null, token: null }),
    });
  await page.route('**/web/get-logged-in-user-without-error', answer);
  await page.route('**/web/get-logged-in-user', (route) =>
    session.user ? answer(route) : route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
  );
  await page.route('**/web/logout', (route) => {
    logoutHeaders.push(route.request().headers());
    session.user = null;
    return route.fulfill({ status: 200, contentType: 'application/json', body: 'null' });
  });
  return { page, logoutHeaders, close: () => context.close() };
}

async function adminMenuLabels(page) {
  const nav = page.getByRole('navigation', { name: 'Beheermenu' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

test('a logged-in superuser sees Admin in the main menu and the full admin menu', async () => {
  const { page, close } = await loggedInPage(USERS.superuser);
  try {
    await page.goto(`${server.baseUrl}/`);
    const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await mainNav.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Beheer' }).waitFor();
    assert.deepEqual(await adminMenuLabels(page), [...MANAGER_ENTRIES, ...SHOP_ENTRIES]);
    assert.ok(await page.getByRole('button', { name: 'Uitloggen' }).isVisible());
    assert.ok(await page.getByText('Welkom, Sanne de Vries.').isVisible());

    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Soepen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Soepen' }).waitFor();
    assert.ok(await page.getByText('Dit onderdeel is nog in aanbouw.').isVisible());

    await page.goto(`${server.baseUrl}/admin/bestaat-niet`);
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
  const { page, close } = await loggedInPage(USERS.soep_coordinator);
  try {
    await page.goto(`${server.baseUrl}/admin`);
    assert.deepEqual(await adminMenuLabels(page), SHOP_ENTRIES);
  } finally {
    await close();
  }
});

test('Uitloggen sends the CSRF token, forgets the session and leaves the admin area', async () => {
  const { page, logoutHeaders, close } = await loggedInPage(USERS.superuser);
  try {
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stichting De Soepketel' }).waitFor();
    assert.equal(logoutHeaders.length, 1);
    assert.equal(logoutHeaders[0]['x-csrf-token'], 'sessietoken-e2e');
    const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await mainNav.getByRole('link', { name: 'Contact' }).waitFor();
    assert.equal(await mainNav.getByRole('link', { name: 'Admin' }).count(), 0);
  } finally {
    await close();
  }
});

test('admin on a phone: the burger opens the admin menu', async () => {
  const { page, close } = await loggedInPage(USERS.superuser, { width: 390, height: 844 });
  try {
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Beheer' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Beheermenu' });
    assert.equal(await nav.isVisible(), false);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await nav.getByRole('link', { name: 'Klanten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/klanten');
  } finally {
    await close();
  }
});
