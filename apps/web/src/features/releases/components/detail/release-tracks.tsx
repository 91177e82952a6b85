import { Badge, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../../components/section-card.tsx';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { formatDuration } from '../../utils/dates.ts';
import { QcIssues } from '../tracks/qc-issues.tsx';

/** The tracks in order, with duration and what the audio check found. */
export function ReleaseTracks({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  return (
    <SectionCard id="tracks-title" title={t('detail.tracks')}>
      {release.tracks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.noTracks')}
        </Text>
      ) : (
        <Stack
          gap="md"
          component="ol"
          style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}
        >
          {release.tracks.map((track, index) => {
            const audio = track.audio;
            const clean =
              audio?.status === 'complete' &&
              audio.rejections.length === 0 &&
              audio.warnings.length === 0;
            return (
              <Stack key={track.id} gap={4} component="li">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {track.title ?? t('detail.untitledTrack')}
                    {track.isrc ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · ISRC {track.isrc}
                      </Text>
                    ) : null}
                  </Text>
                  <Group gap="xs">
                    {audio?.durationSeconds != null ? (
                      <Text size="sm" c="dimmed">
                        {t('detail.duration', { duration: formatDuration(audio.durationSeconds) })}
                      </Text>
                    ) : null}
                    {!audio ? (
                      <Badge color="gray" variant="light">
                        {t('detail.noAudio')}
                      </Badge>
                    ) : audio.status === 'processing' || audio.status === 'uploading' ? (
                      <Badge color="blue" variant="light">
                        {t('detail.qcPending')}
                      </Badge>
                    ) : clean ? (
                      <Badge color="teal" variant="light">
                        {t('detail.qcOk')}
                      </Badge>
                    ) : null}
                  </Group>
                </Group>
                {audio ? (
                  <>
                    <QcIssues
                      title={t('detail.rejections')}
                      issues={audio.rejections}
                      color="var(--mantine-color-red-filled)"
                    />
                    <QcIssues
                      title={t('detail.warnings')}
                      issues={audio.warnings}
                      color="var(--mantine-color-orange-filled)"
                    />
                  </>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
