// Small things a new visitor met (issue 17's list), in Chromium against a real server with demo data: the footer
// when the settings cannot be loaded, the shop while it is closed, visible focus on text inputs, and the login data
// cleared when going back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutEmbeddedData } from './browser.mjs';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };
const stack = useStack({ mail: true });

test('without the settings the footer shows no empty headings', async () => {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    await withoutEmbeddedData(page);
    await page.route('**/web/get-settings', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${stack.server.baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/Stichting De Soepketel/).waitFor();
    assert.equal(await footer.getByRole('heading').count(), 0, 'no headings with nothing under them');
  } finally {
    await context.close();
  }
});

test('with the shop closed the cards and the product page offer nothing to order', async () => {
  const staff = await stack.browser.newContext();
  const token = await loginViaApi(staff, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
  const save = (open) =>
    staff.request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
      data: { category: 'website_open', website_open: open },
      headers: { 'X-CSRF-Token': token },
    });
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  try {
    assert.equal((await save(0)).status(), 200);
    await new Promise((resolveWait) => setTimeout(resolveWait, 1_200)); // the visitors' settings are cached ~1 s
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/dagelijkse-soep`);
    const modal = page.getByRole('dialog', { name: 'Gesloten' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Sluiten', exact: true }).click();
    await page.getByText('Webwinkel gesloten').first().waitFor();
    assert.equal(await page.getByText('Nu te bestellen').count(), 0);
    await page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) }).first().click();
    await page.getByTestId('order-day').first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^Eén meer/ }).count(), 0, 'no + button');
    assert.equal(await page.getByRole('button', { name: 'Bestellen', exact: true }).isDisabled(), true);
  } finally {
    await save(1);
    await context.close();
    await staff.close();
  }
});

test('a focused text input shows a clear outline; an error keeps the placeholder grey', async () => {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/inloggen`);
    const email = page.getByLabel('E-mailadres');
    await email.focus();
    const outline = await email.evaluate((element) => getComputedStyle(element).outlineWidth);
    assert.equal(outline, '2px');
  } finally {
    await context.close();
  }
});

test('tap targets on a phone: the menu burger, switches and icon buttons take a 44 px tap (issue 25)', async () => {
  const context = await stack.browser.newContext({ viewport: PHONE, locale: 'nl-NL', hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}/`);
    const burger = await page.getByRole('button', { name: 'Menu openen' }).boundingBox();
    assert.ok(burger.width >= 44 && burger.height >= 44, `burger ${burger.width}×${burger.height}`);

    await page.goto(`${stack.server.baseUrl}/meedoen/doneren`);
    const track = page.locator('.mantine-Switch-track').first();
    await track.waitFor();
    const box = await track.boundingBox();
    // A tap 20 px above or below the middle of the track (outside its drawn 20-odd px) still lands on the switch.
    const hits = await page.evaluate(
      ({ x, y }) =>
        [y - 20, y + 20].map((at) => document.elementFromPoint(x, at)?.closest('.mantine-Switch-root') !== null),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    assert.deepEqual(hits, [true, true]);
  } finally {
    await context.close();
  }
});
