import type { TFunction } from 'i18next';
import { paths } from '../../config/paths.ts';

/**
 * Spec section 2 lists Dashboard, Releases, Analytics and Tools; only sections that exist are
 * linked, the others join as their features land.
 */
export function signedInLinks(t: TFunction) {
  return [
    { to: paths.dashboard.getHref(), label: t('common:nav.dashboard') },
    { to: paths.releases.list.getHref(), label: t('common:nav.releases') },
    { to: paths.artists.list.getHref(), label: t('common:nav.artists') },
    { to: paths.royalties.getHref(), label: t('common:nav.royalties') },
  ];
}
