// axe-core finds no accessibility violations on the public shell (home, 404, open dropdown, phone menu).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';

const stack = useStack({ mail: false });

async function violations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
}

async function withPage(viewport, run) {
  const context = await stack.browser.newContext({ viewport, locale: 'nl-NL' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('home page (desktop, with a dropdown open)', () =>
  withPage({ width: 1280, height: 900 }, async (page) => {
    await page.goto(`${stack.server.baseUrl}/`);
    await page.getByTestId('home_donatie_tekst').getByText('Met een gift').waitFor();
    assert.deepEqual(await violations(page), []);
    await page.getByRole('button', { name: 'Meedoen' }).click();
    await page.getByRole('link', { name: 'Vrijwilligers' }).waitFor();
    assert.deepEqual(await violations(page), []);
  }));

test('404 page', () =>
  withPage({ width: 1280, height: 900 }, async (page) => {
    await page.goto(`${stack.server.baseUrl}/bestaat-niet`);
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    assert.deepEqual(await violations(page), []);
  }));

test('home page on a phone, with the menu open', () =>
  withPage({ width: 390, height: 844 }, async (page) => {
    await page.goto(`${stack.server.baseUrl}/`);
    await page.getByTestId('home_dagelijksesoep_tekst').getByText('Iedere werkdag').waitFor();
    assert.deepEqual(await violations(page), []);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.waitForTimeout(400); // let the drawer's opening transition finish
    assert.deepEqual(await violations(page), []);
  }));

// Every public information page of document 1 section 2 (with its carousel and its own blocks), on a phone.
const PUBLIC_INFO_PATHS = [
  '/dagprogramma',
  '/over-ons',
  '/over-ons/visie',
  '/over-ons/geschiedenis',
  '/over-ons/grondsteenspreuk',
  '/over-ons/onze-woorden',
  '/over-ons/organisatie',
  '/klachtenprocedure',
  '/beschermd-wonen',
  '/beschut-wonen',
  '/werkplaatsen',
  '/werkplaatsen/sport-en-spel',
  '/werkplaatsen/het-leerhuis',
  '/werkplaatsen/horeca',
  '/werkplaatsen/buiten',
  '/werkplaatsen/kunst',
  '/werkplaatsen/huis-en-haard',
  '/meedoen',
  '/meedoen/werken-bij',
  '/meedoen/stage-lopen',
  '/meedoen/vrijwilligers',
  '/meedoen/woongemeenschap',
  '/meedoen/woongemeenschap/nieuwe-bewoner',
  '/meedoen/vrienden-van',
  '/meedoen/donaties',
  '/meedoen/doneren',
  '/meedoen/werken-bij/bestaat-niet',
];

test('every public information page on a phone (carousels, tiles, vacancies, publications)', () =>
  withPage({ width: 390, height: 844 }, async (page) => {
    const found = [];
    for (const path of PUBLIC_INFO_PATHS) {
      await page.goto(`${stack.server.baseUrl}${path}`);
      await page.locator('h1').waitFor();
      await page.locator('[data-testid="page-carousel"], [data-testid="vacancy-not-found"]').first().waitFor();
      await page.locator('[data-testid="page-skeleton"]').waitFor({ state: 'detached' });
      for (const violation of await violations(page)) found.push(`${path}: ${violation}`);
    }
    assert.deepEqual(found, []);
  }));

test('home carousel while playing and paused (desktop)', () =>
  withPage({ width: 1280, height: 900 }, async (page) => {
    await page.goto(`${stack.server.baseUrl}/`);
    await page.getByTestId('page-carousel').waitFor();
    assert.deepEqual(await violations(page), []);
    await page.getByRole('button', { name: 'Automatisch afspelen pauzeren' }).click();
    await page.getByRole('button', { name: 'Volgende foto' }).click();
    assert.deepEqual(await violations(page), []);
  }));
