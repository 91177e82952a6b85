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

  return (
    <Suspense fallback={<BlankLoader />}>
      <ScrollRestoration />
      <BlockedGate />
    </Suspense>
  );
}
