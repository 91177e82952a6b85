import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@soundpost/contracts/users';
import { PageLoader } from '../../components/page-loader.tsx';
import { preloadable } from '../../lib/preloadable.tsx';
import { useUser } from '../../lib/session.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { readIntegrations, useIntegrations } from '../../features/consent/consent-store.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import classes from './main-layout.module.css';

const { Component: SessionNotices, preload: loadSessionNotices } = preloadable(() =>
  import('./session-notices.tsx').then((m) => m.SessionNotices),
);

// Loaded only when the operator turned a support or analytics tool on (decision 056).
const Integrations = lazy(() =>
  import('../../features/consent/integrations.tsx').then((m) => ({ default: m.Integrations })),
);

const needsSessionNotices = (user: User | null): user is User =>
  user !== null && (user.impersonate || !user.emailVerified);

/**
 * A page route loads the session notices it will show with its own code (router.tsx, page()),
 * so they need no round trip of their own before the page appears, and render with it.
 */
export function sessionNoticesReady(): Promise<unknown> {
  return needsSessionNotices(sessionStore.getSnapshot().user)
    ? loadSessionNotices()
    : Promise.resolve();
}

function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" tabIndex={-1} className={classes.main}>
      {children}
    </Box>
  );
}

/** Navbar, app-wide notices, the page, and the footer. */
export function MainLayout() {
  const { t } = useTranslation('common');
  const user = useUser();
  // Lazy pages load before the navigation commits; the bar shows that something is happening.
  const loading = useNavigation().state !== 'idle';
  const integrations = useIntegrations();
  useEffect(() => {
    void readIntegrations();
  }, []);
  return (
    <div className={classes.shell}>
      {loading ? <div className={classes.progress} aria-hidden /> : null}
      <a href="#main" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      {/* One boundary: the page shows with its notices, never pushed down by them later. */}
      <Suspense
        fallback={
          <Main>
            <PageLoader />
          </Main>
        }
      >
        {needsSessionNotices(user) ? <SessionNotices user={user} /> : null}
        <Main>
          <Outlet />
        </Main>
      </Suspense>
      <Footer />
      {integrations ? (
        <Suspense fallback={null}>
          <Integrations integrations={integrations} />
        </Suspense>
      ) : null}
    </div>
  );
}
