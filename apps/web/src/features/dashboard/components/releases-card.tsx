import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import type { useReleaseOverview } from '../api/get-release-overview.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { Loaded } from './loaded.tsx';
import { ReleaseList } from './release-list.tsx';

/**
 * The latest releases and those on their way with their status; the empty state only when
 * the user has none.
 */
export function ReleasesCard({ overview }: { overview: ReturnType<typeof useReleaseOverview> }) {
  const { t } = useTranslation('dashboard');
  const total = overview.data?.total ?? 0;
  return (
    <SectionCard
      id="dashboard-releases"
      title={t('releases.title')}
      action={
        total > 0 ? (
          <Anchor component={Link} to={paths.releases.list.getHref()} size="sm">
            {t('releases.all', { count: total })}
          </Anchor>
        ) : null
      }
    >
      <Loaded query={overview} loadFailed={t('releases.loadFailed')}>
        {({ upcoming, latest }) =>
          total === 0 ? (
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
              {upcoming.length > 0 ? (
                <Stack gap="xs">
                  <Title order={3} size="h6" c="dimmed">
                    {t('releases.upcoming')}
                  </Title>
                  <ReleaseList releases={upcoming} label={t('releases.upcoming')} />
                </Stack>
              ) : null}
              <Stack gap="xs">
                <Title order={3} size="h6" c="dimmed">
                  {t('releases.latest')}
                </Title>
                <ReleaseList releases={latest} label={t('releases.latest')} />
              </Stack>
            </Stack>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
