import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../api/add-track.ts';
import { formatDuration } from '../../utils/dates.ts';

/** One track of the review: title, length, explicit or clean, ISRC, performers and credits. */
export function TrackSummary({ track }: { track: Track }) {
  const { t, i18n } = useTranslation(['wizard', 'releases']);
  const share = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const line = [
    track.title ?? t('review.empty'),
    track.audio?.durationSeconds != null ? formatDuration(track.audio.durationSeconds) : null,
    track.explicit ? t('review.explicit') : t('review.clean'),
    t('review.isrc', { isrc: track.isrc ?? t('review.codeAssigned') }),
  ];
  const performers = track.performers.map(
    (p) => `${p.name} (${t(`releases:instruments.${p.instrument}`)})`,
  );
  const contributors = track.contributors.map(
    (c) => `${c.name} (${t(`tracks.roles.${c.role}`)}, ${share.format(c.percentage / 100)})`,
  );
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.filter(Boolean).join(' · ')}
      </Text>
      {performers.length + contributors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.noCredits')}
        </Text>
      ) : null}
      {performers.length > 0 ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('review.performers', { list: performers.join(', ') })}
        </Text>
      ) : null}
      {contributors.length > 0 ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('review.credits', { list: contributors.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
