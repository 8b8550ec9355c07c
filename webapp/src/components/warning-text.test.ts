// The text colours chosen for contrast, checked by the WCAG formula itself: axe in the browser tests meets them only
// when a screen happens to show them (a paused customer, an error under a field) at the moment it runs.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { WARNING_TEXT } from './warning-text';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const part = (start: number) => channel(Number.parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * part(1) + 0.7152 * part(3) + 0.0722 * part(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('text colours on white', () => {
  it('the formula is the WCAG one (black on white is 21:1, white on white 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it("Mantine's darkest orange is below AA for small text; the warning text is well above it", () => {
    expect(contrast(DEFAULT_THEME.colors.orange[9], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(WARNING_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the dimmed and error texts of the theme (gray-7, red-9) pass AA on white', () => {
    expect(contrast(DEFAULT_THEME.colors.gray[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.red[9], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
