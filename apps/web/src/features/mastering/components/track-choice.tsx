import { useEffect } from 'react';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReleaseChoices, useReleaseTracks } from '../api/mastering.ts';

export type ChosenTrack = {
  releaseId: string;
  trackId: string;
  title: string;
  durationSeconds: number | null;
};

/**
 * A release of the user, then one of its tracks: for mastering a track's audio (tracks with
 * checked audio) or for using a master on a draft's track (`draftsOnly`).
 */
export function TrackChoice(props: {
  draftsOnly?: boolean;
  releaseId: string | null;
  onReleaseChange: (id: string | null) => void;
  value: ChosenTrack | null;
  onChange: (track: ChosenTrack | null) => void;
}) {
  const { t } = useTranslation('mastering');
  const releases = useReleaseChoices();
  const tracks = useReleaseTracks(props.releaseId);
  const { onChange } = props;
  const choices = (releases.data?.items ?? []).filter(
    (r) => r.trackCount > 0 && (!props.draftsOnly || r.status === 'draft'),
  );
  const usable = (tracks.data?.items ?? []).filter(
    (track) => props.draftsOnly || track.audio?.status === 'complete',
  );

  useEffect(() => onChange(null), [props.releaseId, onChange]);

  if (releases.isSuccess && choices.length === 0) {
    return <Text size="sm">{props.draftsOnly ? t('use.none') : t('wizard.noTracks')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={props.draftsOnly ? t('use.release') : t('wizard.release')}
        data={choices.map((r) => ({ value: r.id, label: r.title ?? t('wizard.untitled') }))}
        value={props.releaseId}
        onChange={props.onReleaseChange}
        searchable
      />
      <Select
        label={t('wizard.track')}
        disabled={!props.releaseId}
        data={usable.map((track) => ({
          value: track.id,
          label: t('wizard.trackOption', {
            position: track.position,
            title: track.title ?? t('wizard.untitled'),
          }),
        }))}
        value={props.value?.trackId ?? null}
        onChange={(id) => {
          const track = usable.find((x) => x.id === id);
          onChange(
            track && props.releaseId
              ? {
                  releaseId: props.releaseId,
                  trackId: track.id,
                  title: track.title ?? t('wizard.untitled'),
                  durationSeconds: track.audio?.durationSeconds ?? null,
                }
              : null,
          );
        }}
      />
    </SimpleGrid>
  );
}
