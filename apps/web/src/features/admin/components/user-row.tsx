import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users.ts';
import { PlanSelect } from './plan-select.tsx';

export type UserRowActions = {
  onImpersonate: (user: AdminUser) => void;
  onBlock: (user: AdminUser) => void;
  onUnblock: (user: AdminUser) => void;
  busyId: string | null;
};

function status(user: AdminUser): 'banned' | 'frozen' | 'active' {
  if (user.banned) return 'banned';
  if (user.freeze) return 'frozen';
  return 'active';
}

const statusColor = { active: 'teal', frozen: 'yellow', banned: 'red' } as const;

export function UserRow({ user, actions }: { user: AdminUser; actions: UserRowActions }) {
  const { t } = useTranslation('admin');
  const state = status(user);
  const busy = actions.busyId === user._id;
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            @{user.username} · {user.email}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <PlanSelect user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`roles.${user.role}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Badge variant="light" color={statusColor[state]}>
            {t(`status.${state}`)}
          </Badge>
          {state !== 'active' && user.blockReason ? (
            <Text size="xs" c="dimmed" maw={220} lineClamp={2}>
              {user.blockReason}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {user.role !== 'admin' ? (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => actions.onImpersonate(user)}
              aria-label={t('actions.impersonateUser', { username: user.username })}
            >
              {t('actions.impersonate')}
            </Button>
          ) : null}
          {state === 'active' ? (
            user.role !== 'admin' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => actions.onBlock(user)}
                aria-label={t('actions.blockUser', { username: user.username })}
              >
                {t('actions.block')}
              </Button>
            ) : null
          ) : (
            <Button
              size="xs"
              variant="light"
              color="teal"
              loading={busy}
              onClick={() => actions.onUnblock(user)}
              aria-label={t('actions.unblockUser', { username: user.username })}
            >
              {t('actions.unblock')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
