import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/forms.ts';
import { useTranslation } from 'react-i18next';
import { useReviewSummary } from '../api/review-queue.ts';
import { useFormatDuration } from './review-waiting.tsx';
import { SummaryFigure } from './summary-figure.tsx';

/** The queue's own figures: what waits per status and how long the last 30 days' decisions took. */
export function ReviewSummary() {
  const { t } = useTranslation(['review', 'releases']);
  const format = useFormatDuration();
  const summary = useReviewSummary();
  if (summary.isPending) return <Skeleton h={72} radius="md" />;
  if (summary.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(summary.error)}
      </Alert>
    );
  }
  const { counts, decided } = summary.data;
  const hours = (value: number | null) =>
    value === null ? t('summary.none') : format(value * 3_600_000);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('summary.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('summary.title')}
        </Text>
        <Group gap="lg" wrap="wrap">
          {(['submitted', 'in_review', 'reopened', 'takedown_requested'] as const).map((s) => (
            <SummaryFigure
              key={s}
              label={t(`releases:status.${s}`)}
              value={String(counts[s] ?? 0)}
            />
          ))}
          <SummaryFigure label={t('summary.decided')} value={String(decided.count)} />
          <SummaryFigure label={t('summary.median')} value={hours(decided.medianHours)} />
          <SummaryFigure label={t('summary.p90')} value={hours(decided.p90Hours)} />
        </Group>
      </Stack>
    </Card>
  );
}
