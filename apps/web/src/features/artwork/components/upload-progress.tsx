import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type UploadPhase =
  { phase: 'preparing' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

/** Spec section 4's upload states: preparing, uploading with its percent, processing. */
export function UploadProgress({ state }: { state: UploadPhase }) {
  const { t } = useTranslation('artwork');
  const label =
    state.phase === 'uploading'
      ? t('upload.uploading', { percent: state.percent })
      : t(`upload.${state.phase}`);
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Group gap="xs">
        {state.phase === 'uploading' ? null : <Loader size="xs" aria-hidden />}
        <Text size="sm">{label}</Text>
      </Group>
      {state.phase === 'uploading' ? (
        <Progress value={state.percent} aria-label={label} animated />
      ) : null}
    </Stack>
  );
}
