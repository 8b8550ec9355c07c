// What the browser tests read on the admin screens, said once: the two viewports, an input's label and the message
// under it, a toast, a table row's cells, the axe check.
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** An input's exact label (the text taken literally); required inputs add ' *'. */
export function label(text) {
  const literal = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal}( \\*)?$`);
}

/** The message shown under an input (Mantine links it through aria-describedby). */
export async function errorUnder(input) {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/** Waits for a toast that says `text`; with `color` ('red', 'green') the toast must have that colour. */
export async function expectToast(page, text, color) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await toast.waitFor();
  if (color) {
    const style = await toast.getAttribute('style');
    assert.match(style ?? '', new RegExp(`--mantine-color-${color}`), `toast '${text}' is ${color}`);
  }
}

/** The visible cells of a table row, as text. */
export async function cellTexts(row) {
  return (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The page has no axe violations. */
export async function assertAccessible(page) {
  assert.deepEqual(await axeViolations(page), []);
}

/** Console message kinds a test counts as problems: errors and warnings (CSP reports too). */
export const ERRORS_AND_WARNINGS = (message) => message.type() === 'error' || message.type() === 'warning';

/** The page's uncaught errors, and the console messages `counts` picks (none unless given), as they happen: a list
 * the test checks at its end. */
export function watchProblems(page, counts = () => false) {
  const problems = [];
  page.on('console', (message) => {
    if (counts(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
