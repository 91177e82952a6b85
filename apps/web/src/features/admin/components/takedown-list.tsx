import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { TakedownRow } from '../api/review-takedowns.ts';
import { ReviewWaiting } from './review-waiting.tsx';

type Process = { run: (id: string) => void; pendingId: string | null };

function ProcessButton({ row, process }: { row: TakedownRow; process: Process }) {
  const { t } = useTranslation('review');
  const title = row.title ?? t('queue.untitled');
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      loading={process.pendingId === row.id}
      onClick={() => process.run(row.id)}
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

/** Requested takedowns, oldest first, against their 48-hour target. */
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
  const now = new Date();
  return (
    <>
      <Box visibleFrom="sm">
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
                  <ProcessButton row={row} process={process} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card key={row.id} component="li" withBorder radius="md" padding="sm">
            <Stack gap="xs">
              <Release row={row} />
              <Text size="xs" c="dimmed">
                {t('takedowns.requestedAt')}: {formatDateTime(row.requestedAt)} ·{' '}
                {t('takedowns.storeCount', { count: row.storeCount })}
              </Text>
              <Group justify="space-between" align="flex-end">
                <ReviewWaiting since={row.requestedAt} dueAt={row.dueAt} now={now} />
                <ProcessButton row={row} process={process} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
