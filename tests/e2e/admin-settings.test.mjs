// 'Website Instellingen' in Chromium against a real server with demo data and real staff logins: a manager changes a
// home text and sees it on the home page, closes the shop and sees the 'Gesloten' modal, gets a refused value
// back as a red message, and changes their own account; a coordinator only gets 'Mijn account'.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { DESKTOP, PHONE, watchProblems } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';


const stack = useStack({ mail: true });

async function settingsPage(user, viewport = DESKTOP) {
  const { context, token } = await stack.staffLogin(user, viewport);
  const page = await context.newPage();
  const problems = watchProblems(page, (message) => message.type() === 'error' && !/status of 422/.test(message.text()));
  await page.goto(`${stack.server.baseUrl}/admin/instellingen`);
  await page.getByRole('heading', { level: 1, name: 'Website Instellingen' }).waitFor();
  return { context, page, token, problems };
}

async function openCard(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  // The control's name gains ' (niet opgeslagen)' once the card has changes.
  const control = page.getByRole('button', { name: new RegExp(`^${label}( \\(niet opgeslagen\\))?$`) });
  return page.locator('.mantine-Accordion-item', { has: control });
}

test('a manager changes a home text and sees it on the home page', async () => {
  const { context, page, problems } = await settingsPage(DEMO_USERS.beheerder);
  try {
    const card = await openCard(page, 'Teksten op de homepagina');
    const editor = card.getByRole('textbox', { name: 'Tekst dagelijkse soep' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Vandaag linzensoep met verse koriander.');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Variabelen opgeslagen').first().waitFor();
    assert.deepEqual(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)), []);

    const visitor = await stack.browser.newPage({ viewport: PHONE });
    await visitor.goto(`${stack.server.baseUrl}/`);
    await visitor.getByText('Vandaag linzensoep met verse koriander.').waitFor({ timeout: 5_000 });
    await visitor.close();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a manager closes the shop in settings and a visitor sees the Gesloten modal; a bad time comes back in red', async () => {
  const { context, page, problems } = await settingsPage(DEMO_USERS.superuser);
  try {
    const card = await openCard(page, 'Webwinkel open of gesloten');
    await card.getByRole('textbox', { name: 'Melding als de webwinkel gesloten is' }).fill('Wij zijn op vakantie tot maandag.');
    await card.getByRole('switch', { name: 'Webwinkel geopend' }).click({ force: true });
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Variabelen opgeslagen').first().waitFor();

    const visitor = await stack.browser.newPage({ viewport: PHONE });
    await visitor.goto(`${stack.server.baseUrl}/dagelijkse-soep`);
    const modal = visitor.getByRole('dialog', { name: 'Gesloten' });
    await modal.waitFor({ timeout: 5_000 });
    await modal.getByText('Wij zijn op vakantie tot maandag.').waitFor();
    await visitor.close();

    await card.getByRole('switch', { name: 'Webwinkel geopend' }).click({ force: true });
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Variabelen opgeslagen').first().waitFor();

    // A time the server refuses: the field shows the message and the red snackbar the server's summary.
    const times = await openCard(page, 'Bezorgen en ophalen');
    const pickup = times.getByRole('textbox', { name: 'Ophalen vanaf' });
    await pickup.fill('2599');
    await times.getByRole('button', { name: 'Opslaan' }).click();
    await times.getByText('Vul een geldige tijd in, bijvoorbeeld 11:30.').first().waitFor();

    // A value only the server refuses: its message in a red snackbar that stays 10 seconds (other errors: 4 s).
    const contact = await openCard(page, 'Contactgegevens');
    await contact.getByRole('textbox', { name: 'Contact e-mailadres' }).fill('geen-adres');
    await contact.getByRole('button', { name: 'Opslaan' }).click();
    const snackbar = page.locator('.mantine-Notification-root').filter({ hasText: 'Vul een geldig e-mailadres in.' });
    await snackbar.waitFor();
    assert.match((await snackbar.getAttribute('style')) ?? '', /red/, 'the snackbar is red');
    await contact.getByText('Vul een geldig e-mailadres in.', { exact: true }).waitFor();
    await page.mouse.move(0, 400); // hovering a notification would pause its timer
    await page.waitForTimeout(6_000);
    assert.ok(await snackbar.isVisible(), 'the refusal is still shown after 6 seconds');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('every staff member changes their own account; the coordinator sees no website settings', async () => {
  const { context, page, problems } = await settingsPage(DEMO_USERS.soep_coordinator, PHONE);
  try {
    const account = page.getByRole('region', { name: 'Mijn account' });
    await account.getByRole('textbox', { name: 'Telefoonnummer' }).fill('06 98765432');
    await account.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Gebruiker aangepast').first().waitFor();
    const me = await (await context.request.get(`${stack.server.baseUrl}/web/get-logged-in-user`)).json();
    assert.equal(me.user.telefoonnummer, '06 98765432');
    await page.getByText(/De instellingen van de website kunnen alleen beheerders aanpassen/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Teksten op de homepagina' }).count(), 0);

    await account.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
    await account.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Een-nieuw-lang-wachtwoord-9');
    await account.getByLabel('Herhaal nieuw wachtwoord').fill('Een-nieuw-lang-wachtwoord-9');
    await account.getByRole('button', { name: 'Opslaan' }).click();
    await account.getByText('Het huidige wachtwoord klopt niet.', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a manager uploads a yearly publication as a PDF and visitors can open it', async () => {
  const { context, page, problems } = await settingsPage(DEMO_USERS.superuser);
  try {
    const card = await openCard(page, "Pagina's over ons");
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    // The ANBI field's own file input (each publication has its own field and link), filled as a chosen file is:
    // no wait for the browser's file chooser, which a busy machine can miss.
    const field = card.locator('.mantine-Stack-root', { has: page.getByLabel('ANBI-formulier') }).last();
    const link = field.getByRole('link', { name: 'Huidig document openen' });
    // The demo data already has a document here: the upload must replace it (a new address, our bytes).
    const before = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    await field.locator('input[type="file"]').setInputFiles({ name: 'anbi.pdf', mimeType: 'application/pdf', buffer: pdf });
    let href = before;
    for (let waited = 0; href === before && waited < 20_000; waited += 250) {
      await page.waitForTimeout(250);
      href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    }
    // When the link does not change, the field's text (an upload error, say) goes into the failure message.
    assert.ok(href && href !== before, `veld: ${await field.innerText()}\nproblemen: ${problems.join(' | ')}`);
    const answer = await fetch(new URL(href, stack.server.baseUrl));
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /pdf/);
    assert.equal(Buffer.from(await answer.arrayBuffer()).toString('latin1'), pdf.toString('latin1'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a manager writes the order mail text with placeholders, sees a preview, and an unknown placeholder is named', async () => {
  const { context, page, problems } = await settingsPage(DEMO_USERS.beheerder);
  try {
    const card = await openCard(page, 'E-mails en meldingen');
    const editor = card.getByRole('textbox', { name: 'Begin van de bevestigingsmail van een bestelling' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hallo {{ name }}, dank voor bestelling {{ bestelnummer }}.');
    // Every mail text of the card has its own preview; the order confirmation's text comes first.
    await card.getByRole('button', { name: 'Voorbeeld bekijken' }).first().click();
    const frame = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await frame.getByText('Hallo Joke Bakker, dank voor bestelling 1234.').waitFor();

    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' {{ iban }}');
    await card.getByRole('button', { name: 'Opslaan' }).click();
    await card.getByText(/Onbekende plaatshouder: \{\{ iban \}\}/).first().waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
