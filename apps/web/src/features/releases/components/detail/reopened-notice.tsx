import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';

/** Why the team reopened the release and what to change before resubmitting. */
export function ReopenedNotice({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  if (release.status !== 'reopened' || !release.reopening) return null;
  const { reason, note } = release.reopening;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('detail.reopenedTitle', { reason: t(`reasons.${reason}.name`) })}
    >
      <Stack gap={4}>
        <Text size="sm">{t('detail.reopenedFix', { fix: t(`reasons.${reason}.fix`) })}</Text>
        {note ? <Text size="sm">{t('detail.reopenedNote', { note })}</Text> : null}
      </Stack>
    </Alert>
  );
}
