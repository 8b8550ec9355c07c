// The waitlist (issue 26 item 2) on a phone: a soup is sold out, a visitor joins the waitlist on the product page;
// a customer cancels by their link, the first waiting person gets the offer mail (read from the test SMTP server)
// and turns it into an order with one button on the link's page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CHANGE_LINK = /https?:\/\/\S+\/dagelijkse-soep\/bestelling-aanpassen\/([0-9a-f-]{36})\?token=(\S+)/;
const WAITLIST_LINK = /https?:\/\/\S+\/dagelijkse-soep\/wachtlijst\?token=\S+/;

const stack = useStack({ mail: true });

function order(email, rowId, amount) {
  return {
    voornaam: 'Klant',
    achternaam: 'Vol',
    email,
    telefoonnummer: '0612345678',
    postcode: '3511AB',
    huisnummer: '3',
    huisnummer_extensie: '',
    straat: 'Kerkstraat',
    plaats: 'Utrecht',
    bedrijfsnaam: '',
    bezorg_optie: 'ophalen',
    opmerking: '',
    voorwaarden: true,
    totale_producten: amount,
    products: [{ id: rowId, gekozen_hoeveelheid: amount }],
  };
}

test('a visitor joins the waitlist of a sold-out soup and turns the offer into an order', async () => {
  const staffContext = await stack.browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const csrf = await loginViaApi(staffContext, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
  const request = staffContext.request;
  const saved = await request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
    data: { category: 'soep_paginas', bestelling_online_aanpassen: 1 },
    headers: { 'X-CSRF-Token': csrf },
  });
  assert.equal(saved.status(), 200, await saved.text());
  const products = await (await request.get(`${stack.server.baseUrl}/web/get_products`)).json();
  let soup = null;
  for (const product of products) {
    const day = product.besteldagen.find((candidate) => candidate.inschrijving_geopend && candidate.state !== 'closed');
    const row = day?.products.find((candidate) => candidate.product_id === product.id);
    if (row && row.hoeveelheid - row.besteld >= 1) {
      soup = { product, day, row };
      break;
    }
  }
  assert.ok(soup, 'demo data: a soup with portions left on an open order day');
  // Sell the soup out, a few portions per customer; the first customer's link is used to cancel later.
  let left = soup.row.hoeveelheid - soup.row.besteld;
  const first = `eerste.${Date.now()}@example.nl`;
  for (let n = 0; left > 0; n += 1) {
    const amount = Math.min(left, soup.day.maximale_producten_per_klant);
    const email = n === 0 ? first : `vol${n}.${Date.now()}@example.nl`;
    const placed = await request.post(`${stack.server.baseUrl}/web/bestellen`, { data: order(email, soup.row.id, amount) });
    assert.equal(placed.status(), 200, await placed.text());
    left -= amount;
  }
  const confirmation = await stack.sink.waitForMail((m) => m.to.includes(first) && m.subject.startsWith('Bevestiging'));
  const change = confirmation.text.match(CHANGE_LINK);
  assert.ok(change, 'a change link in the first confirmation');

  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const waiting = `wacht.${Date.now()}@example.nl`;
  try {
    await page.goto(`${stack.server.baseUrl}/dagelijkse-soep/${soup.product.slug}`);
    await page.getByRole('button', { name: 'Zet mij op de wachtlijst' }).first().click();
    await page.getByLabel('Voornaam').fill('Wim');
    await page.getByLabel('Achternaam').fill('Wacht');
    await page.getByLabel('E-mailadres').fill(waiting);
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByLabel('Postcode').fill('3511AB');
    await page.getByLabel('Huisnummer').fill('5');
    await page.getByLabel('Straat').fill('Kerkstraat');
    await page.getByLabel('Plaats').fill('Utrecht');
    const pickup = page.getByRole('radio', { name: 'Ophalen' });
    if (await pickup.count()) await pickup.check();
    await page.getByLabel('Ik ga akkoord met de voorwaarden').check();
    // The form's own button (the demo data has another sold-out day of a soup, with its own button to open a form).
    await page.locator('form').filter({ hasText: 'Wachtlijst voor' }).getByRole('button', { name: 'Zet mij op de wachtlijst' }).click();
    await page.getByTestId('waitlist-joined').waitFor();

    const cancelled = await request.post(`${stack.server.baseUrl}/web/bestelling-annuleren/${change[1]}`, {
      data: { token: change[2] },
    });
    assert.equal(cancelled.status(), 200, await cancelled.text());
    const offer = await stack.sink.waitForMail((m) => m.to.includes(waiting) && m.subject.includes('vrijgekomen'));
    const link = offer.text.match(WAITLIST_LINK);
    assert.ok(link, `an offer link in the mail:\n${offer.text}`);
    const url = new URL(link[0]);
    await page.goto(`${stack.server.baseUrl}${url.pathname}${url.search}`);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.locator('[data-testid="waitlist-status"][data-status="genomen"]').waitFor();
    await stack.sink.waitForMail((m) => m.to.includes(waiting) && m.subject.startsWith('Bevestiging'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await staffContext.close();
  }
});
