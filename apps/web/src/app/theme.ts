import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';
import type { StorageKey } from '../lib/storage.ts';

/** Soundpost violet. White text passes WCAG AA from shade 5 up; shades 0–3 read on dark. */
const brand = [
  '#f2efff',
  '#e0dbfa',
  '#bfb3f0',
  '#9c89e7',
  '#7e65df',
  '#6b4fda',
  '#6044d8',
  '#5036c0',
  '#4630ac',
  '#3b2898',
] as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // No asterisks: on the auth forms every field is required, and an asterisk inside the
  // label text also breaks exact label look-ups (screen readers and e2e tests alike).
  // Inputs keep their `required` attribute.
  components: {
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    Select: { defaultProps: { withAsterisk: false } },
    RadioGroup: { defaultProps: { withAsterisk: false } },
    // Mantine keeps every select's list of options in the page, hidden, from its first render:
    // the wizard's first step drew its ~150 options and placed each hidden list (a style
    // recalculation each) before a phone could paint it (decision 043). A list now mounts when
    // it opens; the field names it (`aria-controls`) only while open either way.
    Combobox: { defaultProps: { keepMounted: false } },
    // A <header> in a dialog would be a second "banner" landmark next to the site header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's default dimmed, link and error colours fall below the 4.5:1 contrast ratio on
 * one of the two backgrounds, and so does the text of light badges, buttons and alert titles
 * in teal, green, yellow and orange (shade 9 on shade 1); these values pass in both themes.
 * Text in a colour (`c="red"`) is shade 6 on white by default, below 4.5:1 in red, orange,
 * yellow, green, teal and blue; the light theme takes darker values (the dark one uses
 * shade 4, which passes).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#1e6b2e',
    '--mantine-color-yellow-light-color': '#8a4b00',
    '--mantine-color-orange-light-color': '#a13a08',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-text': '#a13a08',
    '--mantine-color-yellow-text': '#8a4b00',
    '--mantine-color-green-text': '#1e6b2e',
    '--mantine-color-teal-text': '#066649',
    '--mantine-color-blue-text': 'var(--mantine-color-blue-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/** The choice lives under the spec's `theme` key; index.html's inline script reads the same key. */
export const colorSchemeManager = localStorageColorSchemeManager({
  key: 'theme' satisfies StorageKey,
});
