import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ReleaseStatusBadge } from '../../../components/release-status-badge.tsx';
import { dateTimeFormat } from '../../../lib/intl.ts';
import type { OverviewRelease } from '../api/get-release-overview.ts';

const dayFormat = (lang: string) => dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });

/** Releases as compact rows: title (to the release), artist, release date and status. */
export function ReleaseList({ releases, label }: { releases: OverviewRelease[]; label: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = dayFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {releases.map((release) => (
        <Group component="li" key={release.id} justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={
                release.status === 'draft'
                  ? paths.releases.edit.getHref(release.id)
                  : paths.releases.detail.getHref(release.id)
              }
              fw={600}
              truncate
            >
              {release.title ?? t('releases.untitled')}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {[
                release.artistName,
                release.releaseDate
                  ? format.format(new Date(`${release.releaseDate}T00:00:00Z`))
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <ReleaseStatusBadge status={release.status} />
        </Group>
      ))}
    </Stack>
  );
}
