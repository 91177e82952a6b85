import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';
import type { AdminWithdrawal } from '../api/withdrawals.ts';
import { AdminCard } from '../../../components/admin-card-list.tsx';
import { WithdrawalActions, type WithdrawalActionHandlers } from './withdrawal-actions.tsx';

const statusColor = {
  requested: 'blue',
  sending: 'yellow',
  paid: 'teal',
  failed: 'red',
  rejected: 'gray',
} as const;

/** The artist (leading to their account's page) over the payout e-mail. */
function WithdrawalUser({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor component={Link} to={paths.admin.user.getHref(withdrawal.user.id)} size="sm" fw={500}>
        @{withdrawal.user.username}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {withdrawal.email}
      </Text>
    </Stack>
  );
}

/** Its status, with the provider's or the administrator's reason when it was not paid. */
function WithdrawalStatus({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('payouts');
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={statusColor[withdrawal.status]}>
        {t(`admin.statuses.${withdrawal.status}`)}
      </Badge>
      {withdrawal.reason ? (
        <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
          {t('admin.reasonOf', { reason: withdrawal.reason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When it was asked for and, once paid or returned, settled. */
function WithdrawalDates({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('payouts');
  return (
    <Stack gap={0}>
      <Text size="sm">
        <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt)}</time>
      </Text>
      {withdrawal.settledAt ? (
        <Text size="xs" c="dimmed">
          {t('admin.settledAt', { date: formatDateTime(withdrawal.settledAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}

type RowProps = { withdrawal: AdminWithdrawal; handlers: WithdrawalActionHandlers };

/** One withdrawal of the admin list. */
export function WithdrawalRow({ withdrawal, handlers }: RowProps) {
  const { t } = useTranslation('payouts');
  return (
    <Table.Tr>
      <Table.Td>
        <WithdrawalUser withdrawal={withdrawal} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`methods.${withdrawal.method}`)}</Text>
      </Table.Td>
      <Table.Td ta="end">
        <Text size="sm" fw={500}>
          {formatUsd(withdrawal.amount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <WithdrawalStatus withdrawal={withdrawal} />
      </Table.Td>
      <Table.Td>
        <WithdrawalDates withdrawal={withdrawal} />
      </Table.Td>
      <Table.Td>
        <WithdrawalActions withdrawal={withdrawal} handlers={handlers} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One withdrawal on a phone: what its table row shows, in a card. */
export function WithdrawalCard({ withdrawal, handlers }: RowProps) {
  const { t } = useTranslation('payouts');
  return (
    <AdminCard
      head={<WithdrawalUser withdrawal={withdrawal} />}
      corner={
        <Text size="sm" fw={500}>
          {formatUsd(withdrawal.amount)}
        </Text>
      }
    >
      <WithdrawalStatus withdrawal={withdrawal} />
      <Text size="sm">{t(`methods.${withdrawal.method}`)}</Text>
      <WithdrawalDates withdrawal={withdrawal} />
      <WithdrawalActions withdrawal={withdrawal} handlers={handlers} />
    </AdminCard>
  );
}
