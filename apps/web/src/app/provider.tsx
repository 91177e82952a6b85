// Only the styles of the layout and the public pages block the first paint; Mantine's
// stylesheets are its `.layer` builds, so the app's own CSS modules win whatever the order in
// which the rest (app-styles.ts, loaded with the first signed-in page) arrives.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// A component's styles after those of what it is built on: Anchor's underline overrides Text's
// `text-decoration: none` only when it comes later (same specificity).
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { NotificationsHost } from './notifications-host.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

/**
 * The theme with the texts Mantine's components carry themselves, in the interface language:
 * the password fields' eye button said "Toggle password visibility" in every language.
 */
function useLocalisedTheme() {
  // No suspense: the provider wraps the page that waits for the catalog; until it has come,
  // Mantine's own text stands.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const toggle = ready ? t('password.toggleVisibility') : null;
  return useMemo(
    () =>
      toggle
        ? mergeThemeOverrides(theme, {
            components: {
              PasswordInput: {
                defaultProps: { visibilityToggleButtonProps: { 'aria-label': toggle } },
              },
            },
          })
        : theme,
    [toggle],
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedMantineProvider>{children}</LocalisedMantineProvider>
    </I18nextProvider>
  );
}

function LocalisedMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={useLocalisedTheme()}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
