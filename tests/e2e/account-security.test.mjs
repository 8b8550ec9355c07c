// Account security in Chromium against a real server (issue 23, points 2 and 7), on a desktop and a phone:
// 'Mijn account' shows the strength of a new password in Dutch, changes the e-mail address and password only with the
// current password, tells the old address by mail and ends the session on the other device; a manager sees an
// address locked after five wrong passwords on the users screen and unlocks it at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const stack = useStack({ mail: true });

async function expectToast(page, text) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** A new active staff member: invited by the superuser, password set through the mailed link. */
async function newStaff(email, name) {
  const admin = await stack.browser.newContext();
  try {
    const token = await loginViaApi(admin, stack.server.baseUrl, stack.sink, DEMO_USERS.superuser);
    const created = await admin.request.post(`${stack.server.baseUrl}/web/admin/create_user`, {
      headers: { 'X-CSRF-Token': token },
      data: { name, email, rol: 'soep_coordinator', uitnodigen: true },
    });
    assert.equal(created.status(), 200, await created.text());
    const mail = await stack.sink.waitForMail((m) => m.to.includes(email));
    const link = mail.text.match(/\/wachtwoord-resetten\/([^/\s]+)\/([A-Za-z0-9_-]+)/);
    const password = 'Paarse-Pannenkoek-Regenjas-7';
    const set = await admin.request.post(`${stack.server.baseUrl}/web/change-password-with-token`, {
      data: { email, token: link[2], password, password_confirmation: password },
    });
    assert.equal(set.status(), 200, await set.text());
    return { email, password, name };
  } finally {
    await admin.close();
  }
}

async function pageFor(user, viewport) {
  const context = await stack.browser.newContext({ viewport, locale: 'nl-NL' });
  await loginViaApi(context, stack.server.baseUrl, stack.sink, user);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (422|450)/.test(message.text())) problems.push(message.text());
  });
  return { context, page, problems };
}

/** `exclude`: a selector of parts that are not this journey's (the coordinator's no-access notice on settings). */
async function noOverflowNorAxeViolations(page, exclude = null) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
  const builder = new AxeBuilder({ page });
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    [],
  );
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`Mijn account (${name}): strength feedback, proof for a new address and password, the other session ends`, async () => {
    const user = await newStaff(`mijn-account-${name}@example.nl`, `Kim ${name}`);
    const elsewhere = await stack.browser.newContext();
    await loginViaApi(elsewhere, stack.server.baseUrl, stack.sink, user);
    const { context, page, problems } = await pageFor(user, viewport);
    try {
      await page.goto(`${stack.server.baseUrl}/admin/instellingen`);
      const account = page.getByRole('region', { name: 'Mijn account' });
      const newPassword = account.getByLabel('Nieuw wachtwoord', { exact: true });
      await newPassword.fill('Welkom01!!');
      await account.getByText('Sterkte: Zeer zwak').waitFor();
      await account.getByText('Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.').waitFor();

      const newEmail = `nieuw-${name}@example.nl`;
      const strong = 'Oranje-Fietsbel-Sneeuwstorm-4';
      await account.getByRole('textbox', { name: 'E-mailadres' }).fill(newEmail);
      await newPassword.fill(strong);
      await account.getByText(/Sterkte: (Sterk|Zeer sterk)/).waitFor();
      await account.getByLabel('Herhaal nieuw wachtwoord').fill(strong);
      await account.getByRole('button', { name: 'Opslaan' }).click();
      await account.getByText('Vul uw huidige wachtwoord in.', { exact: true }).waitFor();

      await account.getByLabel('Huidig wachtwoord').fill('Niet-mijn-wachtwoord-3');
      await account.getByRole('button', { name: 'Opslaan' }).click();
      await account.getByText('Het huidige wachtwoord klopt niet.', { exact: true }).waitFor();

      await account.getByLabel('Huidig wachtwoord').fill(user.password);
      await account.getByRole('button', { name: 'Opslaan' }).click();
      await expectToast(page, 'Gebruiker aangepast');
      const told = await stack.sink.waitForMail((m) => m.to.includes(user.email) && m.subject === 'Uw account is gewijzigd');
      assert.match(told.text, new RegExp(newEmail.replace('.', '\\.')));
      const other = await elsewhere.request.get(`${stack.server.baseUrl}/web/get-logged-in-user`);
      assert.equal(other.status(), 401, 'the session on the other device ended');
      const me = await context.request.get(`${stack.server.baseUrl}/web/get-logged-in-user`);
      assert.equal((await me.json()).user.email, newEmail, 'the session in use stays');
      await noOverflowNorAxeViolations(page);
      assert.deepEqual(problems, []);

      const again = await stack.browser.newContext();
      await loginViaApi(again, stack.server.baseUrl, stack.sink, { email: newEmail, password: strong });
      await again.close();
    } finally {
      await context.close();
      await elsewhere.close();
    }
  });

  test(`a manager unlocks an address locked after five wrong passwords (${name})`, async () => {
    const user = await newStaff(`vergrendeld-${name}@example.nl`, `Jip ${name}`);
    const statuses = [];
    for (let n = 0; n < 5; n += 1) {
      const answer = await fetch(`${stack.server.baseUrl}/web/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'Verkeerd-wachtwoord-1' }),
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 450]);
    await stack.sink.waitForMail((m) => m.to.includes(user.email) && m.subject === 'Inloggen tijdelijk geblokkeerd');

    const { context, page, problems } = await pageFor(DEMO_USERS.beheerder, viewport);
    try {
      await page.goto(`${stack.server.baseUrl}/admin/gebruikers`);
      const locked = page.getByRole('region', { name: 'Vergrendelde e-mailadressen' });
      await locked.getByText(user.email).waitFor();
      await locked.getByText(/^Geblokkeerd tot \d\d-\d\d-\d{4} om \d\d:\d\d$/).first().waitFor();
      await noOverflowNorAxeViolations(page);
      await locked.getByRole('button', { name: `${user.email} ontgrendelen` }).click();
      await expectToast(page, 'E-mailadres ontgrendeld');
      await locked.getByText(user.email).waitFor({ state: 'detached' });

      // The Logboek shows the lock and the unlock under 'Inloggen', and the privacy log below it.
      await page.goto(`${stack.server.baseUrl}/admin/logboek?type=login`);
      await page.getByRole('heading', { level: 1, name: 'Logboek' }).waitFor();
      const lines = page.locator('li:visible, tr:visible');
      await lines.filter({ hasText: 'Ontgrendeld' }).first().waitFor({ timeout: 15_000 }).catch(async (error) => {
        throw new Error(`${error.message}\n${(await page.locator('main').innerText()).slice(0, 1500)}`);
      });
      await lines.filter({ hasText: 'Vergrendeld' }).first().waitFor();
      await page.getByRole('heading', { level: 2, name: 'Privacylog' }).waitFor();
      await noOverflowNorAxeViolations(page);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
    const free = await stack.browser.newContext();
    await loginViaApi(free, stack.server.baseUrl, stack.sink, user);
    await free.close();
  });
}
