// The photo library (spec doc 2: Foto uploaden, Fotos) in Chromium against a real server with demo data and a real
// manager login: three photos uploaded with their own names and progress (plus a broken file that gets its own
// error), a category set, the photo seen in that page's carousel, one deleted with confirmation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { noisyPng } from './png.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const stack = useStack({ mail: true });

async function libraryPictures(context) {
  const response = await context.request.get(`${stack.server.baseUrl}/web/get-all-pictures`);
  assert.equal(response.status(), 200);
  return await response.json();
}

test('a manager uploads three photos, sets a category, sees it in the carousel and deletes one', async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  await loginViaApi(context, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${stack.server.baseUrl}/admin/foto-upload`);
    await page.getByRole('heading', { level: 1, name: 'Foto uploaden' }).waitFor();
    const files = [
      { name: 'tuin.png', mimeType: 'image/png', buffer: noisyPng(900, 600, 1) },
      { name: 'atelier.png', mimeType: 'image/png', buffer: noisyPng(900, 600, 2) },
      { name: 'keuken.png', mimeType: 'image/png', buffer: noisyPng(900, 600, 3) },
      { name: 'kapot.png', mimeType: 'image/png', buffer: Buffer.from('dit is geen foto') },
    ];
    await page.getByTestId('photo-dropzone').locator('input[type="file"]').setInputFiles(files);
    const items = page.getByTestId('upload-item');
    await items.nth(3).waitFor();
    assert.equal(await items.count(), 4);
    assert.equal(await page.getByLabel('Naam van foto 1').inputValue(), 'tuin', 'named after the file');
    assert.equal(await items.nth(0).locator('img').count(), 1, 'a preview per file');

    // Remove a queued file, then add it again.
    await page.getByRole('button', { name: 'keuken uit de lijst halen' }).click();
    assert.equal(await items.count(), 3);
    await page.getByTestId('photo-dropzone').locator('input[type="file"]').setInputFiles([files[2]]);
    await items.nth(3).waitFor();

    const queued = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
    assert.deepEqual(queued.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`), []);

    const names = ['E2E Moestuin in de zon', 'E2E Schilderen in het atelier', 'E2E Soep in de maak'];
    await page.getByLabel('Naam van foto 1').fill(names[0]);
    await page.getByLabel('Naam van foto 2').fill(names[1]);
    await page.getByLabel('Naam van foto 4').fill(names[2]);

    // Record every progress value the bars show.
    await page.evaluate(() => {
      window.__progress = [];
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="upload-progress"]')) {
          window.__progress.push(Number(bar.getAttribute('data-progress')));
        }
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole('button', { name: 'Uploaden' }).click();
    await page.getByTestId('upload-error').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="upload-done"]').length === 3);
    assert.match(await page.getByTestId('upload-error').innerText(), /geen geldige foto/);
    const progress = await page.evaluate(() => window.__progress);
    assert.ok(progress.includes(100), 'the bars reach 100');
    const bars = page.getByTestId('upload-progress');
    assert.equal(await bars.count(), 4, 'every file has its own progress bar');

    let library = await libraryPictures(context);
    for (const naam of names) assert.ok(library.some((picture) => picture.naam === naam), `${naam} uploaded`);
    assert.ok(!library.some((picture) => picture.naam === 'kapot'), 'the broken file is not in the library');

    // Set a category on the list.
    await page.goto(`${stack.server.baseUrl}/admin/fotos`);
    const card = page.getByTestId('photo-card').filter({ hasText: names[1] });
    await card.waitFor();
    assert.match(await card.getAttribute('data-slug'), /^e2e-schilderen-in-het-atelier-[0-9a-f]{8}$/);
    await card.getByLabel('Categorie', { exact: true }).click();
    await page.getByRole('option', { name: 'Werkplaatsen: kunst', exact: true }).click(); // Dutch labels
    await page.getByText('Categorie opgeslagen.').waitFor();
    library = await libraryPictures(context);
    assert.equal(library.find((picture) => picture.naam === names[1]).category, 'werkplaatsen_kunst');
    // The library filters by category (kept in the address bar).
    await page.getByRole('combobox', { name: 'Toon categorie' }).click();
    await page.getByRole('option', { name: 'Werkplaatsen: kunst', exact: true }).click();
    await page.waitForURL('**/admin/fotos?categorie=werkplaatsen_kunst');
    const kunst = library.filter((picture) => picture.category === 'werkplaatsen_kunst').length;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="photo-card"]').length === n, kunst);
    assert.equal(await page.getByTestId('photo-card').filter({ hasText: names[1] }).count(), 1);
    await page.getByRole('combobox', { name: 'Toon categorie' }).click();
    await page.getByRole('option', { name: 'Alle categorieën', exact: true }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="photo-card"]').length === n, library.length);

    const violations = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
    assert.deepEqual(violations.violations.map((v) => v.id), []);

    // The visitor's carousel on that page shows it.
    const visitor = await stack.browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${stack.server.baseUrl}/werkplaatsen/kunst`);
    await visitor.getByTestId('page-carousel').locator(`img[alt="${names[1]}"]`).waitFor({ state: 'attached' });
    await visitor.close();

    // Delete one, with confirmation.
    await page.getByRole('button', { name: `${names[0]} verwijderen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto verwijderen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Foto verwijderd.').waitFor();
    await page.getByTestId('photo-card').filter({ hasText: names[0] }).waitFor({ state: 'detached' });
    library = await libraryPictures(context);
    assert.ok(!library.some((picture) => picture.naam === names[0]));
    assert.ok(library.some((picture) => picture.naam === names[2]));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a soup coordinator may not upload photos (the server says no)', async () => {
  const context = await stack.browser.newContext({ locale: 'nl-NL' });
  const token = await loginViaApi(context, stack.server.baseUrl, stack.sink, DEMO_USERS.soep_coordinator);
  try {
    const response = await context.request.post(`${stack.server.baseUrl}/web/upload-picture`, {
      headers: { 'X-CSRF-Token': token },
      multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: noisyPng(20, 20, 4) } },
    });
    assert.equal(response.status(), 403);
  } finally {
    await context.close();
  }
});
