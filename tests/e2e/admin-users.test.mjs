// The users screens (spec doc 2: Gebruikers, Gebruiker toevoegen/aanpassen) in Chromium against a real server with
// demo data and real staff logins (e-mailed code through a real SMTP sink). A beheerder invites a new user (the
// invitation mail arrives and its link sets a password), edits, deactivates, re-activates and deletes them; the
// server's refusals arrive as red toasts; a soep_coordinator gets the 403 behaviour and sees no user data.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { useStack } from './harness.mjs';
import { DESKTOP, errorUnder, expectToast, label, PHONE } from './screen.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const USERS = '/admin/gebruikers';
const NEW_USER = { name: 'Tess Tester', email: 'tess.tester@example.nl', phone: '06 11122233' };

const stack = useStack({ mail: true });

async function usersOnServer(context) {
  const response = await context.request.get(`${stack.server.baseUrl}/web/admin/get_users`);
  assert.equal(response.status(), 200);
  return response.json();
}

function toolbar(page) {
  return page.getByRole('toolbar', { name: 'Acties voor gebruikers' });
}

function toolButton(page, name) {
  return toolbar(page).getByRole('button', { name, exact: true });
}

function tableRow(page, tab, text) {
  return page.getByRole('table', { name: tab }).getByRole('row').filter({ hasText: text });
}

async function enabledButtons(page) {
  const names = [
    'Toevoegen',
    'Uitnodiging opnieuw versturen',
    'Aanpassen',
    'Activeren',
    'Deactiveren',
    'Verwijderen',
    'Vernieuwen',
  ];
  const enabled = [];
  for (const name of names) {
    if (await toolButton(page, name).isEnabled()) enabled.push(name);
  }
  return enabled;
}

/** The /wachtwoord-resetten/{email}/{token} path of an invitation mail, with its parts. */
function invitationLink(mail) {
  assert.equal(mail.subject, 'Uitnodiging voor de beheeromgeving');
  const link = mail.text.match(/\/wachtwoord-resetten\/([^/\s]+)\/([^/\s]+)/);
  assert.ok(link, `a link in the mail:\n${mail.text}`);
  return link;
}

async function chooseRole(page, roleName) {
  await page.getByRole('combobox', { name: label('Rol') }).click();
  await page.getByRole('option', { name: roleName }).click();
}

test('a beheerder invites, edits, deactivates, re-activates and deletes a user', async () => {
  const context = await stack.staffContext(DEMO_USERS.beheerder);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${USERS}`);
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    await page.getByRole('tab', { name: 'Actieve gebruikers', selected: true }).waitFor();
    for (const user of Object.values(DEMO_USERS)) {
      await tableRow(page, 'Actieve gebruikers', user.email).waitFor();
    }
    assert.deepEqual(await enabledButtons(page), ['Toevoegen', 'Vernieuwen'], 'nothing selected yet');
    assert.deepEqual(await axeViolations(page), []);

    // Yourself: edit yes, deactivate or delete no (with the reason).
    await tableRow(page, 'Actieve gebruikers', DEMO_USERS.beheerder.email).click();
    assert.equal(await page.getByRole('radio', { name: /^Selecteer / }).and(page.locator(':checked')).count(), 1);
    // a demo user has a password: an invitation is of no use (issue 25)
    assert.deepEqual(await enabledButtons(page), ['Toevoegen', 'Aanpassen', 'Vernieuwen']);
    await page.getByText('U kunt uw eigen account niet deactiveren of verwijderen.').waitFor();

    // The only superuser cannot be deactivated: the server's reason as a red toast, nothing changes.
    await tableRow(page, 'Actieve gebruikers', DEMO_USERS.superuser.email).click();
    assert.deepEqual(await enabledButtons(page), ['Toevoegen', 'Aanpassen', 'Deactiveren', 'Vernieuwen']);
    await toolButton(page, 'Deactiveren').click();
    const deactivateDialog = page.getByRole('dialog', { name: 'Gebruiker deactiveren' });
    await deactivateDialog.getByRole('button', { name: 'Deactiveren' }).click();
    await expectToast(page, 'Er moet minimaal één actieve superuser overblijven.', 'red');
    await deactivateDialog.waitFor({ state: 'hidden' });
    const superuser = (await usersOnServer(context)).find((u) => u.email === DEMO_USERS.superuser.email);
    assert.equal(superuser.status, 'actief');

    // Add: the server's 422 messages under the fields, then a real invitation.
    await toolButton(page, 'Toevoegen').click();
    await page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${USERS}/toevoegen`);
    const invite = page.getByRole('checkbox', { name: 'Uitnodigen' });
    assert.equal(await invite.isChecked(), true, 'inviting is the default');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const name = page.getByRole('textbox', { name: label('Naam') });
    const email = page.getByRole('textbox', { name: label('E-mailadres') });
    const rol = page.getByRole('combobox', { name: label('Rol') });
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length >= 3);
    assert.notEqual(await errorUnder(name), '');
    assert.notEqual(await errorUnder(email), '');
    assert.notEqual(await errorUnder(rol), '');
    await name.fill(NEW_USER.name);
    assert.equal(await name.getAttribute('aria-invalid'), null, 'typing clears the message');
    await email.fill(NEW_USER.email);
    await page.getByRole('textbox', { name: label('Telefoonnummer') }).fill(NEW_USER.phone);
    await chooseRole(page, 'Soepcoördinator');
    assert.equal(await rol.getAttribute('aria-invalid'), null);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expectToast(page, 'Gebruiker aangemaakt', 'green');
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    const newRow = tableRow(page, 'Actieve gebruikers', NEW_USER.email);
    await newRow.waitFor();
    const cells = (await newRow.locator('td').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(cells.slice(1, 6), [NEW_USER.name, NEW_USER.email, NEW_USER.phone, 'Soepcoördinator', 'Actief']);
    assert.match(cells[6], /^Uitgenodigd op \d\d-\d\d-\d{4} om \d\d:\d\d$/);
    assert.equal(cells[7], 'Nog nooit');

    // The invitation mail's link opens the set-password screen, and its token sets a password.
    const mail = await stack.sink.waitForMail((m) => m.to.includes(NEW_USER.email));
    const firstLink = invitationLink(mail);

    // Sending the invitation again replaces the first link.
    await newRow.click();
    await toolButton(page, 'Uitnodiging opnieuw versturen').click();
    await expectToast(page, 'Uitnodiging opnieuw verstuurd', 'green');
    const link = invitationLink(await stack.sink.waitForMail((m) => m.to.includes(NEW_USER.email)));
    assert.notEqual(link[2], firstLink[2]);
    const visitor = await stack.browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    try {
      const linkPage = await visitor.newPage();
      const opened = await linkPage.goto(`${stack.server.baseUrl}${link[0]}`);
      assert.equal(opened.status(), 200);
      await linkPage.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await linkPage.getByRole('heading', { name: 'Pagina niet gevonden' }).count(), 0);
      const password = 'Tess-Eigen-Wachtwoord-2026';
      const changed = await visitor.request.post(`${stack.server.baseUrl}/web/change-password-with-token`, {
        data: {
          email: decodeURIComponent(link[1]),
          token: link[2],
          password,
          password_confirmation: password,
        },
      });
      assert.equal(changed.status(), 200, await changed.text());
      const replaced = await visitor.request.post(`${stack.server.baseUrl}/web/change-password-with-token`, {
        data: { email: NEW_USER.email, token: firstLink[2], password, password_confirmation: password },
      });
      assert.equal(replaced.status(), 422, 'the first link no longer works');
    } finally {
      await visitor.close();
    }
    let created = (await usersOnServer(context)).find((u) => u.email === NEW_USER.email);
    assert.equal(created.wachtwoord_ingesteld, true);
    await toolButton(page, 'Vernieuwen').click();
    await newRow.getByText('Wachtwoord ingesteld').waitFor();

    // Edit (double-click): a taken address is refused under the field; leaving asks first; then saved.
    await newRow.dblclick();
    await page.getByRole('heading', { level: 1, name: 'Gebruiker aanpassen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${USERS}/aanpassen/${created.id}`);
    assert.equal(await page.getByRole('checkbox', { name: 'Uitnodigen' }).count(), 0, 'no invitation when editing');
    assert.equal(await email.inputValue(), NEW_USER.email);
    await email.fill(DEMO_USERS.beheerder.email);
    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    assert.notEqual(await errorUnder(email), '');
    await email.fill(NEW_USER.email);
    await page.getByRole('textbox', { name: label('Telefoonnummer') }).fill('030 1234567');

    await page.getByRole('navigation').getByRole('link', { name: 'Gebruikers' }).first().click();
    const leaveDialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'Blijven' }).click();
    await leaveDialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, `${USERS}/aanpassen/${created.id}`);
    assert.equal(await page.getByRole('textbox', { name: label('Telefoonnummer') }).inputValue(), '030 1234567');

    await page.getByRole('button', { name: 'Aanpassen' }).click();
    await expectToast(page, 'Gebruiker aangepast', 'green');
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    await newRow.getByText('030 1234567').waitFor();
    created = (await usersOnServer(context)).find((u) => u.email === NEW_USER.email);
    assert.equal(created.telefoonnummer, '030 1234567');

    // Deactivate (with confirmation): the user moves to 'Archiveerde gebruikers'.
    await newRow.click();
    assert.equal(await toolButton(page, 'Verwijderen').isDisabled(), true, 'only when deactivated');
    await toolButton(page, 'Deactiveren').click();
    await deactivateDialog.getByText(`Weet u zeker dat u ${NEW_USER.name} wilt deactiveren?`).waitFor();
    await deactivateDialog.getByRole('button', { name: 'Deactiveren' }).click();
    await expectToast(page, 'Gebruiker gedeactiveerd', 'green');
    await newRow.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Archiveerde gebruikers' }).click();
    assert.equal(new URL(page.url()).searchParams.get('activeTab'), 'archief');
    const archivedRow = tableRow(page, 'Archiveerde gebruikers', NEW_USER.email);
    await archivedRow.getByText('Gedeactiveerd').waitFor();
    assert.equal(await page.getByRole('table', { name: 'Archiveerde gebruikers' }).getByText(DEMO_USERS.beheerder.email).count(), 0);
    created = (await usersOnServer(context)).find((u) => u.email === NEW_USER.email);
    assert.equal(created.status, 'gedeactiveerd');

    // Activate brings them back; deactivate again from the first tab.
    await archivedRow.click();
    assert.deepEqual(await enabledButtons(page), ['Toevoegen', 'Aanpassen', 'Activeren', 'Verwijderen', 'Vernieuwen']);
    await toolButton(page, 'Activeren').click();
    await expectToast(page, 'Gebruiker weer actief gemaakt', 'green');
    await archivedRow.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Actieve gebruikers' }).click();
    await newRow.click();
    await toolButton(page, 'Deactiveren').click();
    await deactivateDialog.getByRole('button', { name: 'Deactiveren' }).click();
    await newRow.waitFor({ state: 'detached' });

    // Delete (with confirmation).
    await page.getByRole('tab', { name: 'Archiveerde gebruikers' }).click();
    await archivedRow.click();
    await toolButton(page, 'Verwijderen').click();
    const deleteDialog = page.getByRole('dialog', { name: 'Gebruiker verwijderen' });
    await deleteDialog.getByRole('button', { name: 'Annuleren' }).click();
    await deleteDialog.waitFor({ state: 'hidden' });
    assert.ok((await usersOnServer(context)).some((u) => u.email === NEW_USER.email), 'cancel keeps the user');
    await toolButton(page, 'Verwijderen').click();
    await deleteDialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast(page, 'Gebruiker verwijderd', 'green');
    await archivedRow.waitFor({ state: 'detached' });
    await page.getByText('Er zijn geen gearchiveerde gebruikers.').waitFor();
    assert.equal((await usersOnServer(context)).some((u) => u.email === NEW_USER.email), false);
    // (Once the toasts are gone: axe misjudges their contrast while they fade.)
    await page.waitForFunction(() => !document.querySelector('.mantine-Notification-root'), null, { timeout: 15_000 });
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await context.close();
  }
});

test('leaving the add form with changes asks first; leaving it is possible', async () => {
  const context = await stack.staffContext(DEMO_USERS.superuser);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${USERS}/toevoegen`);
    await page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    // Without changes, cancel just goes back.
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();

    await toolButton(page, 'Toevoegen').click();
    await page.getByRole('textbox', { name: label('Naam') }).fill('Half ingevuld');
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Pagina verlaten' }).click();
    await page.waitForURL((url) => url.pathname === USERS);
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    assert.equal((await usersOnServer(context)).some((u) => u.name === 'Half ingevuld'), false);
  } finally {
    await context.close();
  }
});

test('a soep_coordinator opening the users screen sees the "no access" panel and no user data', async () => {
  const context = await stack.staffContext(DEMO_USERS.soep_coordinator);
  try {
    const page = await context.newPage();
    const answers = [];
    page.on('response', (response) => {
      if (response.url().includes('/web/admin/get_users')) answers.push(response.status());
    });
    for (const path of [USERS, `${USERS}/toevoegen`]) {
      await page.goto(`${stack.server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: 'U heeft geen toegang' }).waitFor();
      assert.equal(await page.getByRole('table').count(), 0);
      assert.equal(await page.getByRole('textbox').count(), 0, `${path}: no form offering a role`);
      assert.equal((await page.locator('main').innerText()).includes(DEMO_USERS.superuser.email), false);
    }
    assert.deepEqual(answers, [], 'the screen asks nothing of the server');
    // The menu does not offer the screen either.
    assert.equal(await page.getByRole('link', { name: 'Gebruikers', exact: true }).count(), 0);
    // The server refuses the call all the same.
    assert.equal((await context.request.get(`${stack.server.baseUrl}/web/admin/get_users`)).status(), 403);
  } finally {
    await context.close();
  }
});

test('on a phone the users are cards that can be selected and opened', async () => {
  const context = await stack.staffContext(DEMO_USERS.superuser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.server.baseUrl}${USERS}`);
    await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).waitFor();
    const cards = page.getByRole('list', { name: 'Actieve gebruikers' });
    await cards.waitFor();
    assert.equal(await page.getByRole('table').count(), 0, 'the table is hidden on a phone');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no sideways scroll');
    const card = cards.getByRole('listitem').filter({ hasText: DEMO_USERS.soep_coordinator.email });
    await card.getByText('Soepcoördinator').waitFor();
    await card.getByRole('radio').check();
    assert.deepEqual(await enabledButtons(page), ['Toevoegen', 'Aanpassen', 'Deactiveren', 'Vernieuwen']);
    assert.deepEqual(await axeViolations(page), []);
    await toolButton(page, 'Aanpassen').click();
    await page.getByRole('heading', { level: 1, name: 'Gebruiker aanpassen' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: label('E-mailadres') }).inputValue(), DEMO_USERS.soep_coordinator.email);
  } finally {
    await context.close();
  }
});
