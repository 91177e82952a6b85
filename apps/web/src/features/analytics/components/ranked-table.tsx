import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBreakdown } from '../api/analytics.ts';
import { formatCount, formatShare } from '../utils/numbers.ts';
import classes from './analytics.module.css';
import { DeltaText } from './delta-text.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

export type RankedRow = AnalyticsBreakdown['rows'][number];

/**
 * A breakdown as a table: each row's name, streams, share of the streams (a bar drawn beside the
 * figure, which the figure says in words) and change. The table is the chart: nothing is only
 * drawn. `onSelect` makes each name a button (the map's countries open their cities).
 */
export function RankedTable(props: {
  rows: RankedRow[];
  label: (row: RankedRow) => string;
  caption: string;
  onSelect?: (row: RankedRow) => void;
}) {
  const { t } = useTranslation('analytics');
  const total = props.rows.reduce((sum, r) => sum + r.streams, 0);
  const top = props.rows[0]?.streams ?? 0;
  const compared = props.rows.some((r) => r.previousStreams !== null);
  return (
    <ScrollTable label={props.caption} maxHeight={420}>
      <Table verticalSpacing={6} className={classes.ranked}>
        <caption className={classes.caption}>{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th ta="right">{t('table.streams')}</Table.Th>
            <Table.Th>{t('table.share')}</Table.Th>
            {compared ? <Table.Th>{t('table.change')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td className={classes.name}>
                {props.onSelect ? (
                  <button
                    type="button"
                    className={classes.link}
                    onClick={() => props.onSelect!(row)}
                  >
                    {props.label(row)}
                  </button>
                ) : (
                  props.label(row)
                )}
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.streams)}</Table.Td>
              <Table.Td>
                <div className={classes.share}>
                  <span
                    className={classes.bar}
                    style={{ width: `${top === 0 ? 0 : (row.streams / top) * 100}%` }}
                    aria-hidden
                  />
                  <Text size="xs" c="dimmed" span>
                    {formatShare(row.streams, total)}
                  </Text>
                </div>
              </Table.Td>
              {compared ? (
                <Table.Td>
                  <DeltaText now={row.streams} before={row.previousStreams ?? 0} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
