// Portions flow back (issue 26) on a phone: with the setting on, the confirmation mail (read from the test SMTP
// server) carries the private link; the page lists the order, one line is cancelled, its portions are back in the
// shop, and the customer gets a mail. Without a valid token the page shows the spec's change-order notice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useStack } from './harness.mjs';
import { checkoutBody } from './orders.mjs';
import { PHONE } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

/** The customer's own details in these tests (Kerkstraat 3 in Utrecht). */
const KEES = { voornaam: 'Kees', achternaam: 'Terug', telefoonnummer: '0612345678', postcode: '3511AB', huisnummer: '3', straat: 'Kerkstraat' };
const LINK = /https?:\/\/\S+\/dagelijkse-soep\/bestelling-aanpassen\/([0-9a-f-]{36})\?token=(\S+)/;

const stack = useStack({ mail: true });

async function openRows(request) {
  const response = await request.get(`${stack.server.baseUrl}/web/get_products`);
  assert.equal(response.status(), 200);
  const rows = [];
  for (const product of await response.json()) {
    const day = product.besteldagen.find((candidate) => candidate.inschrijving_geopend);
    const row = day?.products[0];
    if (row && row.hoeveelheid - row.besteld >= 2) rows.push({ naam: product.naam, row });
  }
  assert.ok(rows.length >= 2, 'demo data: two soups with portions left on an open order day');
  return rows.slice(0, 2);
}

async function besteld(request, rowId) {
  const response = await request.get(`${stack.server.baseUrl}/web/get_products`);
  for (const product of await response.json()) {
    for (const day of product.besteldagen) {
      const row = day.products.find((candidate) => candidate.id === rowId);
      if (row) return row.besteld;
    }
  }
  throw new Error(`row ${rowId} not found`);
}

test('a customer cancels one soup of their order by the link in the confirmation mail', async () => {
  const { context: staffContext, token: csrf } = await stack.staffLogin(DEMO_USERS.beheerder);
  const saved = await staffContext.request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
    data: { category: 'soep_paginas', bestelling_online_aanpassen: 1 },
    headers: { 'X-CSRF-Token': csrf },
  });
  assert.equal(saved.status(), 200, await saved.text());

  const [first, second] = await openRows(staffContext.request);
  const email = 'kees.flowback@example.nl';
  const placed = await staffContext.request.post(`${stack.server.baseUrl}/web/bestellen`, {
    data: checkoutBody(
      [
        { id: first.row.id, gekozen_hoeveelheid: 2 },
        { id: second.row.id, gekozen_hoeveelheid: 1 },
      ],
      { ...KEES, email },
    ),
    headers: { 'Idempotency-Key': `flowback-${Date.now()}` },
  });
  assert.equal(placed.status(), 200, await placed.text());
  const before = await besteld(staffContext.request, first.row.id);

  const confirmation = await stack.sink.waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Bevestiging'));
  const match = confirmation.text.match(LINK);
  assert.ok(match, `a change link in the confirmation:\n${confirmation.text}`);
  const path = new URL(match[0]).pathname + new URL(match[0]).search;

  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  try {
    await page.goto(`${stack.server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Bestelling aanpassen' }).waitFor();
    const lines = page.getByTestId('own-order-line');
    await lines.first().waitFor();
    assert.equal(await lines.count(), 2);
    const line = lines.filter({ hasText: first.naam });
    await line.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('status').filter({ hasText: 'Uw bestelling is aangepast.' }).waitFor();
    await page.getByTestId('own-order-line').first().waitFor();
    assert.equal(await page.getByTestId('own-order-line').count(), 1);
    assert.equal(await besteld(staffContext.request, first.row.id), before - 2, 'the portions are back in the shop');
    const changed = await stack.sink.waitForMail((m) => m.to.includes(email) && m.subject.includes('is aangepast'));
    assert.match(changed.text, new RegExp(`2 x ${first.naam}`));

    // A wrong token: only the spec's change-order notice.
    await page.goto(`${stack.server.baseUrl}/dagelijkse-soep/bestelling-aanpassen/${match[1]}?token=fout`);
    await page.getByText('Deze pagina is onder constructie').waitFor();
    assert.equal(await page.getByTestId('own-order-line').count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await staffContext.close();
  }
});
