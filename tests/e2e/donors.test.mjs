// A monthly donor on a phone, in Chromium against a real server with demo data, a real SMTP sink and the loopback
// Mollie (tests/e2e/mollie_server.py): the donor gives monthly on meedoen/doneren, pays the first payment on Mollie's
// checkout page, gets the thank-you mail with the private link, opens it, lowers the amount and stops the gift;
// every step is confirmed by mail and reaches Mollie (the subscription's amount, then its cancellation). The donor's
// page is also checked on a desktop screen.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { startMollieFake } from './mollie.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DONOR = 'marieke.visser@example.nl';

let mollie;
const stack = useStack({
  mail: true,
  server: { publicUrl: true },
  env: async () => (mollie = await startMollieFake()).env,
});
after(async () => {
  await mollie?.stop();
});

async function expectNoAxeViolations(page, where) {
  assert.deepEqual(await axeViolations(page), [], `axe on ${where}`);
}

async function expectNoSidewaysScroll(page, where) {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wider <= 0, `${where} scrolls sideways by ${wider}px`);
}

function mailTo(subject) {
  return (m) => m.to.includes(DONOR) && subject.test(m.subject);
}

function onlySubscription(state) {
  const subscriptions = Object.values(state.subscriptions);
  assert.equal(subscriptions.length, 1, 'one subscription at Mollie');
  return subscriptions[0];
}

test('a donor gives monthly on a phone, opens the link from the mail, lowers the amount and stops the gift', async () => {
  const phone = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL', hasTouch: true, isMobile: true });
  const page = await phone.newPage();

  // Give monthly: "Maandelijks" hides "Anoniem doneren" (a mandate needs a name).
  await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
  const form = page.getByRole('form', { name: 'Donatieformulier' });
  await form.getByRole('switch', { name: 'Anoniem doneren' }).waitFor();
  await form.getByRole('radio', { name: 'Maandelijks' }).check();
  assert.equal(await form.getByRole('switch', { name: 'Anoniem doneren' }).count(), 0, 'no anonymous monthly gift');
  await form.getByText('Ander bedrag', { exact: true }).click();
  await form.getByLabel(/^Bedrag in euro/).fill('15');
  await form.getByLabel(/^Voornaam/).fill('Marieke');
  await form.getByLabel(/^Achternaam/).fill('Visser');
  await form.getByLabel(/^E-mailadres/).fill(DONOR);
  await expectNoSidewaysScroll(page, 'the donation form');
  await expectNoAxeViolations(page, '/meedoen/doneren with Maandelijks');
  await form.getByRole('button', { name: 'Doneren' }).click();

  // Mollie: a customer and a first payment of 15 euro; paying it creates the mandate and sends the donor back.
  await page.waitForURL('**/checkout/**');
  let state = await mollie.state();
  const [first] = Object.values(state.payments);
  assert.equal(first.sequenceType, 'first');
  assert.deepEqual(first.amount, { currency: 'EUR', value: '15.00' });
  assert.equal(Object.values(state.customers)[0].email, DONOR);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await page.waitForURL((url) => url.origin === stack.server.baseUrl);

  // The thank-you mail carries the private link; the subscription runs at Mollie from next month.
  const thanks = await stack.sink.waitForMail(mailTo(/€ 15,00/));
  assert.match(thanks.text, /Marieke Visser/);
  assert.match(thanks.text, /U geeft voortaan elke maand € 15,00/);
  const link = thanks.text.match(/https?:\/\/\S+\/meedoen\/donaties\/mijn-maandelijkse-gift\?token=[\w-]+/)?.[0];
  assert.ok(link, `no link to the gift in the mail:\n${thanks.text}`);
  assert.ok(link.startsWith(stack.server.baseUrl), link);
  state = await mollie.state();
  const subscription = onlySubscription(state);
  assert.equal(subscription.status, 'active');
  assert.equal(subscription.interval, '1 month');
  assert.deepEqual(subscription.amount, { currency: 'EUR', value: '15.00' });

  // The donor's page from the mail: the gift, its first payment, and the amount lowered to 10 euro.
  await page.goto(link);
  await page.getByTestId('gift-amount').getByText('€ 15,00').waitFor();
  assert.equal(await page.getByTestId('gift-status').innerText(), 'Actief');
  await page.getByRole('cell', { name: 'Eerste betaling' }).waitFor();
  await expectNoSidewaysScroll(page, 'the donor page');
  await expectNoAxeViolations(page, 'the donor page');
  const change = page.getByRole('form', { name: 'Bedrag wijzigen' });
  await change.getByLabel('Nieuw bedrag per maand in euro').fill('10,00');
  await change.getByRole('button', { name: 'Bedrag wijzigen' }).click();
  await page.getByRole('status').filter({ hasText: 'Uw maandelijkse gift is gewijzigd' }).waitFor();
  await page.getByTestId('gift-amount').getByText('€ 10,00').waitFor();
  const changed = await stack.sink.waitForMail(mailTo(/^Uw maandelijkse gift is gewijzigd$/));
  assert.match(changed.text, /Voortaan schrijven wij elke maand € 10,00 af/);
  assert.deepEqual(onlySubscription(await mollie.state()).amount, { currency: 'EUR', value: '10.00' });

  // Stop: Mollie cancels the subscription, the page says so and the mail confirms it.
  await page.getByRole('button', { name: 'Maandelijkse gift stoppen' }).click();
  await page.getByRole('status').filter({ hasText: 'Uw maandelijkse gift is gestopt' }).waitFor();
  assert.equal(await page.getByTestId('gift-status').innerText(), 'Gestopt');
  assert.equal(await page.getByRole('button', { name: 'Maandelijkse gift stoppen' }).count(), 0, 'nothing left to stop');
  assert.equal(await page.getByRole('form', { name: 'Bedrag wijzigen' }).count(), 0, 'a stopped gift has no amount');
  const stopped = await stack.sink.waitForMail(mailTo(/^Uw maandelijkse gift is gestopt$/));
  assert.match(stopped.text, /€ 10,00/);
  assert.match(stopped.text, /Er wordt niets meer afgeschreven/);
  assert.equal(onlySubscription(await mollie.state()).status, 'canceled');
  await expectNoAxeViolations(page, 'the donor page of a stopped gift');

  // Each step mailed the donor once: the thanks, the change and the stop.
  const toDonor = (await stack.sink.mails()).filter((m) => m.to.includes(DONOR));
  assert.equal(toDonor.length, 3, toDonor.map((m) => m.subject).join(' | '));

  // The same page on a desktop screen: the details, the payments and the forms that still apply.
  const desktop = await stack.browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const wide = await desktop.newPage();
  await wide.goto(link);
  await wide.getByTestId('gift-status').getByText('Gestopt').waitFor();
  await wide.getByRole('cell', { name: 'Eerste betaling' }).waitFor();
  await wide.getByRole('form', { name: 'Jaaroverzicht sturen' }).waitFor();
  await wide.getByRole('form', { name: 'Link kwijt?' }).waitFor();
  await expectNoSidewaysScroll(wide, 'the donor page on a desktop');
  await expectNoAxeViolations(wide, 'the donor page on a desktop');
  await desktop.close();
  await phone.close();
});

test('a manager sees the monthly gifts a page at a time with the monthly total of the active ones', async () => {
  const context = await stack.staffContext(DEMO_USERS.beheerder, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${stack.server.baseUrl}/admin/donaties?weergave=giften`);
  const table = page.getByRole('table', { name: 'Maandelijkse giften' });
  await table.getByRole('row').filter({ hasText: 'Henk Smit' }).waitFor();
  // The demo's active gift (Henk, 20 euro) counts; the paused one (Ria) and the stopped one from the phone do not.
  assert.equal(await page.getByTestId('gift-totals').innerText(), 'Actieve giften samen: € 20,00 per maand');
  const range = page.getByRole('status').filter({ hasText: / t\/m / });
  assert.match(await range.innerText(), /^1 t\/m \d+ van \d+$/);
  await expectNoAxeViolations(page, 'Maandelijkse giften');

  await page.getByLabel('Status gift').selectOption('gepauzeerd');
  await table.getByRole('row').filter({ hasText: 'Ria de Groot' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Maandelijkse giften"] tbody tr').length === 1);
  assert.match(page.url(), /giftstatus=gepauzeerd/);
  assert.equal(await page.getByTestId('gift-totals').innerText(), 'Actieve giften samen: € 20,00 per maand', 'of all gifts');
  assert.equal(await range.innerText(), '1 t/m 1 van 1');
  assert.equal(await page.getByLabel('Volgende pagina').count(), 0, 'one page: no pager');
  await context.close();
});
