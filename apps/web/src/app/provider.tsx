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
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { NotificationsHost } from './notifications-host.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <NotificationsHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
