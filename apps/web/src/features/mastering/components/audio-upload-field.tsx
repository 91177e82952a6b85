import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masteringLimits } from '@soundpost/contracts/mastering';
import type { Upload } from '@soundpost/contracts/uploads';
import { isApiError } from '../../../lib/api-error.ts';
import { codeMessage } from '../../../lib/forms.ts';
import { uploadAudio, type AudioUploadHandle } from '../../../lib/upload-audio.ts';
import { waitForCheck } from '../api/mastering.ts';
import { formatClock } from './format-figures.ts';

export type ChosenAudio = { uploadId: string; filename: string; durationSeconds: number };
type Problem = { code: string; params?: Record<string, string | number> };

/**
 * Sends an MP3 or WAV by tus (as a track's audio is sent), waits for the server's check, and
 * hands the checked upload over; the spec's limits are checked before any byte leaves, and
 * again on the server's answer.
 */
export function AudioUploadField(props: {
  label: string;
  description?: string;
  /** A reference track need not be a whole track: no length limit. */
  anyLength?: boolean;
  value: ChosenAudio | null;
  onChange: (audio: ChosenAudio | null) => void;
}) {
  const { t } = useTranslation('mastering');
  const [checking, setChecking] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const handle = useRef<AudioUploadHandle | null>(null);
  const stopped = useRef(new AbortController());
  const { onChange, anyLength } = props;

  useEffect(() => {
    const controller = stopped.current;
    return () => {
      handle.current?.abort();
      controller.abort();
    };
  }, []);

  /** Waits for the server's check of the uploaded file, then judges it as a mastering input. */
  async function check(uploadId: string) {
    setChecking(true);
    try {
      const upload = await waitForCheck(uploadId, stopped.current.signal);
      const verdict = judge(upload, anyLength ?? false);
      if ('code' in verdict) setProblem(verdict);
      else onChange(verdict);
    } catch (error) {
      if (!stopped.current.signal.aborted) setProblem({ code: codeOf(error) });
    } finally {
      setChecking(false);
      setPercent(null);
    }
  }

  function start(file: File | null) {
    if (!file) return;
    setProblem(null);
    onChange(null);
    if (!/\.(mp3|wav)$/i.test(file.name)) {
      setProblem({ code: 'mastering_unsupported_format' });
      return;
    }
    if (file.size > masteringLimits.maxBytes) {
      setProblem({ code: 'audio_too_large', params: { max: '100 MB' } });
      return;
    }
    setPercent(0);
    handle.current = uploadAudio(file, {
      onProgress: setPercent,
      onSuccess: (id) => void check(id),
      onError: (code, params) => {
        setPercent(null);
        setProblem({ code, params });
      },
    });
  }

  const busy = percent !== null;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {props.label}
      </Text>
      {props.description ? (
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      ) : null}
      {props.value ? (
        <Text size="sm">
          {t('wizard.chosen', {
            filename: props.value.filename,
            duration: formatClock(props.value.durationSeconds),
          })}
        </Text>
      ) : null}
      <Group>
        <FileButton onChange={start} accept=".mp3,.wav,audio/mpeg,audio/wav,audio/x-wav">
          {(buttonProps) => (
            <Button {...buttonProps} variant="light" loading={busy}>
              {props.value ? t('wizard.replace') : t('wizard.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('wizard.uploadHint')}
        </Text>
      </Group>
      {busy ? (
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            {checking ? t('wizard.checking') : t('wizard.uploading', { percent })}
          </Text>
          <Progress
            value={checking ? 100 : percent}
            animated={checking}
            aria-label={t('wizard.uploading', { percent })}
          />
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {codeMessage(problem.code, problem.params)}
        </Alert>
      ) : null}
    </Stack>
  );
}

const codeOf = (error: unknown) => (isApiError(error) ? error.code : 'upload_failed');

/** A checked upload as a mastering input: the spec's format and length rules. */
function judge(upload: Upload, anyLength: boolean): ChosenAudio | Problem {
  if (upload.status === 'failed' || !upload.qc) return { code: 'mastering_upload_failed' };
  const { format, durationSeconds } = upload.qc;
  if (format !== 'mp3' && format !== 'wav') return { code: 'mastering_unsupported_format' };
  const params = {
    duration: formatClock(durationSeconds),
    min: masteringLimits.minSeconds / 60,
    max: masteringLimits.maxSeconds / 60,
  };
  if (!anyLength && durationSeconds < masteringLimits.minSeconds) {
    return { code: 'mastering_too_short', params };
  }
  if (!anyLength && durationSeconds > masteringLimits.maxSeconds) {
    return { code: 'mastering_too_long', params };
  }
  return { uploadId: upload.id, filename: upload.filename, durationSeconds };
}
