import { Badge, Card, Group, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewRelease } from '../api/review-release.ts';
import { ReviewFieldList, useReviewNames } from './review-field-list.tsx';
import { ReviewWaveform } from './review-waveform.tsx';

type Track = ReviewRelease['release']['tracks'][number];
type Media = ReviewRelease['media'][number];
type Issue = { code: string; params?: Record<string, string | number> };

const seconds = (s: number) =>
  `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** QC findings in `color`'s text shade (cssVariablesResolver), readable in both themes. */
function Issues({ issues, color }: { issues: Issue[]; color: 'red' | 'orange' }) {
  const { t } = useTranslation('errors');
  if (issues.length === 0) return null;
  return (
    <List size="sm" c={`var(--mantine-color-${color}-light-color)`} spacing={2}>
      {issues.map((issue, i) => (
        <List.Item key={`${issue.code}-${i}`}>{t(issue.code, issue.params ?? {})}</List.Item>
      ))}
    </List>
  );
}

/** One track as the artist entered it, its audio to listen to, and what QC measured. */
export function ReviewTrackCard({ track, media }: { track: Track; media: Media | undefined }) {
  const { t } = useTranslation(['review', 'releases', 'wizard']);
  const names = useReviewNames();
  const title = track.title ?? t('queue.untitled');
  const qc = media?.upload?.qc;
  const headingId = `review-track-${track.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {track.position}. {title}
          </Title>
          {track.explicit ? <Badge color="red.9">{t('tracks.explicit')}</Badge> : null}
        </Group>
        <ReviewFieldList
          fields={[
            [t('tracks.artist'), track.trackArtist ?? t('tracks.releaseArtist')],
            [t('tracks.featured'), track.featuredArtists.join(', ')],
            [
              t('tracks.isrc'),
              track.isrc
                ? `${track.isrc}${track.isrcIsCustom ? ` (${t('fields.custom')})` : ''}`
                : null,
            ],
            [t('tracks.language'), names.language(track.language)],
            [t('tracks.genre'), names.genre(track.genre)],
            [t('tracks.version'), t(`wizard:tracks.versions.${track.versionType}`)],
            [t('tracks.explicit'), names.yesNo(track.explicit)],
            [t('tracks.introOutro'), names.yesNo(track.introOutro)],
            [
              t('tracks.composer'),
              [track.composerName, track.composerUri].filter(Boolean).join(' · '),
            ],
            [
              t('tracks.performers'),
              track.performers
                .map((p) => `${p.name} (${t(`releases:instruments.${p.instrument}`)})`)
                .join(', '),
            ],
            [
              t('tracks.contributors'),
              track.contributors
                .map((c) => `${c.name} (${t(`wizard:tracks.roles.${c.role}`)}, ${c.percentage}%)`)
                .join(', '),
            ],
          ]}
        />
        {track.hasLyrics && track.lyrics ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('tracks.lyrics')}
            </Text>
            <Spoiler
              maxHeight={96}
              showLabel={t('tracks.showMore')}
              hideLabel={t('tracks.showLess')}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {track.lyrics}
              </Text>
            </Spoiler>
          </Stack>
        ) : null}
        {media?.audioUrl ? (
          <audio
            controls
            preload="none"
            src={media.audioUrl}
            aria-label={t('tracks.listen', { title })}
            style={{ width: '100%' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('tracks.noAudio')}
          </Text>
        )}
        {qc ? (
          <Stack gap="xs">
            <ReviewWaveform peaks={qc.waveform} label={t('tracks.waveform', { title })} />
            <ReviewFieldList
              fields={[
                [t('qc.format'), qc.format.toUpperCase()],
                [t('qc.duration'), seconds(qc.durationSeconds)],
                [t('qc.sampleRate'), t('qc.hz', { value: qc.sampleRate })],
                [
                  t('qc.bitDepth'),
                  qc.bitDepth === null ? null : t('qc.bits', { value: qc.bitDepth }),
                ],
                [t('qc.channels'), String(qc.channels)],
                [
                  t('qc.loudness'),
                  qc.integratedLufs === null
                    ? null
                    : t('qc.lufs', { value: qc.integratedLufs.toFixed(1) }),
                ],
                [
                  t('qc.truePeak'),
                  qc.truePeakDbtp === null
                    ? null
                    : t('qc.dbtp', { value: qc.truePeakDbtp.toFixed(1) }),
                ],
                [t('qc.file'), media?.upload?.filename],
              ]}
            />
            <Issues issues={qc.rejections} color="red" />
            <Issues issues={qc.warnings} color="orange" />
            {qc.rejections.length + qc.warnings.length === 0 ? (
              <Text size="sm" c="teal">
                {t('qc.clean')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
