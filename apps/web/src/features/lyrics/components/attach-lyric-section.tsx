import { useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useAttachLyric, useEditableReleases, useReleaseTracks } from '../api/attach-lyric.ts';

/** Puts the lyric into the lyrics field of a track of one of the user's draft releases. */
export function AttachLyricSection({ lyricId, dirty }: { lyricId: string; dirty: boolean }) {
  const { t } = useTranslation('lyrics');
  const releases = useEditableReleases();
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [trackId, setTrackId] = useState<string | null>(null);
  const tracks = useReleaseTracks(releaseId);
  const attach = useAttachLyric(lyricId);
  return (
    <SectionCard
      id="attach-lyric"
      title={t('attach.heading')}
      description={t('attach.description')}
    >
      {releases.isPending ? (
        <Skeleton h={60} />
      ) : releases.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(releases.error)}
        </Alert>
      ) : releases.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attach.none')}
        </Text>
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('attach.release')}
            value={releaseId}
            onChange={(value) => {
              setReleaseId(value);
              setTrackId(null);
            }}
            data={releases.data.map((r) => ({
              value: r.id,
              label: r.title ?? t('attach.untitled'),
            }))}
            w={240}
          />
          <Select
            label={t('attach.track')}
            value={trackId}
            onChange={setTrackId}
            disabled={!tracks.data}
            data={(tracks.data?.items ?? []).map((track) => ({
              value: track.id,
              label: track.title ?? t('attach.untitled'),
            }))}
            w={240}
          />
          <Button
            variant="light"
            disabled={!releaseId || !trackId || dirty}
            loading={attach.isPending}
            onClick={() =>
              attach.mutate(
                { releaseId: releaseId!, trackId: trackId! },
                {
                  onSuccess: () => notify({ color: 'teal', message: t('attach.done') }),
                  onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
                },
              )
            }
          >
            {t('attach.submit')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
