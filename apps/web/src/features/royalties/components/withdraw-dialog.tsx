import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalAmountSchema } from '@soundpost/contracts/payouts';
import { paths } from '../../../config/paths.ts';
import { formatUsd } from '../../../lib/format.ts';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useRequestWithdrawal } from '../api/withdrawals.ts';

/** Compares decimal texts exactly as cents (the API's 8 decimals are cut to whole cents). */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

export type WithdrawDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** What the artist may withdraw now (API money text). */
  available: string;
  /** The smallest withdrawal (API money text, from the server's settings). */
  minimum: string;
  /** Whether the payout account is configured. */
  configured: boolean;
  /** Why the available amount is what it is (the payout wait, what becomes available when). */
  note?: ReactNode;
};

/**
 * Asks for an amount between the minimum and the available balance and requests the
 * withdrawal. One Idempotency-Key per dialog opening: a double click or a retry pays once.
 */
export function WithdrawDialog({
  opened,
  onClose,
  available,
  minimum,
  configured,
  note,
}: WithdrawDialogProps) {
  const { t } = useTranslation(['payouts', 'errors', 'validation']);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const request = useRequestWithdrawal();
  const form = useForm({
    initialValues: { amount: '' },
    validate: {
      amount: (value) => {
        const parsed = withdrawalAmountSchema.safeParse(value);
        if (!parsed.success) return translateFieldError(parsed.error.issues[0]!.message);
        if (cents(parsed.data) < cents(minimum)) {
          return t('withdraw.belowMinimum', { minimum: formatUsd(minimum) });
        }
        if (cents(parsed.data) > cents(available)) {
          return t('withdraw.overAvailable', { available: formatUsd(available) });
        }
        return null;
      },
    },
  });
  const close = () => {
    form.reset();
    request.reset();
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };
  const onSubmit = form.onSubmit(({ amount }) =>
    request.mutate(
      { amount: amount.trim(), idempotencyKey },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('withdraw.requested') });
          close();
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('withdraw.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {configured ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('withdraw.available', { available: formatUsd(available) })}</Text>
            {note}
            <TextInput
              {...form.getInputProps('amount')}
              label={t('withdraw.amount')}
              description={t('withdraw.minimum', { minimum: formatUsd(minimum) })}
              inputMode="decimal"
              leftSection="$"
              required
              data-autofocus
            />
            {request.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(request.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('withdraw.cancel')}
              </Button>
              <Button type="submit" loading={request.isPending}>
                {t('withdraw.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            {t('withdraw.notConfigured')}
          </Alert>
          <Anchor component={Link} to={paths.account.payout.getHref()} onClick={close}>
            {t('withdraw.setUp')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
