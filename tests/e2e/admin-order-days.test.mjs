// The order days screens (spec doc 2: Besteldagen, add and edit order day) in Chromium against a real server with
// demo data and real staff logins (e-mailed code through a real SMTP sink). Every step is checked on screen, in the
// back office's own list and in the PUBLIC shop call GET /web/get_products.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { checkoutBody } from './orders.mjs';
import { cellTexts, DESKTOP, expectToast, label, PHONE } from './screen.mjs';
import { DEMO_USERS, openAdminMenu } from './staff-login.mjs';

const LIST = '/admin/bestellingdagen';

const stack = useStack({ mail: true });

/** Day and clock of Europe/Amsterdam at `moment`: {iso: 'YYYY-MM-DD', nl: 'dd-mm-yyyy', time: 'HH:MM'}. */
function amsterdam(moment) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    nl: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the public shop says about order day `dayId`: undefined when it is not shown at all. */
async function publicDay(dayId) {
  const response = await fetch(`${stack.server.baseUrl}/web/get_products`);
  assert.equal(response.status, 200);
  const products = await response.json();
  return products.flatMap((product) => product.besteldagen).find((day) => day.id === dayId);
}

async function adminDays(context) {
  const response = await context.request.get(`${stack.server.baseUrl}/web/admin/get_orderdays`);
  assert.equal(response.status(), 200);
  return response.json();
}

test('a beheerder adds an order day, switches it, edits it and deletes it; the shop follows', async () => {
  const context = await stack.staffContext(DEMO_USERS.beheerder);
  try {
    const me = await (await context.request.get(`${stack.server.baseUrl}/web/get-logged-in-user`)).json();
    const products = await (await context.request.get(`${stack.server.baseUrl}/web/admin/get_products`)).json();
    const soup = products.find((product) => product.status === 'beschikbaar');
    assert.ok(soup, 'the demo data has a soup with status beschikbaar');

    const now = Date.now();
    const day = amsterdam(new Date(now + 20 * DAY_MS));
    const opening = amsterdam(new Date(now - 60 * 60 * 1000));
    const closing = amsterdam(new Date(now + 19 * DAY_MS));
    const [dayOfMonth, month] = day.nl.split('-');

    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${LIST}`);
    await page.getByRole('heading', { level: 1, name: 'Besteldagen' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Eerstvolgende besteldag' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Bestellingen' }).getAttribute('aria-selected'), 'true');

    // Add: the submit button appears only with a product row; dates and times are normalised on blur.
    await page.getByRole('toolbar').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Besteldag toevoegen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${LIST}/toevoegen`);
    // The form starts as a copy of the latest order day; this journey starts from an empty form instead.
    await page.getByTestId('orderday-proposal').getByRole('button', { name: 'Leeg formulier' }).click();
    assert.equal(await page.getByLabel(label('Maximaal aantal producten per klant')).inputValue(), '1');
    assert.equal(await page.getByRole('button', { name: 'Toevoegen', exact: true }).count(), 0, 'no rows, no submit');

    const dayInput = page.getByLabel(label('Besteldag'));
    await dayInput.fill(`${Number(dayOfMonth)}/${Number(month)}/${day.iso.slice(0, 4)}`);
    await dayInput.blur();
    assert.equal(await dayInput.inputValue(), day.nl);
    await page.getByLabel(label('Openingsdatum')).fill(opening.nl);
    await page.getByLabel(label('Openingstijd')).fill(opening.time.replace(':', ''));
    await page.getByLabel(label('Openingstijd')).blur();
    assert.equal(await page.getByLabel(label('Openingstijd')).inputValue(), opening.time);
    await page.getByLabel(label('Sluitingsdatum')).fill(closing.nl);
    await page.getByLabel(label('Sluitingstijd')).fill('20:00');
    await page.getByLabel(label('Zichtbaar vanaf (datum)')).fill(opening.nl);
    await page.getByLabel(label('Zichtbaar vanaf (tijd)')).fill(opening.time);
    await page.getByLabel(label('Onzichtbaar vanaf (datum)')).fill(day.nl);
    await page.getByLabel(label('Onzichtbaar vanaf (tijd)')).fill('2300');
    await page.getByLabel(label('Onzichtbaar vanaf (tijd)')).blur();
    await page.getByLabel(label('Maximaal aantal producten per klant')).fill('3');

    await page.getByRole('button', { name: 'Product toevoegen' }).click();
    const row = page.getByRole('group', { name: 'Regel 1' });
    await row.getByLabel(label('Soep')).click();
    await page.getByRole('option', { name: soup.naam }).click();
    await row.getByLabel(label('Totaal beschikbaar')).fill('25');
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Besteldagen' }).waitFor();
    await expectToast(page, 'Besteldag aangemaakt');
    const created = (await adminDays(context)).find((d) => d.bestellingsdag === day.iso);
    assert.ok(created, 'the new order day is saved');
    assert.equal(created.maximale_producten_per_klant, 3);
    assert.equal(created.bestelling_sluitings_timestamp.endsWith('Z'), true);

    const tableRow = page.getByRole('tabpanel').getByTestId(`orderday-row-${created.id}`);
    await tableRow.waitFor();
    const headers = (await page.getByRole('tabpanel').locator('thead th').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(headers.slice(2), [
      'ID',
      'Aangemaakt door',
      'Besteldag',
      'Inschrijving open',
      'Zichtbaar',
      'Bestellingen',
      'Totaal producten',
      'Besteld',
      'Beschikbaar',
    ]);
    assert.deepEqual((await cellTexts(tableRow)).slice(2), [
      String(created.id),
      me.user.name,
      day.nl,
      `Open tot ${closing.nl} om 20:00 Schakelaar aan`,
      `Zichtbaar tot ${day.nl} om 23:00 Schakelaar aan`,
      '0',
      '25',
      '0',
      '25',
    ]);
    let shop = await publicDay(created.id);
    assert.ok(shop, 'the new day is in the public shop');
    assert.equal(shop.inschrijving_geopend, true);

    // The expanded row shows the four moments as 'date om time'.
    await tableRow.getByRole('button', { name: `Details tonen van ${day.nl}` }).click();
    const details = page.locator(`#orderday-details-${created.id}`);
    await details.waitFor();
    const detailText = await details.innerText();
    assert.match(detailText, new RegExp(`Inschrijving opent\\s+${opening.nl} om ${opening.time}`));
    assert.match(detailText, new RegExp(`Inschrijving sluit\\s+${closing.nl} om 20:00`));
    assert.match(detailText, new RegExp(`Onzichtbaar vanaf\\s+${day.nl} om 23:00`));

    // The switches, each confirmed, each with the spec's message, each visible in the public shop.
    const toolbar = page.getByRole('toolbar', { name: 'Acties voor besteldagen' });
    await tableRow.getByRole('radio').check();
    const steps = [
      ['Sluiten', 'Bestelling sluiten', 'Bestelling is gesloten', (d) => d && d.inschrijving_geopend === false],
      ['Openen', 'Bestelling openen', 'Bestelling is geopend', (d) => d && d.inschrijving_geopend === true],
      ['Onzichtbaar maken', 'Bestelling onzichtbaar maken', 'Bestelling is onzichtbaar gemaakt', (d) => d === undefined],
      ['Zichtbaar maken', 'Bestelling zichtbaar maken', 'Bestelling is zichtbaar gemaakt', (d) => d !== undefined],
    ];
    for (const [button, title, message, check] of steps) {
      await toolbar.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      // .last(): the dialog's close button is also named 'Sluiten' (ConfirmModal); the confirm button comes last
      await dialog.getByRole('button', { name: button, exact: true }).last().click();
      await expectToast(page, message);
      await dialog.waitFor({ state: 'hidden' });
      shop = await publicDay(created.id);
      assert.ok(check(shop), `${message}: the shop shows ${JSON.stringify(shop)}`);
    }
    await toolbar.getByRole('button', { name: 'Sluiten', exact: true }).waitFor();
    // the list reloads after each switch: give a slow machine a moment before reading the cells
    const switchesOn = [`Open tot ${closing.nl} om 20:00 Schakelaar aan`, `Zichtbaar tot ${day.nl} om 23:00 Schakelaar aan`];
    for (let i = 0; i < 50 && (await cellTexts(tableRow)).slice(5, 7).join() !== switchesOn.join(); i += 1) {
      await page.waitForTimeout(100);
    }
    assert.deepEqual((await cellTexts(tableRow)).slice(5, 7), switchesOn);

    // Edit: the saved values come back; a closing before the opening shows the server's error on that field.
    await toolbar.getByRole('button', { name: 'Aanpassen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Besteldag aanpassen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${LIST}/aanpassen/${created.id}`);
    assert.equal(await page.getByLabel(label('Besteldag')).inputValue(), day.nl);
    assert.equal(await page.getByLabel(label('Openingstijd')).inputValue(), opening.time);
    const editRow = page.getByRole('group', { name: 'Regel 1' });
    assert.equal(await editRow.getByLabel(label('Soep')).inputValue(), soup.naam);
    await editRow.getByLabel(label('Totaal beschikbaar')).fill('30');

    // Leaving with unsaved changes asks first.
    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Besteldagen' }).click();
    const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, `${LIST}/aanpassen/${created.id}`);

    const before = amsterdam(new Date(now - 2 * DAY_MS));
    await page.getByLabel(label('Sluitingsdatum')).fill(before.nl);
    await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
    await page.getByText('De sluiting moet na de opening liggen.').first().waitFor();
    assert.equal(await page.getByLabel(label('Sluitingsdatum')).getAttribute('aria-invalid'), 'true');
    assert.equal(new URL(page.url()).pathname, `${LIST}/aanpassen/${created.id}`);
    assert.equal((await adminDays(context)).find((d) => d.id === created.id).totale_producten, 25);

    await page.getByLabel(label('Sluitingsdatum')).fill(closing.nl);
    assert.equal(await page.getByText('De sluiting moet na de opening liggen.').count(), 0, 'editing clears the error');
    await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Besteldagen' }).waitFor();
    await expectToast(page, 'Besteldag aangepast');
    const edited = (await adminDays(context)).find((d) => d.id === created.id);
    assert.equal(edited.totale_producten, 30);
    assert.equal(edited.products.length, 1);
    await page.getByRole('tabpanel').getByTestId(`orderday-row-${created.id}`).getByText('30').first().waitFor();
    assert.equal((await publicDay(created.id)).products[0].hoeveelheid, 30);

    // Delete, confirmed.
    await page.getByRole('tabpanel').getByTestId(`orderday-row-${created.id}`).getByRole('radio').check();
    await toolbar.getByRole('button', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Besteldag verwijderen' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast(page, 'Bestelling verwijderd');
    await page.getByRole('tabpanel').getByTestId(`orderday-row-${created.id}`).waitFor({ state: 'detached' });
    assert.equal((await adminDays(context)).some((d) => d.id === created.id), false);
    assert.equal(await publicDay(created.id), undefined);
  } finally {
    await context.close();
  }
});

test('product rows: only beschikbaar soups, a saved row is removed after confirmation', async () => {
  const context = await stack.staffContext(DEMO_USERS.superuser);
  try {
    const days = await adminDays(context);
    const target = days.find((d) => d.products.length >= 2 && d.bestellingen === 0 && d.bestellingsdag > amsterdam(new Date()).iso);
    assert.ok(target, 'a demo order day with two rows and no orders');
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${LIST}/aanpassen/${target.id}`);
    await page.getByRole('heading', { level: 1, name: 'Besteldag aanpassen' }).waitFor();
    const rows = page.getByRole('group', { name: /^Regel \d+$/ });
    await rows.first().waitFor();
    assert.equal(await rows.count(), target.products.length);

    await page.getByRole('button', { name: 'Regel 2 verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product verwijderen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await rows.count(), target.products.length - 1);

    // 'Annuleren' fetches the day again: the removed row is back.
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="group"][aria-label^="Regel "]').length === count,
      target.products.length,
    );

    await page.getByRole('button', { name: 'Regel 2 verwijderen' }).click();
    await page.getByRole('dialog', { name: 'Product verwijderen' }).getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
    await expectToast(page, 'Besteldag aangepast');
    const saved = (await adminDays(context)).find((d) => d.id === target.id);
    assert.deepEqual(
      saved.products.map((r) => r.id),
      target.products.filter((_, i) => i !== 1).map((r) => r.id),
    );

    // An unknown day: back to the list.
    await page.goto(`${stack.server.baseUrl}${LIST}/aanpassen/999999`);
    await page.getByRole('heading', { level: 1, name: 'Besteldagen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, LIST);
  } finally {
    await context.close();
  }
});

test('the Archief tab lives in ?activeTab and holds the past days', async () => {
  const context = await stack.staffContext(DEMO_USERS.beheerder);
  try {
    const today = amsterdam(new Date()).iso;
    const past = (await adminDays(context)).filter((d) => d.bestellingsdag < today);
    assert.ok(past.length > 0, 'the demo data has a past order day');
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${LIST}`);
    await page.getByRole('tab', { name: 'Archief' }).click();
    await page.waitForURL((url) => url.searchParams.get('activeTab') === 'archief');
    for (const day of past) await page.getByRole('tabpanel').getByTestId(`orderday-row-${day.id}`).waitFor();
    await page.reload();
    assert.equal(await page.getByRole('tab', { name: 'Archief' }).getAttribute('aria-selected'), 'true');
    await page.getByRole('tab', { name: 'Bestellingen' }).click();
    await page.waitForURL((url) => url.searchParams.get('activeTab') === 'bestellingen');
    for (const day of past) await page.getByTestId(`orderday-row-${day.id}`).waitFor({ state: 'detached' });
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await context.close();
  }
});

test('a soep_coordinator opens the screen, also on a phone', async () => {
  const context = await stack.staffContext(DEMO_USERS.soep_coordinator, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/admin`);
    await (await openAdminMenu(page)).getByRole('link', { name: 'Besteldagen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Besteldagen' }).waitFor();
    await page.getByRole('toolbar', { name: 'Acties voor besteldagen' }).waitFor();
    const upcoming = (await adminDays(context)).filter((d) => d.bestellingsdag > amsterdam(new Date()).iso);
    assert.ok(upcoming.length > 0);
    await page.getByRole('tabpanel').getByTestId(`orderday-row-${upcoming[0].id}`).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page does not scroll sideways (${overflow}px)`);
    assert.deepEqual(await axeViolations(page), []);

    await page.getByRole('toolbar').getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Besteldag toevoegen' }).waitFor();
    await page.getByLabel(label('Besteldag')).waitFor();
    const formOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(formOverflow <= 0, `the form does not scroll sideways (${formOverflow}px)`);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await context.close();
  }
});

test('a day with orders: counts in the table, no delete, ordered rows stay', async () => {
  const context = await stack.staffContext(DEMO_USERS.beheerder);
  try {
    const target = (await adminDays(context)).find((d) => d.nu_geopend && d.bestellingsdag > amsterdam(new Date()).iso);
    assert.ok(target, 'a demo order day that is open now');
    const rowId = target.products[0].id;
    const order = await fetch(`${stack.server.baseUrl}/web/bestellen`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-${Date.now()}` },
      body: JSON.stringify(checkoutBody([{ id: rowId, gekozen_hoeveelheid: 2 }])),
    });
    assert.equal(order.status, 200, await order.text());

    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${LIST}`);
    const row = page.getByRole('tabpanel').getByTestId(`orderday-row-${target.id}`);
    await row.waitFor();
    const cells = (await cellTexts(row)).slice(2);
    assert.deepEqual(cells.slice(5), ['1', String(target.totale_producten), '2', String(target.totale_producten - 2)]);
    await row.getByRole('radio').check();
    const toolbar = page.getByRole('toolbar', { name: 'Acties voor besteldagen' });
    assert.equal(await toolbar.getByRole('button', { name: 'Verwijderen' }).isDisabled(), true);
    await page.getByText('Deze besteldag heeft bestellingen en kan daarom niet worden verwijderd.').waitFor();

    await toolbar.getByRole('button', { name: 'Aanpassen' }).click();
    const first = page.getByRole('group', { name: 'Regel 1' });
    await first.waitFor();
    await first.getByText('Besteld: 2').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Regel 1 verwijderen' }).isDisabled(), true);
    // The total cannot go below what is ordered (the input corrects it); an empty total gets the server's message.
    const amount = first.getByLabel(label('Totaal beschikbaar'));
    await amount.fill('1');
    await amount.blur();
    assert.equal(await amount.inputValue(), '2');
    await amount.fill('');
    await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
    await first.getByText('Vul minimaal 1 in.').waitFor();
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    await amount.fill('5');
    assert.equal(await first.getByText('Vul minimaal 1 in.').count(), 0);
  } finally {
    await context.close();
  }
});

test('a new order day starts as the latest day a week later; a date that has a day is named and linked', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await stack.staffContext(DEMO_USERS.soep_coordinator, viewport);
    try {
      const days = await adminDays(context);
      const latest = [...days].sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag)).at(-1);
      const page = await context.newPage();
      await page.goto(`${stack.server.baseUrl}${LIST}/toevoegen`);
      await page.getByRole('heading', { level: 1, name: 'Besteldag toevoegen' }).waitFor();
      const note = page.getByTestId('orderday-proposal');
      await note.getByText(`${latest.bestellingsdag.split('-').reverse().join('-')}: dezelfde soepen`).waitFor();
      const next = new Date(`${latest.bestellingsdag}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 7);
      const nextNl = next.toISOString().slice(0, 10).split('-').reverse().join('-');
      assert.equal(await page.getByLabel(label('Besteldag')).inputValue(), nextNl);
      for (const [index, row] of latest.products.entries()) {
        const group = page.getByRole('group', { name: `Regel ${index + 1}` });
        assert.equal(await group.getByLabel(label('Soep')).inputValue(), row.naam.naam);
        assert.equal(await group.getByLabel(label('Totaal beschikbaar')).inputValue(), String(row.hoeveelheid));
      }
      assert.deepEqual(await axeViolations(page), []);

      // The date of an existing day: named, linked, and refused by the server on the date field.
      const dayInput = page.getByLabel(label('Besteldag'));
      await dayInput.fill(latest.bestellingsdag.split('-').reverse().join('-'));
      await dayInput.blur();
      const taken = page.getByTestId('date-taken');
      await taken.getByRole('link', { name: 'Die besteldag aanpassen' }).waitFor();
      assert.equal(
        await taken.getByRole('link').getAttribute('href'),
        `${LIST}/aanpassen/${latest.id}`,
      );
      await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
      await page.getByText(/is al een besteldag\. Pas die besteldag aan of kies een andere datum\./).first().waitFor();
      assert.equal(await dayInput.getAttribute('aria-invalid'), 'true');
      assert.equal((await adminDays(context)).length, days.length, 'nothing saved');
    } finally {
      await context.close();
    }
  }
});
