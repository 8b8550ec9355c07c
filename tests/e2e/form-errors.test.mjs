// Issue 25 item 3: a form that refuses to send shows why, where the visitor looks. On a phone (donation, checkout,
// contact) and on a desktop (staff forms): every problem at once, the focus on the first problem field, and one
// summary near the submit button that names each field and links to it; axe finds nothing on the refused forms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const REQUIRED = 'Dit veld is verplicht.';

const stack = useStack({ mail: true });

async function phonePage() {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL', hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

async function staffPage(viewport = DESKTOP) {
  const context = await stack.browser.newContext({ viewport, locale: 'nl-NL' });
  await loginViaApi(context, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
  return { context, page: await context.newPage() };
}

async function expectNoAxeViolations(page, where) {
  assert.deepEqual(await axeViolations(page), [], `axe on ${where}`);
}

/** The summary's lines, as the visitor reads them. */
async function summaryLines(page) {
  const summary = page.getByTestId('form-errors');
  await summary.waitFor();
  return (await summary.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

/** The focused element's accessible label (its <label>, or its group's). */
async function focusedLabel(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const label = element?.labels?.[0]?.textContent ?? element?.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
    return (label && document.getElementById(label)?.textContent) || label || element?.getAttribute('name') || '';
  });
}

/** Whether the element is on screen (the visitor sees it without scrolling). */
async function onScreen(locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

test('donation on a phone: "Doneren" without anything names every problem by the button and focuses the first', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
    const form = page.getByRole('form', { name: 'Donatieformulier' });
    const button = form.getByRole('button', { name: 'Doneren' });
    await button.click();
    assert.deepEqual(await summaryLines(page), [
      'Bedrag: Kies of vul een bedrag in.',
      `Voornaam: ${REQUIRED}`,
      `Achternaam: ${REQUIRED}`,
      `E-mailadres: ${REQUIRED}`,
    ]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-field') === 'bedrag');
    assert.equal(await onScreen(page.locator('[data-field="bedrag"]')), true, 'the first problem is brought into view');
    // Each line leads to its field; the field shows the same message.
    await page.getByTestId('form-errors').getByRole('link', { name: `Achternaam: ${REQUIRED}` }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'achternaam');
    assert.equal(await form.getByLabel(/^Achternaam/).getAttribute('aria-invalid'), 'true');
    await expectNoAxeViolations(page, 'the refused donation form');
    // Filling a field takes its line away.
    await form.getByLabel(/^Achternaam/).fill('de Vries');
    assert.equal((await summaryLines(page)).includes(`Achternaam: ${REQUIRED}`), false);
  } finally {
    await context.close();
  }
});

test('contact on a phone: "Versturen" empty names every required field in the server\'s words and focuses "Naam"', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/contact`);
    const form = page.getByRole('form', { name: 'Contactformulier' });
    await form.getByRole('button', { name: 'Versturen' }).click();
    // In the server's own words for each field.
    assert.deepEqual(await summaryLines(page), [
      'Naam: Vul uw naam in.',
      'E-mailadres: Vul een geldig e-mailadres in.',
      'Onderwerp: Kies een onderwerp uit de lijst.',
      'Uw vraag: Vul uw vraag in.',
    ]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'naam');
    assert.equal(await onScreen(page.locator('input[name="naam"]')), true);
    await expectNoAxeViolations(page, 'the refused contact form');
  } finally {
    await context.close();
  }
});

test('checkout on a phone: "Bestellen" empty names the fields (not just "Dit veld is verplicht.")', async () => {
  const products = await (await fetch(`${stack.server.baseUrl}/web/get_products`)).json();
  const soup = products.find((product) =>
    product.besteldagen.some((day) => day.inschrijving_geopend && day.products.some((row) => row.hoeveelheid > row.besteld)),
  );
  assert.ok(soup, 'the demo data has an orderable soup');
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/dagelijkse-soep/${soup.slug}`);
    await page.getByRole('button', { name: new RegExp(`^Eén meer: ${soup.naam}`) }).first().click();
    await page.getByRole('button', { name: 'Bestellen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Bestellen' }).waitFor();
    await page.getByRole('button', { name: 'Bestellen', exact: true }).click();
    const lines = await summaryLines(page);
    for (const field of ['Voornaam', 'Achternaam', 'E-mailadres', 'Telefoonnummer', 'Postcode', 'Huisnummer']) {
      assert.ok(lines.includes(`${field}: ${REQUIRED}`), `${field} named: ${JSON.stringify(lines)}`);
    }
    assert.ok(lines.includes('Ik ga akkoord met de voorwaarden: U moet akkoord gaan met de voorwaarden.'), JSON.stringify(lines));
    assert.equal(lines.some((line) => line === REQUIRED), false, 'no message without its field');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'voornaam');
    await expectNoAxeViolations(page, 'the refused checkout');
  } finally {
    await context.close();
  }
});

test('staff forms on a desktop: "Postcode toevoegen" and "Bestelling toevoegen" put each empty-submit message under its field', async () => {
  const { context, page } = await staffPage();
  try {
    await page.goto(`${stack.server.baseUrl}/admin/postcodes/toevoegen`);
    await page.getByRole('heading', { level: 1, name: 'Postcode toevoegen' }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    assert.deepEqual(await summaryLines(page), [
      `Postcode begin: ${REQUIRED}`,
      `Postcode eind: ${REQUIRED}`,
      `Huisnummer begin: ${REQUIRED}`,
      `Huisnummer eind: ${REQUIRED}`,
    ]);
    for (const name of ['postcode_begin', 'postcode_eind', 'huisnummer_begin', 'huisnummer_eind']) {
      const input = page.locator(`input[name="${name}"]`);
      assert.equal(await input.getAttribute('aria-invalid'), 'true', `${name} marked`);
      const described = await input.getAttribute('aria-describedby');
      assert.ok(described, `${name} has its message`);
      assert.match(await page.locator(`[id="${described.split(' ').at(-1)}"]`).innerText(), /Dit veld is verplicht/);
    }
    assert.equal(await focusedLabel(page).then((label) => label.replace(/\s*\*$/, '')), 'Postcode begin');
    await expectNoAxeViolations(page, 'the refused postcode form');

    await page.goto(`${stack.server.baseUrl}/admin/bestellingen/toevoegen`);
    await page.getByRole('heading', { level: 1, name: 'Bestelling toevoegen' }).waitFor();
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const lines = await summaryLines(page);
    for (const field of ['Voornaam', 'Achternaam', 'E-mailadres']) {
      assert.ok(lines.includes(`${field}: ${REQUIRED}`), `${field} named: ${JSON.stringify(lines)}`);
    }
    assert.equal(await page.locator('input[name="voornaam"]').getAttribute('aria-invalid'), 'true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'voornaam');
    await expectNoAxeViolations(page, 'the refused order form');
  } finally {
    await context.close();
  }
});

test('a soup\'s "Korting" and "Prijs" keep the comma after leaving the field; an empty name is named by "Opslaan"', async () => {
  const { context, page } = await staffPage();
  try {
    const products = await (await context.request.get(`${stack.server.baseUrl}/web/admin/get_products`)).json();
    await page.goto(`${stack.server.baseUrl}/admin/soepen/aanpassen/${products[0].id}`);
    await page.getByRole('heading', { level: 1, name: 'Soep aanpassen' }).waitFor();
    const korting = page.getByRole('textbox', { name: 'Korting' });
    await korting.fill('0,5');
    await korting.blur();
    assert.equal(await korting.inputValue(), '0,50');
    const prijs = page.getByRole('textbox', { name: /^Prijs/ });
    await prijs.fill('4');
    await prijs.blur();
    assert.equal(await prijs.inputValue(), '4,00');
    await page.getByRole('textbox', { name: /^Naam/ }).fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    assert.deepEqual(await summaryLines(page), [`Naam: ${REQUIRED}`]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'naam');
  } finally {
    await context.close();
  }
});
