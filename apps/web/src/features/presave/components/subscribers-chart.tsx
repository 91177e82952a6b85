import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/**
 * Subscribers over time: the running total per day. Its own chunk (recharts is most of the
 * page's code); the table beside it carries the same numbers for keyboards and screen readers,
 * so it is hidden from them.
 */
export function SubscribersChart({ points }: { points: { day: string; subscribers: number }[] }) {
  const { t } = useTranslation('presave');
  const data = points.map((p, i) => ({
    day: p.day,
    total: points.slice(0, i + 1).reduce((sum, q) => sum + q.subscribers, 0),
  }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={[{ name: 'total', color: 'violet.6', label: t('detail.subscribers') }]}
      curveType="monotone"
      withDots={false}
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
      style={{ overflow: 'clip' }}
    />
  );
}
