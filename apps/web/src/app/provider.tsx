import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
