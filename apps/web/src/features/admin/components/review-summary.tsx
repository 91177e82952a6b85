import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/forms.ts';
import { useTranslation } from 'react-i18next';
import { useReviewSummary } from '../api/review-queue.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={110}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The queue's own figures: what waits per status and how long the last 30 days' decisions took. */
export function ReviewSummary() {
  const { t } = useTranslation(['review', 'releases']);
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
    value === null ? t('summary.none') : t('summary.hours', { value: Math.round(value * 10) / 10 });
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('summary.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('summary.title')}
        </Text>
        <Group gap="lg" wrap="wrap">
          {(['submitted', 'in_review', 'reopened', 'takedown_requested'] as const).map((s) => (
            <Figure key={s} label={t(`releases:status.${s}`)} value={String(counts[s] ?? 0)} />
          ))}
          <Figure label={t('summary.decided')} value={String(decided.count)} />
          <Figure label={t('summary.median')} value={hours(decided.medianHours)} />
          <Figure label={t('summary.p90')} value={hours(decided.p90Hours)} />
        </Group>
      </Stack>
    </Card>
  );
}
