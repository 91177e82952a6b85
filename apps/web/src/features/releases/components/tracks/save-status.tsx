import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/forms.ts';
import type { TrackSaveState } from '../../hooks/use-track-autosave.ts';

/** "Saved", "Saving…", "Unsaved changes" or why a track could not be saved, beside its title. */
export function SaveStatus({ state }: { state: TrackSaveState }) {
  const { t } = useTranslation('wizard');
  const failedFields = isApiError(state.error) && state.error.fields;
  return (
    <Group gap={4} wrap="nowrap" aria-live="polite" miw={0}>
      {state.status === 'saved' ? (
        <>
          <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
          <Text size="xs">{t('tracks.savedTrack')}</Text>
        </>
      ) : null}
      {state.status === 'saving' ? (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs">{t('tracks.saving')}</Text>
        </>
      ) : null}
      {state.status === 'unsaved' ? <Text size="xs">{t('tracks.unsaved')}</Text> : null}
      {state.status === 'failed' ? (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-filled)" aria-hidden />
          <Text size="xs">
            {failedFields
              ? t('tracks.unsaved')
              : t('tracks.saveFailed', { reason: errorMessage(state.error) })}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
