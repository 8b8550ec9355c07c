// The delivery screens (spec doc 2: Bestellijsten, delivery day, delivery list creation; issue 13: the deliverer's
// sheet) in Chromium on a phone viewport, against a real server with demo data (tomorrow's demo day has delivery
// orders and one list) and a real staff login. Checked on screen and through the back office's own calls; also the
// Excel download and the care note on the customer's own screens.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const BASE = '/admin/bezorglijsten';

const stack = useStack({ mail: true });

function label(text) {
  return new RegExp(`^${text}( \\*)?$`);
}

const staffContext = (user) => stack.phoneContext(user);
const getJson = (context, path) => stack.getJson(context, path);

/** The order ids of the route on the create screen, top to bottom. */
async function routeOrder(page, orders) {
  const stops = await page.getByTestId('route-stop').allInnerTexts();
  return stops.map((text) => orders.find((o) => text.includes(o.naam))?.id);
}

test('a coordinator puts three addresses in route order, then the deliverer ticks two and they survive a reload', async () => {
  const context = await staffContext(DEMO_USERS.soep_coordinator);
  try {
    const { day, free } = await stack.deliveryDay(context);
    const [a, b, c] = free;

    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${BASE}`);
    await page.getByRole('heading', { level: 1, name: 'Bestellijsten' }).waitFor();
    await page.getByRole('heading', { name: 'Eerstvolgende leverdag' }).waitFor();
    await page.getByRole('tab', { name: 'Leverdagen' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    await page.goto(`${stack.server.baseUrl}${BASE}/bezorglijst-toevoegen?leverdag=${day.id}`);
    await page.getByRole('heading', { level: 1, name: 'Bezorglijst toevoegen' }).waitFor();
    // Without an address there is nothing to submit.
    assert.equal(await page.getByRole('button', { name: 'Toevoegen', exact: true }).count(), 0);
    await page.getByRole('textbox', { name: label('Naam') }).fill('Route Test');
    await page.getByRole('combobox', { name: label('Bezorger') }).click();
    await page.getByRole('option', { name: 'Fatima el Amrani' }).click();
    // 'Alle adressen toevoegen' puts every free address on the route at once (issue 25, item 13); emptied again here.
    await page.getByRole('button', { name: `Alle adressen toevoegen (${free.length})` }).click();
    assert.equal(await page.getByTestId('route-stop').count(), free.length);
    await page.getByText('Alle bezorgadressen van deze dag staan op een lijst.').waitFor();
    while ((await page.getByTestId('route-stop').count()) > 0) {
      await page.getByRole('button', { name: / uit de route halen$/ }).first().click();
    }
    for (const order of [a, b, c]) {
      await page.getByRole('button', { name: `${order.naam} toevoegen aan de route` }).click();
    }
    // c moves up one place with the button (keyboard and phone users): a, c, b.
    await page.getByRole('button', { name: new RegExp(`^${c.naam}, .* omhoog$`) }).click();
    assert.deepEqual(await routeOrder(page, [a, b, c]), [a.id, c.id, b.id]);
    // Drag and drop by keyboard (dnd-kit): pick b up with space, one place up, drop: a, b, c.
    await page.getByRole('button', { name: new RegExp(`^Stop 3 verslepen: ${b.naam}`) }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    assert.deepEqual(await routeOrder(page, [a, b, c]), [a.id, b.id, c.id]);
    await page.getByRole('button', { name: new RegExp(`^${c.naam}, .* omhoog$`) }).click();
    assert.deepEqual(await routeOrder(page, [a, b, c]), [a.id, c.id, b.id]);
    const suggestion = page.getByRole('link', { name: /Voorgestelde route bekijken/ });
    assert.match(await suggestion.getAttribute('href'), /^https:\/\/www\.google\.com\/maps\/dir\//);
    assert.equal(await suggestion.getAttribute('target'), '_blank');
    assert.match(await suggestion.getAttribute('rel'), /noopener/);
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Leverdag / }).waitFor();

    const after = await getJson(context, `/web/admin/bestellijsten_get_besteldag/${day.id}`);
    const created = after.bezorglijsten.find((l) => l.naam === 'Route Test');
    assert.ok(created, 'the new list is on the day');
    assert.equal(created.status, 'te bezorgen');
    const list = await getJson(context, `/web/admin/get_deliverylist/${created.id}`);
    assert.deepEqual(
      list.adressen.map((o) => o.id),
      [a.id, c.id, b.id],
    );

    // The delivery day shows map links that open in a new tab, and telephone links.
    const mapLink = page.getByRole('link', { name: new RegExp(`${a.straat} ${a.huisnummer}\\b`) }).first();
    assert.equal(await mapLink.getAttribute('href'), a.map_link);
    assert.match(a.map_link, /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    assert.ok(decodeURIComponent(a.map_link).includes(`${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`), 'postcode');
    assert.match(await mapLink.getAttribute('rel'), /noopener/);
    assert.ok((await page.locator('a[href^="tel:"]').count()) >= 3);
    assert.deepEqual(await axeViolations(page), []);

    // A care note for the round, kept on the customer.
    await page.getByRole('button', { name: `Notitie voor de bezorging van ${a.naam} aanpassen` }).click();
    await page.getByRole('textbox', { name: 'Notitie voor de bezorging' }).fill('Achterom via de tuin');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Achterom via de tuin').first().waitFor();

    // The pickup list prints as a plain table; on screen it is hidden.
    const printTable = page.locator('table').filter({ hasText: 'Opgehaald' });
    assert.equal(await printTable.isVisible(), false);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await printTable.isVisible(), true);
    await page.emulateMedia({ media: 'screen' });

    // The clients' workbook downloads with the day's date in its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Klantenlijst (Excel)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `klanten-${day.bestellingsdag}.xlsx`);
    const workbook = await readFile(await download.path());
    assert.equal(workbook.subarray(0, 2).toString('latin1'), 'PK', 'an .xlsx file is a zip archive');

    // The care note is part of the customer record: on the customer screen and in its edit form.
    await page.goto(`${stack.server.baseUrl}/admin/klanten/${a.customer_id}`);
    await page.getByText('Notitie voor de bezorging').waitFor();
    await page.getByText('Achterom via de tuin').waitFor();
    await page.goto(`${stack.server.baseUrl}/admin/klanten/aanpassen/${a.customer_id}`);
    const noteInput = page.getByRole('textbox', { name: 'Notitie voor de bezorging' });
    await noteInput.waitFor();
    assert.equal(await noteInput.inputValue(), 'Achterom via de tuin');

    // The deliverer's sheet: tick the first two stops.
    await page.goto(`${stack.server.baseUrl}${BASE}/bezorglijst/${created.id}/rit`);
    await page.getByRole('heading', { level: 1, name: 'Rit Route Test' }).waitFor();
    for (const order of [a, c]) {
      const saved = page.waitForResponse((r) => r.url().includes('/deliverylist_tick/') && r.status() === 200);
      await page.getByRole('checkbox', { name: `${order.naam} bezorgd` }).check();
      await saved;
    }
    await page.getByText('2 van 3 bezorgd').waitFor();
    await page.getByText('Achterom via de tuin').waitFor();
    // 'Kaart' starts navigation to the full address, postcode included (not a search).
    const kaart = page.getByRole('link', { name: new RegExp(`^Kaart van ${a.straat} ${a.huisnummer}\\b`) });
    assert.equal(await kaart.getAttribute('href'), a.map_link);
    assert.deepEqual(await axeViolations(page), []);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Rit Route Test' }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: `${a.naam} bezorgd` }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: `${c.naam} bezorgd` }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: `${b.naam} bezorgd` }).isChecked(), false);
    await page.getByText('2 van 3 bezorgd').waitFor();
    const onTheWay = await getJson(context, `/web/admin/get_deliverylist/${created.id}`);
    assert.equal(onTheWay.status, 'onderweg');

    // Offline: the last tick waits in the phone and goes out when the connection is back.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByRole('checkbox', { name: `${b.naam} bezorgd` }).check();
    await page.getByTestId('waiting-ticks').waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('waiting-ticks').waitFor({ state: 'detached' });
    let done;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      done = await getJson(context, `/web/admin/get_deliverylist/${created.id}`);
      if (done.status === 'bezorgd') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(done.status, 'bezorgd');
    assert.deepEqual(
      done.adressen.map((o) => o.bezorgd),
      [true, true, true],
    );
  } finally {
    await context.close();
  }
});
