import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRoyaltyImports, type RoyaltyImportItem } from '../api/royalty-imports.ts';

/** Past imports: a table on wide screens, cards on a phone. */
export function RoyaltyImportList() {
  const { t } = useTranslation('royalties');
  const query = useRoyaltyImports();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = (i: RoyaltyImportItem) => (
    <Group gap={4}>
      <Badge variant="light">{t('admin.imports.lines', { count: i.lines })}</Badge>
      <Badge variant="light" color="teal">
        {t('admin.imports.matched', { count: i.matched })}
      </Badge>
      {i.unmatched > 0 && (
        <Badge variant="light" color="orange">
          {t('admin.imports.unmatched', { count: i.unmatched })}
        </Badge>
      )}
    </Group>
  );
  const who = (i: RoyaltyImportItem) =>
    t('admin.imports.by', { name: i.importedBy?.name ?? '—', when: formatDateTime(i.createdAt) });
  return (
    <QuerySection
      titleId="royalty-imports-title"
      title={t('admin.imports.title')}
      query={query}
      isEmpty={items.length === 0}
      emptyText={t('admin.imports.empty')}
      moreLabel={t('admin.more')}
      skeletonHeight={120}
    >
      <Table visibleFrom="sm" aria-labelledby="royalty-imports-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.imports.file')}</Table.Th>
            <Table.Th>{t('admin.form.store')}</Table.Th>
            <Table.Th>{t('admin.form.period')}</Table.Th>
            <Table.Th>{t('admin.imports.counts')}</Table.Th>
            <Table.Th ta="right">{t('admin.imports.total')}</Table.Th>
            <Table.Th>{t('admin.imports.who')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.filename ?? '—'}</Table.Td>
              <Table.Td>{i.store}</Table.Td>
              <Table.Td>{i.period}</Table.Td>
              <Table.Td>{counts(i)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.total)}</Table.Td>
              <Table.Td>{who(i)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" gap="xs">
        {items.map((i) => (
          <Paper key={i.id} withBorder p="sm" radius="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {`${i.store} · ${i.period}`}
                </Text>
                <Text size="sm" fw={600}>
                  {formatMoney(i.total)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {i.filename ?? '—'}
              </Text>
              {counts(i)}
              <Text size="xs" c="dimmed">
                {who(i)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </QuerySection>
  );
}
