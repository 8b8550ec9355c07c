// Who donated (issue 25 item 2) in Chromium against a real server with demo data: a manager finds donations in the
// Donaties screen (search, status, amount, totals, Excel export), a donor who is also a customer links to the customer
// page, which lists that donation; a manager mails a donor's yearly statement (the PDF arrives at the SMTP sink) or
// downloads it; a manager erases a donor who is no customer (decision 0116); on a phone the list is cards; a
// soep_coordinator has no Donaties. axe on every state.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DESKTOP, PHONE, watchProblems } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const stack = useStack({ mail: true });

async function staffPage(user, viewport) {
  const { context } = await stack.staffLogin(user, viewport, { acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  return { page, context, problems };
}

test('desktop: a manager searches, filters and exports the donations, and opens the donor who is a customer', async () => {
  const { page, context, problems } = await staffPage(DEMO_USERS.beheerder, DESKTOP);
  try {
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Donaties' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donaties' }).waitFor();
    const table = page.getByRole('table', { name: 'Donaties' });
    await table.getByRole('row').nth(1).waitFor();
    assert.match(await page.getByTestId('donation-totals').textContent(), /^\d+ donaties, samen € [\d.]+,\d{2} \(betaald: € [\d.]+,\d{2}\)$/);
    assert.deepEqual(await axeViolations(page), [], 'donations list');

    await page.getByLabel('Donatie zoeken').fill('bouwbedrijf');
    await table.getByRole('row').filter({ hasText: 'Pieter de Vries' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Donaties"] tbody tr').length === 1);
    assert.equal(await page.getByTestId('donation-totals').textContent(), '1 donatie, samen € 500,00 (betaald: € 500,00)');
    await page.getByLabel('Donatie zoeken').fill('');
    await page.getByLabel('Status').selectOption('geannuleerd');
    await table.getByRole('row').filter({ hasText: 'Sanne Jansen' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Geannuleerd' }).first().waitFor();
    assert.equal(await table.getByRole('row').filter({ hasText: 'Betaald' }).count(), 0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporteren (Excel)' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^donaties-.*\.xlsx$/);

    await page.getByLabel('Status').selectOption('betaald');
    const joke = table.getByRole('link', { name: 'Joke Bakker (klant) bekijken' });
    await joke.click();
    await page.getByRole('heading', { name: 'Donaties', level: 2 }).waitFor();
    const donations = page.getByRole('region', { name: 'Donaties' }).or(page.locator('section[aria-labelledby="customer-donations-title"]'));
    await donations.getByText('€ 25,00').waitFor();
    await donations.getByText('Betaald').waitFor();
    assert.equal(await page.getByText('Deze klant heeft nog geen donaties.').count(), 0);
    assert.deepEqual(await axeViolations(page), [], 'customer page with a donation');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

const DAY_MS = 24 * 60 * 60 * 1000;

test('desktop: the amount filter in euros, and a donor’s yearly statement mailed with its PDF or downloaded', async () => {
  const { page, context, problems } = await staffPage(DEMO_USERS.beheerder, DESKTOP);
  try {
    await page.goto(`${stack.server.baseUrl}/admin/donaties`);
    const table = page.getByRole('table', { name: 'Donaties' });
    await table.getByRole('row').nth(1).waitFor();

    await page.getByLabel('Bedrag van').fill('400');
    await page.waitForURL(/bedrag_van=40000/);
    await table.getByRole('row').filter({ hasText: 'Pieter de Vries' }).waitFor();
    await page.waitForFunction(() => ![...document.querySelectorAll('table[aria-label="Donaties"] tbody tr')].some((row) => row.textContent.includes('Joke Bakker')));
    await page.getByLabel('Bedrag tot').fill('100');
    await page.getByText("Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'.").waitFor();
    assert.doesNotMatch(page.url(), /bedrag_tot/, 'a wrong amount is not sent');
    await page.getByLabel('Bedrag van').fill('twaalf');
    await page.getByText('Vul een bedrag in euro in, bijvoorbeeld 12,50.').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'amount filter with errors');
    await page.getByLabel('Bedrag van').fill('20');
    await page.getByLabel('Bedrag tot').fill('30,00');
    await page.waitForURL(/bedrag_van=2000&bedrag_tot=3000/);
    const joke = table.getByRole('row').filter({ hasText: 'Joke Bakker' });
    await joke.waitFor();
    await page.waitForFunction(() => ![...document.querySelectorAll('table[aria-label="Donaties"] tbody tr')].some((row) => row.textContent.includes('Pieter')));

    await page.getByLabel('Bedrag van').fill('');
    await page.getByLabel('Bedrag tot').fill('');
    await page.waitForURL((url) => !url.search.includes('bedrag'));
    await table.getByRole('row').filter({ hasText: 'Anoniem' }).first().waitFor();
    assert.equal(await table.getByRole('button', { name: 'Jaaroverzicht van Anoniem' }).count(), 0, 'never for an anonymous gift');

    const giftYear = new Date(Date.now() - 40 * DAY_MS).getFullYear(); // Joke's demo gift is 40 days old
    await table.getByRole('button', { name: 'Jaaroverzicht van Joke Bakker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jaaroverzicht van giften' });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel('Jaar').inputValue(), String(new Date().getFullYear() - 1), 'last year by default');
    assert.deepEqual(await axeViolations(page), [], 'statement dialog');
    await dialog.getByLabel('Jaar').selectOption(String(giftYear - 1));
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await dialog.getByRole('alert').getByText(`Joke Bakker heeft in ${giftYear - 1} geen giften op naam gedaan`).waitFor();

    await dialog.getByLabel('Jaar').selectOption(String(giftYear));
    assert.match(await dialog.textContent(), new RegExp(`giften ${giftYear} van Joke Bakker wordt als PDF gemaild naar joke.bakker@example.nl`));
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await dialog.getByRole('status').getByText(`Het overzicht van de giften ${giftYear} is verstuurd naar joke.bakker@example.nl.`).waitFor();
    const mail = await stack.sink.waitForMail((m) => m.to.includes('joke.bakker@example.nl') && m.subject === `Overzicht van uw giften ${giftYear}`);
    assert.match(mail.text, /In de bijlage/);
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0].content_type, 'application/pdf');
    assert.equal(mail.attachments[0].filename, `Overzicht van uw giften ${giftYear}.pdf`);
    assert.ok(mail.attachments[0].size > 500, 'a real PDF');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'PDF downloaden' }).click()]);
    assert.match(download.suggestedFilename(), new RegExp(`^overzicht-giften-${giftYear}-\\d{6}\\.pdf$`));
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: a manager erases a donor who is no customer; the paused monthly gift stops, the amounts stay', async () => {
  const { page, context, problems } = await staffPage(DEMO_USERS.beheerder, DESKTOP);
  try {
    await page.goto(`${stack.server.baseUrl}/admin/donaties?q=ria`);
    const table = page.getByRole('table', { name: 'Donaties' });
    await table.getByRole('row').filter({ hasText: 'Ria de Groot' }).first().waitFor();
    await page.goto(`${stack.server.baseUrl}/admin/donaties?q=joke`);
    await table.getByRole('row').filter({ hasText: 'Joke Bakker' }).first().waitFor();
    assert.equal(await table.getByRole('button', { name: 'Gegevens van Joke Bakker wissen' }).count(), 0, 'a customer is erased on the customer page');

    await page.goto(`${stack.server.baseUrl}/admin/donaties?q=ria`);
    await table.getByRole('button', { name: 'Gegevens van Ria de Groot wissen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Donateursgegevens wissen' });
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /Ria de Groot \(ria\.degroot@example\.nl\).*alleen de bedragen en data blijven/);
    assert.deepEqual(await axeViolations(page), [], 'erase dialog');
    await dialog.getByRole('button', { name: 'Gegevens wissen' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Donateursgegevens gewist' }).or(dialog.getByRole('alert'));
    await answer.first().waitFor();
    assert.equal(
      (await answer.first().textContent()).trim(),
      'Donateursgegevens gewist: 3 donaties zonder naam, adres en e-mailadres, 1 maandelijkse gift gestopt.', // Ria's demo gift: the first payment and two months
    );
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Geen donaties gevonden voor deze selectie.').waitFor();

    await page.goto(`${stack.server.baseUrl}/admin/donaties?weergave=giften&giftstatus=gestopt`);
    const gifts = page.getByRole('table', { name: 'Maandelijkse giften' });
    await gifts.getByRole('row').nth(1).waitFor();
    assert.equal(await gifts.getByRole('row').filter({ hasText: 'Ria' }).count(), 0, 'the stopped gift keeps no name');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone: the donations are cards; a soep_coordinator has no Donaties', async () => {
  const { page, context, problems } = await staffPage(DEMO_USERS.beheerder, PHONE);
  try {
    await page.goto(`${stack.server.baseUrl}/admin/donaties?q=joke`);
    await page.getByRole('heading', { level: 1, name: 'Donaties' }).waitFor();
    const cards = page.getByRole('list', { name: 'Donaties' }).getByRole('listitem');
    await cards.filter({ hasText: 'Joke Bakker' }).first().waitFor();
    assert.equal(await page.getByRole('table', { name: 'Donaties' }).isVisible(), false);
    assert.ok(await page.getByLabel('Bedrag van').isVisible(), 'the amount filter on a phone');
    assert.ok(await page.getByLabel('Bedrag tot').isVisible());
    await cards.getByRole('button', { name: 'Jaaroverzicht van Joke Bakker' }).first().waitFor();
    assert.deepEqual(await axeViolations(page), [], 'donations on a phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const coordinator = await staffPage(DEMO_USERS.soep_coordinator, DESKTOP);
  try {
    await coordinator.page.goto(`${stack.server.baseUrl}/admin/bestellingen`);
    await coordinator.page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();
    const menu = coordinator.page.getByRole('navigation', { name: 'Beheermenu' });
    assert.equal(await menu.getByRole('link', { name: 'Donaties' }).count(), 0);
    await coordinator.page.goto(`${stack.server.baseUrl}/admin/donaties`);
    await coordinator.page.getByText(/geen toegang/).first().waitFor();
  } finally {
    await coordinator.context.close();
  }
});
