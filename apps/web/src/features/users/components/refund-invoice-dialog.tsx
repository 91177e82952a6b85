import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useRefundInvoice, type AdminInvoice } from '../api/user-billing.ts';

/** Confirms a refund: the money goes back and the plan ends now (decision 029). */
export function RefundInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: AdminInvoice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const refund = useRefundInvoice();
  const submit = (target: AdminInvoice) =>
    refund.mutate(target.id, {
      onSuccess: () =>
        notify({ color: 'teal', message: t('user.billing.refunded', { number: target.number }) }),
      onError: (error) =>
        notify({
          color: 'red',
          title: t('user.billing.refundFailed'),
          message: errorMessage(error),
        }),
      onSettled: onClose,
    });
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={t('user.billing.confirmTitle', { number: invoice?.number ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {invoice ? (
        <Stack gap="md">
          <Text>
            {t('user.billing.confirmBody', {
              amount: formatPrice(invoice, currentLanguage()),
              plan: t(`plans.${invoice.plan}`),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={refund.isPending}>
              {t('user.billing.keep')}
            </Button>
            {/* red.9: white text on it keeps a 4.5:1 contrast. */}
            <Button color="red.9" loading={refund.isPending} onClick={() => submit(invoice)}>
              {t('user.billing.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
