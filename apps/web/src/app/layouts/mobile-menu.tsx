import { Button, Drawer, Stack } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../../config/paths.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { AccountMenuLinks } from './account-menu.tsx';
import { signedInLinks } from './nav-links.ts';
import classes from './navbar.module.css';

/** The burger menu's drawer on small screens; mounted (and loaded) only when opened. */
export function MobileMenu({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      opened
      onClose={onClose}
      title={t('nav.menu')}
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap="xs">
        {user ? (
          <>
            {signedInLinks(t, user).map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.drawerLink} onClick={onClose}>
                {link.label}
              </NavLink>
            ))}
            {user.subscription.plan_name === 'lite' ? (
              <Button
                component={Link}
                to={paths.upgrade.getHref('v3_navbar')}
                variant="light"
                onClick={onClose}
              >
                {t('nav.upgrade')}
              </Button>
            ) : null}
            <QueryProvider>
              <AccountMenuLinks
                user={user}
                linkClassName={classes.drawerLink}
                onNavigate={onClose}
              />
            </QueryProvider>
          </>
        ) : (
          <>
            <Button
              component={Link}
              to={paths.auth.login.getHref()}
              variant="default"
              onClick={onClose}
            >
              {t('nav.signIn')}
            </Button>
            <Button component={Link} to={paths.auth.signup.getHref()} onClick={onClose}>
              {t('nav.signUp')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
