// The contact form and donations on a phone, in Chromium against a real server with demo data and a real SMTP sink:
// a visitor sends a message (and sees the countdown home; no receipt goes to the typed address), a message sent
// faster than a person types gets a clear answer and goes out when sent again, a manager routes a subject to its own address and the
// next message goes there, a visitor donates 10 euro through the built-in payment page to the thank-you page and
// the mail, and an anonymous donation stores no personal data.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { axeViolations } from './axe.mjs';
import { ROOT } from './server.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const run = promisify(execFile);
const PHONE = { width: 390, height: 844 };
const MIN_FILL_MS = 3200; // the contact form's minimum fill time, decided on the server (decision 0031), plus a margin

const stack = useStack({ mail: true });

async function phonePage() {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL', hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

async function expectNoAxeViolations(page, where) {
  assert.deepEqual(await axeViolations(page), [], `axe on ${where}`);
}

async function sendContactMessage(page, { naam, email, onderwerp, vraag }) {
  await page.goto(`${stack.server.baseUrl}/contact`);
  const form = page.getByRole('form', { name: 'Contactformulier' });
  await form.getByLabel(/^Naam/).fill(naam);
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByLabel(/^Onderwerp/).selectOption(onderwerp);
  await form.getByLabel(/^Uw vraag/).fill(vraag);
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await page.waitForURL('**/contact-formulier-verzonden');
}

/** The page's layout shifts so far (without those right after an input), as CLS adds them up in one document. */
function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

async function sql(query) {
  const script = 'import sqlite3, sys, json; c = sqlite3.connect(sys.argv[1]); print(json.dumps(c.execute(sys.argv[2]).fetchall()))';
  const { stdout } = await run(join(ROOT, '.venv', 'bin', 'python'), ['-c', script, join(stack.server.dataDir, 'e2e.sqlite'), query]);
  return JSON.parse(stdout);
}

test('a visitor sends a contact message, sees the countdown and returns home; the mail arrives', async () => {
  const { context, page } = await phonePage();
  await page.goto(`${stack.server.baseUrl}/contact`);
  const form = page.getByRole('form', { name: 'Contactformulier' });
  await form.getByLabel(/^Uw vraag/).waitFor();
  assert.equal(await form.getByLabel(/^Bedrijf/).count(), 0, 'bedrijf only for business contact');
  await form.getByRole('switch', { name: 'Zakelijk contact' }).check();
  await form.getByLabel(/^Bedrijf/).waitFor();
  await form.getByRole('switch', { name: 'Zakelijk contact' }).uncheck();
  assert.ok(await page.getByRole('link', { name: 'privacyverklaring' }).isVisible());
  await expectNoAxeViolations(page, '/contact');

  await form.getByRole('button', { name: 'Versturen' }).click();
  await form.getByText('Vul uw vraag in.').first().waitFor();
  await form.getByText('Vul uw naam in.').first().waitFor();

  await sendContactMessage(page, {
    naam: 'Joke Bakker',
    email: 'joke.bakker@example.nl',
    onderwerp: 'Dagelijkse soep',
    vraag: 'Bezorgen jullie ook in Zeist?',
  });
  const countdown = page.getByTestId('countdown');
  await countdown.waitFor();
  assert.match(await countdown.innerText(), /\d+ seconden/);
  await expectNoAxeViolations(page, '/contact-formulier-verzonden');
  const mail = await stack.sink.waitForMail((m) => m.subject.includes('Contactformulier') && m.text.includes('Zeist'));
  assert.deepEqual(mail.to, ['info@soepketel.nl']);
  assert.equal(mail.reply_to, 'joke.bakker@example.nl');
  await page.waitForURL(`${stack.server.baseUrl}/`, { timeout: 15_000 });
  assert.equal((await stack.sink.mails()).filter((m) => m.to.includes('joke.bakker@example.nl')).length, 0, 'no receipt');
  await context.close();
});

test('a message sent faster than a person can type gets a clear answer, keeps its text and goes out when sent again', async () => {
  const { context, page } = await phonePage();
  let release = () => {};
  const held = new Promise((resolve) => {
    release = resolve;
  });
  // The server issues the form's moment when it answers this request: held until the visitor presses send.
  await page.route('**/web/contact-form-token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${stack.server.baseUrl}/contact`);
  const form = page.getByRole('form', { name: 'Contactformulier' });
  const vraag = 'Mag ik een pan soep komen lenen voor de buurtmaaltijd?';
  await form.getByLabel(/^Naam/).fill('Ali Snel');
  await form.getByLabel(/^E-mailadres/).fill('ali.snel@example.nl');
  await form.getByLabel(/^Onderwerp/).selectOption('Algemene vraag');
  await form.getByLabel(/^Uw vraag/).fill(vraag);
  await form.getByRole('button', { name: 'Versturen' }).click();
  release();
  await form.getByRole('alert').filter({ hasText: 'erg snel na het openen verstuurd' }).waitFor();
  assert.equal(await form.getByLabel(/^Uw vraag/).inputValue(), vraag, 'the text stays');
  assert.ok(page.url().endsWith('/contact'), 'no "Bericht verzonden" for a message that was not sent');
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await page.waitForURL('**/contact-formulier-verzonden');
  await stack.sink.waitForMail((m) => m.subject.includes('Contactformulier') && m.text.includes('buurtmaaltijd'));
  await context.close();
});

test('a manager routes a subject to its own address and the next message goes there', async () => {
  const staff = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  await loginViaApi(staff, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
  const admin = await staff.newPage();
  await admin.goto(`${stack.server.baseUrl}/admin/contactformulier`);
  const input = admin.getByLabel('Werkplaatsen', { exact: true });
  await input.fill('geen-adres');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await admin.getByText('Vul een geldig e-mailadres in.', { exact: true }).waitFor();
  await admin.getByTestId('form-errors').getByRole('link', { name: 'Werkplaatsen: Vul een geldig e-mailadres in.' }).waitFor();
  await admin.waitForFunction(() => document.activeElement?.getAttribute('name') === 'Werkplaatsen');
  await input.fill('werkplaatsen@soepketel.nl');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await admin.locator('.mantine-Notification-root').filter({ hasText: 'Contactformulier opgeslagen' }).waitFor();
  await expectNoAxeViolations(admin, '/admin/contactformulier');

  const { context, page } = await phonePage();
  await sendContactMessage(page, {
    naam: 'Kees Mulder',
    email: 'kees@example.nl',
    onderwerp: 'Werkplaatsen',
    vraag: 'Mag ik eens meekijken in de houtwerkplaats?',
  });
  const mail = await stack.sink.waitForMail((m) => m.text.includes('houtwerkplaats') && m.subject.includes('Contactformulier'));
  assert.deepEqual(mail.to, ['werkplaatsen@soepketel.nl']);

  await admin.goto(`${stack.server.baseUrl}/admin/contactformulier/berichten`);
  await admin.getByLabel('Zoeken').fill('houtwerkplaats');
  await admin.getByRole('article', { name: 'Bericht van Kees Mulder' }).waitFor();
  await expectNoAxeViolations(admin, '/admin/contactformulier/berichten');
  await context.close();
  await staff.close();
});

test('a visitor donates 10 euro through the payment page, is thanked and gets the mail', async () => {
  const { context, page } = await phonePage();
  await page.goto(`${stack.server.baseUrl}/meedoen/donaties`);
  await page.getByRole('link', { name: 'Doneren' }).click();
  await page.waitForURL('**/meedoen/doneren');
  const form = page.getByRole('form', { name: 'Donatieformulier' });
  await form.getByRole('button', { name: 'Doneren' }).click();
  await form.getByText('Kies of vul een bedrag in.').first().waitFor();
  await expectNoAxeViolations(page, '/meedoen/doneren');

  await form.getByText('€ 10,-', { exact: true }).click();
  await form.getByLabel(/^Voornaam/).fill('Sanne');
  await form.getByLabel(/^Achternaam/).fill('Jansen');
  await form.getByLabel(/^E-mailadres/).fill('sanne.jansen@example.nl');
  await form.getByRole('button', { name: 'Doneren' }).click();

  await page.waitForURL('**/web/test-betaling/**');
  assert.match(await page.locator('body').innerText(), /€ 10,00/);
  await expectNoAxeViolations(page, 'the built-in payment page');
  // Decision 0129: screen readers read a live region's additions; a region inserted with its text is often not read.
  // The thanks must be added to a region that is already in the page.
  await context.addInitScript(() => {
    window.liveAdditions = [];
    new MutationObserver((records) => {
      for (const { target, addedNodes } of records) {
        if (!(target instanceof Element) || !['status', 'alert'].includes(target.getAttribute('role') ?? '')) continue;
        for (const node of addedNodes) {
          if (node instanceof Element && node.matches('[data-testid="flash-banner"]')) window.liveAdditions.push(node.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Betaald' }).click();
  // The thank-you page sends the visitor on at once (redirect_after_donation is '/'), thanking once in the banner's
  // live region (role status). Its loader asks about the payment before the app renders (decision 0125): the app's
  // first render is home with the banner, so nothing it drew moves down when the banner arrives.
  await page.waitForURL(`${stack.server.baseUrl}/`);
  const banner = page.getByRole('status').filter({ has: page.getByTestId('flash-banner') });
  await banner.waitFor();
  assert.ok((await layoutShift(page)) <= 0.02, "nothing moved from the payment's return to home with the banner");
  const thanks = await banner.innerText();
  assert.match(thanks, /^Uw donatie van €\u00a010,00 is ontvangen\. Hartelijk dank voor uw donatie!/);
  assert.equal(thanks.match(/dank/gi).length, 1, 'thanked once');
  const announced = await page.evaluate(() => window.liveAdditions);
  assert.equal(announced.length, 1, 'the thanks was added to a live region already in the page, once');
  assert.match(announced[0], /^Uw donatie van €\u00a010,00 is ontvangen\./);
  assert.equal(await page.getByText('seconden', { exact: false }).count(), 0, 'no countdown');
  await expectNoAxeViolations(page, 'home with the thanks');
  const mail = await stack.sink.waitForMail((m) => m.to.includes('sanne.jansen@example.nl'));
  assert.match(mail.subject, /€ 10,00/);
  assert.match(mail.text, /Sanne Jansen/);
  await context.close();
});

test("a failed payment stays on the thanks page with 'Opnieuw proberen', without thanks, and nothing moves", async () => {
  const { context, page } = await phonePage();
  await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
  const form = page.getByRole('form', { name: 'Donatieformulier' });
  await form.getByText('€ 5,-', { exact: true }).click();
  await form.getByRole('switch', { name: 'Anoniem doneren' }).check();
  await form.getByRole('button', { name: 'Doneren' }).click();
  await page.waitForURL('**/web/test-betaling/**');
  await page.getByRole('button', { name: 'Mislukt' }).click();
  await page.getByRole('heading', { name: 'Donatie niet gelukt' }).waitFor();
  assert.match(page.url(), /\/meedoen\/donaties\/bedankt-voor-uw-donatie\?donatie=/);
  await page.getByText('Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.').waitFor();
  // Decision 0129: the view comes with the page, so the heading takes the focus and is read with the notice.
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    const described = document.getElementById(element?.getAttribute('aria-describedby') ?? '');
    return [element?.tagName, element?.textContent, described?.textContent];
  });
  assert.deepEqual(focused, ['H1', 'Donatie niet gelukt', 'Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.']);
  assert.equal(await page.getByTestId('flash-banner').count(), 0, 'no thanks');
  assert.ok((await layoutShift(page)) <= 0.02, "the failed view took the waiting view's place");
  await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
  await page.waitForURL('**/meedoen/doneren');
  await context.close();
});

test('an anonymous donation stores no personal data', async () => {
  const { context, page } = await phonePage();
  await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
  const form = page.getByRole('form', { name: 'Donatieformulier' });
  await form.getByText('Ander bedrag', { exact: true }).click();
  await form.getByLabel(/^Bedrag in euro/).fill('7,50');
  await form.getByLabel(/^Voornaam/).fill('Geheim');
  await form.getByLabel(/^E-mailadres/).fill('geheim@example.nl');
  await form.getByRole('switch', { name: 'Anoniem doneren' }).check();
  assert.equal(await form.getByLabel(/^Voornaam/).count(), 0, 'no personal fields when anonymous');
  await form.getByRole('button', { name: 'Doneren' }).click();
  await page.waitForURL('**/web/test-betaling/**');
  await page.getByRole('button', { name: 'Betaald' }).click();
  await page.getByTestId('flash-banner').getByText(/Uw donatie van €.7,50 is ontvangen/).waitFor();

  const [row] = await sql(
    "SELECT anoniem, zakelijk, voornaam, achternaam, email, postcode, huisnummer, straat, plaats, bedrijfsnaam, status, bedrag FROM donations ORDER BY id DESC LIMIT 1",
  );
  assert.deepEqual(row, [1, 0, '', '', '', '', '', '', '', '', 'betaald', 750]);
  await context.close();
});

test('the donation form fills in street and place when postcode or house number loses focus; they stay editable', async () => {
  const { context, page } = await phonePage();
  const asked = [];
  // The lookup's server side (PDOK) is proved in the API tests; here the browser's part: when it asks and what it fills.
  await page.route('**/web/resolve-postal-code', async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({ json: { straat: 'Kerkstraat', plaats: 'Utrecht', message: null } });
  });
  await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
  const form = page.getByRole('form', { name: 'Donatieformulier' });
  await form.getByLabel(/^Postcode/).fill('3511 AB');
  await form.getByLabel(/^Postcode/).blur();
  assert.equal(asked.length, 0, 'no lookup without a house number');
  await form.getByLabel(/^Huisnummer/).fill('12');
  await form.getByLabel(/^Huisnummer/).blur();
  const street = form.getByLabel(/^Straat/);
  await page.waitForFunction(() => document.querySelector('input[name="straat"]')?.value === 'Kerkstraat');
  assert.equal(await form.getByLabel(/^Plaats/).inputValue(), 'Utrecht');
  assert.deepEqual(asked, [{ postcode: '3511 AB', huisnummer: '12' }]);
  await street.fill('Kerkstraat (achterom)');
  await form.getByLabel(/^Postcode/).focus();
  await form.getByLabel(/^Postcode/).blur();
  assert.equal(await street.inputValue(), 'Kerkstraat (achterom)', 'the same address is not looked up again');
  assert.equal(asked.length, 1);
  await context.close();
});
