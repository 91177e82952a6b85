import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRoyaltyImports, type RoyaltyImportItem } from '../api/royalty-imports.ts';
import { RoyaltyVoidModal } from './royalty-void-modal.tsx';

/** The stores a report's lines name (older rows: the one it was imported under). */
const storesOf = (i: RoyaltyImportItem) => (i.stores.length > 0 ? i.stores : [i.store]).join(', ');

/** Past imports: a table on wide screens, cards on a phone; each can be voided once. */
export function RoyaltyImportList() {
  const { t } = useTranslation('royalties');
  const query = useRoyaltyImports();
  const [voiding, setVoiding] = useState<RoyaltyImportItem | null>(null);
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
  const state = (i: RoyaltyImportItem) =>
    i.voidedAt ? (
      <Badge variant="light" color="gray">
        {t('admin.imports.voided', { when: formatDateTime(i.voidedAt) })}
      </Badge>
    ) : (
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => setVoiding(i)}
        aria-label={t('admin.imports.voidLabel', { file: i.filename ?? '—', period: i.period })}
      >
        {t('admin.imports.void')}
      </Button>
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
            <Table.Th>{t('admin.imports.stores')}</Table.Th>
            <Table.Th>{t('admin.form.period')}</Table.Th>
            <Table.Th>{t('admin.imports.counts')}</Table.Th>
            <Table.Th ta="right">{t('admin.imports.total')}</Table.Th>
            <Table.Th>{t('admin.imports.who')}</Table.Th>
            <Table.Th>{t('admin.imports.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.filename ?? '—'}</Table.Td>
              <Table.Td>{storesOf(i)}</Table.Td>
              <Table.Td>{i.period}</Table.Td>
              <Table.Td>{counts(i)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.total)}</Table.Td>
              <Table.Td>{who(i)}</Table.Td>
              <Table.Td>{state(i)}</Table.Td>
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
                  {`${storesOf(i)} · ${i.period}`}
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
              <Group>{state(i)}</Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <RoyaltyVoidModal item={voiding} onClose={() => setVoiding(null)} />
    </QuerySection>
  );
}
