// The audit trail screen (admin/logboek, docs/decisions/0020-audit-trail.md) in Chromium against a real server with
// demo data and real staff logins: a manager's change to a blacklist item shows up with who, what and the values
// before → after (desktop table and phone cards), the filters work, and a soep_coordinator has no Logboek.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const stack = useStack({ mail: true });

/** A logged-in context and its CSRF token (the session token). */
async function staffContext(user, viewport = DESKTOP) {
  const context = await stack.browser.newContext({ viewport, locale: 'nl-NL' });
  const token = await loginViaApi(context, stack.server.baseUrl, stack.sink, user);
  return { context, token };
}

async function post(context, token, call, data) {
  const response = await context.request.post(`${stack.server.baseUrl}/web/admin/${call}`, {
    data,
    headers: { 'X-CSRF-Token': token },
  });
  assert.equal(response.status(), 200, await response.text());
  return response.json();
}

let blockedId;
let managerName;

test('a manager sees who changed a blacklist item, with the values before and after, and filters the log', async () => {
  const { context, token } = await staffContext(DEMO_USERS.beheerder);
  try {
    const me = await (await context.request.get(`${stack.server.baseUrl}/web/get-logged-in-user`)).json();
    managerName = me.user.name;
    const body = { email: 'logboek@example.nl', omschrijving: 'Eerste omschrijving' };
    blockedId = (await post(context, token, 'create_blacklist', body)).blokkade.id;
    await post(context, token, `edit_blacklist_item/${blockedId}`, { ...body, omschrijving: 'Tweede omschrijving' });

    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Website' }).waitFor();
    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Logboek' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logboek' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/logboek');

    const table = page.getByRole('table', { name: 'Logboek' });
    const changed = table.getByRole('row').filter({ hasText: `Blacklist ${blockedId}` }).filter({ hasText: 'Gewijzigd' });
    await changed.waitFor();
    const cells = (await changed.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    assert.match(cells[0], /^\d{2}-\d{2}-\d{4} om \d{2}:\d{2}$/, 'the time in Dutch format');
    assert.equal(cells[1], managerName);
    assert.equal(cells[2], `Blacklist ${blockedId}`);
    assert.equal(cells[3], 'Gewijzigd');
    assert.equal(cells[4], 'Omschrijving: Eerste omschrijving → Tweede omschrijving');
    const created = table.getByRole('row').filter({ hasText: `Blacklist ${blockedId}` }).filter({ hasText: 'Aangemaakt' });
    assert.match(await created.innerText(), /E-mailadres: logboek@example\.nl/);
    assert.deepEqual(await axeViolations(page), []);

    // Filter on another part: nothing; then on Blacklist again (the filter is kept in the URL).
    await page.getByRole('combobox', { name: 'Onderdeel' }).click();
    await page.getByRole('option', { name: 'Instellingen' }).click();
    await page.getByText('Geen wijzigingen gevonden met deze filters.').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('type'), 'settings');
    await page.getByRole('combobox', { name: 'Onderdeel' }).click();
    await page.getByRole('option', { name: 'Blacklist' }).click();
    await changed.waitFor();
    await page.getByRole('combobox', { name: 'Medewerker' }).click();
    await page.getByRole('option', { name: managerName }).click();
    await changed.waitFor();
    assert.equal(new URL(page.url()).searchParams.get('user'), String(me.user.id));
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await page.waitForURL((url) => url.search === '');
    await changed.waitFor();
  } finally {
    await context.close();
  }
});

test('on a phone the log shows cards that fit the screen', async () => {
  const { context } = await staffContext(DEMO_USERS.superuser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Website' }).waitFor();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Logboek' }).click();
    await page.getByRole('heading', { level: 1, name: 'Logboek' }).waitFor();
    const card = page
      .getByRole('list', { name: 'Logboek' })
      .getByRole('listitem')
      .filter({ hasText: `Blacklist ${blockedId} · Gewijzigd` });
    await card.waitFor();
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    assert.match(text, new RegExp(`door ${managerName}`));
    assert.match(text, /Omschrijving: Eerste omschrijving → Tweede omschrijving/);
    assert.equal(await page.getByRole('table').count(), 0, 'the table is hidden on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, 'the page does not scroll sideways');
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await context.close();
  }
});

test('a soep_coordinator has no Logboek', async () => {
  const { context } = await staffContext(DEMO_USERS.soep_coordinator);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin/bestellingen`);
    await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Beheermenu' });
    await menu.getByRole('link', { name: 'Klanten' }).waitFor();
    assert.equal(await menu.getByRole('link', { name: 'Logboek' }).count(), 0);
    const response = await context.request.get(`${stack.server.baseUrl}/web/admin/audit-log`);
    assert.equal(response.status(), 403);
    // Typed in by hand: the one "no access" panel instead of an error to retry.
    await page.goto(`${stack.server.baseUrl}/admin/logboek`);
    await page.getByRole('heading', { level: 1, name: 'U heeft geen toegang' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Onderdeel' }).count(), 0);
  } finally {
    await context.close();
  }
});
