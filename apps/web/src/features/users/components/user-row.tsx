import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AdminUserOverview } from '../api/get-users.ts';
import { PlanSelect } from './plan-select.tsx';
import { UserActions, type UserActionHandlers } from './user-actions.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** The account's name, leading to its page, over its username and e-mail. */
export function UserIdentity({ user }: { user: AdminUserOverview }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor component={Link} to={paths.admin.user.getHref(user._id)} size="sm" fw={500}>
        {user.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        @{user.username} · {user.email}
      </Text>
    </Stack>
  );
}

/** The account's entries in the audit log. */
export function UserAuditButton({ user }: { user: AdminUserOverview }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      component={Link}
      to={paths.admin.audit.getHref({ targetId: user._id })}
      size="xs"
      variant="subtle"
      aria-label={t('actions.auditOf', { username: user.username })}
    >
      {t('actions.audit')}
    </Button>
  );
}

/** One account in the admin list; its name leads to the account's page. */
export function UserRow({
  user,
  handlers,
}: {
  user: AdminUserOverview;
  handlers: UserActionHandlers;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table.Tr>
      <Table.Td>
        <UserIdentity user={user} />
      </Table.Td>
      <Table.Td>
        <PlanSelect user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`roles.${user.role}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t('users.releaseCounts', user.releaseCounts)}</Text>
      </Table.Td>
      <Table.Td>
        <UserStatusBadge user={user} clamp />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <UserAuditButton user={user} />
          <UserActions user={user} handlers={handlers} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
