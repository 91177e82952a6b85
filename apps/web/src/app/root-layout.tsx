import { Suspense, useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BlankLoader } from '../components/page-loader.tsx';
import { captureAttribution } from '../lib/attribution.ts';
import { useCurrentPageTitle } from '../lib/page-title.ts';
import { BlockedGate } from './guards.tsx';

export type RouteHandle = { title?: string };

/**
 * "<Page> | Soundpost": the name a page gives itself (`usePageTitle`), else its route's, else
 * the generic title on routes without a name.
 */
function useDocumentTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const pageTitle = useCurrentPageTitle();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    const name = pageTitle ?? (title ? t(`titles.${title}`) : null);
    document.title = name ? `${name} | Soundpost` : t('titles.default');
  }, [t, title, pageTitle]);
}

export function RootLayout() {
  const location = useLocation();
  useDocumentTitle();

  useEffect(() => {
    captureAttribution(location.search);
  }, [location.search]);

  // A prerendered page looks ready before React has taken it over; this says when it has (the
  // browser journeys wait for it before typing into a form).
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);

  return (
    <Suspense fallback={<BlankLoader />}>
      <ScrollRestoration />
      <BlockedGate />
    </Suspense>
  );
}
