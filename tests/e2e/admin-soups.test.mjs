// The soups screens (spec doc 2: Soepen, product detail, product edit) in Chromium against a real server with demo
// data and real staff logins (e-mailed code through a real SMTP sink). Pictures are real PNG files made here; they
// go through the cropper and the server's picture pipeline. Every step is checked on screen and in the back
// office's own product list (GET /web/admin/get_products).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { checkoutBody } from './orders.mjs';
import { DESKTOP, ERRORS_AND_WARNINGS, PHONE, watchProblems } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';
import { solidPng } from './png.mjs';


const stack = useStack({ mail: true });

/** A logged-in page for one of the demo users; console errors and warnings (CSP too) are collected. */
async function staffPage(user, viewport = DESKTOP) {
  const { context, token } = await stack.staffLogin(user, viewport);
  const page = await context.newPage();
  const problems = watchProblems(page, ERRORS_AND_WARNINGS);
  return { context, page, problems, token };
}

async function adminProducts(context) {
  const response = await context.request.get(`${stack.server.baseUrl}/web/admin/get_products`);
  assert.equal(response.status(), 200);
  return await response.json();
}

async function axeViolations(page) {
  // The toasts come from lib/toast.ts (their close button has no label yet; reported, not this feature's code).
  const results = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
}

// --- small real pictures -------------------------------------------------------------------------------------

/** Width and height of a JPEG (from its start-of-frame marker). */
function jpegSize(buffer) {
  let offset = 2;
  while (offset < buffer.length) {
    const marker = buffer.readUInt16BE(offset);
    const length = buffer.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('Geen JPEG-afmetingen gevonden');
}

/** Chooses files through the 'Foto's toevoegen' button (the real file chooser). */
async function choosePictures(page, files) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: "Foto's toevoegen" }).click(),
  ]);
  await chooser.setFiles(files);
}

async function uploadInCropper(page, title, expectedRows) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Foto uploaden' }).click();
  await page.getByTestId('picture-row').nth(expectedRows - 1).waitFor();
}

async function chooseStatus(page, label) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

// --- the flows -------------------------------------------------------------------------------------------------

test('a beheerder adds a soup with a formatted description and two cropped pictures', async () => {
  const { context, page, problems } = await staffPage(DEMO_USERS.beheerder);
  try {
    await page.goto(`${stack.server.baseUrl}/admin/soepen`);
    await page.getByRole('heading', { level: 1, name: 'Soepen' }).waitFor();
    await page.getByRole('tab', { name: 'Soepen', selected: true }).waitFor();
    const before = await adminProducts(context);

    // 'Toevoegen' creates a draft and opens it.
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.waitForURL(/\/admin\/soepen\/aanpassen\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByRole('heading', { level: 1, name: 'Soep aanpassen' }).waitFor();
    assert.equal((await adminProducts(context)).length, before.length + 1);
    assert.equal(await page.getByLabel('Naam').inputValue(), 'Nieuwe soep');

    await page.getByLabel('Naam').fill('Bietensoep met mierikswortel');
    await page.getByLabel('Prijs').fill('4,50');
    await page.getByLabel('Korting').fill('0.50');
    await page.getByText('Totaal: € 4,00').waitFor();

    // Description with bold text, and a link that must use an allowed protocol.
    const editor = page.getByRole('textbox', { name: 'Omschrijving' });
    await editor.click();
    await page.keyboard.type('Romige soep met ');
    await page.getByRole('button', { name: 'Vet' }).click();
    await page.keyboard.type('verse gember');
    await page.getByRole('button', { name: 'Vet' }).click();
    await page.keyboard.type('. Meer op ');
    await page.getByRole('button', { name: 'Link invoegen' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link invoegen' });
    await linkDialog.getByLabel('Adres van de link').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Link opslaan' }).click();
    await linkDialog.getByText('Gebruik een adres dat begint met https://, http://, mailto: of tel:.').waitFor();
    await linkDialog.getByLabel('Adres van de link').fill('https://www.soepketel.nl');
    await linkDialog.getByRole('button', { name: 'Link opslaan' }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    assert.equal(await editor.locator('strong').innerText(), 'verse gember');
    assert.equal(await editor.locator('a').getAttribute('href'), 'https://www.soepketel.nl');

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Terug naar de soep' }).click();
    const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/aanpassen\//);

    // Two pictures, each through the square cropper (400x300 and 300x500 PNGs); chosen-but-not-uploaded
    // pictures make 'back' ask with the spec's text.
    await choosePictures(page, [
      { name: 'rood.png', mimeType: 'image/png', buffer: solidPng(400, 300, [200, 30, 30]) },
      { name: 'blauw.png', mimeType: 'image/png', buffer: solidPng(300, 500, [30, 30, 200]) },
    ]);
    await page.getByRole('dialog', { name: 'Foto bijsnijden (foto 1 van 2)' }).waitFor();
    await page.goBack();
    const unsavedPictures = page.getByRole('dialog', { name: "Foto's niet opgeslagen" });
    await unsavedPictures
      .getByText("Niet alle foto's zijn opgeslagen, weet u zeker dat u verder wilt gaan? De foto's worden niet opgeslagen")
      .waitFor();
    await unsavedPictures.getByRole('button', { name: 'Blijven' }).click();
    await unsavedPictures.waitFor({ state: 'hidden' });
    await uploadInCropper(page, 'Foto bijsnijden (foto 1 van 2)', 1);
    await uploadInCropper(page, 'Foto bijsnijden (foto 2 van 2)', 2);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const rows = page.getByTestId('picture-row');
    assert.deepEqual(
      (await rows.allInnerTexts()).map((text) => text.split('\n')[0]),
      ['rood', 'blauw'],
    );

    // Reorder: blauw up.
    await page.getByRole('button', { name: 'Foto 2 (blauw) omhoog' }).click();
    await page.getByRole('button', { name: 'Foto 1 (blauw) omhoog', disabled: true }).waitFor();
    assert.deepEqual(
      (await rows.allInnerTexts()).map((text) => text.split('\n')[0]),
      ['blauw', 'rood'],
    );

    await chooseStatus(page, 'Beschikbaar');
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    // The detail page shows what was saved.
    await page.waitForURL(new RegExp(`/admin/soepen/${id}$`));
    await page.getByText('Product opgeslagen.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Bietensoep met mierikswortel' }).waitFor();
    const details = page.getByRole('table');
    await details.getByRole('row', { name: 'Status Beschikbaar' }).waitFor();
    await details.getByRole('row', { name: 'Prijs € 4,50' }).waitFor();
    await details.getByRole('row', { name: 'Korting € 0,50' }).waitFor();
    await details.getByRole('row', { name: 'Totaal € 4,00' }).waitFor();
    assert.equal(await page.locator('main strong', { hasText: 'verse gember' }).count(), 1);
    const carousel = page.getByRole('region', { name: "Foto's van Bietensoep met mierikswortel" });
    await carousel.getByText('Foto 1 van 2').waitFor();
    assert.equal(await carousel.locator('img').getAttribute('alt'), 'blauw');
    await carousel.getByRole('button', { name: 'Volgende foto' }).click();
    await carousel.getByText('Foto 2 van 2').waitFor();
    assert.equal(await carousel.locator('img').getAttribute('alt'), 'rood');
    assert.deepEqual(await axeViolations(page), []);

    // Stored on the server: the fields, the sanitised description and the pictures in their new order.
    const stored = (await adminProducts(context)).find((product) => product.id === id);
    assert.equal(stored.naam, 'Bietensoep met mierikswortel');
    assert.equal(stored.status, 'beschikbaar');
    assert.equal(stored.prijs, 450);
    assert.equal(stored.korting, 50);
    assert.equal(stored.totaal, 400);
    assert.match(stored.omschrijving, /<strong>verse gember<\/strong>/);
    assert.match(stored.omschrijving, /href="https:\/\/www\.soepketel\.nl"/);
    assert.deepEqual(
      stored.pictures.sort((a, b) => a.position - b.position).map((picture) => picture.name),
      ['blauw', 'rood'],
    );
    // The cropper sent a square box: both pictures are stored square (the shorter side of the original).
    for (const [picture, side] of [
      [stored.pictures[0], 300],
      [stored.pictures[1], 300],
    ]) {
      const response = await context.request.get(`${stack.server.baseUrl}/web/picture/${picture.uuid}?size=320&format=jpg`);
      assert.equal(response.status(), 200);
      assert.deepEqual(jpegSize(await response.body()), { width: side, height: side });
    }

    // The list shows the card under 'Soepen' with the price minus the discount and a second picture for hover.
    await page.getByRole('link', { name: 'Terug naar de soepen' }).click();
    await page.waitForURL(/\/admin\/soepen\?activeTab=soep$/);
    const card = page.getByTestId('soup-card').filter({ hasText: 'Bietensoep met mierikswortel' });
    await card.waitFor();
    await card.getByText('€ 4,00').waitFor();
    assert.equal(await card.locator('img').count(), 2);
    assert.match(await card.locator('img').first().getAttribute('srcset'), /size=320 320w, .*size=640 640w, .*size=1280 1280w/);
    await card.hover();
    await page.waitForFunction(
      () => {
        const card = [...document.querySelectorAll('[data-testid="soup-card"]')].find((el) =>
          el.textContent.includes('Bietensoep met mierikswortel'),
        );
        return card && getComputedStyle(card.querySelectorAll('img')[1]).opacity === '1';
      },
      null,
      { timeout: 5000 },
    );
    await page.getByRole('tab', { name: 'Concept' }).click();
    await page.waitForURL(/activeTab=concept/);
    // The published soup leaves the list once the Concept tab has rendered (the URL changes first).
    await page.getByTestId('soup-card').filter({ hasText: 'Bietensoep met mierikswortel' }).waitFor({ state: 'detached' });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a soep_coordinator adds a draft, finds it under Concept and deletes it', async () => {
  const { context, page, problems } = await staffPage(DEMO_USERS.soep_coordinator);
  try {
    await page.goto(`${stack.server.baseUrl}/admin/soepen?activeTab=concept`);
    await page.getByRole('tab', { name: 'Concept', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.waitForURL(/\/admin\/soepen\/aanpassen\/\d+$/);
    const id = Number(page.url().split('/').pop());

    // A wrong price is refused by the server, under the field.
    await page.getByLabel('Naam').fill('Linzensoep (proef)');
    await page.getByLabel('Prijs').fill('vier euro');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Vul een geldige prijs in, bijvoorbeeld 4,50.').first().waitFor();
    await page.getByLabel('Prijs').fill('3.75');
    await page.getByText('Vul een geldige prijs in, bijvoorbeeld 4,50.').first().waitFor({ state: 'detached' });

    await choosePictures(page, [{ name: 'linzen.png', mimeType: 'image/png', buffer: solidPng(320, 320, [120, 90, 20]) }]);
    await uploadInCropper(page, 'Foto bijsnijden', 1);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL(new RegExp(`/admin/soepen/${id}$`));
    await page.getByRole('heading', { level: 1, name: 'Linzensoep (proef)' }).waitFor();
    await page.getByRole('table').getByRole('row', { name: 'Status Concept Preview' }).waitFor();

    // The list: the draft is under 'Concept' with 'Preview'.
    await page.getByRole('link', { name: 'Terug naar de soepen' }).click();
    await page.waitForURL(/activeTab=concept$/);
    const card = page.getByTestId('soup-card').filter({ hasText: 'Linzensoep (proef)' });
    await card.getByText('Preview').waitFor();

    // Delete with confirmation.
    await card.click();
    await page.getByRole('button', { name: 'Soep verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Soep verwijderen' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Product verwijderd.').waitFor();
    await page.waitForURL(/\/admin\/soepen\?activeTab=concept$/);
    assert.equal((await adminProducts(context)).some((product) => product.id === id), false);
    await page.getByTestId('soup-card').filter({ hasText: 'Linzensoep (proef)' }).waitFor({ state: 'detached' });

    // The gone soup: its detail page is the 404 page.
    await page.goto(`${stack.server.baseUrl}/admin/soepen/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    // Expected: the 422 of the wrong price and the 404 of the deleted soup.
    assert.deepEqual(problems.filter((text) => !/422|404|Niet gevonden/.test(text)), []);
  } finally {
    await context.close();
  }
});

test('a soup on an order day with orders cannot be deleted: the server says why', async () => {
  const { context, page, problems } = await staffPage(DEMO_USERS.beheerder);
  try {
    // A real order through the public shop on the demo order day that is open now.
    const shop = await (await context.request.get(`${stack.server.baseUrl}/web/get_products`)).json();
    const soup = shop.find((product) =>
      product.naam !== 'Champignonsoep' && product.besteldagen.some((day) => day.inschrijving_geopend),
    );
    assert.ok(soup, 'a demo soup on an open order day');
    const day = soup.besteldagen.find((candidate) => candidate.inschrijving_geopend);
    const row = day.products.find((candidate) => candidate.product_id === soup.id);
    const order = await context.request.post(`${stack.server.baseUrl}/web/bestellen`, {
      headers: { 'Idempotency-Key': `e2e-soups-${Date.now()}` },
      data: checkoutBody([{ id: row.id, gekozen_hoeveelheid: 1 }]),
    });
    assert.equal(order.status(), 200, await order.text());

    await page.goto(`${stack.server.baseUrl}/admin/soepen/${soup.id}`);
    await page.getByRole('heading', { level: 1, name: soup.naam }).waitFor();
    await page.getByRole('button', { name: 'Soep verwijderen' }).click();
    await page.getByRole('dialog', { name: 'Soep verwijderen' }).getByRole('button', { name: 'Verwijderen' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Verwijderen is niet gelukt' });
    await alert
      .getByText('Deze soep staat op een besteldag met bestellingen en kan daarom niet worden verwijderd.', { exact: false })
      .waitFor();
    assert.match(page.url(), new RegExp(`/admin/soepen/${soup.id}$`));
    assert.ok((await adminProducts(context)).some((product) => product.id === soup.id), 'still there');
    assert.deepEqual(problems.filter((text) => !text.includes('422')), []);
  } finally {
    await context.close();
  }
});

test('on a phone the soups are one card per row; sold pictures are grey and invisible soups dimmed', async () => {
  const { context, page, problems, token } = await staffPage(DEMO_USERS.beheerder, PHONE);
  try {
    // Through the real API: one demo soup sold out and hidden.
    const soup = (await adminProducts(context)).find((product) => product.naam === 'Champignonsoep');
    const saved = await context.request.post(`${stack.server.baseUrl}/web/admin/update_product/${soup.id}`, {
      headers: { 'X-CSRF-Token': token },
      data: { ...soup, status: 'niet_beschikbaar', visible: false },
    });
    assert.equal(saved.status(), 200, await saved.text());

    await page.goto(`${stack.server.baseUrl}/admin/soepen`);
    const cards = page.getByTestId('soup-card');
    await cards.nth(1).waitFor();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    assert.equal(Math.round(first.x), Math.round(second.x), 'cards under each other');
    assert.ok(second.y >= first.y + first.height, 'the second card below the first');
    assert.ok(first.width > 300, `a card uses the phone's width (${first.width})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);

    const sold = cards.filter({ hasText: 'Champignonsoep' });
    await sold.getByText('Sold').waitFor();
    await sold.getByText('Onzichtbaar').waitFor();
    assert.equal(await sold.locator('.mantine-Card-section').evaluate((el) => getComputedStyle(el).opacity), '0.5');
    if ((await sold.locator('img').count()) > 0) {
      assert.equal(await sold.locator('img').first().evaluate((el) => getComputedStyle(el).filter), 'grayscale(1)');
    }
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
