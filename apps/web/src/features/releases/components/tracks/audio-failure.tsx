import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconMusic, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The files the audio picker offers. */
export const audioAccept = 'audio/*,.mp3,.wav,.flac,.aif,.aiff';

/** Refusals of the file itself: sending the same bytes again cannot help. */
const fileRefusals = ['audio_damaged', 'audio_unsupported_format', 'audio_too_large'];

/** Whether sending the same file again may work (the transfer failed, not the file). */
export const retryable = (code: string) => !fileRefusals.includes(code);

const titles: Record<string, string> = {
  audio_damaged: 'audio.damagedTitle',
  audio_unsupported_format: 'audio.unsupportedTitle',
};

export type AudioFailureProps = {
  code: string;
  params?: Record<string, string | number> | undefined;
  fileName: string | null;
  onRetry: (() => void) | null;
  onChoose: (file: File | null) => void;
  n: number;
};

/**
 * Why a track's audio cannot be used: a damaged file and an unsupported format each say so
 * with what to do, and offer another file; a failed transfer offers to send the file again.
 */
export function AudioFailure({ code, params, fileName, onRetry, onChoose, n }: AudioFailureProps) {
  const { t, i18n } = useTranslation(['wizard', 'errors']);
  const advice = `errors:${code}_advice`;
  return (
    <Alert color="red" variant="light" role="alert" title={t(titles[code] ?? 'audio.failed')}>
      <Stack gap="xs" align="flex-start">
        {fileName ? (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('audio.fileName', { name: fileName })}
          </Text>
        ) : null}
        <Text size="sm">{t(`errors:${code}`, params ?? {})}</Text>
        {i18n.exists(advice) ? <Text size="sm">{t(advice)}</Text> : null}
        <Group gap="xs">
          <FileButton onChange={onChoose} accept={audioAccept}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant={onRetry ? 'default' : 'filled'}
                leftSection={<IconMusic size={14} aria-hidden />}
                aria-label={`${t('audio.chooseAnother')} (${t('tracks.trackN', { n })})`}
              >
                {t('audio.chooseAnother')}
              </Button>
            )}
          </FileButton>
          {onRetry ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
            >
              {t('audio.retry')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
