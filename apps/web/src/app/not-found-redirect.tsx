import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { notify } from '../lib/notify.ts';

/**
 * An unknown address goes to the landing page (spec section 7), saying so on the way: a silent
 * redirect leaves a mistyped or outdated link looking like the home page was meant.
 */
export function NotFoundRedirect() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useEffect(() => {
    // The id keeps one toast when React runs the effect twice (development) or a link repeats.
    notify({
      id: 'page-not-found',
      color: 'orange',
      title: t('notFound.title'),
      message: t('notFound.body', { path: pathname }),
    });
  }, [t, pathname]);
  return <Navigate to={paths.home.getHref()} replace />;
}
