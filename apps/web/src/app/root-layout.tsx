import { Suspense, useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BlankLoader } from '../components/page-loader.tsx';
import { captureAttribution } from '../lib/attribution.ts';
import { BlockedGate } from './guards.tsx';

export type RouteHandle = { title?: string };

/** "<Route name> | Soundpost", or the generic title on routes without a name. */
function useDocumentTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${t(`titles.${title}`)} | Soundpost` : t('titles.default');
  }, [t, title]);
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
