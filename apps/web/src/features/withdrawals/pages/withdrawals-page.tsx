import { useState } from 'react';
import { Button, Group, NativeSelect, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses, type WithdrawalStatus } from '@soundpost/contracts/payouts';
import { useAdminWithdrawals } from '../api/withdrawals.ts';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { useWithdrawalActions } from '../components/withdrawal-actions.tsx';
import { WithdrawalCard, WithdrawalRow } from '../components/withdrawal-row.tsx';

const all = 'all';

/**
 * Every artist's withdrawals, by status (those waiting for a decision first): approve one
 * (the payout job pays it) or reject it with a reason (the money goes back).
 */
export function WithdrawalsPage() {
  const { t } = useTranslation(['payouts', 'admin', 'errors']);
  const [status, setStatus] = useState<WithdrawalStatus | typeof all>('requested');
  const withdrawals = useAdminWithdrawals(status === all ? null : status);
  const { handlers, dialog } = useWithdrawalActions();
  const rows = withdrawals.data?.pages.flatMap((page) => page.items) ?? [];
  const options = [
    { value: all, label: t('admin.statuses.all') },
    ...withdrawalStatuses.map((value) => ({ value, label: t(`admin.statuses.${value}`) })),
  ];

  return (
    <AdminListPage
      titleId="admin-withdrawals-title"
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      filters={
        <NativeSelect
          label={t('admin.status')}
          data={options}
          value={status}
          onChange={(event) =>
            setStatus(event.currentTarget.value as WithdrawalStatus | typeof all)
          }
          maw={260}
        />
      }
      query={withdrawals}
      isEmpty={rows.length === 0}
      emptyText={t('admin.empty')}
      head={
        <>
          <Table.Th>{t('admin.columns.user')}</Table.Th>
          <Table.Th>{t('admin.columns.method')}</Table.Th>
          <Table.Th ta="end">{t('admin.columns.amount')}</Table.Th>
          <Table.Th>{t('admin.columns.status')}</Table.Th>
          <Table.Th>{t('admin.columns.dates')}</Table.Th>
          <Table.Th>{t('admin.columns.actions')}</Table.Th>
        </>
      }
      footer={
        withdrawals.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              onClick={() => void withdrawals.fetchNextPage()}
              loading={withdrawals.isFetchingNextPage}
            >
              {t('admin.loadMore')}
            </Button>
          </Group>
        ) : null
      }
      aside={dialog}
      cards={() =>
        rows.map((row) => <WithdrawalCard key={row.id} withdrawal={row} handlers={handlers} />)
      }
    >
      {rows.map((row) => (
        <WithdrawalRow key={row.id} withdrawal={row} handlers={handlers} />
      ))}
    </AdminListPage>
  );
}
