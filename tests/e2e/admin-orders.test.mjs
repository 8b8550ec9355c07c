// The orders and customers screens (spec doc 2: Bestellingen, order add and edit, Klanten) in Chromium against a
// real server with demo data and real staff logins, on a desktop AND a phone viewport. What the tests need beyond
// the demo data (orders with a known postcode, a fresh customer) they create through the real API; every step is
// then checked on screen and in the API's own answers (refresh_order, refresh_customer, the order day's stock).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useStack } from './harness.mjs';
import { staffOrderBody } from './orders.mjs';
import { assertAccessible, DESKTOP, expectToast, PHONE } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const VIEWPORTS = {
  desktop: { size: DESKTOP, user: DEMO_USERS.beheerder, postcode: '3583 AK', other: 'Yilmaz' },
  phone: { size: PHONE, user: DEMO_USERS.soep_coordinator, postcode: '3583 AL', other: 'Visser' },
};

const stack = useStack({ mail: true });

/** A logged-in context and a small API helper with its CSRF token. */
async function staff(viewport) {
  const { context, token: csrf } = await stack.staffLogin(viewport.user, viewport.size);
  const get = async (path, status = 200) => {
    const response = await context.request.get(`${stack.server.baseUrl}/web/admin/${path}`);
    assert.equal(response.status(), status, `GET ${path}: ${await response.text()}`);
    return response.json();
  };
  const post = async (path, data, status = 200) => {
    const response = await context.request.post(`${stack.server.baseUrl}/web/admin/${path}`, {
      data,
      headers: { 'X-CSRF-Token': csrf },
    });
    assert.equal(response.status(), status, `POST ${path}: ${await response.text()}`);
    return response.json();
  };
  return { context, get, post };
}

/** An upcoming order day row with at least `spare` portions left (demo data: several open days). */
async function spareRow(api, spare = 5) {
  const days = await api.get('bestellingen_get_besteldagen');
  const today = new Date().toISOString().slice(0, 10);
  for (const day of days.filter((d) => d.bestellingsdag >= today)) {
    const row = day.products.find((r) => r.hoeveelheid - r.besteld >= spare);
    if (row) return { day, row };
  }
  throw new Error('no order day with portions left in the demo data');
}

async function rowNow(api, dayId, rowId) {
  const day = (await api.get('bestellingen_get_besteldagen')).find((d) => d.id === dayId);
  return day.products.find((r) => r.id === rowId);
}

/** Creates an order through the API for a new customer (pickup, so no delivery area is needed). */
async function orderFor(api, { voornaam, achternaam, email, postcode, amount = 1 }) {
  const { day, row } = await spareRow(api);
  const { id } = await api.post('create_bestelling', staffOrderBody(row.id, { voornaam, achternaam, email, postcode }, amount));
  return { id, day, row };
}

/** The list's row (desktop) or card (phone) that mentions `text`. */
function listEntry(page, name, text) {
  const listName = name;
  return page
    .locator(`table[aria-label="${listName}"] tbody tr:visible, ul[aria-label="${listName}"] > li:visible`)
    .filter({ hasText: text });
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  describe(`${label} (${viewport.size.width}px, ${viewport.user.rol})`, () => {
    test('find an order by postcode, resend its mail and edit an amount', async () => {
      const api = await staff(viewport);
      try {
        const achternaam = `Zoekers-${label}`;
        const created = await orderFor(api, {
          voornaam: 'Pim',
          achternaam,
          email: `pim.${label}@voorbeeld.nl`,
          postcode: viewport.postcode.replace(' ', ''),
        });
        const before = await rowNow(api, created.day.id, created.row.id);

        const page = await api.context.newPage();
        await page.goto(`${stack.server.baseUrl}/admin/bestellingen`);
        await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();
        await listEntry(page, 'Bestellingen', String(created.id)).first().waitFor();
        await assertAccessible(page);

        // Search as you type, with the postcode typed with a space: the URL keeps the search.
        await page.getByRole('searchbox', { name: 'Zoeken' }).fill(viewport.postcode.toLowerCase());
        await page.waitForURL((url) => url.searchParams.get('q') === viewport.postcode.toLowerCase());
        await page.getByRole('status').filter({ hasText: '1 t/m 1 van 1' }).waitFor();
        const entry = listEntry(page, 'Bestellingen', `Pim ${achternaam}`);
        assert.equal(await entry.count(), 1, 'only this order has this postcode');
        const text = (await entry.innerText()).replace(/\s+/g, ' ');
        assert.match(text, /€ \d+,\d\d/, 'the total the Dutch way');
        assert.match(text, /\bBeheer\b/, 'the source, in the same words everywhere');
        assert.match(text, /Ophalen/);
        // The order day of the order's line, as a column (issue 25 item 11).
        const [y, m, d] = created.day.bestellingsdag.split('-');
        assert.ok(text.includes(`${d}-${m}-${y}`), `the order day in: ${text}`);

        // The delivery filter: a pickup order is not among the deliveries; the filter sits in the URL too.
        await page.getByRole('combobox', { name: 'Ophalen of bezorgen' }).click();
        await page.getByRole('option', { name: 'Bezorgen' }).click();
        await page.waitForURL((url) => url.searchParams.get('bezorg_optie') === 'bezorgen');
        await page.getByText(`Geen bestellingen gevonden voor '${viewport.postcode.toLowerCase()}'.`).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('bezorg_optie') === null);
        await entry.waitFor();

        await entry.click();
        await page.getByRole('heading', { level: 1, name: `Bestelling ${created.id} aanpassen` }).waitFor();
        const available = before.hoeveelheid - before.besteld + 1;
        const line = page.getByRole('group', { name: 'Regel 1' });
        await line.getByText(`${available} beschikbaar.`).waitFor();
        assert.equal(await page.getByLabel(/^Postcode/).inputValue(), viewport.postcode.replace(' ', ''));

        // resending asks first (issue 25 item 18): cancelling sends nothing
        await page.getByRole('button', { name: 'Email opnieuw versturen' }).click();
        const ask = page.getByRole('dialog', { name: 'Email opnieuw versturen' });
        await ask.getByText(`pim.${label}@voorbeeld.nl`).waitFor();
        await ask.getByRole('button', { name: 'Annuleren' }).click();
        await ask.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Email opnieuw versturen' }).click();
        await ask.getByRole('button', { name: 'Versturen' }).click();
        await expectToast(page, 'Email verstuurd.');
        await stack.sink.waitForMail((mail) => mail.to.includes(`pim.${label}@voorbeeld.nl`) && mail.text.includes(String(created.id)));

        await line.getByRole('textbox', { name: /^Aantal/ }).fill('2');
        await assertAccessible(page);
        if (label === 'desktop') {
          // Unsaved changes ask before leaving.
          await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Klanten' }).click();
          await page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' }).waitFor();
          await page.getByRole('button', { name: 'Blijven' }).click();
        }
        await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
        await expectToast(page, 'Bestelling aangepast');
        await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();

        const saved = await api.get(`refresh_order/${created.id}`);
        assert.equal(saved.products.length, 1);
        assert.equal(saved.products[0].hoeveelheid, 2);
        assert.equal((await rowNow(api, created.day.id, created.row.id)).besteld, before.besteld + 1, 'one more reserved');

        // Back returns to the searched list.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: `Bestelling ${created.id} aanpassen` }).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/admin/bestellingen' && url.searchParams.get('q') !== null);
        assert.equal(await page.getByRole('searchbox', { name: 'Zoeken' }).inputValue(), viewport.postcode.toLowerCase());
      } finally {
        await api.context.close();
      }
    });

    test('delete an order: after the confirmation its portions are free again', async () => {
      const api = await staff(viewport);
      try {
        const created = await orderFor(api, {
          voornaam: 'Dirk',
          achternaam: `Weg-${label}`,
          email: `dirk.${label}@voorbeeld.nl`,
          postcode: '3584CS',
          amount: 2,
        });
        const before = await rowNow(api, created.day.id, created.row.id);
        const page = await api.context.newPage();
        // Enter on an order number opens that order (find_bestelling).
        await page.goto(`${stack.server.baseUrl}/admin/bestellingen`);
        await page.getByRole('searchbox', { name: 'Zoeken' }).fill(String(created.id));
        await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
        await page.getByRole('heading', { level: 1, name: `Bestelling ${created.id} aanpassen` }).waitFor();
        await assertAccessible(page);
        await page.getByRole('toolbar', { name: 'Acties voor deze bestelling' }).getByRole('button', { name: 'Verwijderen' }).click();
        const dialog = page.getByRole('dialog', { name: 'Bestelling verwijderen' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Verwijderen' }).click();
        await expectToast(page, 'Bestelling verwijderd');
        await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();
        await api.get(`refresh_order/${created.id}`, 404);
        assert.equal((await rowNow(api, created.day.id, created.row.id)).besteld, before.besteld - 2);

        // An order that does not exist (any more) sends the user back to the list.
        await page.goto(`${stack.server.baseUrl}/admin/bestellingen/aanpassen/${created.id}`);
        await page.getByText('Deze bestelling bestaat niet (meer).').waitFor();
        await page.waitForURL(`${stack.server.baseUrl}/admin/bestellingen`);
      } finally {
        await api.context.close();
      }
    });

    test('create an order for an existing customer found by search', async () => {
      const api = await staff(viewport);
      try {
        const { day, row } = await spareRow(api);
        const [customer] = await api.get(`bestellingen_search_klanten/${viewport.other}`);
        assert.ok(customer, `the demo customer ${viewport.other}`);
        const page = await api.context.newPage();
        await page.goto(`${stack.server.baseUrl}/admin/bestellingen`);
        await page.getByRole('button', { name: 'Toevoegen' }).click();
        await page.getByRole('heading', { level: 1, name: 'Bestelling toevoegen' }).waitFor();

        // Sending without a customer, soup or delivery choice: the server's errors show under the fields.
        await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
        await page.getByText('Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.').waitFor();
        // The summary by the button names each field (issue 25 item 3).
        await page.getByTestId('form-errors').getByRole('link', { name: 'Voornaam: Dit veld is verplicht.' }).waitFor();
        const firstLine = page.getByRole('group', { name: 'Regel 1' });
        await firstLine.getByText('Kies een soep.').waitFor();
        assert.equal(await firstLine.getByRole('combobox', { name: 'Soep' }).getAttribute('aria-invalid'), 'true');
        assert.equal(await page.getByLabel(/^Voornaam/).getAttribute('aria-invalid'), 'true');
        await assertAccessible(page);

        await page.getByRole('radio', { name: 'Bestaande klant' }).check();
        await page.getByRole('combobox', { name: 'Bestaande klant zoeken' }).fill(viewport.other.toLowerCase());
        await page.getByRole('option', { name: new RegExp(`${customer.voornaam} ${customer.achternaam}`) }).click();
        assert.equal(await page.getByLabel(/^Voornaam/).inputValue(), customer.voornaam);
        assert.equal(await page.getByLabel(/^E-mailadres/).inputValue(), customer.email);

        const line = page.getByRole('group', { name: 'Regel 1' });
        await line.getByRole('combobox', { name: 'Besteldag' }).click();
        const [y, m, d] = day.bestellingsdag.split('-');
        await page.getByRole('option', { name: `${d}-${m}-${y}` }).click();
        await line.getByRole('combobox', { name: 'Soep' }).click();
        await page.getByRole('option', { name: row.naam }).click();
        const now = await rowNow(api, day.id, row.id);
        await line.getByText(`${now.hoeveelheid - now.besteld} beschikbaar.`).waitFor();
        await line.getByRole('textbox', { name: /^Aantal/ }).fill('1');
        // 'Bezorgen' for an address outside the delivery area says so at once (issue 25, item 8).
        const postcode = page.getByLabel(/^Postcode/);
        const own = await postcode.inputValue();
        await postcode.fill('1012 AB');
        await postcode.blur();
        await page.getByRole('radio', { name: 'Bezorgen' }).check();
        const outside = page.getByText('Wij bezorgen helaas niet op dit adres. U kunt de soep wel ophalen.');
        await outside.waitFor();
        await postcode.fill(own);
        await postcode.blur();
        await outside.waitFor({ state: 'detached' });
        await page.getByRole('radio', { name: 'Ophalen' }).check();
        await page.getByLabel('Opmerking').fill('Graag in een pan van thuis.');
        await assertAccessible(page);
        await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
        await expectToast(page, 'Bestelling aangemaakt');
        await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();

        const found = await api.get(`search_orders/${encodeURIComponent(customer.email)}`);
        const order = found.data[0];
        assert.equal(order.bron, 'admin');
        assert.equal(order.customer_id, customer.id);
        assert.equal(order.opmerking, 'Graag in een pan van thuis.');
        assert.deepEqual(
          order.products.map((l) => [l.orderday_product.id, l.hoeveelheid]),
          [[row.id, 1]],
        );
        assert.equal((await rowNow(api, day.id, row.id)).besteld, now.besteld + 1);
      } finally {
        await api.context.close();
      }
    });

    test('make a customer a standing customer, then switch it off again', async () => {
      const api = await staff(viewport);
      try {
        const achternaam = `Vast-${label}`;
        await orderFor(api, { voornaam: 'Vera', achternaam, email: `vera.${label}@voorbeeld.nl`, postcode: '3584CT' });
        const page = await api.context.newPage();
        await page.goto(`${stack.server.baseUrl}/admin/klanten`);
        await page.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
        await page.getByRole('searchbox', { name: 'Klant zoeken' }).fill(achternaam);
        await page.waitForURL((url) => url.searchParams.get('q') === achternaam);
        const entry = listEntry(page, 'Klanten', achternaam);
        await entry.waitFor();
        assert.match(await entry.innerText(), /Nee/);
        await assertAccessible(page);
        await entry.getByRole('link', { name: `Vera ${achternaam}` }).click();

        await page.getByRole('heading', { level: 1, name: `Vera ${achternaam}` }).waitFor();
        await page.getByText('Deze klant heeft nog geen donaties.').waitFor();
        await page.getByText('Dit is geen vaste klant.').waitFor();
        const orderLink = page.getByRole('link', { name: /^Bestelling \d+ aanpassen$/ });
        assert.equal(await orderLink.count(), 1, 'the order links to its edit screen');
        await assertAccessible(page);
        const customerUrl = page.url();

        await page.getByRole('link', { name: 'Aanpassen', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Klant aanpassen' }).waitFor();
        await page.getByRole('switch', { name: 'Vaste klant' }).check({ force: true });
        const portions = page.getByRole('textbox', { name: /^Aantal porties per besteldag/ });
        assert.equal(await portions.inputValue(), '1', 'switching on starts at one portion');
        await portions.fill('');
        await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
        await page.getByText('Vul minimaal 1 in.').first().waitFor();
        await page.getByText('Kies ophalen of bezorgen.').first().waitFor();
        assert.equal(await portions.getAttribute('aria-invalid'), 'true');
        await portions.fill('2');
        await page.getByRole('radio', { name: 'Bezorgen' }).check();
        await page.getByRole('checkbox', { name: /mailen/ }).check();
        await assertAccessible(page);
        await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
        await expectToast(page, 'Klant aangepast');
        await page.waitForURL(customerUrl);
        await page.getByText('Bevestiging mailen').waitFor();

        const id = customerUrl.split('/').at(-1);
        let saved = await api.get(`refresh_customer/${id}`);
        assert.deepEqual(
          [saved.vaste_klant, saved.vaste_klant_mailen, saved.vaste_klant_producten, saved.vaste_klant_bezorgkeuze],
          [true, true, 2, 'bezorgen'],
        );

        // Off again: the form clears the defaults at once, and so does the server.
        await page.getByRole('link', { name: 'Aanpassen', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Klant aanpassen' }).waitFor();
        await page.getByRole('switch', { name: 'Vaste klant' }).uncheck({ force: true });
        assert.equal(await page.getByRole('radio', { name: 'Bezorgen' }).count(), 0);
        await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
        await expectToast(page, 'Klant aangepast');
        await page.getByText('Dit is geen vaste klant.').waitFor();
        saved = await api.get(`refresh_customer/${id}`);
        assert.deepEqual(
          [saved.vaste_klant, saved.vaste_klant_mailen, saved.vaste_klant_producten, saved.vaste_klant_bezorgkeuze],
          [false, false, null, null],
        );
      } finally {
        await api.context.close();
      }
    });
  });
}
