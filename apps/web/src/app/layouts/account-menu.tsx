import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { notify } from '../../lib/notify.ts';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconGift,
  IconLogout,
  IconPlaylist,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canCurate, isStaffRole } from '@soundpost/contracts/roles';
import type { User } from '@soundpost/contracts/users';
import { paths } from '../../config/paths.ts';
import { useStopImpersonation } from '../../lib/stop-impersonation.ts';
import { errorMessage } from '../../lib/forms.ts';
import { useLogout } from '../../lib/logout.ts';

/** Staff reach the admin area: administrators at the accounts, reviewers at the review queue. */
const adminHref = (user: User) =>
  user.role === 'admin' ? paths.admin.users.getHref() : paths.admin.releases.getHref();

function useAccountActions() {
  const { t } = useTranslation(['common', 'errors']);
  const logout = useLogout();
  const stop = useStopImpersonation();
  return {
    signOut: () => logout.mutate(),
    backToAdmin: () =>
      stop.mutate(undefined, {
        onError: (error) =>
          notify({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
      }),
  };
}

/** The signed-in user's menu: Settings, Admin, Back to Admin while impersonating, Sign out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const actions = useAccountActions();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.accountMenuOf', { name: user.name })}>
          <Group gap={6} wrap="nowrap">
            <Avatar size="sm" color="brand" radius="xl" aria-hidden />
            <Text size="sm" fw={500} maw={140} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.account.root.getHref()}
          leftSection={<IconSettings size={16} />}
        >
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.referralProgram.getHref()}
          leftSection={<IconGift size={16} />}
        >
          {t('nav.referralProgram')}
        </Menu.Item>
        {isStaffRole(user.role) && !user.impersonate ? (
          <Menu.Item
            component={Link}
            to={adminHref(user)}
            leftSection={<IconShieldLock size={16} />}
          >
            {t('nav.admin')}
          </Menu.Item>
        ) : null}
        {canCurate(user.role) && !user.impersonate ? (
          <Menu.Item
            component={Link}
            to={paths.playlists.curation.getHref()}
            leftSection={<IconPlaylist size={16} />}
          >
            {t('nav.curation')}
          </Menu.Item>
        ) : null}
        {user.impersonate ? (
          <Menu.Item onClick={actions.backToAdmin} leftSection={<IconArrowBackUp size={16} />}>
            {t('nav.backToAdmin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item onClick={actions.signOut} leftSection={<IconLogout size={16} />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same entries as plain links and buttons, for the mobile drawer. */
export function AccountMenuLinks({
  user,
  linkClassName,
  onNavigate,
}: {
  user: User;
  linkClassName: string | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('common');
  const actions = useAccountActions();
  return (
    <>
      <Link to={paths.account.root.getHref()} className={linkClassName} onClick={onNavigate}>
        {t('nav.settings')}
      </Link>
      <Link to={paths.referralProgram.getHref()} className={linkClassName} onClick={onNavigate}>
        {t('nav.referralProgram')}
      </Link>
      {isStaffRole(user.role) && !user.impersonate ? (
        <Link to={adminHref(user)} className={linkClassName} onClick={onNavigate}>
          {t('nav.admin')}
        </Link>
      ) : null}
      {canCurate(user.role) && !user.impersonate ? (
        <Link
          to={paths.playlists.curation.getHref()}
          className={linkClassName}
          onClick={onNavigate}
        >
          {t('nav.curation')}
        </Link>
      ) : null}
      {user.impersonate ? (
        <button
          type="button"
          className={linkClassName}
          onClick={() => {
            onNavigate();
            actions.backToAdmin();
          }}
        >
          {t('nav.backToAdmin')}
        </button>
      ) : null}
      <button
        type="button"
        className={linkClassName}
        onClick={() => {
          onNavigate();
          actions.signOut();
        }}
      >
        {t('nav.signOut')}
      </button>
    </>
  );
}
