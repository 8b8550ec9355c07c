// The waitlist (issue 26 item 2) on a phone: a soup is sold out, a visitor joins the waitlist on the product page;
// a customer cancels by their link, the first waiting person gets the offer mail (read from the test SMTP server)
// and turns it into an order with one button on the link's page. Staff (issue 26 item 3) see the day's list per soup
// under the order day's form, a table on a desktop and cards on a phone, take people off it after a question and
// make an offer by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { checkoutBody } from './orders.mjs';
import { PHONE } from './screen.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const CHANGE_LINK = /https?:\/\/\S+\/dagelijkse-soep\/bestelling-aanpassen\/([0-9a-f-]{36})\?token=(\S+)/;
const WAITLIST_LINK = /https?:\/\/\S+\/dagelijkse-soep\/wachtlijst\?token=\S+/;

const stack = useStack({ mail: true });

function order(email, rowId, amount) {
  const customer = { voornaam: 'Klant', achternaam: 'Vol', telefoonnummer: '0612345678', postcode: '3511AB', huisnummer: '3', straat: 'Kerkstraat' };
  return checkoutBody([{ id: rowId, gekozen_hoeveelheid: amount }], { ...customer, email });
}

/** The first soup with portions left on its first open order day (the shop's own list). */
async function soupWithPortions(request) {
  const products = await (await request.get(`${stack.server.baseUrl}/web/get_products`)).json();
  for (const product of products) {
    const day = product.besteldagen.find((candidate) => candidate.inschrijving_geopend && candidate.state !== 'closed');
    const row = day?.products.find((candidate) => candidate.product_id === product.id);
    if (row && row.hoeveelheid - row.besteld >= 1) return { product, day, row };
  }
  return null;
}

/** A beheerder's desktop context with the own-order links switched on. */
async function staffDesktop() {
  const { context: staffContext, token: csrf } = await stack.staffLogin(DEMO_USERS.beheerder);
  const saved = await staffContext.request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
    data: { category: 'soep_paginas', bestelling_online_aanpassen: 1 },
    headers: { 'X-CSRF-Token': csrf },
  });
  assert.equal(saved.status(), 200, await saved.text());
  return staffContext;
}

/** Sells `row` of `day` out; the first order has `firstAmount` portions (default: as many as a customer may). */
async function sellOut(request, day, row, firstAmount) {
  let left = row.hoeveelheid - row.besteld;
  const stamp = `${row.id}.${Date.now()}`;
  const first = `eerste.${stamp}@example.nl`;
  for (let n = 0; left > 0; n += 1) {
    const amount = Math.min(left, n === 0 && firstAmount ? firstAmount : day.maximale_producten_per_klant);
    const email = n === 0 ? first : `vol${n}.${stamp}@example.nl`;
    const placed = await request.post(`${stack.server.baseUrl}/web/bestellen`, { data: order(email, row.id, amount) });
    assert.equal(placed.status(), 200, await placed.text());
    left -= amount;
  }
  const confirmation = await stack.sink.waitForMail((m) => m.to.includes(first) && m.subject.startsWith('Bevestiging'));
  const change = confirmation.text.match(CHANGE_LINK);
  assert.ok(change, 'a change link in the first confirmation');
  return change;
}

/** A beheerder's desktop context and a soup of an open order day sold out, with the first order's change link. */
async function soldOut(firstAmount) {
  const staffContext = await staffDesktop();
  const request = staffContext.request;
  const soup = await soupWithPortions(request);
  assert.ok(soup, 'demo data: a soup with portions left on an open order day');
  const change = await sellOut(request, soup.day, soup.row, firstAmount);
  return { staffContext, request, soup, change };
}

async function cancelByLink(request, change) {
  const cancelled = await request.post(`${stack.server.baseUrl}/web/bestelling-annuleren/${change[1]}`, {
    data: { token: change[2] },
  });
  assert.equal(cancelled.status(), 200, await cancelled.text());
}

test('a visitor joins the waitlist of a sold-out soup and turns the offer into an order', async () => {
  const { staffContext, request, soup, change } = await soldOut();
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

    await cancelByLink(request, change);
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

function joining(rowId, voornaam, achternaam, email) {
  const { products: _products, totale_producten: _total, ...details } = order(email, rowId, 1);
  return { ...details, voornaam, achternaam, orderday_product_id: rowId, hoeveelheid: 1 };
}

test('staff see the waitlist of an order day and take people off it, on a desktop and on a phone', async () => {
  const { staffContext: desktop, request, soup, change } = await soldOut(1);
  const name = soup.row.naam ?? soup.product.naam;
  const stamp = Date.now();
  const people = [
    ['Anna', 'Eerst', `anna.${stamp}@example.nl`],
    ['Bert', 'Tweede', `bert.${stamp}@example.nl`],
    ['Cor', 'Derde', `cor.${stamp}@example.nl`],
  ];
  for (const [voornaam, achternaam, email] of people) {
    const joined = await request.post(`${stack.server.baseUrl}/web/wachtlijst`, {
      data: joining(soup.row.id, voornaam, achternaam, email),
    });
    assert.equal(joined.status(), 200, await joined.text());
  }
  await cancelByLink(request, change);
  await stack.sink.waitForMail((m) => m.to.includes(people[0][2]) && m.subject.includes('vrijgekomen'));

  const problems = [];
  const page = await desktop.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const phone = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL', hasTouch: true, isMobile: true });
  try {
    // Desktop: a table per soup; Anna holds the freed portion, Bert and Cor wait (nothing free for a hand offer).
    await page.goto(`${stack.server.baseUrl}/admin/bestellingdagen/aanpassen/${soup.day.id}`);
    const section = page.getByTestId('waitlist-section');
    await section.getByRole('heading', { name: 'Wachtlijst', exact: true }).waitFor();
    const table = section.getByRole('table', { name: `Wachtlijst ${name}` });
    const anna = table.getByRole('row').filter({ hasText: 'Anna Eerst' });
    await anna.getByText('Aanbod loopt').waitFor();
    await anna.getByText(/^tot \d\d:\d\d$/).waitFor();
    const bert = table.getByRole('row').filter({ hasText: 'Bert Tweede' });
    await bert.getByText('Wacht', { exact: true }).waitFor();
    assert.equal(await bert.getByRole('button', { name: 'Aanbod doen aan Bert Tweede' }).isDisabled(), true);
    await bert.getByText('Niet genoeg porties vrij (0 vrij)').waitFor();
    const violations = (await new AxeBuilder({ page }).include('[data-testid="waitlist-section"]').analyze()).violations;
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target)}`), []);
    // Taking Anna off the list asks first, then passes her portion on to Bert at once.
    await anna.getByRole('button', { name: 'Anna Eerst van de wachtlijst halen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Van de wachtlijst halen' });
    await dialog.getByText('gaan meteen naar de volgende op de lijst').waitFor();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText(`Anna Eerst staat niet meer op de wachtlijst voor ${name}.`).waitFor();
    await anna.getByText('Van de lijst').waitFor();
    await bert.getByText('Aanbod loopt').waitFor();
    await stack.sink.waitForMail((m) => m.to.includes(people[1][2]) && m.subject.includes('vrijgekomen'));

    // Phone: cards instead of a table; Cor is taken off the list after the question (cancelled once first).
    await loginViaApi(phone, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
    const small = await phone.newPage();
    small.on('pageerror', (error) => problems.push(`pageerror (phone): ${error.message}`));
    await small.goto(`${stack.server.baseUrl}/admin/bestellingdagen/aanpassen/${soup.day.id}`);
    const cards = small.getByRole('list', { name: `Wachtlijst ${name}` });
    await cards.waitFor();
    assert.equal(await small.getByRole('table', { name: `Wachtlijst ${name}` }).count(), 0);
    const cor = cards.getByRole('listitem').filter({ hasText: 'Cor Derde' });
    await cor.getByText('Wacht', { exact: true }).waitFor();
    const phoneViolations = (await new AxeBuilder({ page: small }).include('[data-testid="waitlist-section"]').analyze()).violations;
    assert.deepEqual(phoneViolations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target)}`), []);
    await cor.getByRole('button', { name: 'Cor Derde van de wachtlijst halen' }).click();
    const question = small.getByRole('dialog', { name: 'Van de wachtlijst halen' });
    await question.getByRole('button', { name: 'Annuleren' }).click();
    await question.waitFor({ state: 'hidden' });
    await cor.getByText('Wacht', { exact: true }).waitFor();
    await cor.getByRole('button', { name: 'Cor Derde van de wachtlijst halen' }).click();
    await question.getByRole('button', { name: 'Verwijderen' }).click();
    await small.getByText(`Cor Derde staat niet meer op de wachtlijst voor ${name}.`).waitFor();
    await cor.getByText('Van de lijst').waitFor();
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the phone page scrolls sideways by ${overflow}px`);
    assert.deepEqual(problems, []);
  } finally {
    await phone.close();
    await desktop.close();
  }
});

test('on a phone, staff cannot offer by hand to someone who holds an offer for another soup (one open offer each)', async () => {
  const desktop = await staffDesktop();
  const request = desktop.request;
  // An open order day with two soups that have portions left (the shop lists each day under each of its soups).
  const products = await (await request.get(`${stack.server.baseUrl}/web/get_products`)).json();
  const rowsByDay = new Map();
  for (const product of products) {
    for (const day of product.besteldagen.filter((candidate) => candidate.inschrijving_geopend && candidate.state !== 'closed')) {
      const rows = rowsByDay.get(day.id) ?? { day, rows: new Map() };
      for (const row of day.products) if (row.hoeveelheid - row.besteld >= 1) rows.rows.set(row.id, row);
      rowsByDay.set(day.id, rows);
    }
  }
  const found = [...rowsByDay.values()].find((entry) => entry.rows.size >= 2);
  assert.ok(found, 'demo data: an open order day with two soups that have portions left');
  const [first, other] = [...found.rows.values()];
  const soup = { day: found.day, row: first };
  const [firstChange, otherChange] = [
    await sellOut(request, soup.day, soup.row, 1),
    await sellOut(request, soup.day, other, 1),
  ];
  // Ellen waits for both soups. The first soup's freed portion is offered to her; the other soup's freed portion
  // is not (a person holds one offer at a time, decision 0057), and staff cannot give her a second one by hand
  // either (decision 0127): the server refuses, and the screen mirrors it (decision 0129): 'Aanbod doen' is off, with
  // the server's words read with it, and the portion stays free.
  const ellen = `ellen.${Date.now()}@example.nl`;
  for (const row of [soup.row, other]) {
    const joined = await request.post(`${stack.server.baseUrl}/web/wachtlijst`, { data: joining(row.id, 'Ellen', 'Beide', ellen) });
    assert.equal(joined.status(), 200, await joined.text());
  }
  await cancelByLink(request, firstChange);
  await stack.sink.waitForMail((m) => m.to.includes(ellen) && m.subject.includes('vrijgekomen'));
  await cancelByLink(request, otherChange);

  const phone = await stack.phoneContext(DEMO_USERS.soep_coordinator);
  const page = await phone.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  try {
    await page.goto(`${stack.server.baseUrl}/admin/bestellingdagen/aanpassen/${soup.day.id}`);
    const section = page.getByTestId(`waitlist-soup-${other.id}`);
    await section.getByText('1 wachtend · 1 portie vrij').waitFor();
    const card = section.getByRole('listitem').filter({ hasText: 'Ellen Beide' });
    await card.getByText('Wacht', { exact: true }).waitFor();
    const offer = card.getByRole('button', { name: 'Aanbod doen aan Ellen Beide' });
    assert.equal(await offer.isDisabled(), true, "'Aanbod doen' is off for a person who holds an offer");
    const why = await offer.getAttribute('aria-describedby');
    assert.ok(why, 'the reason is read with the button');
    assert.equal((await page.locator(`[id="${why}"]`).textContent())?.trim(), 'Deze persoon heeft al een aanbod.');
    await card.getByText('Deze persoon heeft al een aanbod.').waitFor();
    await section.getByText('1 wachtend · 1 portie vrij').waitFor();
    await card.getByText('Wacht', { exact: true }).waitFor();
    const offers = (await stack.sink.mails()).filter((m) => m.to.includes(ellen) && m.subject.includes('vrijgekomen'));
    assert.equal(offers.length, 1, 'only the automatic offer of the first soup');
    assert.deepEqual(problems, []);
  } finally {
    await phone.close();
    await desktop.close();
  }
});
