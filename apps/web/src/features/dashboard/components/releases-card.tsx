import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import type { useReleaseOverview } from '../api/get-release-overview.ts';
import { ReleaseList } from './release-list.tsx';

/**
 * The latest releases and those on their way with their status; the empty state only when
 * the user has none.
 */
export function ReleasesCard({ overview }: { overview: ReturnType<typeof useReleaseOverview> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-releases"
    >
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="dashboard-releases">
          {t('releases.title')}
        </Title>
        {overview.data && overview.data.total > 0 ? (
          <Anchor component={Link} to={paths.releases.list.getHref()} size="sm">
            {t('releases.all', { count: overview.data.total })}
          </Anchor>
        ) : null}
      </Group>
      {overview.isPending ? (
        <Stack gap="sm">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : overview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('releases.loadFailed')}
        </Alert>
      ) : overview.data.total === 0 ? (
        <Stack align="flex-start" gap="sm">
          <Text c="dimmed">{t('releases.empty')}</Text>
          <Button
            component={Link}
            to={paths.releases.create.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('actions.newRelease')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          {overview.data.upcoming.length > 0 ? (
            <Stack gap="xs">
              <Title order={3} size="h6" c="dimmed">
                {t('releases.upcoming')}
              </Title>
              <ReleaseList releases={overview.data.upcoming} label={t('releases.upcoming')} />
            </Stack>
          ) : null}
          <Stack gap="xs">
            <Title order={3} size="h6" c="dimmed">
              {t('releases.latest')}
            </Title>
            <ReleaseList releases={overview.data.latest} label={t('releases.latest')} />
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
