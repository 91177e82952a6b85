import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserOverview } from '../api/get-users.ts';
import { AdminCard } from '../../../components/admin-card-list.tsx';
import { PlanSelect } from './plan-select.tsx';
import { UserActions, type UserActionHandlers } from './user-actions.tsx';
import { UserAuditButton, UserIdentity } from './user-row.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** One account of the admin list on a phone: what its table row shows, in a card. */
export function UserCard({
  user,
  handlers,
}: {
  user: AdminUserOverview;
  handlers: UserActionHandlers;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard head={<UserIdentity user={user} />}>
      <UserStatusBadge user={user} />
      <Text size="sm">
        {t(`roles.${user.role}`)} · {t('columns.releases')}:{' '}
        {t('users.releaseCounts', user.releaseCounts)}
      </Text>
      <Group gap="xs">
        <PlanSelect user={user} />
        <UserAuditButton user={user} />
        <UserActions user={user} handlers={handlers} />
      </Group>
    </AdminCard>
  );
}
