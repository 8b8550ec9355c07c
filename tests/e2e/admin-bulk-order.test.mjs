// The standing-customer bulk order screen (spec doc 2: admin/bestellingen/vaste-klant-bestelling) in Chromium
// against a real server with demo data (five standing customers) and a real staff login: choose the day and the
// soup, untick a customer, read the dry run (including a refusal with its Dutch reason), confirm, see the toast and
// land on the orders list; the server then has the orders, and a rerun would skip everyone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };
const SCREEN = '/admin/bestellingen/vaste-klant-bestelling';

const stack = useStack({ mail: true });

/** The demo day that is open now: the soonest upcoming day whose first row has nothing ordered. */
async function openDemoDay(context) {
  const response = await context.request.get(`${stack.server.baseUrl}/web/admin/get_orderdays`);
  assert.equal(response.status(), 200);
  const days = await response.json();
  const open = days.filter((day) => day.nu_geopend).sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag));
  assert.ok(open.length > 0, 'demo data has an open order day');
  return open[0];
}

/** 'n klanten, n soepen, n e-mails' for these customers, as the screen writes it. */
function countsText(customers) {
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const portions = customers.reduce((sum, c) => sum + c.vaste_klant_producten, 0);
  const mails = customers.filter((c) => c.vaste_klant_mailen).length;
  return `${plural(customers.length, 'klant', 'klanten')}, ${plural(portions, 'soep', 'soepen')}, ${plural(mails, 'e-mail', 'e-mails')}`;
}

const LEFT_OUT = ['henk.smit@example.nl', 'fenna.mulder@example.nl'];

function dutchDate(iso) {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

test('a soep_coordinator makes the standing customers bulk order from choosing the day to the toast', async () => {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  const token = await loginViaApi(context, stack.server.baseUrl, stack.sink, DEMO_USERS.soep_coordinator);
  const day = await openDemoDay(context);
  const row = day.products[0];
  // One standing customer is blocked, so the dry run has a refusal to show.
  const blocked = await context.request.post(`${stack.server.baseUrl}/web/admin/create_blacklist`, {
    data: { postcode: '', huisnummer: '', email: 'henk.smit@example.nl', omschrijving: 'Test' },
    headers: { 'X-CSRF-Token': token },
  });
  assert.equal(blocked.status(), 200, await blocked.text());

  const customers = await (await context.request.get(`${stack.server.baseUrl}/web/admin/get_vaste_klanten`)).json();
  assert.ok(customers.length >= 5, 'demo data has standing customers');
  const chosen = customers.filter((c) => !LEFT_OUT.includes(c.email));

  const page = await context.newPage();
  await page.goto(`${stack.server.baseUrl}${SCREEN}`);
  await page.getByRole('heading', { name: 'Vaste-klantbestelling', level: 1 }).waitFor();
  const selection = page.getByRole('status').filter({ hasText: 'Geselecteerd:' });
  await selection.filter({ hasText: countsText(customers) }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Bestelling aanmaken' }).isDisabled(), true);
  // The standing customers' table fits the phone: no sideways scrolling (issue 25).
  const table = page.getByRole('table').filter({ hasText: 'Klant' }).first();
  await table.waitFor();
  const fits = await table.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth);
  assert.equal(fits, true, 'the table ends within the screen');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);

  await page.getByRole('combobox', { name: 'Besteldag' }).click();
  await page.getByRole('option', { name: dutchDate(day.bestellingsdag) }).click();
  await page.getByRole('combobox', { name: 'Soep' }).click();
  await page.getByRole('option', { name: new RegExp(`^${row.naam.naam} \\(nog ${row.hoeveelheid - row.besteld}`) }).click();

  const preview = page.getByTestId('plan-preview');
  await preview.getByText('Henk Smit: Staat op de blacklist.').waitFor();
  await page.getByText('Er wordt niets aangemaakt').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Bestelling aanmaken' }).isDisabled(), true);
  assert.deepEqual(await axeViolations(page), []);

  await page.getByRole('checkbox', { name: 'Henk Smit meenemen' }).uncheck();
  await page.getByRole('checkbox', { name: 'Fenna Mulder meenemen' }).uncheck();
  await selection.filter({ hasText: countsText(chosen) }).waitFor();
  await preview.getByText(`Krijgen een bestelling (${countsText(chosen)}):`).waitFor();
  await preview.getByText(/Gerrit van Dijk: 3 × Ophalen, krijgt een e-mail/).waitFor();

  await page.getByRole('button', { name: 'Bestelling aanmaken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestelling aanmaken' });
  await dialog.waitFor();
  for (const [label, value] of [
    ['Besteldag', dutchDate(day.bestellingsdag)],
    ['Product', row.naam.naam],
    ['Aantal klanten', String(chosen.length)],
    ['Aantal soepen', String(chosen.reduce((sum, c) => sum + c.vaste_klant_producten, 0))],
    ['Aantal e-mails', String(chosen.filter((c) => c.vaste_klant_mailen).length)],
  ]) {
    assert.equal(await dialog.getByRole('row', { name: label }).getByRole('cell').textContent(), value);
  }
  // wait until the opening transition is over (axe measures contrast on the final colours)
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[role="dialog"]')).opacity === '1');
  await page.waitForTimeout(300);
  assert.deepEqual(await axeViolations(page), []);
  await dialog.getByRole('button', { name: 'Bestelling maken' }).click();
  await page.locator('.mantine-Notification-root').filter({ hasText: 'Bestelling aangemaakt' }).first().waitFor();
  await page.waitForURL(`${stack.server.baseUrl}/admin/bestellingen`);
  // The mail column: a mail on its way is shown as such (never a red cross inviting a second send), and the list
  // looks again by itself until the mails have left (issue 25 item 17).
  const cards = page.getByRole('list', { name: 'Bestellingen' }).getByRole('listitem');
  await cards.first().waitFor();
  for (const customer of chosen.filter((c) => c.vaste_klant_mailen)) {
    const card = cards.filter({ hasText: `${customer.voornaam} ${customer.achternaam}` }).first();
    assert.equal(await card.getByText('e-mail niet verstuurd', { exact: true }).count(), 0, customer.email);
  }
  for (const customer of chosen.filter((c) => c.vaste_klant_mailen)) {
    const card = cards.filter({ hasText: `${customer.voornaam} ${customer.achternaam}` }).first();
    await card.getByText('e-mail verstuurd', { exact: true }).waitFor({ state: 'attached', timeout: 20_000 });
  }

  // The server has the orders: the same request again creates nothing and skips them all.
  const rerun = await context.request.post(`${stack.server.baseUrl}/web/admin/create_massa_bestelling`, {
    data: { product: row.id, klanten: chosen.map((c) => c.id), dry_run: true },
    headers: { 'X-CSRF-Token': token },
  });
  assert.equal(rerun.status(), 200, await rerun.text());
  const answer = await rerun.json();
  assert.deepEqual(answer.plan, []);
  assert.deepEqual([...answer.overgeslagen].sort(), chosen.map((c) => c.id).sort());
  await context.close();
});
