import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideWithdrawal, type AdminWithdrawal } from '../api/withdrawals.ts';
import { WithdrawalRejectModal } from './withdrawal-reject-modal.tsx';

export type WithdrawalActionHandlers = {
  approve: (withdrawal: AdminWithdrawal) => void;
  reject: (withdrawal: AdminWithdrawal) => void;
  /** The withdrawal whose approval is on its way. */
  approving: string | null;
};

/** Approve (the payout job pays it) and reject (a dialog asks the reason) for the list. */
export function useWithdrawalActions() {
  const { t } = useTranslation(['payouts', 'errors']);
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const handlers: WithdrawalActionHandlers = {
    approve: (withdrawal) =>
      decide.mutate(
        { id: withdrawal.id, action: 'approve' },
        {
          onSuccess: () => notify({ color: 'teal', message: t('admin.approved') }),
          onError: (error) =>
            notify({ color: 'red', title: t('admin.failed'), message: errorMessage(error) }),
        },
      ),
    reject: setRejecting,
    approving: decide.isPending ? (decide.variables?.id ?? null) : null,
  };
  const dialog = (
    <WithdrawalRejectModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
  );
  return { handlers, dialog };
}

/** The buttons of a withdrawal still waiting for an administrator; nothing once decided. */
export function WithdrawalActions({
  withdrawal,
  handlers,
}: {
  withdrawal: AdminWithdrawal;
  handlers: WithdrawalActionHandlers;
}) {
  const { t } = useTranslation('payouts');
  if (withdrawal.status !== 'requested') return null;
  const who = { username: withdrawal.user.username };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        onClick={() => handlers.approve(withdrawal)}
        loading={handlers.approving === withdrawal.id}
        aria-label={t('admin.approveOf', who)}
      >
        {t('admin.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => handlers.reject(withdrawal)}
        aria-label={t('admin.rejectOf', who)}
      >
        {t('admin.reject.submit')}
      </Button>
    </Group>
  );
}
