import { useCallback, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useUseMaster } from '../api/mastering.ts';
import { TrackChoice, type ChosenTrack } from './track-choice.tsx';

/** "Use as this track's audio": a track of one of the user's draft releases takes the master. */
export function UseOnTrack({ projectId }: { projectId: string }) {
  const { t } = useTranslation('mastering');
  const use = useUseMaster(projectId);
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [track, setTrack] = useState<ChosenTrack | null>(null);
  const choose = useCallback((value: ChosenTrack | null) => setTrack(value), []);
  return (
    <Stack gap="sm">
      <TrackChoice
        draftsOnly
        releaseId={releaseId}
        onReleaseChange={(id) => {
          use.reset();
          setReleaseId(id);
        }}
        value={track}
        onChange={choose}
      />
      <Button
        disabled={!track}
        loading={use.isPending}
        onClick={() => track && use.mutate({ releaseId: track.releaseId, trackId: track.trackId })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('use.submit')}
      </Button>
      {use.isSuccess ? (
        <Alert color="green" role="status">
          {t('use.done')}
        </Alert>
      ) : null}
      {use.isError ? (
        <Alert color="red" role="alert" title={t('use.failed')}>
          {errorMessage(use.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
