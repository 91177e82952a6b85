import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAutoApprovalSummary } from '../api/checks-auto-approval-summary.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={120}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** For the review queue: releases approved automatically and how long the rest waited. */
export function AutoApprovalSummary() {
  const { t } = useTranslation('checks');
  const summary = useAutoApprovalSummary();
  if (summary.isPending)
    return <Loader size="sm" role="progressbar" aria-label={t('summary.title', { days: 30 })} />;
  if (summary.isError) {
    return <Alert color="red" variant="light" role="alert" title={t('summary.failed')} />;
  }
  const s = summary.data;
  const wait = (value: number | null) =>
    value === null ? t('summary.none') : t('summary.minutes', { value });
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('settings.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('settings.title')} · {t('summary.title', { days: s.days })}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Figure label={t('summary.autoApproved')} value={String(s.autoApproved)} />
          <Figure label={t('summary.spotChecked')} value={String(s.spotChecked)} />
          <Figure label={t('summary.humanReviewed')} value={String(s.humanReviewed)} />
          <Figure label={t('summary.waitMedian')} value={wait(s.waitMinutesMedian)} />
          <Figure label={t('summary.waitP90')} value={wait(s.waitMinutesP90)} />
        </Group>
      </Stack>
    </Card>
  );
}
