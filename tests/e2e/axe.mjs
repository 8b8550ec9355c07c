// One accessibility check for every browser test: axe-core, run once the page has stopped moving.
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Waits until no finite CSS transition or animation runs. A dialog that fades in is otherwise read by axe at part
 * opacity, and its buttons then fail the contrast rule on a busy machine (CI, 2026-11-27). Endless animations (a
 * loader) are left out: they never finish.
 */
export async function settled(page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The violations axe finds on the settled page, as `rule: targets` lines (an empty list is the passing answer). */
export async function axeViolations(page, { exclude } = {}) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
}
