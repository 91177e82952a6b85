import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { usePlatformAnalytics } from '../api/trend-imports.ts';

/** The operator's platform-wide streams and revenue per store and month. */
export function PlatformTable() {
  const { t, i18n } = useTranslation('analytics-admin');
  const query = usePlatformAnalytics();
  const rows = query.data?.rows ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <QuerySection
      titleId="platform-title"
      title={t('platform.title')}
      query={query}
      isEmpty={rows.length === 0}
      emptyText={t('platform.empty')}
      skeletonHeight={120}
    >
      <Table.ScrollContainer minWidth={480}>
        <Table aria-labelledby="platform-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('platform.month')}</Table.Th>
              <Table.Th>{t('platform.store')}</Table.Th>
              <Table.Th ta="right">{t('platform.streams')}</Table.Th>
              <Table.Th ta="right">{t('platform.revenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.storeId ?? r.store}|${r.month}`}>
                <Table.Td>{r.month}</Table.Td>
                <Table.Td>{r.store}</Table.Td>
                <Table.Td ta="right">{number.format(r.streams)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </QuerySection>
  );
}
