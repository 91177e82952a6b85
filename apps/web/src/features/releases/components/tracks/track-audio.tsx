import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconMusic } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@soundpost/contracts/uploads';
import type { Track } from '../../api/add-track.ts';
import { releaseQueryKey } from '../../api/get-release.ts';
import { audioSource, useUpload } from '../../api/get-upload.ts';
import { useUpdateTrack } from '../../api/update-track.ts';
import { uploadAudio, type AudioUploadHandle } from '../../../../lib/upload-audio.ts';
import { formatDuration } from '../../utils/dates.ts';
import { AudioFailure, audioAccept, retryable } from './audio-failure.tsx';
import { QcIssues } from './qc-issues.tsx';

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'updating' }
  | { kind: 'failed'; code: string; params?: Record<string, string | number> };

/**
 * A track's audio: tus upload with progress, then the server's check (polled) and its
 * findings. Upload states follow the spec: preparing, uploading n%, updating release,
 * processing, complete, failed with retry, replace file.
 */
export function TrackAudio({
  releaseId,
  track,
  n,
  id,
  error,
}: {
  releaseId: string;
  track: Track;
  n: number;
  /** Where the tracks step's error summary leads. */
  id: string;
  /** The step's message when the track still has no audio. */
  error?: string | undefined;
}) {
  const { t } = useTranslation(['wizard', 'errors']);
  const queryClient = useQueryClient();
  const updateTrack = useUpdateTrack(releaseId);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [lastFile, setLastFile] = useState<File | null>(null);
  const handle = useRef<AudioUploadHandle | null>(null);
  const uploadId = track.audio?.uploadId ?? null;
  const upload = useUpload(uploadId);
  const status = upload.data?.status ?? track.audio?.status;

  useEffect(() => () => handle.current?.abort(), []);
  // The release's QC summary follows once the check is over.
  useEffect(() => {
    if (status === 'complete' || status === 'failed')
      void queryClient.invalidateQueries({ queryKey: releaseQueryKey(releaseId) });
  }, [status, queryClient, releaseId]);

  const send = (file: File | null) => {
    if (!file) return;
    setLastFile(file);
    if (file.size > uploadLimits.audio.maxBytes) {
      setPhase({
        kind: 'failed',
        code: 'audio_too_large',
        params: { max: uploadLimits.audio.maxLabel },
      });
      return;
    }
    setPhase({ kind: 'preparing' });
    handle.current = uploadAudio(file, {
      onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
      onSuccess: (id) => {
        setPhase({ kind: 'updating' });
        updateTrack.mutate(
          { trackId: track.id, input: { audioUploadId: id } },
          {
            onSuccess: () => setPhase({ kind: 'idle' }),
            onError: () => setPhase({ kind: 'failed', code: 'upload_failed' }),
          },
        );
      },
      onError: (code, params) => setPhase({ kind: 'failed', code, params }),
    });
  };

  const busy =
    phase.kind === 'preparing' || phase.kind === 'uploading' || phase.kind === 'updating';
  const qc = upload.data?.qc;
  const duration = qc?.durationSeconds ?? track.audio?.durationSeconds ?? null;
  const serverFailure =
    status === 'failed' ? (upload.data?.failure ?? { code: 'upload_failed' }) : null;
  const failure = phase.kind === 'failed' ? phase : phase.kind === 'idle' ? serverFailure : null;
  const fileName = upload.data?.filename ?? lastFile?.name ?? null;

  return (
    <Stack gap="xs" role="group" aria-label={t('audio.label')} id={id} tabIndex={-1}>
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm">
          {t('audio.label')}
        </Text>
        {!busy && !failure ? (
          <FileButton onChange={send} accept={audioAccept}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant={uploadId ? 'default' : 'filled'}
                leftSection={<IconMusic size={14} aria-hidden />}
                aria-label={`${uploadId ? t('audio.replace') : t('audio.choose')} (${t('tracks.trackN', { n })})`}
              >
                {uploadId ? t('audio.replace') : t('audio.choose')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('audio.rules', { max: uploadLimits.audio.maxLabel })}
      </Text>
      {error && !uploadId && !busy ? (
        <Text size="sm" fw={600}>
          {error}
        </Text>
      ) : null}
      <div aria-live="polite">
        {phase.kind === 'preparing' ? <Text size="sm">{t('audio.preparing')}</Text> : null}
        {phase.kind === 'uploading' ? (
          <Stack gap={4}>
            <Text size="sm">{t('audio.uploading', { percent: phase.percent })}</Text>
            <Progress
              value={phase.percent}
              aria-label={t('audio.uploading', { percent: phase.percent })}
            />
          </Stack>
        ) : null}
        {phase.kind === 'updating' ? <Text size="sm">{t('audio.updating')}</Text> : null}
        {phase.kind === 'idle' && status === 'processing' ? (
          <Text size="sm">{t('audio.processing')}</Text>
        ) : null}
        {phase.kind === 'idle' && status === 'complete' ? (
          <Group gap={6}>
            <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text size="sm">{t('audio.complete')}</Text>
          </Group>
        ) : null}
      </div>
      {failure ? (
        <AudioFailure
          code={failure.code}
          params={failure.params}
          fileName={fileName}
          // Sending the same bytes again helps only when the transfer failed, never when the
          // file itself was refused.
          onRetry={lastFile && retryable(failure.code) ? () => send(lastFile) : null}
          onChoose={send}
          n={n}
        />
      ) : null}
      {fileName && !failure ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('audio.fileName', { name: fileName })}
        </Text>
      ) : null}
      {uploadId && status === 'complete' && phase.kind === 'idle' ? (
        <audio
          controls
          preload="none"
          src={audioSource(uploadId)}
          aria-label={t('audio.player', { name: fileName ?? t('tracks.trackN', { n }) })}
          style={{ width: '100%', maxWidth: 420, height: 36 }}
        />
      ) : null}
      {status === 'complete' && phase.kind === 'idle' ? (
        <Stack gap="xs">
          <Group gap="md">
            {duration !== null ? (
              <Text size="sm">{t('audio.duration', { duration: formatDuration(duration) })}</Text>
            ) : null}
            {qc?.integratedLufs != null ? (
              <Text size="sm">{t('audio.loudness', { lufs: qc.integratedLufs.toFixed(1) })}</Text>
            ) : null}
            {qc?.truePeakDbtp != null ? (
              <Text size="sm">{t('audio.truePeak', { peak: qc.truePeakDbtp.toFixed(1) })}</Text>
            ) : null}
          </Group>
          <QcIssues
            title={t('audio.rejections')}
            issues={qc?.rejections ?? track.audio?.rejections ?? []}
            color="var(--mantine-color-red-filled)"
          />
          <QcIssues
            title={t('audio.warnings')}
            issues={qc?.warnings ?? track.audio?.warnings ?? []}
            color="var(--mantine-color-orange-filled)"
          />
          {(qc?.rejections ?? track.audio?.rejections ?? []).length === 0 &&
          (qc?.warnings ?? track.audio?.warnings ?? []).length === 0 ? (
            <Group gap={6}>
              <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
              <Text size="sm">{t('audio.qcPassed')}</Text>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
