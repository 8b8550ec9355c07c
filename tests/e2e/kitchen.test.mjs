// The kitchen's day on a phone (issue 27): open the delivery day, download the container labels, make a delivery
// list, let 'Route voorstellen' order its stops from the foundation's address, accept it, save, and find the same
// order on the deliverer's sheet; and the demo's standing customer on holiday on the customer screen.
// The address lookup is a small loopback server in PDOK's format (the demo's delivery addresses carry their
// coordinates already; only the foundation's address 'Kerkstraat 12, 3511 AB Utrecht' is looked up).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { after, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const BASE = '/admin/bezorglijsten';

let pdok;
const pdokRequests = [];

async function startPdok() {
  pdok = createServer((request, response) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const filters = Object.fromEntries(query.getAll('fq').map((f) => f.split(':')));
    pdokRequests.push(filters);
    const known = filters.postcode === '3511AB' && filters.huisnummer === '12';
    const docs = known
      ? [
          {
            type: 'adres',
            straatnaam: 'Kerkstraat',
            woonplaatsnaam: 'Utrecht',
            huisnummer: 12,
            huis_nlt: '12',
            postcode: '3511AB',
            centroide_ll: 'POINT(5.1214 52.0907)',
          },
        ]
      : [];
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ response: { numFound: docs.length, start: 0, docs } }));
  });
  await new Promise((resolve) => pdok.listen(0, '127.0.0.1', resolve));
  return { SOEP_PDOK_URL: `http://127.0.0.1:${pdok.address().port}/bzk/locatieserver/search/v3_1` };
}

const stack = useStack({ mail: true, env: startPdok });
after(() => new Promise((resolve) => (pdok ? pdok.close(resolve) : resolve())));

const phoneContext = (user) => stack.phoneContext(user);
const getJson = (context, path) => stack.getJson(context, path);

/** Order ids in the order their names appear in `texts`. */
function idsOf(texts, orders) {
  return texts.map((text) => orders.find((o) => text.includes(o.naam))?.id);
}

test('labels, a suggested route accepted on a phone, and the same order on the deliverer\'s sheet', async () => {
  const context = await phoneContext(DEMO_USERS.soep_coordinator);
  try {
    const { day, free } = await stack.deliveryDay(context);

    // The delivery day: the labels download as a PDF.
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${BASE}/Leverdag/${day.id}`);
    await page.getByRole('heading', { level: 1, name: /^Leverdag / }).waitFor();
    const [labels] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Etiketten (PDF)' }).click(),
    ]);
    assert.equal(labels.suggestedFilename(), `etiketten-${day.bestellingsdag}.pdf`);
    assert.equal((await readFile(await labels.path())).subarray(0, 5).toString('latin1'), '%PDF-');

    // A new list with every free address, then 'Route voorstellen'.
    await page.goto(`${stack.server.baseUrl}${BASE}/bezorglijst-toevoegen?leverdag=${day.id}`);
    await page.getByRole('heading', { level: 1, name: 'Bezorglijst toevoegen' }).waitFor();
    await page.getByRole('textbox', { name: /^Naam/ }).fill('Route Kort');
    await page.getByRole('combobox', { name: /^Bezorger/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: `Alle adressen toevoegen (${free.length})` }).click();
    assert.equal(await page.getByTestId('route-stop').count(), free.length);

    const card = page.getByTestId('route-suggestion');
    const ask = async () => {
      const answered = page.waitForResponse((r) => r.url().includes('/web/admin/suggest_route'));
      await page.getByRole('button', { name: 'Route voorstellen' }).click();
      assert.equal((await answered).status(), 200);
      await card.waitFor();
    };
    await ask();
    if ((await card.getByText(/Uw volgorde is al de kortste/).count()) > 0) {
      // The order staff made happens to be the shortest: move the first stop down and ask again.
      await card.getByRole('button', { name: 'Sluiten' }).click();
      await page.getByRole('button', { name: / omlaag$/ }).first().click();
      await ask();
    }
    await card.getByText(/^Nu .* km, voorgesteld .* km/).waitFor();
    const suggested = idsOf(await card.locator('li').allInnerTexts(), free);
    assert.equal(new Set(suggested).size, free.length, 'every stop once in the suggestion');
    assert.deepEqual(await axeViolations(page), []);

    await card.getByRole('button', { name: 'Voorstel overnemen' }).click();
    await page.getByText('Voorgestelde route overgenomen.', { exact: false }).waitFor();
    assert.deepEqual(idsOf(await page.getByTestId('route-stop').allInnerTexts(), free), suggested);
    // The multi-stop link follows the accepted order.
    const link = await page.getByRole('link', { name: /Voorgestelde route bekijken/ }).getAttribute('href');
    const firstStreet = free.find((o) => o.id === suggested[0]).straat;
    assert.ok(decodeURIComponent(link).startsWith(`https://www.google.com/maps/dir/${firstStreet}`), link);

    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Leverdag / }).waitFor();
    const saved = (await getJson(context, `/web/admin/bestellijsten_get_besteldag/${day.id}`)).bezorglijsten.find(
      (l) => l.naam === 'Route Kort',
    );
    assert.ok(saved, 'the list was saved');

    // The deliverer's sheet shows the stops in the accepted order.
    await page.goto(`${stack.server.baseUrl}${BASE}/bezorglijst/${saved.id}/rit`);
    await page.getByRole('heading', { level: 1, name: 'Rit Route Kort' }).waitFor();
    const boxes = await page.getByRole('checkbox', { name: / bezorgd$/ }).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? node.closest('label')?.textContent ?? ''),
    );
    const onSheet = idsOf(boxes.length ? boxes : await page.getByRole('checkbox').allInnerTexts(), free);
    assert.deepEqual(onSheet, suggested);
    const list = await getJson(context, `/web/admin/get_deliverylist/${saved.id}`);
    assert.deepEqual(
      list.adressen.map((o) => o.id),
      suggested,
    );
    assert.ok(pdokRequests.some((f) => f.postcode === '3511AB'), "the foundation's address was looked up");
  } finally {
    await context.close();
  }
});

test('the demo standing customer on holiday: the pause on the customer screen and in the bulk order plan', async () => {
  const context = await phoneContext(DEMO_USERS.soep_coordinator);
  try {
    const { pauzes } = await getJson(context, '/web/admin/get_customer_pauses');
    const holiday = pauzes.find((p) => p.reden === 'vakantie');
    assert.ok(holiday && holiday.actief, 'the demo has a customer on holiday today');
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin/klanten/${holiday.klant}`);
    const pauses = page.getByTestId('customer-pauses');
    await pauses.getByText(/^Gepauzeerd t\/m \d\d-\d\d-\d{4} \(vakantie\)$/).waitFor();
    await pauses.getByRole('textbox', { name: /^Reden/ }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await context.close();
  }
});
