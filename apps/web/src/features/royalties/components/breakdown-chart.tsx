import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';

/**
 * The breakdown's largest rows as bars. Its own chunk (recharts is most of the page's code),
 * loaded after the page has painted: the list below it carries the same figures.
 */
export function BreakdownChart({ rows }: { rows: { label: string; amount: string }[] }) {
  const { t } = useTranslation('royalties');
  return (
    <BarChart
      h={220}
      // The chart draws lengths; the exact amounts are in the list below.
      data={rows.map((row) => ({ label: row.label, amount: Number(row.amount) }))}
      dataKey="label"
      series={[{ name: 'amount', color: 'teal.6', label: t('breakdown.amount') }]}
      valueFormatter={(value) => formatMoney(String(value))}
      // A picture of the list below, which screen readers and keyboards use instead.
      barChartProps={{ accessibilityLayer: false }}
      aria-hidden
      // A tooltip keeps the place it was drawn at when the screen narrows (a phone turned
      // upright): clipped to the chart, it cannot widen the page.
      style={{ overflow: 'clip' }}
    />
  );
}
