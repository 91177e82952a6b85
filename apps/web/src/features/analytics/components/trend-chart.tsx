import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../utils/numbers.ts';

export type TrendPoint = { label: string; current: number; previous?: number };

/**
 * The figure over time, the previous period overlaid. Its own chunk (recharts is most of the
 * page's code); the table beside it carries the same numbers for keyboards and screen readers.
 */
export function TrendChart({ points, compared }: { points: TrendPoint[]; compared: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <LineChart
      h={240}
      data={points}
      dataKey="label"
      series={[
        { name: 'current', color: 'teal.6', label: t('trend.current') },
        ...(compared
          ? [
              {
                name: 'previous',
                color: 'gray.5',
                label: t('trend.previous'),
                strokeDasharray: '5 5',
              },
            ]
          : []),
      ]}
      curveType="monotone"
      withDots={false}
      withLegend={compared}
      valueFormatter={formatCount}
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
      // A tooltip keeps the place it was drawn at when the screen narrows (a phone turned
      // upright): clipped to the chart, it cannot widen the page.
      style={{ overflow: 'clip' }}
    />
  );
}
