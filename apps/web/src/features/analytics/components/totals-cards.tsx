import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsCounts } from '@soundpost/contracts/analytics';
import { formatMoney } from '../../../lib/money.ts';
import type { AnalyticsSummary } from '../api/analytics.ts';
import { formatCount, formatMonth } from '../utils/numbers.ts';
import { DeltaText } from './delta-text.tsx';

const shown: (keyof AnalyticsCounts)[] = [
  'streams',
  'listeners',
  'saves',
  'downloads',
  'views',
  'clicks',
];

/** The period's totals and revenue, each with its change when compared. */
export function TotalsCards({ summary, basic }: { summary?: AnalyticsSummary; basic: boolean }) {
  const { t } = useTranslation('analytics');
  if (!summary) return <Skeleton h={96} />;
  const metrics = basic ? (['streams'] as const) : shown;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 7 }} spacing="sm">
      {metrics.map((metric) => (
        <Paper
          key={metric}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-label={t(`metrics.${metric}`)}
        >
          <Text size="xs" c="dimmed">
            {t(`metrics.${metric}`)}
          </Text>
          <Text size="xl" fw={700}>
            {formatCount(summary.totals[metric])}
          </Text>
          {summary.previous ? (
            <DeltaText now={summary.totals[metric]} before={summary.previous.totals[metric]} />
          ) : null}
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm" role="group" aria-label={t('metrics.revenue')}>
        <Text size="xs" c="dimmed">
          {t('metrics.revenue')}
        </Text>
        <Text size="xl" fw={700}>
          {formatMoney(summary.revenue)}
        </Text>
        {summary.previous ? (
          <DeltaText now={Number(summary.revenue)} before={Number(summary.previous.revenue)} />
        ) : null}
        <Text size="xs" c="dimmed">
          {t('revenueNote', { from: formatMonth(summary.from), to: formatMonth(summary.to) })}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
