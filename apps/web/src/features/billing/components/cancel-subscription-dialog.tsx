import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useInstance } from '../../../lib/instance.ts';
import { notify } from '../../../lib/notify.ts';
import { useCancelSubscription } from '../api/billing.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The plan's name and when the period ends (ISO): the cancellation takes effect then. */
  planName: string;
  periodEnd: string;
};

/**
 * Confirms a cancellation, saying it takes effect at the end of the period and cancels pending
 * payment requests; a failure shows the spec's "subscription cancellation failed" with a retry
 * and the support address.
 */
export function CancelSubscriptionDialog({ opened, onClose, planName, periodEnd }: Props) {
  const { t } = useTranslation(['plans', 'errors']);
  const cancel = useCancelSubscription();
  const support = useInstance().data?.supportEmail ?? '';
  const date = formatDateTime(periodEnd);
  const close = () => {
    cancel.reset();
    onClose();
  };
  const submit = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('subscription.canceled', { date }) });
        close();
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('subscription.cancelTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text>{t('subscription.cancelBody', { plan: planName, date })}</Text>
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert" title={t('subscription.cancelFailed')}>
            {t('subscription.cancelFailedHint', { email: support })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('subscription.keep')}
          </Button>
          {/* red.9: white text on it keeps a 4.5:1 contrast. */}
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            {cancel.isError ? t('subscription.retry') : t('subscription.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
