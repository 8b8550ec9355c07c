/** Orange text that stays readable: Mantine's orange shades, even orange-9 (#d9480f, about 4.3:1 on white), are
 * below WCAG AA's 4.5:1 for small text (axe: color-contrast); this deep orange brown reads at about 7:1. */
export const WARNING_TEXT = '#9a3412';
