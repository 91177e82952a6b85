import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { TakedownRow } from '../api/review-takedowns.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { AdminCard, AdminCardList } from '../../../components/admin-card-list.tsx';
import { ReviewWaiting } from './review-waiting.tsx';

/** `ask` opens the confirmation; `sentIds`: processed here, before the stores' messages exist. */
type Process = {
  ask: (row: TakedownRow) => void;
  pendingId: string | null;
  sentIds: ReadonlySet<string>;
};

/** The button until the takedown is processed, then how many stores have yet to acknowledge it. */
function TakedownAction({ row, process }: { row: TakedownRow; process: Process }) {
  const { t } = useTranslation('review');
  const { sent, acknowledged } = row.takedown;
  if (sent > 0 || process.sentIds.has(row.id)) {
    return (
      <Badge color="yellow" variant="light" size="lg" tt="none" fw={500} maw="100%">
        {sent > 0 ? t('takedowns.waiting', { count: sent - acknowledged }) : t('takedowns.sending')}
      </Badge>
    );
  }
  const title = row.title ?? t('queue.untitled');
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      loading={process.pendingId === row.id}
      onClick={() => process.ask(row)}
      aria-label={t('takedowns.processOf', { title })}
    >
      {t('takedowns.process')}
    </Button>
  );
}

function Release({ row }: { row: TakedownRow }) {
  const { t } = useTranslation(['review', 'admin']);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.admin.release.getHref(row.id)} size="sm" fw={500}>
        {row.title ?? t('queue.untitled')}
      </Anchor>
      <Text size="xs" c="dimmed">
        {row.artist ?? '—'} · {row.owner.name}{' '}
        <Badge size="xs" variant="light" component="span">
          {t(`admin:plans.${row.owner.plan}`)}
        </Badge>
      </Text>
    </Stack>
  );
}

/** Requested takedowns, oldest first, against their 48-hour target: cards on a phone. */
export function TakedownList({
  rows,
  process,
  labelledBy,
}: {
  rows: TakedownRow[];
  process: Process;
  labelledBy: string;
}) {
  const { t } = useTranslation('review');
  const phone = usePhoneLayout();
  const now = new Date();
  if (phone) {
    return (
      <AdminCardList labelledBy={labelledBy}>
        {rows.map((row) => (
          <AdminCard key={row.id} head={<Release row={row} />}>
            <Text size="xs" c="dimmed">
              {t('takedowns.requestedAt')}: {formatDateTime(row.requestedAt)} ·{' '}
              {t('takedowns.storeCount', { count: row.storeCount })}
            </Text>
            <Group justify="space-between" align="flex-end">
              <ReviewWaiting since={row.requestedAt} dueAt={row.dueAt} now={now} />
              <TakedownAction row={row} process={process} />
            </Group>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }
  return (
    <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('queue.release')}</Table.Th>
          <Table.Th>{t('takedowns.stores')}</Table.Th>
          <Table.Th>{t('takedowns.requestedAt')}</Table.Th>
          <Table.Th>{t('takedowns.due')}</Table.Th>
          <Table.Th ta="end">{t('takedowns.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Release row={row} />
            </Table.Td>
            <Table.Td>{row.storeCount}</Table.Td>
            <Table.Td>{formatDateTime(row.requestedAt)}</Table.Td>
            <Table.Td>
              <ReviewWaiting since={row.requestedAt} dueAt={row.dueAt} now={now} />
            </Table.Td>
            <Table.Td ta="end">
              <TakedownAction row={row} process={process} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
