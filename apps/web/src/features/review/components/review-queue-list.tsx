import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { ReviewQueueRow } from '../api/review-queue.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { AdminCard, AdminCardList } from '../../../components/admin-card-list.tsx';
import { ReviewScheduleBadge } from './review-schedule-badge.tsx';
import { ReviewWaiting } from './review-waiting.tsx';

type Selection = { selected: Set<string>; toggle: (id: string, on: boolean) => void };

/** Only releases waiting for a decision can be approved in bulk. */
export const canBulkApprove = (row: ReviewQueueRow) =>
  row.status === 'submitted' || row.status === 'in_review';

function TitleCell({ row }: { row: ReviewQueueRow }) {
  const { t } = useTranslation(['review', 'releases']);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.admin.release.getHref(row.id)} fw={500} size="sm">
        {row.title ?? t('queue.untitled')}
      </Anchor>
      <Text size="xs" c="dimmed">
        {row.artist ?? '—'} · {t(`releases:status.${row.status}`)}
      </Text>
    </Stack>
  );
}

function OwnerCell({ row }: { row: ReviewQueueRow }) {
  const { t } = useTranslation(['review', 'admin']);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{row.owner.name}</Text>
      <Badge size="sm" variant="light" color={row.owner.plan === 'lite' ? 'gray' : 'violet'}>
        {t(`admin:plans.${row.owner.plan}`)}
      </Badge>
    </Group>
  );
}

function HolderCell({ row }: { row: ReviewQueueRow }) {
  const { t } = useTranslation('review');
  return row.holder ? (
    <Text size="sm">{row.holder.name}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('queue.nobody')}
    </Text>
  );
}

function SelectBox({ row, selection }: { row: ReviewQueueRow; selection: Selection }) {
  const { t } = useTranslation('review');
  return (
    <Checkbox
      aria-label={t('queue.select', { title: row.title ?? t('queue.untitled') })}
      checked={selection.selected.has(row.id)}
      disabled={!canBulkApprove(row)}
      onChange={(event) => selection.toggle(row.id, event.currentTarget.checked)}
    />
  );
}

/** The queue as a table on wide screens and as cards on a phone. */
export function ReviewQueueList({
  rows,
  selection,
  labelledBy,
}: {
  rows: ReviewQueueRow[];
  selection: Selection;
  labelledBy: string;
}) {
  const { t } = useTranslation('review');
  const phone = usePhoneLayout();
  const now = new Date();
  if (phone) {
    return (
      <AdminCardList labelledBy={labelledBy}>
        {rows.map((row) => (
          <AdminCard
            key={row.id}
            head={
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <SelectBox row={row} selection={selection} />
                <TitleCell row={row} />
              </Group>
            }
            corner={<ReviewScheduleBadge schedule={row.schedule} />}
          >
            <OwnerCell row={row} />
            <Group justify="space-between" align="flex-end">
              <ReviewWaiting since={row.submittedAt} dueAt={row.dueAt} now={now} />
              <HolderCell row={row} />
            </Group>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('queue.selectColumn')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('queue.release')}</Table.Th>
            <Table.Th>{t('queue.owner')}</Table.Th>
            <Table.Th>{t('queue.schedule')}</Table.Th>
            <Table.Th>{t('queue.waiting')}</Table.Th>
            <Table.Th>{t('queue.holder')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <SelectBox row={row} selection={selection} />
              </Table.Td>
              <Table.Td>
                <TitleCell row={row} />
              </Table.Td>
              <Table.Td>
                <OwnerCell row={row} />
              </Table.Td>
              <Table.Td>
                <ReviewScheduleBadge schedule={row.schedule} />
              </Table.Td>
              <Table.Td>
                <ReviewWaiting since={row.submittedAt} dueAt={row.dueAt} now={now} />
              </Table.Td>
              <Table.Td>
                <HolderCell row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
