import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { durationKey, waitingTime } from '../utils/review-waiting.ts';

/** A duration in the review namespace's short form ("2 d 5 h"). */
export function useFormatDuration() {
  const { t } = useTranslation('review');
  return (ms: number) => {
    const { key, values } = durationKey(ms);
    return t(key, values);
  };
}

/**
 * How long a release (or a takedown) has waited and how that stands against its target: the
 * time left, or in red how far past it, with the due time on hover and for screen readers.
 */
export function ReviewWaiting({
  since,
  dueAt,
  now = new Date(),
}: {
  since: string;
  dueAt: string;
  now?: Date;
}) {
  const { t } = useTranslation('review');
  const format = useFormatDuration();
  const { waited, left, overdue } = waitingTime(since, dueAt, now);
  return (
    <Stack gap={0}>
      <Text size="sm">{t('waiting.waited', { time: format(waited) })}</Text>
      <Text
        size="xs"
        c={overdue ? 'red' : 'dimmed'}
        fw={overdue ? 600 : undefined}
        title={t('waiting.dueAt', { date: formatDateTime(dueAt) })}
      >
        {overdue
          ? t('waiting.overdue', { time: format(-left) })
          : t('waiting.dueIn', { time: format(left) })}
      </Text>
    </Stack>
  );
}
