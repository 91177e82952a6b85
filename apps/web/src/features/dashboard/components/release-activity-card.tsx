import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { useReleaseOverview } from '../api/get-release-overview.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { Loaded } from './loaded.tsx';

/** The latest events of all the user's releases: what happened, to which, and when. */
export function ReleaseActivityCard({
  overview,
}: {
  overview: ReturnType<typeof useReleaseOverview>;
}) {
  const { t } = useTranslation(['dashboard', 'releases']);
  return (
    <SectionCard id="dashboard-release-activity" title={t('releaseActivity.title')}>
      <Loaded query={overview} loadFailed={t('releases.loadFailed')}>
        {({ activity }) =>
          activity.length === 0 ? (
            <Text c="dimmed">{t('releaseActivity.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {activity.map((event) => (
                <Group component="li" key={event.id} gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
                    <IconDisc size={16} />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {t(`releases:activityKinds.${event.kind}`)} ·{' '}
                      <Anchor
                        component={Link}
                        to={paths.releases.detail.getHref(event.releaseId)}
                        inherit
                      >
                        {event.releaseTitle ?? t('releases.untitled')}
                      </Anchor>
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
