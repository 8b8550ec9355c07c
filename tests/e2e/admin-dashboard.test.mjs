// The dashboard's shop panel ('Webwinkel' on /admin) in Chromium against a real server with demo data and real
// staff logins (e-mailed code through a real SMTP sink). Each change is checked on screen, in the public settings a
// visitor gets (GET /web/get-settings, cached for visitors for about a second) and, where it exists, on the shop.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DESKTOP, ERRORS_AND_WARNINGS, PHONE, watchProblems } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const CONFIRM_TEXT = 'De webwinkel sluiten? Bezoekers kunnen dan niet meer bestellen.';

const stack = useStack({ mail: true });

/** A logged-in /admin page for one of the demo users; console errors and warnings (CSP too) are collected. */
async function adminPage(user, viewport = DESKTOP) {
  const context = await stack.staffContext(user, viewport);
  const page = await context.newPage();
  const problems = watchProblems(page, ERRORS_AND_WARNINGS);
  await page.goto(`${stack.server.baseUrl}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Website' }).waitFor();
  return { context, page, problems };
}

function panelOf(page) {
  return page.getByRole('region', { name: 'Webwinkel' });
}

/** The public settings as a visitor (no cookies) gets them: {key: value}. */
async function publicSettings() {
  const response = await fetch(`${stack.server.baseUrl}/web/get-settings`);
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.admin, null, 'a visitor gets no admin part');
  return Object.fromEntries(body.variables.map((variable) => [variable.key, variable.value]));
}

/** Waits until the visitors' settings show `expected` (their answer is cached for about a second). */
async function waitForPublic(expected, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  let seen;
  while (Date.now() < deadline) {
    seen = await publicSettings();
    if (Object.entries(expected).every(([key, value]) => seen[key] === value)) return seen;
    await new Promise((resolveWait) => setTimeout(resolveWait, 150));
  }
  assert.fail(`De publieke instellingen tonen ${JSON.stringify(expected)} niet: ${JSON.stringify(seen)}`);
}

/** Answers the question before a switch goes off ('Ophalen uitzetten', 'Bezorgen uitzetten'). */
async function confirmSwitchOff(page, title) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: title }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function expectSavedToast(page) {
  await page.getByText('Variabelen opgeslagen').first().waitFor();
}

/**
 * What a visitor sees on /dagelijkse-soep: 'modal' (the Gesloten dialog, with its text), 'open' (the shop without
 * the dialog) or 'absent' (the shop screens are not built yet).
 */
async function visitorShop() {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/dagelijkse-soep`);
    const dialog = page.getByRole('dialog');
    const placeholder = page.getByText('Dit onderdeel is nog in aanbouw.');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (await placeholder.isVisible()) return { state: 'absent' };
    try {
      await dialog.waitFor({ timeout: 3_000 });
    } catch {
      return { state: 'open' };
    }
    return { state: 'modal', text: await dialog.innerText() };
  } finally {
    await context.close();
  }
}

test('a beheerder closes and reopens the shop, sets the closed message and switches pickup', async () => {
  const { context, page, problems } = await adminPage(DEMO_USERS.beheerder);
  try {
    const panel = panelOf(page);
    const open = panel.getByRole('switch', { name: 'Webwinkel open' });
    const pickup = panel.getByRole('switch', { name: 'Ophalen mogelijk' });
    const shipping = panel.getByRole('switch', { name: 'Bezorgen mogelijk' });
    await open.waitFor();
    assert.equal(await open.isChecked(), true);
    assert.equal(await pickup.isChecked(), true);
    assert.equal(await shipping.isChecked(), true);
    assert.ok(await panel.getByText('Open', { exact: true }).isVisible());
    assert.deepEqual(await axeViolations(page), []);

    // Closing asks first; 'Annuleren' leaves the shop open.
    await open.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Webwinkel sluiten' });
    await confirm.waitFor();
    assert.ok(await confirm.getByText(CONFIRM_TEXT).isVisible());
    // The dialog's header is a <div> (theme), not a <header>: no second banner landmark while it is open.
    assert.equal(await confirm.locator('header').count(), 0, 'no <header> in the confirm dialog');
    await page.waitForFunction(() => {
      const root = document.querySelector('.mantine-Modal-root');
      const content = root?.querySelector('[role="dialog"]');
      return content && getComputedStyle(content).opacity === '1' && root.getAnimations({ subtree: true }).length === 0;
    }); // the opening transition has ended (half-faded text would fail the contrast check)
    assert.deepEqual(await axeViolations(page), [], 'the confirm dialog');
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await open.isChecked(), true);
    assert.equal((await publicSettings()).website_open, 1);

    // Now close it for real.
    await open.click({ force: true });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Webwinkel sluiten' }).click();
    await expectSavedToast(page);
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await open.isChecked(), false);
    assert.ok(await panel.getByText('Gesloten', { exact: true }).isVisible());
    await waitForPublic({ website_open: 0 });

    // A visitor sees the 'Gesloten' modal with the default text (when the shop screens exist).
    let shop = await visitorShop();
    if (shop.state !== 'absent') {
      assert.equal(shop.state, 'modal', 'the closed shop shows the Gesloten dialog');
      assert.match(shop.text, /Gesloten/);
      assert.match(shop.text, /Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen/);
    }

    // The closed message: shorter than 8 characters is announced and emptied by the server.
    const message = panel.getByRole('textbox', { name: 'Melding als de webwinkel gesloten is' });
    const saveMessage = panel.getByRole('button', { name: 'Melding opslaan' });
    assert.equal(await saveMessage.isDisabled(), true, 'nothing to save yet');
    await message.fill('Dicht');
    await panel.getByText('Deze melding is korter dan 8 tekens en wordt bij het opslaan leeggemaakt.').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'closed shop with the short-message warning');
    await saveMessage.click();
    await expectSavedToast(page);
    await page.waitForFunction(() => {
      const field = document.querySelector('textarea[name="website_closed_message"]');
      return field instanceof HTMLTextAreaElement && field.value === '';
    });
    await waitForPublic({ website_closed_message: '' });

    await message.fill('Wij zijn even met vakantie. Vanaf maandag kunt u weer bestellen.');
    await saveMessage.click();
    await page.getByText('Variabelen opgeslagen').last().waitFor();
    await waitForPublic({ website_closed_message: 'Wij zijn even met vakantie. Vanaf maandag kunt u weer bestellen.' });
    shop = await visitorShop();
    if (shop.state !== 'absent') {
      assert.equal(shop.state, 'modal');
      assert.match(shop.text, /Wij zijn even met vakantie/);
    }

    // Reopen: no question asked.
    await open.click({ force: true });
    await waitForPublic({ website_open: 1 });
    assert.equal(await open.isChecked(), true);
    assert.equal(await page.getByRole('dialog', { name: 'Webwinkel sluiten' }).count(), 0);
    shop = await visitorShop();
    if (shop.state !== 'absent') assert.equal(shop.state, 'open', 'no Gesloten dialog once reopened');

    // Pickup off (its own category) asks first; 'Annuleren' keeps it on. Delivery stays on.
    await pickup.click({ force: true });
    const pickupQuestion = page.getByRole('dialog', { name: 'Ophalen uitzetten' });
    await pickupQuestion.getByText('Klanten kunnen dan niet meer kiezen om hun soep op te halen.', { exact: false }).waitFor();
    await pickupQuestion.getByRole('button', { name: 'Annuleren' }).click();
    await pickupQuestion.waitFor({ state: 'hidden' });
    assert.equal(await pickup.isChecked(), true);
    assert.equal((await publicSettings()).order_pickup_enabled, 1);
    await pickup.click({ force: true });
    await confirmSwitchOff(page, 'Ophalen uitzetten');
    await waitForPublic({ order_pickup_enabled: 0, order_shipping_enabled: 1, website_open: 1 });
    assert.equal(await pickup.isChecked(), false);

    // Both off: a warning; then both back on (switching on asks nothing).
    await shipping.click({ force: true });
    await confirmSwitchOff(page, 'Bezorgen uitzetten');
    await waitForPublic({ order_pickup_enabled: 0, order_shipping_enabled: 0 });
    await panel.getByText('Ophalen en bezorgen staan allebei uit.', { exact: false }).waitFor();
    await shipping.click({ force: true });
    await pickup.click({ force: true });
    await waitForPublic({ order_pickup_enabled: 1, order_shipping_enabled: 1 });

    // The settings survive a reload of the page.
    await page.reload();
    await open.waitFor();
    assert.equal(await open.isChecked(), true);
    assert.equal(await pickup.isChecked(), true);
    assert.equal(
      await message.inputValue(),
      'Wij zijn even met vakantie. Vanaf maandag kunt u weer bestellen.',
    );

    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the example mail links open the example confirmation in a new tab', async () => {
  const { context, page, problems } = await adminPage(DEMO_USERS.superuser);
  try {
    const panel = panelOf(page);
    const shippingLink = panel.getByRole('link', { name: /Voorbeeld bevestigingsmail bezorgen/ });
    const pickupLink = panel.getByRole('link', { name: /Voorbeeld bevestigingsmail ophalen/ });
    await shippingLink.waitFor();
    assert.equal(await shippingLink.getAttribute('target'), '_blank');
    assert.match((await shippingLink.getAttribute('rel')) ?? '', /noopener/);
    assert.equal(await pickupLink.getAttribute('target'), '_blank');
    const donationLinks = panel.getByRole('link', { name: /donatie/i });
    assert.equal(await donationLinks.count(), 2, 'the two donation examples are linked too');
    for (const link of await donationLinks.all()) assert.equal(await link.getAttribute('target'), '_blank');

    const [mail] = await Promise.all([context.waitForEvent('page'), shippingLink.click()]);
    await mail.waitForLoadState();
    // each sample day with its own delivery line (issue 25: the confirmation says which day)
    const shippingHtml = await mail.content();
    assert.equal(shippingHtml.match(/Bezorgen op (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{2}-\d{2}-\d{4} tussen/g)?.length, 2);
    await mail.close();

    const [pickupMail] = await Promise.all([context.waitForEvent('page'), pickupLink.click()]);
    await pickupMail.waitForLoadState();
    const pickupHtml = await pickupMail.content();
    assert.doesNotMatch(pickupHtml, /Bezorgen op /);
    assert.match(pickupHtml, /Ophalen op .* uur bij Kerkstraat 12, 3511 AB Utrecht\./);
    await pickupMail.close();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a soep_coordinator does not see the dashboard and gets 403 from its calls', async () => {
  const { context, token } = await stack.staffLogin(DEMO_USERS.soep_coordinator);
  const page = await context.newPage();
  try {
    await page.goto(`${stack.server.baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/bestellingen');
    assert.equal(await panelOf(page).count(), 0);
    assert.equal(await page.getByRole('region', { name: 'Statistieken' }).count(), 0);
    for (const path of ['/web/admin/get_statistics', '/web/admin/live_orderday', '/web/admin/get_all_settings']) {
      const answer = await context.request.get(`${stack.server.baseUrl}${path}`);
      assert.equal(answer.status(), 403, path);
    }
    const save = await context.request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
      data: { category: 'website_open', website_open: 0 },
      headers: { 'X-CSRF-Token': token },
    });
    assert.equal(save.status(), 403);
  } finally {
    await context.close();
  }
});

test('the statistics draw charts from the demo data, with the numbers as tables, per period', async () => {
  const { context, page, problems } = await adminPage(DEMO_USERS.beheerder);
  try {
    const stats = page.getByRole('region', { name: 'Statistieken' });
    await stats.getByText('Alles', { exact: true }).click();
    const soupsTable = stats.getByRole('table', { name: 'Porties per soep in cijfers' });
    await soupsTable.waitFor();
    const answer = await (await context.request.get(`${stack.server.baseUrl}/web/admin/get_statistics`)).json();
    const [firstSoup, portions] = Object.entries(answer.orders_producten)[0];
    const firstRow = soupsTable.getByRole('row').nth(1);
    assert.equal((await firstRow.getByRole('rowheader').innerText()).trim(), firstSoup);
    assert.equal((await firstRow.getByRole('cell').innerText()).trim(), new Intl.NumberFormat('nl-NL').format(portions));
    assert.ok((await stats.locator('.recharts-surface').count()) >= 3, 'a bar chart and two donuts are drawn');
    await stats.getByRole('table', { name: 'Bestellingen per bron in cijfers' }).waitFor();
    await stats.getByRole('table', { name: 'Ophalen en bezorgen in cijfers' }).waitFor();
    const orders = stats.getByText('Bestellingen', { exact: true }).first();
    assert.ok(await orders.isVisible());

    const monthRequest = page.waitForRequest((request) => request.url().includes('/web/admin/get_statistics?van='));
    await stats.getByText('Deze maand', { exact: true }).click();
    const url = new URL((await monthRequest).url());
    assert.match(url.searchParams.get('van') ?? '', /^\d{4}-\d{2}-01$/);

    const live = page.getByRole('region', { name: 'Besteldag live' });
    await live.getByText(/Besteldag \d{2}-\d{2}-\d{4}|geen besteldag open/).first().waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a phone the panel fits the screen and works', async () => {
  const { context, page, problems } = await adminPage(DEMO_USERS.beheerder, PHONE);
  try {
    const panel = panelOf(page);
    const shipping = panel.getByRole('switch', { name: 'Bezorgen mogelijk' });
    await shipping.waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
    const box = await panel.boundingBox();
    assert.ok(box && box.width <= PHONE.width, 'the card fits the screen');

    const before = (await publicSettings()).order_shipping_enabled;
    await shipping.click({ force: true });
    if (before === 1) await confirmSwitchOff(page, 'Bezorgen uitzetten');
    await expectSavedToast(page);
    await waitForPublic({ order_shipping_enabled: before === 1 ? 0 : 1 });
    await shipping.click({ force: true });
    if (before === 0) await confirmSwitchOff(page, 'Bezorgen uitzetten');
    await waitForPublic({ order_shipping_enabled: before });
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
