import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ActivityList } from '../../../components/activity-list.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';

export function RecentActivityCard() {
  const { t } = useTranslation('dashboard');
  const activity = useRecentActivity();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-activity"
    >
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="dashboard-activity">
          {t('activity.title')}
        </Title>
        <Anchor component={Link} to={paths.account.security.getHref()} size="sm">
          {t('activity.all')}
        </Anchor>
      </Group>
      {activity.isPending ? (
        <Stack gap="sm">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : activity.isError ? (
        <Alert color="red" variant="light">
          {t('activity.loadFailed')}
        </Alert>
      ) : activity.data.items.length === 0 ? (
        <Text c="dimmed">{t('activity.empty')}</Text>
      ) : (
        <ActivityList items={activity.data.items} />
      )}
    </Card>
  );
}
