import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../api/add-track.ts';
import { formatDuration } from '../../utils/dates.ts';

/**
 * One track of the review: title, length, explicit or clean, ISRC, then who is on it (track
 * and featured artists, composer, performers and credits) and its lyrics, as the stores get them.
 */
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
  const lyricLines = track.lyrics?.split('\n').filter((l) => l.trim() !== '').length ?? 0;
  const details = [
    track.trackArtist ? t('review.trackArtist', { name: track.trackArtist }) : null,
    track.featuredArtists.length > 0
      ? t('review.featuring', { list: track.featuredArtists.join(', ') })
      : null,
    track.composerName ? t('review.composer', { name: track.composerName }) : null,
    performers.length > 0 ? t('review.performers', { list: performers.join(', ') }) : null,
    contributors.length > 0 ? t('review.credits', { list: contributors.join(', ') }) : null,
    performers.length + contributors.length === 0 ? t('review.noCredits') : null,
    !track.hasLyrics
      ? t('review.noLyrics')
      : lyricLines > 0
        ? t('review.lyrics', { count: lyricLines })
        : t('review.lyricsMissing'),
  ];
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.filter(Boolean).join(' · ')}
      </Text>
      {details.filter(Boolean).map((detail) => (
        <Text key={detail} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ))}
    </Stack>
  );
}
