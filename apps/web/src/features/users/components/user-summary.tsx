import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminUserOverview } from '../api/get-users.ts';
import { PlanSelect } from './plan-select.tsx';
import { UserActions, type UserActionHandlers } from './user-actions.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** A labelled value of an account page. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Who the account is, its plan, state and release counts, and what staff can do to it. */
export function UserSummary({
  user,
  handlers,
}: {
  user: AdminUserOverview;
  handlers: UserActionHandlers;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.username} · {user.email}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('columns.plan')}>
            <PlanSelect user={user} />
          </Fact>
          <Fact label={t('columns.role')}>
            <Text size="sm">{t(`roles.${user.role}`)}</Text>
          </Fact>
          <Fact label={t('columns.releases')}>
            <Text size="sm">{t('users.releaseCounts', user.releaseCounts)}</Text>
          </Fact>
          <Fact label={t('user.joined')}>
            <Text size="sm">
              <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
            </Text>
          </Fact>
        </SimpleGrid>
        <Fact label={t('columns.status')}>
          <UserStatusBadge user={user} />
        </Fact>
        <Group gap="xs">
          <UserActions user={user} handlers={handlers} />
          <Button
            component={Link}
            to={paths.admin.audit.getHref({ targetId: user._id })}
            size="xs"
            variant="subtle"
          >
            {t('actions.audit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
