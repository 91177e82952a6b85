import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { rejectWithdrawalSchema } from '@soundpost/contracts/payouts';
import { formatUsd } from '../../../lib/format.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideWithdrawal, type AdminWithdrawal } from '../api/withdrawals.ts';

const labels = { reason: 'payouts:admin.reject.reason' };

/** Rejecting a withdrawal needs a reason: the artist reads it, and the money goes back. */
export function WithdrawalRejectModal({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payouts', 'errors', 'validation']);
  const decide = useDecideWithdrawal();
  const form = useForm({
    initialValues: { reason: '' },
    ...schemaFormOptions(rejectWithdrawalSchema, labels),
  });
  const close = () => {
    form.reset();
    decide.reset();
    onClose();
  };
  const onSubmit = form.onSubmit(({ reason }) => {
    if (!withdrawal) return;
    decide.mutate(
      { id: withdrawal.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('admin.rejected') });
          close();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) form.setFieldError('reason', errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal
      opened={withdrawal !== null}
      onClose={close}
      title={t('admin.reject.title')}
      closeButtonProps={{ 'aria-label': t('admin.reject.cancel') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {withdrawal && (
            <Text size="sm">
              {t('admin.reject.body', {
                amount: formatUsd(withdrawal.amount),
                username: withdrawal.user.username,
              })}
            </Text>
          )}
          <Textarea
            {...form.getInputProps('reason')}
            label={t('admin.reject.reason')}
            description={t('admin.reject.reasonHint')}
            rows={4}
            maxLength={500}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.reject.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={decide.isPending}>
              {t('admin.reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
