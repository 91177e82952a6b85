import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export type DailyPoint = { day: string; views: number; clicks: number };

/**
 * Views and clicks per day. Its own chunk (recharts is most of the tab's code); the table
 * below it carries the same numbers for keyboards and screen readers, so it is hidden from them.
 */
export function DailyChart({ points }: { points: DailyPoint[] }) {
  const { t } = useTranslation('smart-links');
  return (
    <LineChart
      h={220}
      data={points}
      dataKey="day"
      series={[
        { name: 'views', color: 'violet.6', label: t('analytics.views') },
        { name: 'clicks', color: 'teal.6', label: t('analytics.clicks') },
      ]}
      curveType="monotone"
      withDots={false}
      withLegend
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
      style={{ overflow: 'clip' }}
    />
  );
}
