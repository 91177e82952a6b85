import { Button, Group, SegmentedControl, Skeleton, Table, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsCounts, AnalyticsGranularity } from '@soundpost/contracts/analytics';
import { SectionCard } from '../../../components/section-card.tsx';
import { WhenNearView } from '../../../components/when-near-view.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useAnalyticsSeries, type AnalyticsParams } from '../api/analytics.ts';
import { formatCount, formatMonth } from '../utils/numbers.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const TrendChart = lazy(async () => ({ default: (await import('./trend-chart.tsx')).TrendChart }));

const metrics: (keyof AnalyticsCounts)[] = ['streams', 'listeners', 'saves', 'downloads'];

/** Streams, listeners, saves or downloads over time, as a chart or as a table. */
export function TrendSection(props: {
  params: AnalyticsParams;
  granularity: AnalyticsGranularity;
  basic: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  const [metric, setMetric] = useState<keyof AnalyticsCounts>('streams');
  const [asTable, setAsTable] = useState(false);
  const series = useAnalyticsSeries(props.params, props.granularity);
  const label = (date: string) =>
    props.granularity === 'month' ? formatMonth(date) : formatDay(date, i18n.language);
  const data = series.data;
  const points = (data?.points ?? []).map((p, i) => ({
    label: label(p.date),
    current: p[metric],
    ...(data?.previous ? { previous: data.previous[i]?.[metric] ?? 0 } : {}),
  }));
  const total = points.reduce((sum, p) => sum + p.current, 0);
  const peak = points.reduce(
    (best, p) => (p.current > best.current ? p : best),
    points[0] ?? { label: '', current: 0 },
  );
  return (
    <SectionCard
      id="analytics-trend"
      title={t('trend.title')}
      headingSize="h3"
      action={
        <Group gap="xs">
          {props.basic ? null : (
            <SegmentedControl
              size="xs"
              value={metric}
              onChange={(value) => setMetric(value as keyof AnalyticsCounts)}
              data={metrics.map((m) => ({ value: m, label: t(`metrics.${m}`) }))}
              aria-label={t('trend.metric')}
            />
          )}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setAsTable((v) => !v)}
            className="no-print"
          >
            {asTable ? t('trend.showChart') : t('trend.showTable')}
          </Button>
        </Group>
      }
    >
      {!data ? (
        <Skeleton h={240} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('trend.summary', {
              metric: t(`metrics.${metric}`),
              total: formatCount(total),
              count: points.length,
              peak: peak.label,
            })}
          </Text>
          {asTable ? (
            <ScrollTable label={t('trend.title')} maxHeight={360}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('trend.date')}</Table.Th>
                    <Table.Th ta="right">{t('trend.current')}</Table.Th>
                    {data.previous ? <Table.Th ta="right">{t('trend.previous')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((p) => (
                    <Table.Tr key={p.label}>
                      <Table.Td>{p.label}</Table.Td>
                      <Table.Td ta="right">{formatCount(p.current)}</Table.Td>
                      {data.previous ? (
                        <Table.Td ta="right">{formatCount(p.previous ?? 0)}</Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          ) : (
            <WhenNearView placeholder={<Skeleton h={240} />}>
              <Suspense fallback={<Skeleton h={240} />}>
                <TrendChart points={points} compared={!!data.previous} />
              </Suspense>
            </WhenNearView>
          )}
        </>
      )}
    </SectionCard>
  );
}
