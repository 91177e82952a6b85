import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { configure, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from '../lib/i18n.ts';

// CI runs these files beside the API tests on two cores: a lazy chunk or a query can take
// more than testing-library's default second to arrive (5 s was once too short for the
// analytics page's first card at a load average of 15–20).
configure({ asyncUtilTimeout: 10_000 });

/** Mantine reads the colour scheme through matchMedia, which jsdom lacks. */
export function stubMatchMedia() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Renders with the app's i18n (in `language`), Mantine and a fresh query client. */
export async function renderWithProviders(ui: ReactNode, language = 'en') {
  stubMatchMedia();
  await i18nReady;
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Suspense>{ui}</Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
