import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users.ts';

export type UserState = 'banned' | 'frozen' | 'active';

export function userState(user: AdminUser): UserState {
  if (user.banned) return 'banned';
  if (user.freeze) return 'frozen';
  return 'active';
}

const stateColor = { active: 'teal', frozen: 'yellow', banned: 'red' } as const;

/** Active, frozen or banned, with the reason the user was given. */
export function UserStatusBadge({ user, clamp }: { user: AdminUser; clamp?: boolean }) {
  const { t } = useTranslation('admin');
  const state = userState(user);
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={stateColor[state]}>
        {t(`status.${state}`)}
      </Badge>
      {state !== 'active' && user.blockReason ? (
        <Text size="xs" c="dimmed" maw={clamp ? 220 : undefined} lineClamp={clamp ? 2 : undefined}>
          {t('status.reason', { reason: user.blockReason })}
        </Text>
      ) : null}
    </Stack>
  );
}
