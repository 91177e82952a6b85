import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a route's code, catalogs or the session check are loading. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
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
