import { Anchor, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import type { ReleaseListItem } from '../../../lib/release-queries.ts';
import { isEditableStatus } from '../utils/status.ts';
import { ReleaseStatusBadge } from '../../../components/release-status-badge.tsx';
import { formatDay } from '../../../lib/format.ts';

/** One release of the list: artwork, names, status and where to go next. */
export function ReleaseCard({ release }: { release: ReleaseListItem }) {
  const { t, i18n } = useTranslation('releases');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = release.title ?? t('list.untitled');
  const titleId = `release-${release.id}`;
  const href =
    release.status === 'draft'
      ? paths.releases.edit.getHref(release.id)
      : paths.releases.detail.getHref(release.id);

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {release.artworkThumbnailUrl ? (
          <Image
            src={release.artworkThumbnailUrl}
            alt={t('list.artworkOf', { title })}
            w={72}
            h={72}
            radius="md"
          />
        ) : (
          <ThemeIcon size={72} radius="md" variant="light" color="gray" aria-hidden>
            <IconDisc size={32} />
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={href} inherit>
              {title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {release.artistName ?? t('list.noArtist')} · {t(`types.${release.releaseType}`)} ·{' '}
            {t('list.tracks', { count: release.trackCount })}
          </Text>
          <Text size="sm" c="dimmed">
            {release.releaseDate
              ? t('list.releaseDate', { date: formatDay(release.releaseDate, lang) })
              : t('list.noDate')}
          </Text>
          <Group gap="xs">
            <ReleaseStatusBadge status={release.status} />
            {isEditableStatus(release.status) && release.status !== 'draft' ? (
              <Anchor component={Link} to={paths.releases.edit.getHref(release.id)} size="sm">
                {t('list.continue')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
