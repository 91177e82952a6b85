import type { TFunction } from 'i18next';
import { isStaffRole } from '@soundpost/contracts/roles';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../../config/paths.ts';

/**
 * Spec section 2 lists Dashboard, Releases, Analytics and Tools (Artists and Royalties beside
 * them). Staff start with their review queue; an administrator keeps the artist side behind
 * it, a reviewer has none.
 */
export function signedInLinks(t: TFunction, user: User) {
  const artistSide = [
    { to: paths.releases.list.getHref(), label: t('common:nav.releases') },
    { to: paths.analytics.getHref(), label: t('common:nav.analytics') },
    { to: paths.tools.hub.getHref(), label: t('common:nav.tools') },
    { to: paths.artists.list.getHref(), label: t('common:nav.artists') },
    { to: paths.royalties.getHref(), label: t('common:nav.royalties') },
  ];
  if (!isStaffRole(user.role)) {
    return [{ to: paths.dashboard.getHref(), label: t('common:nav.dashboard') }, ...artistSide];
  }
  const queue = { to: paths.admin.releases.getHref(), label: t('common:nav.reviewQueue') };
  if (user.role !== 'admin') return [queue];
  const dashboard = {
    to: paths.dashboard.getArtistSideHref(),
    label: t('common:nav.artistDashboard'),
  };
  return [queue, dashboard, ...artistSide];
}
