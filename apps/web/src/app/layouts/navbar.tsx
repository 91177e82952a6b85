import { lazy, Suspense } from 'react';
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { preloadable } from '../../lib/preloadable.tsx';
import { useUser } from '../../lib/session.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { startHref } from '../../lib/start-page.ts';
import { isStaffRole } from '@soundpost/contracts/roles';
import { signedInLinks } from './nav-links.ts';
import iconButton from '../../components/icon-button.module.css';
import classes from './navbar.module.css';

// Menus and the mobile drawer bring Floating UI, focus traps and scroll locks: loaded only
// for signed-in users or on first use, so the landing page's JavaScript stays small.
const { Component: UserMenus, preload: loadUserMenus } = preloadable(() =>
  import('./user-menus.tsx').then((m) => m.UserMenus),
);
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

/**
 * A page route loads the signed-in user's menus with its own code (router.tsx, page()): the
 * bar is whole in the page's first render, with no request of its own after it.
 */
export function userMenusReady(): Promise<unknown> {
  return sessionStore.getSnapshot().user ? loadUserMenus() : Promise.resolve();
}

/**
 * Spec section 2. Signed in: section links, language menu, the account menu, and an Upgrade
 * button for free artists where subscribers and staff get the dark-mode toggle (the footer keeps the toggle
 * for everyone). Signed out: theme toggle, Sign in and Sign up; the footer offers the languages.
 */
export function Navbar() {
  const { t } = useTranslation('common');
  const user = useUser();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={user ? startHref(user) : paths.home.getHref()}
            underline="never"
            aria-label={t('nav.home')}
          >
            <Logo />
          </Anchor>

          {user ? (
            <Group component="nav" aria-label={t('nav.main')} gap="xs" visibleFrom="sm">
              {signedInLinks(t, user).map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          ) : null}

          <Group gap="xs" wrap="nowrap">
            {user ? (
              <Suspense fallback={<span className={iconButton.placeholder} />}>
                <UserMenus user={user} />
              </Suspense>
            ) : null}
            {user?.subscription.plan_name === 'lite' && !isStaffRole(user.role) ? (
              // On a phone the burger menu offers it: beside the menus it pushed the burger,
              // the only navigation there, past the screen's edge.
              <Box visibleFrom="sm">
                <LinkButton to={paths.upgrade.getHref('v3_navbar')} variant="light">
                  {t('nav.upgrade')}
                </LinkButton>
              </Box>
            ) : (
              <ThemeToggle />
            )}
            {user ? null : (
              <Group gap="xs" visibleFrom="sm" wrap="nowrap">
                <LinkButton to={paths.auth.login.getHref()} variant="default">
                  {t('nav.signIn')}
                </LinkButton>
                <LinkButton to={paths.auth.signup.getHref()}>{t('nav.signUp')}</LinkButton>
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>

      {opened ? (
        <Suspense fallback={null}>
          <MobileMenu user={user} onClose={close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
