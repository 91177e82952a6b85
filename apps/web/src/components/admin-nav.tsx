import { Button, Group } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { useUser } from '../lib/session.ts';

// `staff`: reviewers see these too; the rest of the admin area is for administrators.
const links = [
  {
    key: 'releases',
    path: paths.admin.releases.path,
    href: paths.admin.releases.getHref(),
    staff: true,
  },
  {
    key: 'takedowns',
    path: paths.admin.takedowns.path,
    href: paths.admin.takedowns.getHref(),
    staff: true,
  },
  { key: 'users', path: paths.admin.users.path, href: paths.admin.users.getHref(), staff: false },
  {
    key: 'stores',
    path: paths.admin.stores.path,
    href: paths.admin.stores.getHref(),
    staff: false,
  },
  {
    key: 'royalties',
    path: paths.admin.royalties.path,
    href: paths.admin.royalties.getHref(),
    staff: false,
  },
  {
    key: 'analytics',
    path: paths.admin.analytics.path,
    href: paths.admin.analytics.getHref(),
    staff: false,
  },
  {
    key: 'withdrawals',
    path: paths.admin.withdrawals.path,
    href: paths.admin.withdrawals.getHref(),
    staff: false,
  },
  {
    key: 'playlists',
    path: paths.admin.playlists.path,
    href: paths.admin.playlists.getHref(),
    staff: false,
  },
  { key: 'forms', path: paths.admin.forms.path, href: paths.admin.forms.getHref(), staff: false },
  { key: 'blog', path: paths.admin.blog.path, href: paths.admin.blog.getHref(), staff: false },
  { key: 'site', path: paths.admin.site.path, href: paths.admin.site.getHref(), staff: false },
  { key: 'audit', path: paths.admin.audit.path, href: paths.admin.audit.getHref(), staff: false },
  {
    key: 'settings',
    path: paths.admin.settings.path,
    href: paths.admin.settings.getHref(),
    staff: false,
  },
] as const;

/**
 * The admin area's sections: the review queue and takedowns, accounts, the store catalogue,
 * royalty and trend reports, withdrawals, the audit log and the settings. A reviewer sees only the review side.
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const user = useUser();
  const visible = links.filter((link) => link.staff || user?.role === 'admin');
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs">
      {visible.map((link) => {
        const current = pathname === link.path;
        return (
          <Button
            key={link.key}
            component={Link}
            to={link.href}
            size="compact-md"
            variant={current || matchPath(`${link.path}/*`, pathname) ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {t(`nav.${link.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
