// The Mantine theme: a soup-green primary colour whose filled shade keeps white text readable (WCAG AA).
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const soep: MantineColorsTuple = [
  '#eaf6ee',
  '#d3ecdb',
  '#a8d8b8',
  '#7bc493',
  '#55b273',
  '#3fa562',
  '#35905a',
  '#2f7d4e',
  '#266741',
  '#1d5133',
];

export const theme = createTheme({
  primaryColor: 'soep',
  primaryShade: 7,
  colors: { soep },
  fontFamily: 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Mantine renders a dialog's header as <header>, which is a second `banner` landmark while a dialog is open
    // (axe: landmark-no-duplicate-banner). A <div> has no role; the dialog keeps its name from the title.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Mantine's default 'dimmed' grey is too light for small text; use a darker one. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error texts under inputs are small: the darker red keeps them above WCAG AA contrast.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
