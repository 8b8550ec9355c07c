// 'Niet verstuurde e-mails' on the settings screen, in Chromium against a real server with demo data: a mail the
// outbox gave up on is listed for a manager, 'Opnieuw versturen' sends it (it reaches the real SMTP sink) and the
// list empties; the card is axe-clean on a phone.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { useStack } from './harness.mjs';
import { DEMO_USERS } from './staff-login.mjs';

const PHONE = { width: 390, height: 844 };

const stack = useStack({ mail: true });

/** A mail the outbox gave up on: 20 failed attempts, parked at the far-future moment (src/soepkern/services/outbox.py). */
function parkMail(subject) {
  const script = `
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute(
    "INSERT INTO mail_outbox (recipient, subject, text_body, attempts, next_attempt_at, last_error, created_at)"
    " VALUES (?, ?, ?, 20, '9999-12-31 00:00:00.000000', ?, '2026-11-20 09:00:00.000000')",
    ("klant.vergeten@example.nl", sys.argv[2], "Hallo", "SMTPConnectError: Connection refused"),
)
db.commit()
`;
  execFileSync('python3', ['-c', script, join(stack.server.dataDir, 'e2e.sqlite'), subject]);
}

test('a manager sees a mail that could not be sent and sends it again', async () => {
  parkMail('Uw bestelling bij de Soepketel');
  const context = await stack.staffContext(DEMO_USERS.beheerder, PHONE);
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${stack.server.baseUrl}/admin/instellingen`);
    const card = page.getByRole('region', { name: 'Niet verstuurde e-mails' });
    await card.getByText('Uw bestelling bij de Soepketel').waitFor();
    await card.getByText('SMTPConnectError: Connection refused').waitFor();
    assert.match(await card.innerText(), /20-11-2026 om 10:00 · 20 pogingen/);
    assert.deepEqual(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)), []);

    await card.getByRole('button', { name: /^Opnieuw versturen: Uw bestelling bij de Soepketel/ }).click();
    await page.getByText('De e-mail wordt opnieuw verstuurd.').first().waitFor();
    await card.getByText('Alle e-mails zijn verstuurd of worden nog geprobeerd.').waitFor();
    const mail = await stack.sink.waitForMail((m) => m.to.includes('klant.vergeten@example.nl'));
    assert.equal(mail.subject, 'Uw bestelling bij de Soepketel');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
