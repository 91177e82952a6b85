import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAutoApprovalSummary } from '../api/prereview-auto-approval-summary.ts';
import { useFormatDuration } from './review-waiting.tsx';
import { SummaryFigure } from './summary-figure.tsx';

/** For the review queue: releases approved automatically and how long the rest waited. */
export function AutoApprovalSummary() {
  const { t } = useTranslation('prereview');
  const format = useFormatDuration();
  const summary = useAutoApprovalSummary();
  if (summary.isPending)
    return <Loader size="sm" role="progressbar" aria-label={t('summary.title', { days: 30 })} />;
  if (summary.isError) {
    return <Alert color="red" variant="light" role="alert" title={t('summary.failed')} />;
  }
  const s = summary.data;
  const wait = (minutes: number | null) =>
    minutes === null ? t('summary.none') : format(minutes * 60_000);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('settings.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('settings.title')} · {t('summary.title', { days: s.days })}
        </Text>
        <Group gap="lg" wrap="wrap">
          <SummaryFigure label={t('summary.autoApproved')} value={String(s.autoApproved)} />
          <SummaryFigure label={t('summary.spotChecked')} value={String(s.spotChecked)} />
          <SummaryFigure label={t('summary.humanReviewed')} value={String(s.humanReviewed)} />
          <SummaryFigure label={t('summary.waitMedian')} value={wait(s.waitMinutesMedian)} />
          <SummaryFigure label={t('summary.waitP90')} value={wait(s.waitMinutesP90)} />
        </Group>
      </Stack>
    </Card>
  );
}
