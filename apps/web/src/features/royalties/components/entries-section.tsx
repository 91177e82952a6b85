import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../../components/query-section.tsx';
import { useRoyaltyEntries, type RoyaltyEntry } from '../api/royalties.ts';
import { countryName } from '../utils/labels.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { LinesSource } from './lines-drawer.tsx';
import { MoneyText } from './money-text.tsx';

const statusColor = { pending: 'yellow', available: 'teal', paid: 'gray' } as const;

/** The credits, newest first: a table on wide screens, cards on a phone. */
export function EntriesSection({ onOpen }: { onOpen: (source: LinesSource) => void }) {
  const { t } = useTranslation('royalties');
  const query = useRoyaltyEntries({});
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const what = (e: RoyaltyEntry) => e.track?.title ?? e.release?.title ?? e.isrc;
  const amount = (e: RoyaltyEntry) => (
    <Anchor
      component="button"
      type="button"
      fw={600}
      onClick={() => onOpen({ title: `${what(e)} · ${e.store}`, entry: e })}
      aria-label={t('entries.openLine', { amount: formatMoney(e.amount), what: what(e) })}
    >
      <MoneyText amount={e.amount} />
    </Anchor>
  );
  const status = (e: RoyaltyEntry) => (
    <Badge variant="light" color={statusColor[e.status]}>
      {t(`status.${e.status}`)}
    </Badge>
  );

  return (
    <QuerySection
      titleId="entries-title"
      title={t('entries.title')}
      query={query}
      isEmpty={entries.length === 0}
      emptyText={t('empty')}
      moreLabel={t('entries.more')}
      skeletonHeight={160}
    >
      <Table visibleFrom="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('line.saleMonth')}</Table.Th>
            <Table.Th>{t('line.track')}</Table.Th>
            <Table.Th>{t('line.store')}</Table.Th>
            <Table.Th>{t('line.country')}</Table.Th>
            <Table.Th>{t('entries.status')}</Table.Th>
            <Table.Th ta="right">{t('entries.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.lineId}>
              <Table.Td>{e.date.slice(0, 7)}</Table.Td>
              <Table.Td>{e.track?.title ?? t('line.noTrack')}</Table.Td>
              <Table.Td>{e.store}</Table.Td>
              <Table.Td>{countryName(e.country)}</Table.Td>
              <Table.Td>{status(e)}</Table.Td>
              <Table.Td ta="right">{amount(e)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" gap="xs">
        {entries.map((e) => (
          <Paper key={e.lineId} withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {what(e)}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${e.date.slice(0, 7)} · ${e.store} · ${countryName(e.country)}`}
                </Text>
                {status(e)}
              </Stack>
              {amount(e)}
            </Group>
          </Paper>
        ))}
      </Stack>
    </QuerySection>
  );
}
