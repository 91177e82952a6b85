import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../lib/session.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import classes from './main-layout.module.css';

const SessionNotices = lazy(() =>
  import('./session-notices.tsx').then((m) => ({ default: m.SessionNotices })),
);

/** Navbar, app-wide notices, the page, and the footer. */
export function MainLayout() {
  const { t } = useTranslation('common');
  const user = useUser();
  // Lazy pages load before the navigation commits; the bar shows that something is happening.
  const loading = useNavigation().state !== 'idle';
  return (
    <div className={classes.shell}>
      {loading ? <div className={classes.progress} aria-hidden /> : null}
      <a href="#main" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      {user && (user.impersonate || !user.emailVerified) ? (
        <Suspense fallback={null}>
          <SessionNotices user={user} />
        </Suspense>
      ) : null}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </div>
  );
}
