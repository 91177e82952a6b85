import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTrendImports, type TrendImportItem } from '../api/trend-imports.ts';

/** Past trend imports: file, store, the days reported, counts, who and when. */
export function TrendImportList() {
  const { t } = useTranslation('analytics-admin');
  const query = useTrendImports();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const days = (i: TrendImportItem) =>
    i.firstDay === i.lastDay ? (i.firstDay ?? '—') : `${i.firstDay} – ${i.lastDay}`;
  return (
    <QuerySection
      titleId="trend-imports-title"
      title={t('imports.title')}
      query={query}
      isEmpty={items.length === 0}
      emptyText={t('imports.empty')}
      moreLabel={t('more')}
      skeletonHeight={120}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table aria-labelledby="trend-imports-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.file')}</Table.Th>
              <Table.Th>{t('imports.store')}</Table.Th>
              <Table.Th>{t('imports.days')}</Table.Th>
              <Table.Th>{t('imports.counts')}</Table.Th>
              <Table.Th>{t('imports.who')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((i) => (
              <Table.Tr key={i.id} data-testid="trend-import">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.filename ?? '—'}</Table.Td>
                <Table.Td>{i.store}</Table.Td>
                <Table.Td>{days(i)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge variant="light">{t('imports.lines', { count: i.lines })}</Badge>
                    <Badge variant="light" color="teal">
                      {t('imports.matched', { count: i.matched })}
                    </Badge>
                    {i.replaced > 0 && (
                      <Badge variant="light" color="orange">
                        {t('imports.replaced', { count: i.replaced })}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {t('imports.by', {
                    name: i.importedBy?.name ?? '—',
                    when: formatDateTime(i.createdAt),
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </QuerySection>
  );
}
