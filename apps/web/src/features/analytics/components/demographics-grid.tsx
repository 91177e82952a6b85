import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBreakdown } from '../api/analytics.ts';
import { formatCount, formatShare } from '../utils/numbers.ts';
import classes from './analytics.module.css';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** Streams by age band × gender as a table; each cell shaded by its share and saying it. */
export function DemographicsGrid({ breakdown }: { breakdown: AnalyticsBreakdown }) {
  const { t } = useTranslation('analytics');
  const cells = new Map(breakdown.rows.map((r) => [r.key, r.streams]));
  const split = breakdown.rows.map((r) => r.key.split('/') as [string, string]);
  const ages = [...new Set(split.map(([age]) => age))].sort();
  const genders = [...new Set(split.map(([, gender]) => gender))].sort();
  const total = breakdown.rows.reduce((sum, r) => sum + r.streams, 0);
  const max = Math.max(1, ...cells.values());
  const genderName = (g: string) => t(`genders.${g || 'unknown'}`, { defaultValue: g });
  return (
    <ScrollTable label={t('sections.demographics')}>
      <Table className={classes.grid} withColumnBorders>
        <caption className={classes.caption}>{t('sections.demographics')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('age')}</Table.Th>
            {genders.map((g) => (
              <Table.Th key={g}>{genderName(g)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ages.map((age) => (
            <Table.Tr key={age}>
              <Table.Th scope="row">{age || genderName('')}</Table.Th>
              {genders.map((g) => {
                const streams = cells.get(`${age}/${g}`) ?? 0;
                // At most a quarter of the accent: the figure keeps its contrast in both themes.
                const strength = Math.round((streams / max) * 25);
                return (
                  <Table.Td
                    key={g}
                    style={{
                      background: `color-mix(in srgb, var(--mantine-color-teal-6) ${strength}%, transparent)`,
                    }}
                  >
                    {formatCount(streams)} ({formatShare(streams, total)})
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
