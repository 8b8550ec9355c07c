// Privacy (AVG) in Chromium against a real server with demo data: the privacy statement page and its link from the
// forms, and on the customer screen a manager's data download and 'Klantgegevens wissen' (refused while an order is
// still to be delivered, then done after the order is gone). A soup coordinator does not see the buttons.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { useStack } from './harness.mjs';
import { staffOrderBody } from './orders.mjs';
import { assertAccessible, expectToast, PHONE } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const stack = useStack({ mail: true });

async function staff(user) {
  const { context, token: csrf } = await stack.staffLogin(user, PHONE, { acceptDownloads: true });
  const call = async (method, path, data) => {
    const response = await context.request.fetch(`${stack.server.baseUrl}/web/admin/${path}`, {
      method,
      data,
      headers: { 'X-CSRF-Token': csrf },
    });
    assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return { context, get: (path) => call('GET', path), post: (path, data) => call('POST', path, data) };
}

test('the privacy statement is a public page, linked from the contact form and the login', async () => {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${stack.server.baseUrl}/privacy`);
    assert.equal(response.status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Privacyverklaring' }).waitFor();
    await page.getByRole('heading', { name: 'Uw rechten' }).waitFor();
    await assertAccessible(page);
    for (const path of ['/contact', '/inloggen']) {
      await page.goto(`${stack.server.baseUrl}${path}`);
      await page.getByRole('link', { name: 'privacyverklaring' }).click();
      await page.waitForURL(`${stack.server.baseUrl}/privacy`);
    }
  } finally {
    await context.close();
  }
});

test('a manager downloads a customer’s data and erases the customer once nothing is left to deliver', async () => {
  const api = await staff(DEMO_USERS.beheerder);
  try {
    const days = await api.get('bestellingen_get_besteldagen');
    const today = new Date().toISOString().slice(0, 10);
    const day = days.find((d) => d.bestellingsdag >= today && d.products.some((r) => r.hoeveelheid - r.besteld >= 1));
    const row = day.products.find((r) => r.hoeveelheid - r.besteld >= 1);
    const wies = { voornaam: 'Wies', achternaam: 'Wisbaar', email: 'wies.wisbaar@example.nl', postcode: '3584CT' };
    const { id: orderId } = await api.post('create_bestelling', staffOrderBody(row.id, wies));
    const order = await api.get(`refresh_order/${orderId}`);
    const page = await api.context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin/klanten/${order.customer_id}`);
    await page.getByRole('heading', { level: 1, name: 'Wies Wisbaar' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy' }).waitFor();
    await assertAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Klantgegevens downloaden' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `klantgegevens-${order.customer_id}.json`);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(data.customer.email, 'wies.wisbaar@example.nl');
    assert.deepEqual(
      data.orders.map((o) => o.id),
      [orderId],
    );

    await page.getByRole('button', { name: 'Klantgegevens wissen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Klantgegevens wissen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Wissen' }).click();
    await expectToast(page, 'Deze klant heeft nog een bestelling die niet is geleverd.');
    assert.equal((await api.get(`refresh_customer/${order.customer_id}`)).achternaam, 'Wisbaar');

    await api.post(`destroy_order/${orderId}`, {});
    await page.getByRole('button', { name: 'Klantgegevens wissen' }).click();
    await page.getByRole('dialog', { name: 'Klantgegevens wissen' }).getByRole('button', { name: 'Wissen' }).click();
    await expectToast(page, 'Klantgegevens gewist');
    await page.getByRole('heading', { level: 1, name: 'Geanonimiseerd' }).waitFor();
    const erased = await api.get(`refresh_customer/${order.customer_id}`);
    assert.equal(erased.achternaam, '');
    assert.match(erased.email, /@geanonimiseerd\.invalid$/);
  } finally {
    await api.context.close();
  }
});

test('a soup coordinator sees no privacy buttons', async () => {
  const api = await staff(DEMO_USERS.soep_coordinator);
  try {
    const customers = await api.get('get_customers');
    const page = await api.context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin/klanten/${customers.data[0].id}`);
    await page.getByRole('heading', { name: 'Bestellingen' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Klantgegevens wissen' }).count(), 0);
  } finally {
    await api.context.close();
  }
});
