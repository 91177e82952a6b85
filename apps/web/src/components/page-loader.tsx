import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a route's code, catalogs or the session check are loading. A screen high, so
 * the footer starts below the fold and the page, when it arrives, does not push it away (on a
 * phone most pages are taller than the screen; Lighthouse counted that as a 0.2 layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/** For the first paint, before any catalog is there to translate "Loading". */
export function BlankLoader() {
  return (
    <Center mih="50vh">
      <Loader />
    </Center>
  );
}
